// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.base.Strings;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Signature;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.List;

/**
 * The {@code condition} a node asks (If, While) names a {@code @Condition} method of the class.
 * A name that matches no method gets "did you mean"; one that matches a method without the
 * annotation, or a node of another kind (a method, or a {@code @Task} field), gets its own
 * message.
 */
public final class ConditionReferenceValidator implements TreeValidator {
    @Override
    public void validate(TreeSource tree, Report report) {
        for (List<NodeMethod> named : tree.nodes().values()) {
            for (NodeMethod node : named) {
                if (node.attributes() instanceof Attributes.Conditional conditional) {
                    check(tree, node, conditional, report);
                }
            }
        }
    }

    private void check(TreeSource tree, NodeMethod node, Attributes.Conditional conditional,
            Report report) {
        String name = conditional.condition();
        NodeMethod condition = tree.node(name);
        if (condition != null && condition.kind().signature() == Signature.CONDITION) {
            return;
        }
        if (condition != null) { // a node of another kind: a @Task field, an @Action method
            report.add(node.method(), node.annotation(), conditional.conditionValue(),
                    Message.NOT_A_CONDITION, node.kind().simpleName(), node.name(), name,
                    "@" + condition.kind().simpleName() + " " + condition.describe(),
                    ": a condition answers at once, and a node of another kind may take ticks");
        } else if (tree.methods().containsKey(name)) {
            report.add(node.method(), node.annotation(), conditional.conditionValue(),
                    Message.NOT_A_CONDITION, node.kind().simpleName(), node.name(), name,
                    name + "()", "");
        } else {
            report.add(node.method(), node.annotation(), conditional.conditionValue(),
                    Message.UNKNOWN_CONDITION, node.kind().simpleName(), node.name(), name,
                    tree.type().getSimpleName(), Strings.didYouMean(name, conditionNames(tree)));
        }
    }

    private static List<String> conditionNames(TreeSource tree) {
        return tree.nodes().values().stream().map(n -> n.get(0))
                .filter(n -> n.kind().signature() == Signature.CONDITION)
                .map(NodeMethod::name).toList();
    }
}
