// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import java.util.Arrays;

/**
 * The nodes of a generated tree class, by pre-order index (the root is 0): what a
 * {@link TreeListener}, a log line or a diagram needs to name them. One instance per generated
 * class, shared by its trees; immutable.
 */
public final class TreeNodes {
    private final String tree;
    private final String[] methods;
    private final String[] kinds;
    private final int[] parents;
    private final int[] abortEntries;
    private final int[] alwaysSucceeding;

    /**
     * @param tree the generated class's simple name
     * @param methods each node's method name
     * @param kinds each node's kind, as its annotation's simple name ({@code Sequence})
     * @param parents each node's parent index, -1 for the root
     * @throws NullPointerException if an argument is null, tagged {@code [Arbor/NullArgument]}
     */
    public TreeNodes(String tree, String[] methods, String[] kinds, int[] parents) {
        this(tree, methods, kinds, parents, new int[0]);
    }

    /**
     * @param tree the generated class's simple name
     * @param methods each node's method name
     * @param kinds each node's kind, as its annotation's simple name ({@code Sequence})
     * @param parents each node's parent index, -1 for the root
     * @param abortEntries the nodes that have a conditional abort entry (docs/semantics.md §6.1),
     *     in pre-order: the conditions whose nearest composite has an {@code abortType}
     * @throws NullPointerException if an argument is null, tagged {@code [Arbor/NullArgument]}
     * @throws IllegalArgumentException if the arrays do not describe the same nodes, or an abort
     *     entry is not a node index in ascending order
     */
    public TreeNodes(String tree, String[] methods, String[] kinds, int[] parents,
            int[] abortEntries) {
        this(tree, methods, kinds, parents, abortEntries, new int[0]);
    }

    /**
     * @param tree the generated class's simple name
     * @param methods each node's method name
     * @param kinds each node's kind, as its annotation's simple name ({@code Sequence})
     * @param parents each node's parent index, -1 for the root
     * @param abortEntries the nodes that have a conditional abort entry (docs/semantics.md §6.1),
     *     in pre-order: the conditions whose nearest composite has an {@code abortType}
     * @param alwaysSucceeding the actions whose method returns {@code void}, in pre-order: they
     *     always succeed, and a listener answering for one may answer only {@code SUCCESS}
     * @throws NullPointerException if an argument is null, tagged {@code [Arbor/NullArgument]}
     * @throws IllegalArgumentException if the arrays do not describe the same nodes, or an abort
     *     entry or an action that always succeeds is not a node index in ascending order
     */
    public TreeNodes(String tree, String[] methods, String[] kinds, int[] parents,
            int[] abortEntries, int[] alwaysSucceeding) {
        this.tree = Misuse.notNull(tree, "new TreeNodes", "tree", "pass the tree class's name");
        this.methods = Misuse.notNull(methods, "new TreeNodes", "methods", "pass the node"
                + " methods, in pre-order").clone();
        this.kinds = Misuse.notNull(kinds, "new TreeNodes", "kinds", "pass the node kinds, in"
                + " pre-order").clone();
        this.parents = Misuse.notNull(parents, "new TreeNodes", "parents", "pass the node"
                + " parents, in pre-order").clone();
        if (kinds.length != methods.length || parents.length != methods.length) {
            throw new IllegalArgumentException("one method, kind and parent per node");
        }
        this.abortEntries = Misuse.notNull(abortEntries, "new TreeNodes", "abortEntries",
                "pass the nodes with an abort entry, in pre-order (none: an empty array)").clone();
        this.alwaysSucceeding = Misuse.notNull(alwaysSucceeding, "new TreeNodes",
                "alwaysSucceeding", "pass the actions that always succeed, in pre-order (none: an"
                + " empty array)").clone();
        ascendingNodes(this.abortEntries, "abort entries");
        ascendingNodes(this.alwaysSucceeding, "actions that always succeed");
    }

    private void ascendingNodes(int[] nodes, String what) {
        for (int i = 0; i < nodes.length; i++) {
            int node = nodes[i];
            if (node < 0 || node >= methods.length || i > 0 && node <= nodes[i - 1]) {
                throw new IllegalArgumentException(what + " are node indices in ascending"
                        + " order: " + Arrays.toString(nodes));
            }
        }
    }

    /** The generated tree class's simple name. */
    public String tree() {
        return tree;
    }

    /** How many nodes the tree has. */
    public int size() {
        return methods.length;
    }

    /** The method of node {@code node}: {@code chase}. */
    public String method(int node) {
        return methods[node];
    }

    /** The kind of node {@code node}, as its annotation's simple name: {@code Sequence}. */
    public String kind(int node) {
        return kinds[node];
    }

    /** The parent of node {@code node}, or -1 for the root. */
    public int parent(int node) {
        return parents[node];
    }

    /** The children of node {@code node}, in order. */
    public int[] children(int node) {
        return java.util.stream.IntStream.range(node + 1, size())
                .filter(child -> parents[child] == node).toArray();
    }

    /** The path of node {@code node} from the root: {@code root > combat > chase}. */
    public String path(int node) {
        StringBuilder path = new StringBuilder(methods[node]);
        for (int n = parents[node]; n >= 0; n = parents[n]) {
            path.insert(0, methods[n] + " > ");
        }
        return path.toString();
    }

    /**
     * The nodes that have a conditional abort entry, in pre-order: the conditions (and
     * {@code @Event}s) whose nearest composite has an {@code abortType} other than NONE. Empty for
     * a tree without aborts. A new array on each call.
     */
    public int[] abortEntries() {
        return abortEntries.clone();
    }

    /** Whether node {@code node} has a conditional abort entry (see {@link #abortEntries()}). */
    public boolean hasAbortEntry(int node) {
        return Arrays.binarySearch(abortEntries, node) >= 0;
    }

    /**
     * Whether node {@code node} is an action whose method returns {@code void}: it always
     * succeeds, and a {@link TreeListener#answerInstead} answering for it may answer only
     * {@code SUCCESS}.
     */
    public boolean alwaysSucceeds(int node) {
        return Arrays.binarySearch(alwaysSucceeding, node) >= 0;
    }

    /**
     * The index of the first node whose method is {@code method}, or -1.
     *
     * @throws NullPointerException if {@code method} is null, tagged {@code [Arbor/NullArgument]}
     */
    public int indexOf(String method) {
        Misuse.notNull(method, "TreeNodes.indexOf", "method", "pass a node method's name");
        return Arrays.asList(methods).indexOf(method);
    }

    @Override
    public String toString() {
        return tree + " (" + size() + " nodes)";
    }
}
