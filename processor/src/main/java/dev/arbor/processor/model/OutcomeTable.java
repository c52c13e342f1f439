// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

import dev.arbor.processor.kinds.Ending;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.kinds.Outcome;
import java.util.ArrayList;
import java.util.List;

/**
 * The outcome table of a flattened tree: for every node, what it can end with and how many of
 * its children it can ever enter ({@link Ending}), each row answered by the node's kind
 * ({@link NodeKind#ending}) from its children's rows. Inlined subtrees are nodes of the
 * flattened tree like any other, so a {@code @Subtree} ends as its class's root does, at any
 * depth.
 *
 * <p>Worked out once per tree, in one pass in reverse pre-order: a node's children all come
 * after it, so each row is known before its parent's is asked. No recursion, no depth limit,
 * linear in the number of nodes.
 *
 * <p>Aborts change nothing here: an abort resumes a composite at a child it has already entered
 * in the same run (docs/semantics.md §6.5), which then goes on by the same rule; an
 * interruption (an abort, a guard, a decided parallel, {@code reset()}) ends a node without a
 * result. What each node can end with therefore depends on its subtree alone, not on where it
 * is placed.
 */
public final class OutcomeTable {
    private final TreeDescriptor tree;
    private final Ending[] endings;

    public OutcomeTable(TreeDescriptor tree) {
        this.tree = tree;
        List<Node> nodes = tree.nodes();
        int count = nodes.size();
        endings = new Ending[count];
        // each node's children, in declared order: numbered after it, in pre-order
        List<List<Integer>> children = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            children.add(new ArrayList<>(nodes.get(i).children()));
            int parent = nodes.get(i).parent();
            if (parent >= 0) {
                children.get(parent).add(i);
            }
        }
        for (int i = count - 1; i >= 0; i--) {
            Node node = nodes.get(i);
            List<Outcome> outcomes = new ArrayList<>(children.get(i).size());
            for (int child : children.get(i)) {
                outcomes.add(endings[child].outcome());
            }
            endings[i] = node.kind().ending(node.attributes(),
                    node.leaf() == null ? null : node.leaf().ends(), List.copyOf(outcomes));
        }
    }

    /** The tree the table is of. */
    public TreeDescriptor tree() {
        return tree;
    }

    /** What {@code node} can end with, and how many of its children it can enter. */
    public Ending ending(Node node) {
        return endings[node.index()];
    }

    /** What {@code node} can end with. */
    public Outcome outcome(Node node) {
        return endings[node.index()].outcome();
    }

    /** {@code node}'s children, in declared order. */
    public List<Node> children(Node node) {
        List<Node> children = new ArrayList<>(node.children());
        for (int i = node.index() + 1; i < node.end(); i = tree.nodes().get(i).end()) {
            children.add(tree.nodes().get(i));
        }
        return children;
    }

    /**
     * Whether {@code node} can ever be entered once {@code ancestor} is: each parent on the way
     * down can enter the child that leads to it.
     */
    public boolean reaches(Node ancestor, Node node) {
        for (Node at = node; at.index() != ancestor.index(); ) {
            Node parent = tree.nodes().get(at.parent());
            if (position(parent, at) >= ending(parent).entered()) {
                return false;
            }
            at = parent;
        }
        return true;
    }

    /** Where {@code child} is among {@code parent}'s children (0 for the first). */
    public int position(Node parent, Node child) {
        int position = 0;
        for (int i = parent.index() + 1; i != child.index(); i = tree.nodes().get(i).end()) {
            position++;
        }
        return position;
    }
}
