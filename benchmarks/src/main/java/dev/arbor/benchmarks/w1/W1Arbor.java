// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w1;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/** W1 on the tree Arbor generated from {@link W1Guard}. */
public final class W1Arbor implements Workload {
    private final W1Guard agent;
    private final W1GuardTree tree;

    public W1Arbor(int index) {
        this.agent = new W1Guard(index);
        this.tree = new W1GuardTree(agent);
    }

    @Override
    public void tick() {
        agent.beginTick();
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
