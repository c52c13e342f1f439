// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/**
 * {@link Lookout} by hand: where the pass is, and when the scan last ran; the scan runs when the
 * patrol is entered, and before the walk of a tick 200 ms or more after its last run while the
 * patrol runs.
 */
public final class LookoutHandWritten implements Workload {
    private static final int RUNNING = Agent.RUNNING;
    private static final int SUCCESS = Agent.SUCCESS;

    private static final int PASS = 0;  // no pass running: start one
    private static final int RUN_AWAY = 1;
    private static final int WALK = 2;
    private static final int LOOK = 3;

    private static final long PERIOD_MILLIS = 200;

    private final Agent agent;
    private int top = PASS;
    private long now;
    private long scanned;  // when the scan last ran

    public LookoutHandWritten(int index) {
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
            case RUN_AWAY:
                return runAway();
            case WALK:
            case LOOK:
                if (now - scanned >= PERIOD_MILLIS) {
                    scan();
                }
                return top == WALK ? walk() : look();
            default:
                return agent.condition(0, 3) ? runAway() : patrol();
        }
    }

    private void scan() {
        scanned = now;
        agent.condition(4, 1);
    }

    private int runAway() {
        if (agent.action(1, 1, SUCCESS) == RUNNING) {
            top = RUN_AWAY;
            return RUNNING;
        }
        top = PASS;
        return SUCCESS;
    }

    private int patrol() {
        scan();
        return walk();
    }

    private int walk() {
        if (agent.action(2, 4, SUCCESS) == RUNNING) {
            top = WALK;
            return RUNNING;
        }
        return look();
    }

    private int look() {
        if (agent.action(3, 2, SUCCESS) == RUNNING) {
            top = LOOK;
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
