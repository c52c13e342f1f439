// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

import dev.arbor.processor.kinds.Capability;
import dev.arbor.processor.kinds.ChildStep;

/**
 * Where a tick goes when a node completes (docs/semantics.md §5), computed at build time from
 * each parent's child-result rule, so that generated code reads or writes in one jump what the
 * rules would do step by step.
 *
 * <p>A completion climbs through every parent that completes with the same result and has no
 * effect of its own (no abort entry can be watching it), and ends at one of: a node to run next
 * (≥ 0: the first node of the next child's subtree), the root completing
 * ({@link #ROOT_COMPLETES}), or a stop ({@code STOP - x}, {@link #stopAt}): node x completed and
 * its parent must act by its rule: a parallel deciding, a composite whose end moves abort
 * entries, a node that completes with another result than its child, or one whose rule needs
 * its state (counting, yielding).
 */
public final class Jumps {
    /** Jump value: the root completes with the result. */
    public static final int ROOT_COMPLETES = -1;
    /** Jump values below this stop at node {@code STOP - value}: its parent acts by its rule. */
    public static final int STOP = -2;

    private Jumps() {}

    /** The jump value that stops at {@code node}. */
    public static int stopAt(int node) {
        return STOP - node;
    }

    /** The node a stop value stops at. */
    public static int stoppedAt(int jump) {
        return STOP - jump;
    }

    /** Where the tick goes when {@code node} of {@code flat} completes with {@code success}. */
    static int jump(Flat flat, int node, boolean success) {
        int x = node;
        while (true) {
            int parent = flat.parent(x);
            if (parent < 0) {
                return ROOT_COMPLETES;
            }
            int position = 0;
            int children = 0;
            for (int c = parent + 1; c < flat.end(parent); c = flat.end(c)) {
                position = c == x ? children : position;
                children++;
            }
            ChildStep step = flat.kind(parent).onChild(flat.attributes(parent), success, position,
                    children);
            if (step == ChildStep.NEXT_CHILD) {
                return flat.first(flat.end(x)); // the next child starts right after x's subtree
            }
            if (!step.isStatic() || flat.watchable(parent)
                    || flat.kind(parent).behaviour().hasEndEffect()
                    || (step == ChildStep.SUCCEED) != success) {
                return stopAt(x);
            }
            x = parent;
        }
    }

    /** What the flattening knows when jumps are computed: the rows as arrays. */
    interface Flat {
        int parent(int node);

        int end(int node);

        int first(int node);

        dev.arbor.processor.kinds.NodeKind kind(int node);

        dev.arbor.processor.kinds.Attributes attributes(int node);

        boolean watchable(int node);
    }
}
