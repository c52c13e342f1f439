// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.warnings;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Outcome;
import dev.arbor.processor.kinds.PolicyKind;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.OutcomeTable;
import dev.arbor.processor.read.NodeMethod;
import java.util.List;

/**
 * Warns about a {@code @Parallel} whose success policy can never be met (docs/semantics.md
 * §5.3): under {@code success = ALL}, a child that can only end with FAILURE (an
 * {@code @AlwaysFail}, an {@code @Invert} over an action returning void, a subtree whose root
 * is either, ...); under {@code success = ONE}, children none of which can succeed, one at least
 * ending with FAILURE. What the children can end with is the outcome table's, which leaves
 * nothing out that can happen, so the warning is never given where the parallel can succeed.
 * Suppress with {@code @SuppressWarnings("arbor:parallel-never-succeeds")}.
 *
 * <p>A child that never completes (a Repeat without a limit, say) is not a reason on its own:
 * a parallel that runs something for ever beside its other branches, and so ends only when one
 * of them fails (or never), is a common and useful tree. Nor is a parallel that can never fail
 * (every child always succeeding): a node that always succeeds is as useful as an
 * {@code @AlwaysSucceed}.
 */
final class NeverSucceedingParallels {
    private NeverSucceedingParallels() {}

    static void check(Places places, OutcomeTable table, Report report) {
        for (Node parallel : places.firstPlaces()) {
            if (!(parallel.attributes() instanceof Attributes.Policies policies)) {
                continue;
            }
            List<Outcome> children = table.children(parallel).stream().map(table::outcome)
                    .toList();
            int onlyFails = children.indexOf(Outcome.FAILURE);
            if (onlyFails < 0) {
                continue; // every child can succeed, or never completes
            }
            boolean oneCanSucceed = children.stream().anyMatch(Outcome::canSucceed);
            NodeMethod method = places.method(parallel);
            if (policies.success() == PolicyKind.ALL) {
                String child = "'" + places.childName(parallel, onlyFails) + "'";
                report.add(method.method(), method.annotation(),
                        method.childValues().get(onlyFails), Message.PARALLEL_NEVER_SUCCEEDS,
                        parallel.method(), PolicyKind.ALL, "every child to succeed",
                        "its child " + child + " can only end with FAILURE", child,
                        oneCanSucceed ? ", or write success = ONE if one child succeeding is"
                                + " enough" : "");
            } else if (!oneCanSucceed) {
                boolean allComplete = children.stream().allMatch(Outcome.FAILURE::equals);
                report.add(method.method(), method.annotation(), policies.successValue(),
                        Message.PARALLEL_NEVER_SUCCEEDS, parallel.method(), PolicyKind.ONE,
                        "one child to succeed", "none of its children can: each "
                                + (allComplete ? "can only end with FAILURE"
                                        : "can only end with FAILURE or never ends"),
                        "one of them", "");
            }
        }
    }
}
