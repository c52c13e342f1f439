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
 * An {@code abortOn} is written only where it means something: on a composite whose
 * {@code abortType} makes its conditions watched (docs/semantics.md §6.4). The error sits on the
 * {@code abortOn} value.
 */
public final class AbortOnValidator implements TreeValidator {
    @Override
    public void validate(TreeSource tree, Report report) {
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            if (node.attributes() instanceof Attributes.Aborts aborts
                    && aborts.abortOnValue() != null && aborts.abortType() == AbortKind.NONE) {
                report.add(node.method(), node.annotation(), aborts.abortOnValue(),
                        Message.ABORT_ON_WITHOUT_ABORT_TYPE, node.kind().simpleName(),
                        node.name(), aborts.abortOn());
            }
        }
    }
}
