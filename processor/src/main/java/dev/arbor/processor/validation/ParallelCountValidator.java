// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.KindId;
import dev.arbor.processor.kinds.PolicyKind;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.List;
import javax.lang.model.element.AnnotationValue;

/**
 * A {@code @Parallel}'s {@code successCount} and {@code failureCount} (docs/semantics.md §5.3):
 * each is 0 (its side's policy decides) or a number of branches the parallel has, from 1 to
 * its number of children, and a side given as a count does not also write its policy. The error
 * sits on the count.
 */
public final class ParallelCountValidator implements TreeValidator {
    @Override
    public void validate(TreeSource tree, Report report) {
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            if (node.attributes() instanceof Attributes.Policies policies) {
                side(node, "successCount", policies.successCount(),
                        policies.successCountValue(), "success", policies.success(),
                        policies.successValue(), report);
                side(node, "failureCount", policies.failureCount(),
                        policies.failureCountValue(), "failure", policies.failure(),
                        policies.failureValue(), report);
                recheck(tree, node, policies, report);
            }
        }
    }

    /**
     * {@code recheckConditions = true} needs a child that is a {@code @Condition} method named
     * directly (§5.3, re-asked conditions); the error sits on the attribute's value.
     */
    private static void recheck(TreeSource tree, NodeMethod node, Attributes.Policies policies,
            Report report) {
        if (!policies.recheckConditions()) {
            return;
        }
        for (String child : node.children()) {
            List<NodeMethod> named = tree.nodes().get(child);
            if (named != null && named.get(0).kind().id() == KindId.CONDITION) {
                return;
            }
        }
        report.add(node.method(), node.annotation(), policies.recheckConditionsValue(),
                Message.RECHECK_WITHOUT_CONDITION, node.name());
    }

    /** One side: its count against the children, and against its policy as written. */
    private static void side(NodeMethod node, String name, int count, AnnotationValue value,
            String policyName, PolicyKind policy, AnnotationValue policyValue, Report report) {
        int branches = node.children().size();
        if (count < 0) {
            report.add(node.method(), node.annotation(), value, Message.NEGATIVE_PARALLEL_COUNT,
                    node.name(), name, count, branches, policyName);
        } else if (count > branches) {
            report.add(node.method(), node.annotation(), value, Message.PARALLEL_COUNT_TOO_LARGE,
                    node.name(), name, count, branches, branches == 1 ? "child" : "children");
        } else if (count > 0 && policyValue != null) {
            report.add(node.method(), node.annotation(), value, Message.PARALLEL_COUNT_AND_POLICY,
                    node.name(), name, count, policyName, "Policy." + policy);
        }
    }
}
