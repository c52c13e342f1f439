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
    private final String[] abortTypes;

    /**
     * @param fields whether the state is in fields (a snapshot of the fields layout)
     * @param awakeHook whether the class names an {@code onAwake} hook
     * @param abortTypes per node, in pre-order, its abort type ({@code NONE}, {@code SELF},
     *     {@code LOWER_PRIORITY}, {@code BOTH}), separated by spaces
     */
    public MoveLayout(boolean fields, boolean awakeHook, String abortTypes) {
        this.fields = fields;
        this.awakeHook = awakeHook;
        this.abortTypes = Misuse.notNull(abortTypes, "new MoveLayout", "abortTypes",
                "pass each node's abort type, separated by spaces").split(" ");
    }

    /** Whether the state is in fields. */
    public boolean fields() {
        return fields;
    }

    /** Whether the class names an {@code onAwake} hook. */
    public boolean awakeHook() {
        return awakeHook;
    }

    /** The abort type of {@code node}: NONE for a kind that carries none. */
    public String abortType(int node) {
        return abortTypes[node];
    }
}
