// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/**
 * {@link Vote} by hand: a bit per lookout still running and the two counts; the lookouts are
 * served left to right, and the vote decided at the completion that brings either count to two
 * (an interrupted lookout has nothing to be told).
 */
public final class VoteHandWritten implements Workload {
    private static final int RUNNING = Agent.RUNNING;
    private static final int SUCCESS = Agent.SUCCESS;
    private static final int FAILURE = Agent.FAILURE;

    private static final int PASS = 0;  // no pass running: start one
    private static final int AGREE = 1;
    private static final int SHRUG = 2;

    private final Agent agent;
    private int top = PASS;
    private int running;  // bit i: lookout i runs
    private int successes;
    private int failures;

    public VoteHandWritten(int index) {
        this.agent = new Agent(index);
    }

    @Override
    public void tick() {
        agent.beginTick();
        agent.endTick(step());
    }

    private int step() {
        switch (top) {
            case AGREE:
                return agree();
            case SHRUG:
                return shrug();
            default:
                running = 7;
                successes = 0;
                failures = 0;
                return agree();
        }
    }

    private int agree() {
        if ((running & 1) != 0) {
            int decided = look(1, agent.task(0, 1));
            if (decided != RUNNING) {
                return decided(decided);
            }
        }
        if ((running & 2) != 0) {
            int decided = look(2, agent.task(1, 2));
            if (decided != RUNNING) {
                return decided(decided);
            }
        }
        if ((running & 4) != 0) {
            int decided = look(4, agent.task(2, 1));
            if (decided != RUNNING) {
                return decided(decided);
            }
        }
        top = AGREE;
        return RUNNING;
    }

    /** A lookout's answer: what the vote decides, or RUNNING. */
    private int look(int bit, int result) {
        if (result == RUNNING) {
            return RUNNING;
        }
        running &= ~bit;
        if (result == FAILURE) {
            return ++failures == 2 ? FAILURE : RUNNING;
        }
        return ++successes == 2 ? SUCCESS : RUNNING;
    }

    private int decided(int result) {
        if (result == SUCCESS) {
            top = PASS;
            return SUCCESS;
        }
        return shrug();
    }

    private int shrug() {
        if (agent.action(3, 1, SUCCESS) == RUNNING) {
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
