// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/**
 * {@link Raider} by hand: where the pass is. A pass asks for the permit and waits one tick; the
 * settle at the end of that tick always grants it (no other raider shares it), so the twin keeps
 * no permit of its own: the next tick swings.
 */
public final class RaiderHandWritten implements Workload {
    private static final int RUNNING = Agent.RUNNING;
    private static final int SUCCESS = Agent.SUCCESS;

    private static final int PASS = 0;  // no pass running: start one
    private static final int ASKED = 1;
    private static final int SWING = 2;
    private static final int SHRUG = 3;

    private final Agent agent;
    private int top = PASS;

    public RaiderHandWritten(int index) {
        this.agent = new Agent(index);
    }

    @Override
    public void tick() {
        agent.beginTick();
        agent.endTick(step());
    }

    private int step() {
        switch (top) {
            case ASKED:  // granted at the last tick's settle
            case SWING:
                return swing();
            case SHRUG:
                return shrug();
            default:
                top = ASKED;
                return RUNNING;
        }
    }

    private int swing() {
        int result = agent.task(0, 2);
        if (result == RUNNING) {
            top = SWING;
            return RUNNING;
        }
        if (result == SUCCESS) {
            top = PASS;
            return SUCCESS;
        }
        return shrug();
    }

    private int shrug() {
        if (agent.action(1, 1, SUCCESS) == RUNNING) {
            top = SHRUG;
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
