// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.List;

/**
 * The options of conditional aborts, {@code abortOn} and {@code reevaluateEvery}, are written
 * only where they mean something: on a composite whose {@code abortType} makes its conditions
 * watched (docs/semantics.md §6.4); a period is 0 or more. The error sits on the value.
 */
public final class AbortOptionsValidator implements TreeValidator {
    @Override
    public void validate(TreeSource tree, Report report) {
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            if (!(node.attributes() instanceof Attributes.Aborts aborts)) {
                continue;
            }
            if (aborts.reevaluateEvery() < 0) {
                report.add(node.method(), node.annotation(), aborts.everyValue(),
                        Message.NEGATIVE_PERIOD, node.kind().simpleName(), node.name(),
                        aborts.reevaluateEvery());
            }
            if (aborts.abortType() != AbortKind.NONE) {
                continue;
            }
            if (aborts.abortOnValue() != null) {
                report.add(node.method(), node.annotation(), aborts.abortOnValue(),
                        Message.ABORT_OPTION_WITHOUT_ABORT_TYPE, node.kind().simpleName(),
                        node.name(), "abortOn = " + aborts.abortOn(), "abortOn");
            }
            if (aborts.everyValue() != null) {
                report.add(node.method(), node.annotation(), aborts.everyValue(),
                        Message.ABORT_OPTION_WITHOUT_ABORT_TYPE, node.kind().simpleName(),
                        node.name(), "reevaluateEvery = " + aborts.reevaluateEvery(),
                        "reevaluateEvery");
            }
        }
    }
}
