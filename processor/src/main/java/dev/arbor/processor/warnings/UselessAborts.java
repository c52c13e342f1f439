// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.warnings;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.model.AbortAnalysis;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.OutcomeTable;
import dev.arbor.processor.read.NodeMethod;
import java.util.List;

/**
 * Warns about an {@code abortType} that can never fire because nothing is ever watched: the
 * composite has no condition of its own (docs/semantics.md §2: a condition child, directly or
 * through decorators, an inlined {@code @Subtree} whose root is one included), or none that it
 * ever runs (the outcome table says it never enters the children that hold them), so no entry
 * is ever made for it. Suppress with {@code @SuppressWarnings("arbor:useless-abort")}.
 */
final class UselessAborts {
    private UselessAborts() {}

    static void check(Places places, OutcomeTable table, Report report) {
        AbortAnalysis analysis = new AbortAnalysis(places.tree());
        for (Node composite : places.firstPlaces()) {
            if (composite.abortType() == AbortKind.NONE) {
                continue;
            }
            List<Integer> own = analysis.ownEntries(composite);
            String reason;
            String fix;
            if (own.isEmpty()) {
                reason = " (a condition child, directly or through decorators)";
                fix = "";
            } else if (own.stream().noneMatch(
                    entry -> table.reaches(composite, analysis.condition(entry)))) {
                Node holder = analysis.resumeAt(composite, analysis.condition(own.get(0)));
                reason = " that it ever runs (it never runs its child '"
                        + places.childName(composite, table.position(composite, holder)) + "')";
                fix = " that it runs";
            } else {
                continue;
            }
            NodeMethod method = places.method(composite);
            report.add(method.method(), method.annotation(), method.abortValue(),
                    Message.USELESS_ABORT, composite.kind().simpleName(), composite.method(),
                    composite.abortType(), reason, fix);
        }
    }
}
