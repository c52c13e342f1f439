// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/**
 * {@link Duelist} by hand: which move runs, if any; with none, the stance is drawn and a
 * {@code switch} on it makes the move.
 */
public final class DuelistHandWritten implements Workload {
    private static final int RUNNING = Agent.RUNNING;
    private static final int SUCCESS = Agent.SUCCESS;
    private static final int FAILURE = Agent.FAILURE;

    private static final int PASS = 0;  // no pass running: start one
    private static final int ATTACK = 1;
    private static final int DEFEND = 2;
    private static final int FEINT = 3;

    private final Agent agent;
    private int top = PASS;

    public DuelistHandWritten(int index) {
        this.agent = new Agent(index);
    }

    @Override
    public void tick() {
        agent.beginTick();
        agent.endTick(step());
    }

    private int step() {
        switch (top) {
            case ATTACK:
                return attack();
            case DEFEND:
                return defend();
            case FEINT:
                return feint();
            default:
                switch (agent.weight(0, 2)) {
                    case 0:
                        return attack();
                    case 1:
                        return defend();
                    case 2:
                        return feint();
                    default:
                        return agent.action(4, 0, SUCCESS);  // hold
                }
        }
    }

    private int attack() {
        int result = agent.action(1, 2, SUCCESS);
        top = result == RUNNING ? ATTACK : PASS;
        return result;
    }

    private int defend() {
        int result = agent.action(2, 1, FAILURE);
        top = result == RUNNING ? DEFEND : PASS;
        return result;
    }

    private int feint() {
        int result = agent.task(3, 1);
        top = result == RUNNING ? FEINT : PASS;
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
