// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w2;

import com.badlogic.gdx.ai.btree.BranchTask;
import com.badlogic.gdx.ai.btree.Task;
import com.badlogic.gdx.ai.btree.branch.Selector;
import com.badlogic.gdx.ai.btree.branch.Sequence;
import dev.arbor.benchmarks.gdx.GdxTasks.Act;
import dev.arbor.benchmarks.gdx.GdxTasks.Cond;
import dev.arbor.benchmarks.gdx.GdxWorkload;
import dev.arbor.benchmarks.workload.Agent;

/** W2 on gdx-ai 1.8.2: its Selector and Sequence (both with memory) and the leaf tasks. */
public final class W2Gdx extends GdxWorkload {
    public W2Gdx(int index) {
        super(new Agent(index), build(0, new int[1]));
    }

    private static Task<Agent> build(int level, int[] leaf) {
        if (level == W2Shape.DEPTH) {
            int id = leaf[0]++;
            return W2Shape.isCondition(id) ? new Cond(id, 1)
                    : new Act(id, W2Shape.runs(id), W2Shape.result(id));
        }
        BranchTask<Agent> branch = W2Shape.isSelector(level) ? new Selector<>() : new Sequence<>();
        for (int k = 0; k < W2Shape.FANOUT; k++) {
            branch.addChild(build(level + 1, leaf));
        }
        return branch;
    }
}
