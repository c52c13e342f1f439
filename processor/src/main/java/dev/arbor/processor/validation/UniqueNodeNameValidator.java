// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.List;

/**
 * A node is referenced by its name, a method's or a field's, so no two nodes may share a name
 * (nor a method and a field).
 */
public final class UniqueNodeNameValidator implements TreeValidator {
    @Override
    public void validate(TreeSource tree, Report report) {
        for (List<NodeMethod> named : tree.nodes().values()) {
            for (NodeMethod extra : named.subList(1, named.size())) {
                report.add(extra.method(), extra.annotation(), Message.OVERLOADED_NODE,
                        extra.describe(), tree.type().getSimpleName());
            }
        }
    }
}
