// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.diagrams;

import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Capability;
import dev.arbor.processor.kinds.KindId;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.Served;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the two drawings (Mermaid and DOT) show of a tree, decided once so that both look alike:
 * each node's family (its shape and colour), its two-line label (what it is, with its
 * attributes, then its name), the label of the edge from its parent, and the abort edges.
 */
final class Drawing {

    /** The colour of everything about conditional aborts. */
    static final String ABORT = "#dc2626";

    /** Shape and colour go by family; the label says the kind. */
    enum Family {
        COMPOSITE("#dbeafe", "#1d4ed8"),
        DECORATOR("#ede9fe", "#6d28d9"),
        CONDITION("#fef3c7", "#b45309"),
        ACTION("#dcfce7", "#15803d");

        final String fill;
        final String stroke;

        Family(String fill, String stroke) {
            this.fill = fill;
            this.stroke = stroke;
        }

        /** The Mermaid class name. */
        String className() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * An abort edge: the condition {@code condition}, which has an abort entry, watched by
     * {@code composite} with {@code type}.
     */
    record Abort(int condition, int composite, AbortKind type) {}

    private final TreeDescriptor tree;
    /** Per node, its position among its parent's children. */
    private final int[] position;

    Drawing(TreeDescriptor tree) {
        this.tree = tree;
        List<Node> nodes = tree.nodes();
        this.position = new int[nodes.size()];
        int[] seen = new int[nodes.size()];
        for (Node node : nodes) {
            if (node.parent() >= 0) {
                position[node.index()] = seen[node.parent()]++;
            }
        }
    }

    TreeDescriptor tree() {
        return tree;
    }

    /** The tree's name in titles: the {@code @BehaviorTree} class, qualified. */
    String title() {
        return tree.source().canonicalName();
    }

    static Family family(Node node) {
        NodeKind kind = node.kind();
        return switch (kind.arity()) {
            case COMPOSITE -> Family.COMPOSITE;
            case DECORATOR -> Family.DECORATOR;
            case LEAF -> kind.has(Capability.ANSWERS_LIKE_A_CONDITION) ? Family.CONDITION
                    : Family.ACTION;
        };
    }

    /** A composite drawn as watching conditions: a Sequence or Selector with an abortType. */
    static boolean aborts(Node node) {
        return node.abortType() != AbortKind.NONE;
    }

    /**
     * The node's name: its method (or field), after the fields that lead to an inlined subtree's
     * object ({@code combat.attack}).
     */
    static String name(Node node) {
        return node.receiver() == null ? node.method() : node.receiver() + "." + node.method();
    }

    /**
     * A third line of the label for a node with services (docs/semantics.md §5.6), in the order
     * they run: {@code service scan() every 500 ms, look() every tick}; null for a node
     * without.
     */
    static String servicesLine(TreeDescriptor tree, Node node) {
        List<String> each = new ArrayList<>();
        for (Served served : tree.servicesOf(node)) {
            each.add(served.method() + "() " + (served.millis() == 0 ? "every tick"
                    : "every " + served.millis() + " ms"));
        }
        return each.isEmpty() ? null
                : (each.size() == 1 ? "service " : "services ") + String.join(", ", each);
    }

    /**
     * The first line of the label: the kind and what its attributes say ({@code Wait 500 ms},
     * {@code Repeat ×3}, {@code While isNight}, {@code Parallel · success 2 of 3 · failure
     * ONE}, {@code Selector · abort LOWER_PRIORITY}, followed by {@code on relevant change} under
     * {@code abortOn = RELEVANT_CHANGE} and {@code every 500 ms} under
     * {@code reevaluateEvery = 500}).
     */
    static String kindLine(Node node) {
        NodeKind kind = node.kind();
        String simple = kind.simpleName();
        Attributes attributes = node.attributes();
        if (attributes instanceof Attributes.Aborts) {
            if (!aborts(node)) {
                return simple;
            }
            String period = node.reevaluateEvery() == 0 ? ""
                    : " every " + node.reevaluateEvery() + " ms";
            return switch (node.abortOn()) {
                case ANY_CHANGE -> simple + " · abort " + node.abortType() + period;
                case RELEVANT_CHANGE -> simple + " · abort " + node.abortType()
                        + " on relevant change" + period;
            };
        }
        if (attributes instanceof Attributes.Policies policies) {
            String of = " of " + node.children(); // a count, out of the branches
            return simple + " · success " + policies.successText()
                    + (policies.successCount() > 0 ? of : "") + " · failure "
                    + policies.failureText() + (policies.failureCount() > 0 ? of : "")
                    + (policies.recheckConditions() ? " · re-asks conditions" : "");
        }
        if (attributes instanceof Attributes.Timed timed) {
            return simple + " " + timed.millis() + " ms";
        }
        if (attributes instanceof Attributes.TimedBy by) {
            return simple + " " + by.method() + "()";
        }
        if (attributes instanceof Attributes.Conditional conditional) {
            return simple + " " + conditional.condition();
        }
        if (attributes instanceof Attributes.Switched switched) {
            return simple + " " + switched.on();
        }
        if (attributes instanceof Attributes.Counted counted) {
            int limit = counted.limit();
            return switch (kind.id()) {
                case REPEAT -> simple + (limit > 0 ? " ×" + limit : " forever")
                        + (counted.endOnFailure() ? " · ends on failure" : "");
                case LOOP -> simple + (limit > 0 ? " ×" + limit : " until failure");
                case UNTIL_SUCCESS -> limit > 0
                        ? simple + " · " + limit + (limit == 1 ? " try" : " tries") : simple;
                case UNTIL_FAILURE -> limit > 0
                        ? simple + " · " + limit + (limit == 1 ? " run" : " runs") : simple;
                case SEQUENCE, SELECTOR, PARALLEL, CONDITION, ACTION, INVERT, ALWAYS_SUCCEED,
                        ALWAYS_FAIL, FAIL_IF_RUNNING, RUNNING_IF_FAIL, IF, WAIT, COOLDOWN,
                        TIME_LIMIT, WHILE, EVENT, RANDOM_SELECTOR, RANDOM_SEQUENCE,
                        WEIGHTED_SELECTOR, TASK, SUBTREE, SWITCH, RANDOM_CHOICE, RUN_ONCE,
                        TRY_CATCH, UTILITY_SELECTOR, PERMIT, SHARED_COOLDOWN -> throw new IllegalStateException(
                                kind.simpleName() + " does not count");
            };
        }
        if (attributes instanceof Attributes.Once once) {
            return once.keepOnReset() ? simple + " · keeps on reset" : simple;
        }
        if (attributes instanceof Attributes.Shared shared) { // §5.7: the field it shares
            return simple + " · " + shared.field();
        }
        if (attributes instanceof Attributes.CleanUp cleanUp) {
            return cleanUp.onInterrupt() ? simple : simple + " · clean-up on failure only";
        }
        if (attributes instanceof Attributes.Scored scored) {
            return simple + (scored.every() > 0 ? " · every " + scored.every() + " ms" : "")
                    + (scored.margin() > 0 ? " · margin " + scored.margin() : "");
        }
        return simple;
    }

    /**
     * The label of the edge from the node's parent: "then"/"else", a Switch's case or
     * "otherwise", a weight, or "".
     */
    String edgeLabel(Node child) {
        if (child.parent() < 0) {
            return "";
        }
        Node parent = tree.nodes().get(child.parent());
        int at = position[child.index()];
        if (parent.kind().id() == KindId.IF) {
            return at == 0 ? "then" : "else";
        }
        if (parent.attributes() instanceof Attributes.Switched switched) {
            return at < switched.cases().size() ? switched.cases().get(at) : "otherwise";
        }
        if (parent.kind().id() == KindId.TRY_CATCH && child.end() == parent.end()) {
            return "clean-up";
        }
        if (parent.attributes() instanceof Attributes.Scored scored
                && at < scored.methods().size()) {
            return scored.methods().get(at) + "()";
        }
        if (parent.attributes() instanceof Attributes.Weights weights) {
            if (at < weights.methods().size()) {
                return weights.methods().get(at) + "()";
            }
            if (at < weights.ints().size()) {
                return "weight " + weights.ints().get(at);
            }
        }
        return "";
    }

    /**
     * One edge per abort entry: from its condition (a {@code @Condition} or {@code @Event} child,
     * directly or through decorators) to the Sequence or Selector that watches it, in pre-order
     * of the conditions. Where the entry goes once that composite has completed (a
     * LOWER_PRIORITY entry handed over to the composites above) is left to docs/aborts.md.
     */
    List<Abort> abortEdges() {
        List<Abort> edges = new ArrayList<>();
        for (int condition : tree.entryConditions()) {
            int composite = tree.nodes().get(condition).composite();
            edges.add(new Abort(condition, composite,
                    tree.nodes().get(composite).abortType()));
        }
        return edges;
    }
}
