// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w5;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;
import dev.arbor.runtime.ManualClock;

/**
 * W5 on the tree Arbor generated from {@link W5Skirmish} (blocks, its two parallels included;
 * its traced ticks run the generic loop), with its own manual clock, which the driver moves 100 ms before each tick.
 */
public final class W5Arbor implements Workload {
    private final W5Skirmish agent;
    private final ManualClock clock = new ManualClock();
    private final W5SkirmishTree tree;

    public W5Arbor(int index) {
        this.agent = new W5Skirmish(index);
        this.tree = new W5SkirmishTree(agent, clock, index);
    }

    @Override
    public void tick() {
        agent.beginTick();
        clock.advanceMillis(W5.TICK_MILLIS);
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
