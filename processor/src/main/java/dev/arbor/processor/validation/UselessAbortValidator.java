package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.model.AbortKind;
import dev.arbor.processor.model.NodeKind;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.List;

/**
 * Warns about an {@code abortType} that can never fire: the composite has no condition child,
 * so no entry is ever made for it. Suppress with {@code @SuppressWarnings("arbor:useless-abort")}.
 */
public final class UselessAbortValidator implements TreeValidator {
    @Override
    public void validate(TreeSource tree, Report report) {
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            if (node.abortType() == AbortKind.NONE) {
                continue;
            }
            boolean watchesSomething = node.children().stream()
                    .map(tree::node)
                    .anyMatch(child -> child != null && child.kind() == NodeKind.CONDITION);
            if (!watchesSomething) {
                report.add(node.method(), node.annotation(), node.abortValue(),
                        Message.USELESS_ABORT, node.kind().simpleName(), node.name(),
                        node.abortType());
            }
        }
    }
}
