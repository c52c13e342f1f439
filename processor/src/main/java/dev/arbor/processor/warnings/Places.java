// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.warnings;

import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.TreeDescriptor;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The nodes of a flattened tree that the tree class itself declares, and how they are written.
 * The nodes of an inlined subtree are its own class's business: that class is processed too,
 * and warned about there. A method named in several places is as many nodes, each with the same
 * subtree below it, so what a warning reads from its subtree is the same in every place, and
 * its first place stands for all.
 */
final class Places {
    private final TreeSource source;
    private final TreeDescriptor tree;

    Places(TreeSource source, TreeDescriptor tree) {
        this.source = source;
        this.tree = tree;
    }

    TreeSource source() {
        return source;
    }

    TreeDescriptor tree() {
        return tree;
    }

    /** Each node method of the class in the tree, at its first place in pre-order. */
    List<Node> firstPlaces() {
        List<Node> first = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Node node : tree.nodes()) {
            if (node.receiver() == null && seen.add(node.method())) {
                first.add(node);
            }
        }
        return first;
    }

    /** The node method a node of the class comes from. */
    NodeMethod method(Node node) {
        if (node.receiver() != null) {
            throw new IllegalArgumentException(node.method() + " is an inlined subtree's");
        }
        return source.node(node.method());
    }

    /**
     * How {@code parent}'s annotation names its child at {@code position}: the method's name,
     * or the {@code @Subtree} field's that stands for an inlined subtree's root.
     */
    String childName(Node parent, int position) {
        return method(parent).children().get(position);
    }
}
