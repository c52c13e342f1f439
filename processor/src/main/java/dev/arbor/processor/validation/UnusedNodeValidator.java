// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Warns about node methods declared in the class that the root never reaches: usually a child
 * left out of a composite's list. Inherited node methods are not reported (a base class may
 * serve several trees). Suppress with {@code @SuppressWarnings("arbor:unused-node")}.
 */
public final class UnusedNodeValidator implements TreeValidator {
    @Override
    public void validate(TreeSource tree, Report report) {
        NodeMethod root = tree.node(tree.root());
        if (root == null) {
            return;
        }
        Set<String> reached = new HashSet<>();
        Deque<NodeMethod> pending = new ArrayDeque<>();
        pending.push(root);
        reached.add(root.name());
        while (!pending.isEmpty()) {
            NodeMethod next = pending.pop();
            if (next.attributes() instanceof Attributes.Conditional conditional) {
                reached.add(conditional.condition()); // asked by the node, not a child
            }
            for (String child : next.children()) {
                NodeMethod node = tree.node(child);
                if (node != null && reached.add(child)) {
                    pending.push(node);
                }
            }
        }
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            if (!reached.contains(node.name())
                    && node.method().getEnclosingElement().equals(tree.type())) {
                report.add(node.method(), node.annotation(), Message.UNUSED_NODE,
                        node.kind().simpleName(), node.describe(), tree.root());
            }
        }
    }
}
