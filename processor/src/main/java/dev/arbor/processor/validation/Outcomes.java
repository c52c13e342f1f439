package dev.arbor.processor.validation;

import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Capability;
import dev.arbor.processor.kinds.ChildStep;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.PolicyKind;
import dev.arbor.processor.kinds.Signature;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeReader;
import dev.arbor.processor.read.TreeSource;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;

/**
 * The results a node can end with, worked out at build time from the kinds' child-result rules
 * (docs/semantics.md §5): a set that holds every result the node can really end with, so a
 * result left out of it can never happen (an empty set: the node never completes, it yields or
 * runs for ever). Whatever the analysis cannot follow (a leaf that answers at run time, a kind
 * with an effect of its own it does not know) may end either way.
 *
 * <p>Aborts add nothing: an aborted composite resumes at a child it has entered in the same run
 * and goes on by the same rule (§6.5). Guards (§5.5), a FailIfRunning catching RUNNING, and a
 * kind that asks a condition on entry (While, If) end with FAILURE of their own, so FAILURE is
 * added for them. An {@code @Subtree} field ends as its class's root does.
 */
final class Outcomes {
    enum Result { SUCCESS, FAILURE }

    static final Set<Result> EITHER = EnumSet.allOf(Result.class);

    /** The capabilities whose effect on results this analysis knows; any other: EITHER. */
    private static final Set<Capability> UNDERSTOOD = EnumSet.of(Capability.STATIC_CHILD_ORDER,
            Capability.ENTERS_FIRST_CHILD, Capability.TRANSPARENT_TO_ABORTS,
            Capability.STRAIGHT_LINE, Capability.CARRIES_ABORT_TYPE, Capability.ABORT_BOUNDARY,
            Capability.COUNTS, Capability.ORDERS_CHILDREN, Capability.NEEDS_RANDOM,
            Capability.CONDITION_ON_ENTRY, Capability.GUARD, Capability.CATCHES_RUNNING,
            Capability.OWN_STACKS, Capability.ANSWERS_LIKE_A_CONDITION);
    /** Capabilities by which a node may complete FAILURE without a child's result. */
    private static final Set<Capability> FAILS_ON_ITS_OWN = EnumSet.of(Capability.GUARD,
            Capability.CATCHES_RUNNING, Capability.CONDITION_ON_ENTRY);

    private final TreeReader reader;
    private final Map<TypeElement, TreeSource> sources = new HashMap<>();
    private final Map<Key, Set<Result>> known = new HashMap<>();

    /** @param reader reads the classes of {@code @Subtree} fields */
    Outcomes(TreeReader reader) {
        this.reader = reader;
    }

    /** A node method of a class: what the results are cached by. */
    private record Key(TypeElement type, String name) {}

    /** A node to work out: the class it is read from and its method (null: not found). */
    private record Placed(TreeSource source, NodeMethod node) {
        Key key() {
            return new Key(source.type(), node == null ? "" : node.name());
        }
    }

    /** The results node {@code name} of {@code tree} can end with. */
    Set<Result> of(TreeSource tree, String name) {
        Placed start = new Placed(tree, tree.node(name));
        if (start.node() == null) {
            return EITHER;
        }
        // Post-order without recursion: trees may be thousands of nodes deep.
        Deque<Placed> pending = new ArrayDeque<>();
        Set<Key> open = new HashSet<>();
        pending.push(start);
        while (!pending.isEmpty()) {
            Placed next = pending.peek();
            Key key = next.key();
            if (known.containsKey(key)) {
                pending.pop();
                continue;
            }
            List<Placed> children = children(next);
            if (open.add(key)) {
                for (Placed child : children) {
                    if (child.node() != null && !known.containsKey(child.key())
                            && !open.contains(child.key())) {
                        pending.push(child);
                    }
                }
                continue;
            }
            pending.pop();
            open.remove(key);
            List<Set<Result>> results = new ArrayList<>();
            for (Placed child : children) {
                // not found, or on the current path (a cycle, reported elsewhere): anything
                results.add(child.node() == null ? EITHER
                        : known.getOrDefault(child.key(), EITHER));
            }
            known.put(key, compute(next, results));
        }
        return known.get(start.key());
    }

    /** The children of a node; for a subtree field, the root of its class's tree. */
    private List<Placed> children(Placed placed) {
        NodeMethod node = placed.node();
        if (node.kind() == Kinds.SUBTREE) {
            if (node.method().asType().getKind() != TypeKind.DECLARED) {
                return List.of(new Placed(placed.source(), null));
            }
            TypeElement type = (TypeElement) ((DeclaredType) node.method().asType()).asElement();
            TreeSource subtree = sources.computeIfAbsent(type,
                    t -> reader.read(t, new Report())); // its problems are its own class's
            return List.of(new Placed(subtree, subtree.node(subtree.root())));
        }
        List<Placed> children = new ArrayList<>();
        for (String child : node.children()) {
            children.add(new Placed(placed.source(), placed.source().node(child)));
        }
        return children;
    }

    private static Set<Result> compute(Placed placed, List<Set<Result>> children) {
        NodeMethod node = placed.node();
        if (node.kind() == Kinds.SUBTREE) {
            return children.get(0);
        }
        if (node.kind().isLeaf()) {
            // an @Action returning void always succeeds; any other leaf answers at run time
            return node.kind().signature() == Signature.ACTION
                    && node.method() instanceof ExecutableElement method
                    && placed.source().returnType(method).getKind() == TypeKind.VOID
                    ? EnumSet.of(Result.SUCCESS) : EITHER;
        }
        if (!UNDERSTOOD.containsAll(node.kind().capabilities()) || children.isEmpty()) {
            return EITHER;
        }
        if (node.attributes() instanceof Attributes.Policies policies) {
            return parallel(policies, children);
        }
        return stepThrough(node, children);
    }

    /**
     * §5.3: SUCCESS needs one child's success (ONE) or every child's (ALL); FAILURE needs at least
     * one child's failure, whatever the policies.
     */
    private static Set<Result> parallel(Attributes.Policies policies, List<Set<Result>> children) {
        Set<Result> results = EnumSet.noneOf(Result.class);
        boolean oneSucceeds = children.stream().anyMatch(c -> c.contains(Result.SUCCESS));
        boolean allSucceed = children.stream().allMatch(c -> c.contains(Result.SUCCESS));
        if (policies.success() == PolicyKind.ONE ? oneSucceeds
                : allSucceed) {
            results.add(Result.SUCCESS);
        }
        if (children.stream().anyMatch(c -> c.contains(Result.FAILURE))) {
            results.add(Result.FAILURE);
        }
        return results;
    }

    /**
     * Follows the kind's child-result rule from the children it can enter first (the first; any,
     * for a kind that draws an order or chooses on a condition) through every child it can go on
     * to, collecting what it can complete with.
     */
    private static Set<Result> stepThrough(NodeMethod node, List<Set<Result>> children) {
        Set<Result> results = EnumSet.noneOf(Result.class);
        if (node.kind().capabilities().stream().anyMatch(FAILS_ON_ITS_OWN::contains)) {
            results.add(Result.FAILURE);
        }
        boolean anyFirst = node.kind().has(Capability.ORDERS_CHILDREN)
                || node.kind().has(Capability.CONDITION_ON_ENTRY);
        boolean[] reached = new boolean[children.size()];
        Deque<Integer> pending = new ArrayDeque<>();
        for (int i = 0; i < (anyFirst ? children.size() : 1); i++) {
            reached[i] = true;
            pending.push(i);
        }
        while (!pending.isEmpty()) {
            int i = pending.pop();
            boolean last = i == children.size() - 1;
            for (Result r : children.get(i)) {
                ChildStep step = node.kind().onChild(node.attributes(), r == Result.SUCCESS,
                        last);
                List<Integer> next = new ArrayList<>();
                switch (step) {
                    case SUCCEED -> results.add(Result.SUCCESS);
                    case FAIL -> results.add(Result.FAILURE);
                    case NEXT_CHILD -> next.add(i + 1);
                    case YIELD -> { } // the same child again: nothing new
                    case COUNT -> {
                        if (!(node.attributes() instanceof Attributes.Counted counted)) {
                            return EITHER;
                        }
                        if (counted.limit() > 0) { // 0: no limit, it never completes so
                            results.add(node.kind().atLimit() == ChildStep.SUCCEED
                                    ? Result.SUCCESS : Result.FAILURE);
                        }
                        next.add(0); // the next round starts at the first child again
                    }
                    case NEXT_DRAWN -> { // any child may be drawn next; after the last, r
                        results.add(r);
                        for (int j = 0; j < children.size(); j++) {
                            next.add(j);
                        }
                    }
                    default -> {
                        return EITHER;
                    }
                }
                for (int j : next) {
                    if (j < children.size() && !reached[j]) {
                        reached[j] = true;
                        pending.push(j);
                    }
                }
            }
        }
        return results;
    }
}
