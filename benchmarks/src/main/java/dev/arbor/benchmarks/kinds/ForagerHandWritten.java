// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/**
 * {@link Forager} by hand: the running child, the children out since the selector was entered,
 * and when the scores were last read. A reading asks the score of every child still in, in
 * declared order; the best is the highest, the first declared on a tie.
 */
public final class ForagerHandWritten implements Workload {
    private static final int RUNNING = Agent.RUNNING;
    private static final int SUCCESS = Agent.SUCCESS;
    private static final int NONE = -1;
    private static final int CHILDREN = 3;
    private static final long EVERY_MILLIS = 200;
    private static final int MARGIN = 2;

    private final Agent agent;
    private final int[] scores = new int[CHILDREN];
    private int running = NONE;
    private int out;         // bit c: child c failed in this run of the selector
    private long now;
    private long lastReading;

    public ForagerHandWritten(int index) {
        this.agent = new Agent(index);
    }

    @Override
    public void tick() {
        agent.beginTick();
        now += Kinds.TICK_MILLIS;
        agent.endTick(step());
    }

    private int step() {
        if (running == NONE) {
            out = 0;
            return serve(read(NONE));
        }
        if (now - lastReading >= EVERY_MILLIS) {
            int best = read(running);
            if (best != NONE && scores[best] - scores[running] > MARGIN) {
                running = best;  // the switch: the running child is interrupted, still in
            }
        }
        return serve(running);
    }

    /** Reads the children in; answers the best of them other than {@code except}, or NONE. */
    private int read(int except) {
        lastReading = now;
        int best = NONE;
        for (int c = 0; c < CHILDREN; c++) {
            if ((out & 1 << c) == 0) {
                scores[c] = agent.weight(4 + c, 3);
                if (c != except && (best == NONE || scores[c] > scores[best])) {
                    best = c;
                }
            }
        }
        return best;
    }

    private int serve(int child) {
        while (true) {
            int result = agent.task(1 + child, 2);
            if (result == RUNNING) {
                running = child;
                return RUNNING;
            }
            if (result == SUCCESS) {
                running = NONE;
                return SUCCESS;
            }
            out |= 1 << child;
            child = read(NONE);
            if (child == NONE) {
                running = NONE;
                return Agent.FAILURE;
            }
        }
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
