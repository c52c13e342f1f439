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
 * ending with FAILURE; under a {@code successCount} of N, fewer than N children that can
 * succeed, one at least ending with FAILURE. The rule is the outcome table's row for the
 * parallel (its success threshold against the children that can succeed). What the children can end with is the outcome table's, which leaves
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
            if (table.outcome(parallel).canSucceed()) {
                continue; // enough children can succeed for its success threshold (§5.3)
            }
            boolean oneCanSucceed = children.stream().anyMatch(Outcome::canSucceed);
            NodeMethod method = places.method(parallel);
            if (policies.successCount() > 0) {
                int canSucceed = (int) children.stream().filter(Outcome::canSucceed).count();
                count(places, parallel, policies, onlyFails, canSucceed, report);
            } else if (policies.success() == PolicyKind.ALL) {
                String child = "'" + places.childName(parallel, onlyFails) + "'";
                report.add(method.method(), method.annotation(),
                        method.childValues().get(onlyFails), Message.PARALLEL_NEVER_SUCCEEDS,
                        parallel.method(), PolicyKind.ALL, "every child to succeed",
                        "its child " + child + " can only end with FAILURE", child,
                        oneCanSucceed ? ", or write success = ONE if one child succeeding is"
                                + " enough" : "");
            } else { // success = ONE, and none of its children can succeed
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

    /**
     * A {@code successCount} more children than can succeed: at least one of them can only end
     * with FAILURE ({@code onlyFails}, the first); the warning sits on the count.
     */
    private static void count(Places places, Node parallel, Attributes.Policies policies,
            int onlyFails, int canSucceed, Report report) {
        NodeMethod method = places.method(parallel);
        int needed = policies.successCount();
        String child = "'" + places.childName(parallel, onlyFails) + "'";
        String others = " (" + child + " can only end with FAILURE)";
        report.add(method.method(), method.annotation(), policies.successCountValue(),
                Message.PARALLEL_NEVER_SUCCEEDS, parallel.method(), "successCount = " + needed,
                needed + " of its " + parallel.children() + " children to succeed",
                (canSucceed == 0 ? "none of them can" : "only " + canSucceed + " can") + others,
                needed - canSucceed == 1 ? child : "more of its children",
                canSucceed > 0 ? ", or lower successCount to " + canSucceed : "");
    }
}
