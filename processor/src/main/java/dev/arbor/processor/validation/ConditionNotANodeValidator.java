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
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The condition a node asks (If, While) is not also a node of the tree: it is asked by the node
 * and traced as its question, so the same method as a child would be two different things under
 * one name. Runs once every name resolves and the tree has no cycle.
 */
public final class ConditionNotANodeValidator implements TreeValidator {
    @Override
    public void validate(TreeSource tree, Report report) {
        NodeMethod root = tree.node(tree.root());
        if (root == null) {
            return;
        }
        Set<String> nodes = new LinkedHashSet<>(List.of(root.name()));
        Deque<NodeMethod> pending = new ArrayDeque<>(List.of(root));
        while (!pending.isEmpty()) {
            for (String child : pending.pop().children()) {
                NodeMethod node = tree.node(child);
                if (node != null && nodes.add(child)) {
                    pending.push(node);
                }
            }
        }
        for (String name : nodes) {
            NodeMethod node = tree.node(name);
            if (node.attributes() instanceof Attributes.Conditional conditional
                    && nodes.contains(conditional.condition())) {
                report.add(node.method(), node.annotation(), conditional.conditionValue(),
                        Message.CONDITION_IS_A_NODE, node.kind().simpleName(), node.name(),
                        conditional.condition());
            }
        }
    }
}
