// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

/**
 * What {@link TreeMigration} needs to know of a generated class's snapshot layout beyond its
 * {@link TreeNodes} (docs/snapshots.md, "Moving to another version"): whether the state is in
 * fields, whether the class names an {@code onAwake} hook (bit 32 of a snapshot's first byte),
 * and each node's abort type. Generated classes answer it from {@link Tree#moveLayout()}, built
 * only when a move asks for it: a tree that never moves pays nothing for it. You have no reason
 * to build one.
 */
public final class MoveLayout {
    private final boolean fields;
    private final boolean awakeHook;
    private final String abortTypes;

    /**
     * @param fields whether the state is in fields (a snapshot of the fields layout)
     * @param awakeHook whether the class names an {@code onAwake} hook
     * @param abortTypes per node, in pre-order, the initial of its abort type: {@code N}
     *     (NONE, also for a kind that carries none), {@code S} (SELF), {@code L}
     *     (LOWER_PRIORITY) or {@code B} (BOTH)
     */
    public MoveLayout(boolean fields, boolean awakeHook, String abortTypes) {
        this.fields = fields;
        this.awakeHook = awakeHook;
        this.abortTypes = Misuse.notNull(abortTypes, "new MoveLayout", "abortTypes",
                "pass the initial of each node's abort type");
    }

    /** Whether the state is in fields. */
    public boolean fields() {
        return fields;
    }

    /** Whether the class names an {@code onAwake} hook. */
    public boolean awakeHook() {
        return awakeHook;
    }

    /**
     * The abort type of {@code node}: {@code N}, {@code S}, {@code L} or {@code B}.
     *
     * @param node a node index, in pre-order
     * @return the initial of its abort type
     */
    public char abortType(int node) {
        return abortTypes.charAt(node);
    }
}
