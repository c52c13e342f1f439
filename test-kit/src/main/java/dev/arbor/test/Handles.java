// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import dev.arbor.runtime.NodeHandle;
import dev.arbor.runtime.TreeNodes;

/** The kit's check that a node handle names a node of the tree a test drives. */
final class Handles {
    private Handles() {}

    /**
     * The pre-order index of {@code handle} in {@code nodes}, the tree's nodes; {@code method}
     * ({@code Class.method}) is the caller, for the messages.
     *
     * @throws IllegalArgumentException if the handle is of another tree class, or does not
     *     name the node at its index (a handles class compiled from another version of the tree)
     * @throws NullPointerException if {@code handle} is null, tagged {@code [Arbor/NullArgument]}
     */
    static int index(NodeHandle handle, TreeNodes nodes, String method) {
        Refusals.notNull(handle, method, "node", "pass a constant of the tree's handles class, "
                + nodes.tree() + "Nodes");
        String tree = handle.tree().getSimpleName();
        if (!tree.equals(nodes.tree())) {
            throw new IllegalArgumentException(method + "(" + handle + "): that is a node of "
                    + tree + ", not of " + nodes.tree() + ", the tree this test drives; use the"
                    + " constants of " + nodes.tree() + "Nodes");
        }
        int index = handle.index();
        if (index >= nodes.size() || !nodes.method(index).equals(handle.method())) {
            throw new IllegalArgumentException(method + "(" + handle + "): " + nodes.tree()
                    + " has no such node (" + (index >= nodes.size() ? "it has " + nodes.size()
                    + " nodes" : "its node " + index + " is " + nodes.method(index) + "()")
                    + "); compile the handles class with the tree class it was generated with");
        }
        return index;
    }
}
