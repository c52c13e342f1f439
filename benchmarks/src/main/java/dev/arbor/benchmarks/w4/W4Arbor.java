// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w4;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;
import dev.arbor.runtime.ManualClock;

/**
 * W4 on the tree Arbor generated from {@link W4Library}, with its own manual clock, driven as
 * WORKLOADS.md says: before tick t the clock goes 125 ms forward and, when the event draw (id 18)
 * hits, {@code hit} is raised.
 */
public final class W4Arbor implements Workload {
    private final W4Library agent;
    private final ManualClock clock = new ManualClock();
    private final W4LibraryTree tree;

    public W4Arbor(int index) {
        this.agent = new W4Library(index);
        this.tree = new W4LibraryTree(agent, clock, index);
    }

    @Override
    public void tick() {
        agent.beginTick();
        clock.advanceMillis(W4.TICK_MILLIS);
        if (agent.roll(W4.HIT_ID, W4.HIT_BITS)) {
            tree.raise(W4LibraryTree.Event.HIT);
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
