// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/**
 * {@link Skittish} by hand: where the pass is, and danger's stored answer while the patrol runs
 * (true after a failed escape, false after no danger). Asked every tick then: true interrupts
 * the patrol if the stored answer was false; false is stored.
 */
public final class SkittishHandWritten implements Workload {
    private static final int RUNNING = Agent.RUNNING;
    private static final int SUCCESS = Agent.SUCCESS;

    private static final int PASS = 0;  // no pass running: start one
    private static final int RUN_AWAY = 1;
    private static final int WALK = 2;
    private static final int LOOK = 3;

    private final Agent agent;
    private int top = PASS;
    private boolean danger;  // the stored answer

    public SkittishHandWritten(int index) {
        this.agent = new Agent(index);
    }

    @Override
    public void tick() {
        agent.beginTick();
        agent.endTick(step());
    }

    private int step() {
        switch (top) {
            case RUN_AWAY:
                return runAway();
            case WALK:
            case LOOK:
                if (agent.condition(0, 2)) {
                    if (!danger) {
                        return flee();  // the abort: the patrol is interrupted
                    }
                } else {
                    danger = false;  // would stop flee: stored, nothing interrupted
                }
                return top == WALK ? walk() : look();
            default:
                return flee();
        }
    }

    private int flee() {
        if (agent.condition(0, 2)) {
            return runAway();
        }
        danger = false;
        return walk();
    }

    private int runAway() {
        int result = agent.task(1, 1);
        if (result == RUNNING) {
            top = RUN_AWAY;
            return RUNNING;
        }
        if (result == SUCCESS) {
            top = PASS;
            return SUCCESS;
        }
        danger = true;  // flee failed past a true danger
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
