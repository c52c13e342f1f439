// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/**
 * {@link Shift} by hand: where the round is, the rounds done, and whether the set-up has run
 * (it always succeeds, so a flag is its kept result).
 */
public final class ShiftHandWritten implements Workload {
    private static final int RUNNING = Agent.RUNNING;
    private static final int SUCCESS = Agent.SUCCESS;
    private static final int FAILURE = Agent.FAILURE;

    private static final int PASS = 0;  // no pass running: start one
    private static final int NEXT_ROUND = 1;  // the loop yielded after a round
    private static final int UNPACK = 2;
    private static final int CALIBRATE = 3;
    private static final int WORK = 4;
    private static final int REST = 5;

    private static final int ROUNDS = 3;

    private final Agent agent;
    private int top = PASS;
    private int rounds;
    private boolean setUp;

    public ShiftHandWritten(int index) {
        this.agent = new Agent(index);
    }

    @Override
    public void tick() {
        agent.beginTick();
        agent.endTick(step());
    }

    private int step() {
        switch (top) {
            case UNPACK:
                return unpack();
            case CALIBRATE:
                return calibrate();
            case WORK:
                return work();
            case REST:
                return rest();
            case NEXT_ROUND:
                return round();
            default:
                rounds = 0;
                return round();
        }
    }

    private int round() {
        return setUp ? work() : unpack();
    }

    private int unpack() {
        if (agent.action(0, 2, SUCCESS) == RUNNING) {
            top = UNPACK;
            return RUNNING;
        }
        return calibrate();
    }

    private int calibrate() {
        if (agent.action(1, 1, SUCCESS) == RUNNING) {
            top = CALIBRATE;
            return RUNNING;
        }
        setUp = true;
        return work();
    }

    private int work() {
        int result = agent.task(2, 1);
        if (result == RUNNING) {
            top = WORK;
            return RUNNING;
        }
        if (result == FAILURE) {
            top = PASS;
            return FAILURE;
        }
        return rest();
    }

    private int rest() {
        if (agent.action(3, 1, SUCCESS) == RUNNING) {
            top = REST;
            return RUNNING;
        }
        if (++rounds == ROUNDS) {
            top = PASS;
            return SUCCESS;
        }
        top = NEXT_ROUND;
        return RUNNING;
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
