// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/**
 * {@link Idler} by hand: which pastime runs, and a SplitMix64 generator of its own, seeded as the
 * generated tree's is, drawing as docs/semantics.md §8.2 says: with the weights 3, 1, 0, 1 (total
 * 5), r = next mod 5 (unsigned) picks wander below 3, sit at 3, sniff at 4.
 */
public final class IdlerHandWritten implements Workload {
    private static final int RUNNING = Agent.RUNNING;
    private static final int SUCCESS = Agent.SUCCESS;

    private static final int PASS = 0;  // no pass running: start one
    private static final int WANDER = 1;
    private static final int SIT = 2;

    private final Agent agent;
    private int top = PASS;
    private long state;

    public IdlerHandWritten(int index) {
        this.agent = new Agent(index);
        this.state = index;
    }

    @Override
    public void tick() {
        agent.beginTick();
        agent.endTick(step());
    }

    private int step() {
        switch (top) {
            case WANDER:
                return wander();
            case SIT:
                return sit();
            default:
                long r = Long.remainderUnsigned(next(), 5);
                if (r < 3) {
                    return wander();
                }
                if (r < 4) {
                    return sit();
                }
                return agent.action(3, 0, Agent.FAILURE);  // sniff
        }
    }

    private long next() {
        long z = state += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private int wander() {
        int result = agent.action(0, 2, SUCCESS);
        top = result == RUNNING ? WANDER : PASS;
        return result;
    }

    private int sit() {
        int result = agent.task(1, 1);
        top = result == RUNNING ? SIT : PASS;
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
