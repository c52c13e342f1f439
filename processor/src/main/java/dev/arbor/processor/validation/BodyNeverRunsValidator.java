// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Signature;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import dev.arbor.processor.read.WrittenSource;
import java.util.List;
import javax.lang.model.element.ExecutableElement;

/**
 * Warns about code that never runs: the body of a composite's, decorator's, {@code @Wait}'s or
 * {@code @Event}'s method, which the generated tree never calls (it runs the node itself), when
 * it has statements. Only the source as written tells ({@link WrittenSource}): without javac's
 * tree API, nothing is said. Methods declared in the tree class only (a base class may serve
 * several trees). Suppress with {@code @SuppressWarnings("arbor:body-never-runs")}.
 */
public final class BodyNeverRunsValidator implements TreeValidator {
    private final WrittenSource written;

    public BodyNeverRunsValidator(WrittenSource written) {
        this.written = written;
    }

    @Override
    public void validate(TreeSource tree, Report report) {
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            if (node.kind().signature() == Signature.BODY_NEVER_CALLED
                    && node.method() instanceof ExecutableElement method
                    && method.getEnclosingElement().equals(tree.type())
                    && written.hasStatements(method)) {
                report.add(method, node.annotation(), Message.BODY_NEVER_RUNS,
                        node.kind().simpleName(), node.name(), node.kind().simpleName());
            }
        }
    }
}
