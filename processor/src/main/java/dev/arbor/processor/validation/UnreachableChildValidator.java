package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Capability;
import dev.arbor.processor.kinds.ChildStep;
import dev.arbor.processor.kinds.Signature;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.type.TypeKind;

/**
 * Warns about a child that never runs: the child before it always ends the same way (an
 * {@code @Action} that returns void always succeeds; {@code @AlwaysSucceed} and
 * {@code @AlwaysFail} say so; an {@code @Invert} over either), and by its parent's
 * child-result rule that ends the parent too ({@code @Selector} after a success,
 * {@code @Sequence} after a failure). Aborts change nothing: one resumes at a condition child
 * and goes on by the same rule. Suppress with {@code @SuppressWarnings("arbor:unreachable-child")}.
 *
 * <p>The results a node can end with are worked out from the kinds' child-result rules, for
 * the kinds that start at their first child and keep to declared order; any other kind (one
 * that counts, guards, catches RUNNING, draws an order or runs branches) may end either way,
 * so nothing is said about what follows it.
 */
public final class UnreachableChildValidator implements TreeValidator {
    private enum Result { SUCCESS, FAILURE }

    private static final Set<Result> EITHER = EnumSet.allOf(Result.class);
    private static final Set<Capability> UNPREDICTABLE = EnumSet.of(Capability.OWN_STACKS,
            Capability.GUARD, Capability.COUNTS, Capability.CATCHES_RUNNING,
            Capability.CONDITION_ON_ENTRY, Capability.ORDERS_CHILDREN, Capability.END_EFFECT,
            Capability.STARTS_TIMER);

    @Override
    public void validate(TreeSource tree, Report report) {
        Map<String, Set<Result>> known = new HashMap<>();
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            if (node.kind().isLeaf() || !predictable(node)) {
                continue;
            }
            List<String> children = node.children();
            for (int i = 0; i < children.size() - 1; i++) {
                Set<Result> results = results(tree, children.get(i), known, 0);
                boolean goesOn = results.stream().anyMatch(r -> node.kind().onChild(
                        node.attributes(), r == Result.SUCCESS, false) == ChildStep.NEXT_CHILD);
                if (!goesOn) {
                    report.add(node.method(), node.annotation(), node.childValues().get(i + 1),
                            Message.UNREACHABLE_CHILD, node.kind().simpleName(), node.name(),
                            children.get(i + 1), children.get(i), describe(results),
                            children.get(i + 1));
                    break;
                }
            }
        }
    }

    /** Starts at its first child and keeps to declared order, with a rule fixed at build time. */
    private static boolean predictable(NodeMethod node) {
        return node.kind().has(Capability.ENTERS_FIRST_CHILD)
                && node.kind().has(Capability.STATIC_CHILD_ORDER)
                && node.kind().capabilities().stream().noneMatch(UNPREDICTABLE::contains);
    }

    /** The results node {@code name} can end with (RUNNING delays one; it is not a result). */
    private static Set<Result> results(TreeSource tree, String name, Map<String, Set<Result>> known,
            int depth) {
        Set<Result> cached = known.get(name);
        if (cached != null) {
            return cached;
        }
        NodeMethod node = tree.node(name);
        Set<Result> results;
        if (node == null || depth > tree.nodes().size()) {
            results = EITHER; // a subtree field's node, or deeper than any tree: anything
        } else if (node.kind().isLeaf()) {
            results = node.kind().signature() == Signature.ACTION
                    && node.method() instanceof ExecutableElement method
                    && tree.returnType(method).getKind() == TypeKind.VOID
                    ? EnumSet.of(Result.SUCCESS) : EITHER;
        } else if (!predictable(node)) {
            results = EITHER;
        } else {
            results = EnumSet.noneOf(Result.class);
            List<String> children = node.children();
            for (int i = 0; i < children.size(); i++) {
                boolean last = i == children.size() - 1;
                boolean goesOn = false;
                for (Result r : results(tree, children.get(i), known, depth + 1)) {
                    ChildStep step = node.kind().onChild(node.attributes(), r == Result.SUCCESS,
                            last);
                    switch (step) {
                        case SUCCEED -> results.add(Result.SUCCESS);
                        case FAIL -> results.add(Result.FAILURE);
                        case NEXT_CHILD -> goesOn = true;
                        default -> { // decided otherwise: anything, and the next child may run
                            results.addAll(EITHER);
                            goesOn = true;
                        }
                    }
                }
                if (!goesOn) {
                    break;
                }
            }
            if (results.isEmpty()) {
                results = EITHER; // never completes (it yields for ever): say nothing
            }
        }
        known.put(name, results);
        return results;
    }

    private static String describe(Set<Result> results) {
        return results.size() == 1 ? results.iterator().next().name() : "SUCCESS or FAILURE";
    }
}
