// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w3;

import dev.arbor.benchmarks.workload.Workload;
import java.util.function.IntFunction;

/** W3 'crowd': 10,000 W1 agents, each with its own tree; a frame ticks them all in order. */
public final class Crowd {
    public static final int AGENTS = 10_000;

    private final Workload[] agents;

    public Crowd(IntFunction<Workload> w1) {
        agents = new Workload[AGENTS];
        for (int i = 0; i < AGENTS; i++) {
            agents[i] = w1.apply(i);
        }
    }

    public void frame() {
        for (Workload agent : agents) {
            agent.tick();
        }
    }

    public Workload[] agents() {
        return agents;
    }

    /** Leaf calls over all agents. */
    public long leafCalls() {
        long calls = 0;
        for (Workload agent : agents) {
            calls += agent.agent().leafCalls();
        }
        return calls;
    }

    /** C = C * 31 + c_i over the agents in order (mod 2^64). */
    public long checksum() {
        long c = 0;
        for (Workload agent : agents) {
            c = c * 31 + agent.agent().checksum();
        }
        return c;
    }
}
