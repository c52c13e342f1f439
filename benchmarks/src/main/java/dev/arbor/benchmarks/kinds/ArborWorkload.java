// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;

/**
 * One kind's tree as Arbor generated it, driven as its hand-written twin is: the agent's clock
 * goes up by one, the tree's manual clock by {@link Kinds#TICK_MILLIS} when the kind counts time
 * (a tree that does not reads no clock, and its twin keeps none), then the tree ticks. In a JMH
 * fork one tree class runs, so the call through {@link Tree} is monomorphic.
 */
final class ArborWorkload implements Workload {
    private final Agent agent;
    private final ManualClock clock;
    private final boolean timed;
    private final Tree tree;

    ArborWorkload(Agent agent, ManualClock clock, boolean timed, Tree tree) {
        this.agent = agent;
        this.clock = clock;
        this.timed = timed;
        this.tree = tree;
    }

    @Override
    public void tick() {
        agent.beginTick();
        if (timed) {
            clock.advanceMillis(Kinds.TICK_MILLIS);
        }
        agent.endTick(tree.tick());
    }

    @Override
    public Agent agent() {
        return agent;
    }

    @Override
    public Object engine() {
        return tree;
    }
}
