package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.base.Strings;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.read.Hooks;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.List;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * An action's {@code onStart} names a method taking nothing, its {@code onEnd} a method taking
 * nothing or one {@code Status}, its {@code onPause} one taking a boolean; each callable from
 * the generated class (not private or static, and reachable from its package: see
 * {@link Access}), without checked exceptions.
 */
public final class HookValidator implements TreeValidator {
    private final Types types;
    private final Elements elements;

    public HookValidator(Types types, Elements elements) {
        this.types = types;
        this.elements = elements;
    }

    @Override
    public void validate(TreeSource tree, Report report) {
        for (List<NodeMethod> named : tree.nodes().values()) {
            for (NodeMethod node : named) {
                Attributes.Hooks hooks = node.hooks();
                if (hooks == null) {
                    continue;
                }
                if (!hooks.onStart().isEmpty()) {
                    check(tree, node, "onStart", hooks.onStart(), hooks.onStartValue(),
                            Hooks.onStart(tree, hooks.onStart()),
                            "it must take no parameters", report);
                }
                if (!hooks.onEnd().isEmpty()) {
                    check(tree, node, "onEnd", hooks.onEnd(), hooks.onEndValue(),
                            Hooks.onEnd(tree, hooks.onEnd()),
                            "it must take no parameters or one Status", report);
                }
                if (!hooks.onPause().isEmpty()) {
                    check(tree, node, "onPause", hooks.onPause(), hooks.onPauseValue(),
                            Hooks.onPause(tree, hooks.onPause()),
                            "it must take one boolean", report);
                }
            }
        }
    }

    private void check(TreeSource tree, NodeMethod node, String role, String name,
            AnnotationValue value, ExecutableElement hook, String shape, Report report) {
        List<ExecutableElement> candidates = tree.methods().get(name);
        if (candidates == null) {
            report.add(node.method(), node.annotation(), value, Message.HOOK_NOT_FOUND,
                    node.name(), role, name, tree.type().getSimpleName(),
                    Strings.didYouMean(name, tree.methods().keySet()));
        } else if (hook == null) {
            report.add(node.method(), node.annotation(), value, Message.HOOK_SIGNATURE,
                    node.name(), role, name, name + "() has the wrong parameters", shape);
        } else if (hook.getModifiers().contains(Modifier.PRIVATE)) {
            report.add(node.method(), node.annotation(), value, Message.HOOK_SIGNATURE,
                    node.name(), role, name, name + "() is private",
                    "make it package-private, protected or public");
        } else if (hook.getModifiers().contains(Modifier.STATIC)) {
            report.add(node.method(), node.annotation(), value, Message.HOOK_SIGNATURE,
                    node.name(), role, name, name + "() is static",
                    "hooks are called on the agent instance");
        } else if (Access.problem(tree, hook) != null) {
            report.add(node.method(), node.annotation(), value, Message.INACCESSIBLE,
                    role + " hook " + name + "() of @Action " + node.name() + "()",
                    Access.problem(tree, hook), tree.generatedClass().simpleName(), "call",
                    Access.fix(tree, hook, false));
        } else {
            NodeSignatureValidator.checkedException(tree, hook, types, elements).ifPresent(
                    thrown -> report.add(node.method(), node.annotation(), value,
                            Message.HOOK_SIGNATURE, node.name(), role, name,
                            name + "() declares the checked exception " + thrown,
                            "catch it, or throw an unchecked exception"));
        }
    }
}
