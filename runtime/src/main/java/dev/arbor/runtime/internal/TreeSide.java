// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.internal;

import dev.arbor.runtime.TreeListener;

/**
 * What a generated tree needs only while a listener is attached or while it reports a failure
 * (docs/generated-code.md): the listener, and the node whose method threw. The tree holds one
 * reference to it, null while neither is in use, so that a tree nobody listens to carries one
 * reference for both, and creates it only when {@code setListener} attaches a listener or a
 * leaf or hook throws. Not meant for user code.
 */
public final class TreeSide {
    private static final int NONE = -1;

    /**
     * The listener attached to the tree, or null in a side made only to report a failure. A tree
     * reads it once per traced method, into a local.
     */
    public final TreeListener listener;

    /** The node whose method threw, for the report of the failure (§7), or NONE. */
    private int failedAt = NONE;

    private TreeSide(TreeListener listener) {
        this.listener = listener;
    }

    /**
     * The side of a tree that {@code listener} is now attached to: null for none. Called between
     * ticks, when no failure is being reported, so nothing else is kept.
     */
    public static TreeSide listening(TreeListener listener) {
        return listener == null ? null : new TreeSide(listener);
    }

    /**
     * The method of {@code node} threw: notes it for the report of the failure, unless a call
     * inside it (an inner part, a hook) noted its own node first. Answers the side the tree keeps
     * from now on. Never throws (it runs in the handler of the exception being reported): out of
     * memory, it notes nothing.
     */
    public static TreeSide failedAt(TreeSide side, int node) {
        try {
            TreeSide kept = side == null ? new TreeSide(null) : side;
            if (kept.failedAt == NONE) {
                kept.failedAt = node;
            }
            return kept;
        } catch (Throwable ignored) {
            return side; // naming the node is a courtesy: the failure itself must get through
        }
    }

    /** The node noted by {@link #failedAt(TreeSide, int)}, or NONE. */
    public static int failedAt(TreeSide side) {
        return side == null ? NONE : side.failedAt;
    }

    /**
     * The failure has been reported (§7's clear): answers the side the tree keeps, with no node
     * noted, or null when no listener is attached.
     */
    public static TreeSide reported(TreeSide side) {
        if (side == null || side.listener == null) {
            return null;
        }
        side.failedAt = NONE;
        return side;
    }
}
