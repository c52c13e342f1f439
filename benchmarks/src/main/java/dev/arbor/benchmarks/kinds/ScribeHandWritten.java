// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/**
 * {@link Scribe} by hand: which step runs, the clean-up included; a failed step goes to the
 * clean-up in the same tick, and after it to giving up.
 */
public final class ScribeHandWritten implements Workload {
    private static final int RUNNING = Agent.RUNNING;
    private static final int SUCCESS = Agent.SUCCESS;

    private static final int PASS = 0;  // no pass running: start one
    private static final int OPEN = 1;
    private static final int WRITE = 2;
    private static final int CLOSE = 3;

    private final Agent agent;
    private int top = PASS;

    public ScribeHandWritten(int index) {
        this.agent = new Agent(index);
    }

    @Override
    public void tick() {
        agent.beginTick();
        agent.endTick(step());
    }

    private int step() {
        switch (top) {
            case WRITE:
                return write();
            case CLOSE:
                return close();
            default:  // PASS or OPEN
                return open();
        }
    }

    private int open() {
        int result = agent.task(0, 1);
        if (result == RUNNING) {
            top = OPEN;
            return RUNNING;
        }
        return result == SUCCESS ? write() : close();
    }

    private int write() {
        int result = agent.task(1, 2);
        if (result == RUNNING) {
            top = WRITE;
            return RUNNING;
        }
        if (result == SUCCESS) {
            top = PASS;
            return SUCCESS;
        }
        return close();
    }

    private int close() {
        if (agent.action(2, 1, SUCCESS) == RUNNING) {
            top = CLOSE;
            return RUNNING;
        }
        agent.action(3, 0, SUCCESS);  // the save failed: give up, which succeeds at once
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
