package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Capability;
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
                    .anyMatch(child -> isConditionThroughDecorators(tree, child));
            if (!watchesSomething) {
                report.add(node.method(), node.annotation(), node.abortValue(),
                        Message.USELESS_ABORT, node.kind().simpleName(), node.name(),
                        node.abortType());
            }
        }
    }

    /** True if {@code name} is a condition, or a chain of transparent decorators above one. */
    private static boolean isConditionThroughDecorators(TreeSource tree, String name) {
        NodeMethod node = tree.node(name);
        for (int depth = 0; node != null && depth <= tree.nodes().size(); depth++) {
            if (node.kind().has(Capability.ANSWERS_LIKE_A_CONDITION)) {
                return true;
            }
            if (!node.kind().has(Capability.TRANSPARENT_TO_ABORTS)) {
                return false;
            }
            node = tree.node(node.children().get(0)); // a cycle is reported elsewhere
        }
        return false;
    }
}
