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
    private final String array;
    private final int[] slotRoles;

    /**
     * @param fields whether the state is in fields (a snapshot of the fields layout)
     * @param awakeHook whether the class names an {@code onAwake} hook
     * @param abortTypes per node, in pre-order, the initial of its abort type: {@code N}
     *     (NONE, also for a kind that carries none), {@code S} (SELF), {@code L}
     *     (LOWER_PRIORITY) or {@code B} (BOTH)
     */
    public MoveLayout(boolean fields, boolean awakeHook, String abortTypes) {
        this(fields, awakeHook, abortTypes, "", new int[0]);
    }

    /**
     * The layout of a class whose state is in an array.
     *
     * @param fields whether the state is in fields (false here)
     * @param awakeHook whether the class names an {@code onAwake} hook
     * @param abortTypes per node, in pre-order, the initial of its abort type
     * @param array the parts of its snapshot, the owner of each run stack, its events and its
     *     timers, as the generated class's {@code MOVE_ARRAY} writes them
     * @param slotRoles per value of the nodes' own state: its role, its limit and its node (the
     *     generated class's {@code SLOT_ROLES})
     */
    public MoveLayout(boolean fields, boolean awakeHook, String abortTypes, String array,
            int[] slotRoles) {
        this.fields = fields;
        this.awakeHook = awakeHook;
        this.abortTypes = Misuse.notNull(abortTypes, "new MoveLayout", "abortTypes",
                "pass the initial of each node's abort type");
        this.array = Misuse.notNull(array, "new MoveLayout", "array",
                "pass the class's MOVE_ARRAY");
        this.slotRoles = Misuse.notNull(slotRoles, "new MoveLayout", "slotRoles",
                "pass the roles of the nodes' own state").clone();
    }

    /** The array layout's description ({@code MOVE_ARRAY}), or "" for the fields layout. */
    String array() {
        return array;
    }

    /** The slot roles ({@code SLOT_ROLES}): role, limit and node per value. */
    int[] slotRoles() {
        return slotRoles;
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
