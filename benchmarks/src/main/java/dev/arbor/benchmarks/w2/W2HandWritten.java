// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w2;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/**
 * W2 as an expert would hand-write it: with memory and no aborts, where a tick goes after a leaf
 * completes is fixed by the shape, so the composites vanish into two jump tables (next leaf on
 * success, next leaf on failure, or the root's result) and a tick walks leaves only. A lower
 * bound for any engine that walks nodes.
 */
public final class W2HandWritten implements Workload {
    // the jump tables are shared with W2MethodWalker, which walks leaves the same way
    static final int ROOT_SUCCESS = -1;
    static final int ROOT_FAILURE = -2;
    static final int[] ON_SUCCESS = new int[W2Shape.LEAVES];
    static final int[] ON_FAILURE = new int[W2Shape.LEAVES];
    private static final boolean[] CONDITION = new boolean[W2Shape.LEAVES];
    private static final int[] RUNS = new int[W2Shape.LEAVES];
    private static final int[] RESULT = new int[W2Shape.LEAVES];

    static {
        for (int leaf = 0; leaf < W2Shape.LEAVES; leaf++) {
            ON_SUCCESS[leaf] = next(leaf, Agent.SUCCESS);
            ON_FAILURE[leaf] = next(leaf, Agent.FAILURE);
            CONDITION[leaf] = W2Shape.isCondition(leaf);
            RUNS[leaf] = W2Shape.runs(leaf);
            RESULT[leaf] = W2Shape.result(leaf);
        }
    }

    /**
     * Where a tick goes after {@code leaf} completes with {@code result}: climb while the parent
     * completes too (a sequence on failure or after its last child; a selector on success or
     * after its last child), then take the next sibling's leftmost leaf.
     */
    private static int next(int leaf, int result) {
        int index = leaf;
        for (int level = W2Shape.DEPTH - 1; level >= 0; level--) {
            int position = index % W2Shape.FANOUT;
            boolean goOn = W2Shape.isSelector(level) ? result == Agent.FAILURE
                    : result == Agent.SUCCESS;
            if (goOn && position + 1 < W2Shape.FANOUT) {
                int sibling = index + 1;
                for (int below = level + 1; below < W2Shape.DEPTH; below++) {
                    sibling *= W2Shape.FANOUT; // leftmost leaf of the sibling's subtree
                }
                return sibling;
            }
            index /= W2Shape.FANOUT;
        }
        return result == Agent.SUCCESS ? ROOT_SUCCESS : ROOT_FAILURE;
    }

    private final Agent agent;
    private int running = -1;

    public W2HandWritten(int index) {
        this.agent = new Agent(index);
    }

    @Override
    public void tick() {
        agent.beginTick();
        agent.endTick(step());
    }

    private int step() {
        int leaf = running >= 0 ? running : 0;
        while (true) {
            int r = CONDITION[leaf]
                    ? (agent.condition(leaf, 1) ? Agent.SUCCESS : Agent.FAILURE)
                    : agent.action(leaf, RUNS[leaf], RESULT[leaf]);
            if (r == Agent.RUNNING) {
                running = leaf;
                return r;
            }
            int next = r == Agent.SUCCESS ? ON_SUCCESS[leaf] : ON_FAILURE[leaf];
            if (next < 0) {
                running = -1;
                return next == ROOT_SUCCESS ? Agent.SUCCESS : Agent.FAILURE;
            }
            leaf = next;
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
