// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/**
 * {@link Raider} by hand: where the pass is, and whether the one permit is asked for or held. A
 * pass asks and waits one tick; the end of that tick grants it (no other raider shares it); the
 * swing gives it back when it ends.
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
    private boolean held;

    public RaiderHandWritten(int index) {
        this.agent = new Agent(index);
    }

    @Override
    public void tick() {
        agent.beginTick();
        int result = step();
        if (top == ASKED) {
            held = true;  // the settle at the end of the tick: the permit is free
        }
        agent.endTick(result);
    }

    private int step() {
        switch (top) {
            case ASKED:
                return held ? swing() : shrug();
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
        held = false;
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
