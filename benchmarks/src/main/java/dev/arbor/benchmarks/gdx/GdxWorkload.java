// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.gdx;

import com.badlogic.gdx.ai.btree.BehaviorTree;
import com.badlogic.gdx.ai.btree.Task;
import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/** A workload on gdx-ai: one agent and its own task tree; subclasses only build the tasks. */
public abstract class GdxWorkload implements Workload {
    private final Agent agent;
    private final Task<Agent> root;
    private final BehaviorTree<Agent> tree;

    protected GdxWorkload(Agent agent, Task<Agent> root) {
        this.agent = agent;
        this.root = root;
        this.tree = new BehaviorTree<>(root, agent);
    }

    @Override
    public final void tick() {
        agent.beginTick();
        tree.step();
        agent.endTick(GdxTasks.code(root.getStatus()));
    }

    @Override
    public final Agent agent() {
        return agent;
    }

    @Override
    public final Object engine() {
        return tree;
    }
}
