// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.List;
import javax.lang.model.element.AnnotationValue;

/**
 * The numbers a node annotation gives are in range: a count ({@code times}, {@code maxTries})
 * is 0 (no limit) or more, a duration ({@code millis}) 0 or more. The error sits on the value at
 * fault.
 */
public final class AttributeValueValidator implements TreeValidator {
    @Override
    public void validate(TreeSource tree, Report report) {
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            if (node.attributes() instanceof Attributes.Timed timed && timed.millis() < 0) {
                report.add(node.method(), node.annotation(), timed.millisValue(),
                        Message.NEGATIVE_MILLIS, node.kind().simpleName(), node.name(),
                        timed.millis());
            }
            if (node.attributes() instanceof Attributes.Counted counted && counted.limit() < 0) {
                AnnotationValue value = counted.limitValue();
                report.add(node.method(), node.annotation(), value, Message.NEGATIVE_COUNT,
                        node.kind().simpleName(), node.name(), attributeName(node, value),
                        counted.limit());
            }
        }
    }

    /** The name of the annotation attribute holding {@code value}. */
    private static String attributeName(NodeMethod node, AnnotationValue value) {
        return node.annotation().getElementValues().entrySet().stream()
                .filter(e -> e.getValue() == value)
                .map(e -> e.getKey().getSimpleName().toString())
                .findFirst().orElse("value");
    }
}
