// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.GeneratedNames;
import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Each {@code @Event} method becomes a constant of the generated {@code Event} enum, in upper
 * snake case: no two may map to the same constant, and a tree has at most 64 events (one bit
 * each).
 */
public final class EventValidator implements TreeValidator {
    /** The most events one tree can have. */
    public static final int MAX_EVENTS = 64;

    @Override
    public void validate(TreeSource tree, Report report) {
        Map<String, NodeMethod> byConstant = new HashMap<>();
        int events = 0;
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            if (node.kind() != Kinds.EVENT) {
                continue;
            }
            events++;
            String constant = GeneratedNames.nodeConstant(node.name());
            NodeMethod other = byConstant.putIfAbsent(constant, node);
            if (other != null) {
                report.add(node.method(), node.annotation(), Message.EVENT_COLLISION,
                        other.name() + "()", node.name() + "()", constant);
            }
        }
        if (events > MAX_EVENTS) {
            report.add(tree.type(), tree.annotation(), Message.TOO_MANY_EVENTS,
                    tree.type().getSimpleName(), events, "");
        }
    }
}
