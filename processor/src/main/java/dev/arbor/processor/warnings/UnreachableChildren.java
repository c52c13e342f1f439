// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.warnings;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Ending;
import dev.arbor.processor.kinds.Outcome;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.OutcomeTable;
import dev.arbor.processor.read.NodeMethod;
import java.util.List;

/**
 * Warns about a child that never runs: its parent's row of the outcome table says it never
 * enters it, because the child before it can only end in a way that ends the parent too (a
 * {@code @Selector} after a child that never fails: a void {@code @Action}, an
 * {@code @AlwaysSucceed}, a {@code @Wait}, a {@code @RunningIfFail}, a {@code @Repeat} with a
 * limit and no {@code endOnFailure}; a {@code @Sequence} or a {@code @Loop} after one that never
 * succeeds: an {@code @AlwaysFail}, an {@code @UntilFailure} without a limit), or never ends at
 * all (a {@code @Repeat} without a limit). Through decorators, composites and inlined subtrees,
 * at any depth. Suppress with {@code @SuppressWarnings("arbor:unreachable-child")}.
 *
 * <p>Only the first child a parent never runs is reported: the others after it follow.
 */
final class UnreachableChildren {
    private UnreachableChildren() {}

    static void check(Places places, OutcomeTable table, Report report) {
        for (Node parent : places.firstPlaces()) {
            Ending ending = table.ending(parent);
            if (parent.kind().isLeaf() || ending.entered() >= parent.children()) {
                continue;
            }
            List<Node> children = table.children(parent);
            int never = ending.entered();
            Outcome before = table.outcome(children.get(never - 1));
            NodeMethod method = places.method(parent);
            String reason = before.completes()
                    ? "always ends with " + before.describe() + ", which ends " + parent.method()
                            + "() too"
                    : "never ends";
            report.add(method.method(), method.annotation(), method.childValues().get(never),
                    Message.UNREACHABLE_CHILD, parent.kind().simpleName(), parent.method(),
                    places.childName(parent, never), places.childName(parent, never - 1),
                    reason);
        }
    }
}
