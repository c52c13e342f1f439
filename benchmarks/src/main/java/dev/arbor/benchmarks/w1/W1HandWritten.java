// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w1;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/**
 * W1 as an expert would write it by hand for exactly this tree: one int says which action is
 * running, and each case calls what WORKLOADS.md's table says, in order. The physical limit.
 */
public final class W1HandWritten implements Workload {
    private static final int NOTHING = 0;
    private static final int FLEE = 1;
    private static final int CHASE = 3;
    private static final int MOVE_TO = 6;
    private static final int IDLE = 7;

    private final Agent agent;
    private int running = NOTHING;

    public W1HandWritten(int index) {
        this.agent = new Agent(index);
    }

    @Override
    public void tick() {
        agent.beginTick();
        agent.endTick(step());
    }

    private int step() {
        switch (running) {
            case FLEE:
                return flee();
            case CHASE:
                if (agent.condition(0, 5)) {
                    return fromFleeing(); // abort: re-enter the flee branch at its condition
                }
                return chase();
            case MOVE_TO:
            case IDLE:
                if (agent.condition(0, 5)) {
                    return fromFleeing();
                }
                if (agent.condition(2, 4)) {
                    return fromCombat();
                }
                return running == MOVE_TO ? moveTo() : idle();
            default:
                return fromFleeing();
        }
    }

    /** The root selector from its first branch. */
    private int fromFleeing() {
        if (agent.condition(0, 5)) {
            int r = flee();
            if (r != Agent.FAILURE) {
                return r;
            }
        }
        return fromCombat();
    }

    private int fromCombat() {
        if (agent.condition(2, 4)) {
            int r = chase();
            if (r != Agent.FAILURE) {
                return r;
            }
        }
        return patrol();
    }

    private int flee() {
        int r = agent.action(1, 3, Agent.SUCCESS);
        running = r == Agent.RUNNING ? FLEE : NOTHING;
        return r;
    }

    private int chase() {
        int r = agent.action(3, 2, Agent.SUCCESS);
        if (r == Agent.RUNNING) {
            running = CHASE;
            return r;
        }
        running = NOTHING;
        return r == Agent.SUCCESS ? agent.action(4, 0, Agent.SUCCESS) : r;
    }

    private int patrol() {
        int r = agent.action(5, 0, Agent.SUCCESS);
        return r == Agent.SUCCESS ? moveTo() : r;
    }

    private int moveTo() {
        int r = agent.action(6, 4, Agent.SUCCESS);
        if (r == Agent.RUNNING) {
            running = MOVE_TO;
            return r;
        }
        running = NOTHING;
        return r == Agent.SUCCESS ? idle() : r;
    }

    private int idle() {
        int r = agent.action(7, 2, Agent.SUCCESS);
        running = r == Agent.RUNNING ? IDLE : NOTHING;
        return r;
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
