// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w2;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/** W2 on the tree Arbor generated from the generated {@code W2Synthetic} class. */
public final class W2Arbor implements Workload {
    private final W2Synthetic agent;
    private final W2SyntheticTree tree;

    public W2Arbor(int index) {
        this.agent = new W2Synthetic(index);
        this.tree = new W2SyntheticTree(agent);
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
