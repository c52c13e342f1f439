// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import java.util.Objects;

/**
 * A node of one generated tree class, named at compile time: the constants of the class the
 * processor writes beside each tree ({@code GuardTreeNodes.IS_HURT} beside {@code GuardTree}),
 * so that a test names a node without a string and a typo is a compile error
 * (docs/testing.md, "Handles and overrides").
 *
 * <p>A handle knows its tree class, its pre-order index ({@link TreeNodes}) and its method's
 * name. Its type says what the node is: a {@link ConditionHandle}, an {@link ActionHandle} (an
 * {@code @Action} or a {@code @Task}), an {@link EventHandle}, or this class itself for every
 * other node (composites, decorators, waits). Immutable; equal when tree class and index are.
 */
public sealed class NodeHandle permits ConditionHandle, ActionHandle, EventHandle {
    private final Class<? extends Tree> tree;
    private final int index;
    private final String method;

    /**
     * The handle of node {@code index} of {@code tree}, whose method is {@code method}; written
     * by the processor.
     *
     * @throws NullPointerException if {@code tree} or {@code method} is null, tagged
     *     {@code [Arbor/NullArgument]}
     * @throws IllegalArgumentException if {@code index} is negative
     */
    public NodeHandle(Class<? extends Tree> tree, int index, String method) {
        this("new NodeHandle", tree, index, method);
    }

    /** The constructor of the subclasses: {@code creator} names theirs in a refusal. */
    NodeHandle(String creator, Class<? extends Tree> tree, int index, String method) {
        this.tree = Misuse.notNull(tree, creator, "tree", "pass the generated tree class");
        this.method = Misuse.notNull(method, creator, "method", "pass the node's method name");
        if (index < 0) {
            throw new IllegalArgumentException("a node's pre-order index is at least 0, not "
                    + index);
        }
        this.index = index;
    }

    /** The generated tree class the node belongs to. */
    public final Class<? extends Tree> tree() {
        return tree;
    }

    /** The node's pre-order index in its tree (the root is 0), as {@link TreeNodes} counts. */
    public final int index() {
        return index;
    }

    /** The name of the node's method: {@code isHurt}. */
    public final String method() {
        return method;
    }

    @Override
    public final boolean equals(Object other) {
        return other instanceof NodeHandle that && that.tree == tree && that.index == index;
    }

    @Override
    public final int hashCode() {
        return Objects.hash(tree, index);
    }

    /** {@code isHurt() (node 2 of GuardTree)}. */
    @Override
    public final String toString() {
        return method + "() (node " + index + " of " + tree.getSimpleName() + ")";
    }
}
