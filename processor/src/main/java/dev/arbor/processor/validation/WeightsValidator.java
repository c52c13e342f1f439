package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.base.Strings;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.List;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.type.TypeKind;

/**
 * A random composite's {@code weights} give one non-negative weight per child (or none: all 1);
 * a weighted selector's name one weight method per child, each taking nothing and returning
 * {@code int} or {@code double}, callable from the generated class (not private or static, and
 * reachable from its package: see {@link Access}).
 */
public final class WeightsValidator implements TreeValidator {
    @Override
    public void validate(TreeSource tree, Report report) {
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            if (node.attributes() instanceof Attributes.Weights weights) {
                check(tree, node, weights, report);
            }
        }
    }

    private void check(TreeSource tree, NodeMethod node, Attributes.Weights weights,
            Report report) {
        String kind = node.kind().simpleName();
        boolean methods = node.kind() == Kinds.WEIGHTED_SELECTOR;
        int given = methods ? weights.methods().size() : weights.ints().size();
        int children = node.children().size();
        if ((methods || given > 0) && given != children) {
            report.add(node.method(), node.annotation(), weights.weightsValue(),
                    Message.WEIGHTS_COUNT, kind, node.name(), given, children,
                    methods ? "" : ", or none for all 1");
            return;
        }
        for (int i = 0; i < given; i++) {
            if (!methods && weights.ints().get(i) < 0) {
                report.add(node.method(), node.annotation(), weights.each().get(i),
                        Message.NEGATIVE_WEIGHT, kind, node.name(), weights.ints().get(i),
                        node.children().get(i));
            } else if (methods) {
                checkMethod(tree, node, weights, i, report);
            }
        }
    }

    private void checkMethod(TreeSource tree, NodeMethod node, Attributes.Weights weights, int i,
            Report report) {
        String name = weights.methods().get(i);
        List<ExecutableElement> candidates = tree.methods().get(name);
        if (candidates == null) {
            report.add(node.method(), node.annotation(), weights.each().get(i),
                    Message.UNKNOWN_WEIGHT, node.kind().simpleName(), node.name(), name,
                    tree.type().getSimpleName(), Strings.didYouMean(name, tree.methods().keySet()));
            return;
        }
        for (ExecutableElement method : candidates) {
            TypeKind returns = method.getReturnType().getKind();
            if (method.getParameters().isEmpty()
                    && (returns == TypeKind.INT || returns == TypeKind.DOUBLE)
                    && !method.getModifiers().contains(Modifier.PRIVATE)
                    && !method.getModifiers().contains(Modifier.STATIC)) {
                String unreachable = Access.problem(tree, method);
                if (unreachable != null) {
                    report.add(node.method(), node.annotation(), weights.each().get(i),
                            Message.INACCESSIBLE, "weight method " + name + "() of @"
                                    + node.kind().simpleName() + " " + node.name() + "()",
                            unreachable, tree.generatedClass().simpleName(), "call",
                            Access.fix(tree, method, false));
                }
                return;
            }
        }
        ExecutableElement first = candidates.get(0);
        String why = !first.getParameters().isEmpty() ? name + "() takes parameters"
                : first.getModifiers().contains(Modifier.PRIVATE) ? name + "() is private"
                : first.getModifiers().contains(Modifier.STATIC) ? name + "() is static"
                : name + "() returns " + first.getReturnType();
        report.add(node.method(), node.annotation(), weights.each().get(i),
                Message.WEIGHT_SIGNATURE, node.kind().simpleName(), node.name(), name, why);
    }
}
