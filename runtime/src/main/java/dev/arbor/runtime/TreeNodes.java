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

    /**
     * @param tree the generated class's simple name
     * @param methods each node's method name
     * @param kinds each node's kind, as its annotation's simple name ({@code Sequence})
     * @param parents each node's parent index, -1 for the root
     * @throws NullPointerException if an argument is null, tagged {@code [Arbor/NullArgument]}
     */
    public TreeNodes(String tree, String[] methods, String[] kinds, int[] parents) {
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
