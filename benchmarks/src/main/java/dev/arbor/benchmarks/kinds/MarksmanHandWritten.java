// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/**
 * {@link Marksman} by hand: where the shot is, and the steadying's start and length, asked as
 * the generated tree asks it (the time in milliseconds here, nanoseconds there: the same tenths
 * of a second).
 */
public final class MarksmanHandWritten implements Workload {
    private static final int RUNNING = Agent.RUNNING;
    private static final int SUCCESS = Agent.SUCCESS;

    private static final int PASS = 0;  // no pass running: start one
    private static final int AIM = 1;
    private static final int STEADY = 2;
    private static final int FIRE = 3;

    private final Agent agent;
    private int top = PASS;
    private long now;
    private long steadyStart;
    private long steadyMillis;

    public MarksmanHandWritten(int index) {
        this.agent = new Agent(index);
    }

    @Override
    public void tick() {
        agent.beginTick();
        now += Kinds.TICK_MILLIS;
        agent.endTick(step());
    }

    private int step() {
        switch (top) {
            case STEADY:
                return steady();
            case FIRE:
                return fire();
            default:  // PASS or AIM
                return aim();
        }
    }

    private int aim() {
        if (agent.action(0, 1, SUCCESS) == RUNNING) {
            top = AIM;
            return RUNNING;
        }
        steadyStart = now;
        steadyMillis = agent.weight(1, 2) * 100L + ((now / 100) & 1) * 50L;
        return steady();
    }

    private int steady() {
        if (now - steadyStart < steadyMillis) {
            top = STEADY;
            return RUNNING;
        }
        return fire();
    }

    private int fire() {
        int result = agent.task(2, 1);
        top = result == RUNNING ? FIRE : PASS;
        return result;
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
