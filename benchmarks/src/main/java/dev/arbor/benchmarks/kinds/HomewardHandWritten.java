// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/**
 * {@link Homeward} by hand: while the walk home runs, the condition is asked again first (it
 * succeeded, or the parallel would have failed at once); its failure ends the walk (nothing to
 * tell an interrupted task) and the selector goes on to idle in the same tick.
 */
public final class HomewardHandWritten implements Workload {
    private static final int RUNNING = Agent.RUNNING;
    private static final int SUCCESS = Agent.SUCCESS;

    private static final int PASS = 0;  // no pass running: start one
    private static final int HOMEWARD = 1;
    private static final int IDLE = 2;

    private final Agent agent;
    private int top = PASS;

    public HomewardHandWritten(int index) {
        this.agent = new Agent(index);
    }

    @Override
    public void tick() {
        agent.beginTick();
        agent.endTick(step());
    }

    private int step() {
        switch (top) {
            case HOMEWARD:
            case PASS:
                if (!agent.conditionNot(0, 3)) {
                    return idle();
                }
                int walk = agent.task(1, 2);
                if (walk == RUNNING) {
                    top = HOMEWARD;
                    return RUNNING;
                }
                if (walk == SUCCESS) {
                    top = PASS;
                    return SUCCESS;
                }
                return idle();
            case IDLE:
                return idle();
            default:
                throw new IllegalStateException("top " + top);
        }
    }

    private int idle() {
        if (agent.action(2, 1, SUCCESS) == RUNNING) {
            top = IDLE;
            return RUNNING;
        }
        top = PASS;
        return SUCCESS;
    }

    @Override
    public Agent agent() {
        return agent;
    }

    @Override
    public Object engine() {
        return this;
    }
}
