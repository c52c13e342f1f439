package dev.arbor.processor.model;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Warns about a lower-priority abort that can never fire: a composite with abortType
 * LOWER_PRIORITY or BOTH, with conditions of its own, whose entries have no composite to watch
 * once it has ended ({@link AbortAnalysis#lowerPriorityTarget}): it is the root's composite, or
 * the composite above it is a Parallel or a library composite (docs/semantics.md §6.3, §5.4).
 * Its abort (for BOTH, its lower-priority half) is then dead code. Suppress with
 * {@code @SuppressWarnings("arbor:lower-priority-never-fires")}.
 *
 * <p>Worked out on the flattened tree, so that a method named in several places warns only
 * when it can fire in none of them, and so that a subtree's root is judged where it is inlined:
 *
 * <ul>
 *   <li>A composite whose place is decided inside this class (the composite above it is one of
 *       this class's nodes, or there is none) is reported here: on its {@code abortType} value,
 *       or, when it is an inlined subtree's root composite, on the {@code @Subtree} field that
 *       places it.</li>
 *   <li>One whose place is decided inside an inlined subtree's class is that class's own
 *       business, reported when that class is processed.</li>
 *   <li>The root composite of a class that some class of the build uses as a {@code @Subtree}
 *       is not reported on its own class: there it has a composite above it, and where it does
 *       not, the class that inlines it is told.</li>
 * </ul>
 */
public final class NeverFiringAborts {
    private NeverFiringAborts() {}

    /**
     * Reports, on {@code source}'s elements, each lower-priority abort of {@code tree} (its
     * flattened tree) that never fires.
     *
     * @param usedAsSubtree whether some class of the build inlines {@code source} as a
     *     {@code @Subtree}
     */
    public static void check(TreeSource source, TreeDescriptor tree, boolean usedAsSubtree,
            Report report) {
        AbortAnalysis analysis = new AbortAnalysis(tree);
        // per node method, by where it comes from (its subtree path, its name): its first
        // place, and whether it is dead in every place
        Map<String, Node> first = new LinkedHashMap<>();
        Map<String, Boolean> deadEverywhere = new LinkedHashMap<>();
        for (Node node : tree.nodes()) {
            if ((node.abortType().code() & AbortKind.LOWER_PRIORITY.code()) == 0
                    || analysis.ownEntries(node).isEmpty()) {
                continue; // no lower-priority half, or nothing watched (UselessAbort)
            }
            Node above = node.composite() < 0 ? null : tree.nodes().get(node.composite());
            if (above != null && above.receiver() != null) {
                continue; // placed inside an inlined subtree: its own class reports it
            }
            boolean dead = analysis.lowerPriorityTarget(node) == null
                    && !(above == null && usedAsSubtree);
            String key = node.receiver() + " " + node.method();
            first.putIfAbsent(key, node);
            deadEverywhere.merge(key, dead, Boolean::logicalAnd);
        }
        for (Map.Entry<String, Node> e : first.entrySet()) {
            if (deadEverywhere.get(e.getKey())) {
                report(source, tree, e.getValue(), report);
            }
        }
    }

    private static void report(TreeSource source, TreeDescriptor tree, Node node, Report report) {
        String reason = node.composite() < 0 ? "it is the root's composite"
                : "the composite above it is " + describe(tree.nodes().get(node.composite()))
                        + ", which no abort watches or crosses";
        boolean both = node.abortType() == AbortKind.BOTH;
        String half = both ? "its lower-priority half" : "its abort";
        if (node.receiver() == null) {
            NodeMethod method = source.node(node.method());
            // BOTH and SELF are the same here (§6.3: nothing moves up from it either way)
            report.add(method.method(), method.annotation(), method.abortValue(),
                    Message.LOWER_PRIORITY_NEVER_FIRES, node.kind().simpleName(),
                    node.method() + "()", node.abortType(), reason, half,
                    both ? "SELF, which behaves the same"
                            : "NONE (remove it), or to SELF to watch its conditions while it"
                                    + " runs");
            return;
        }
        String field = node.receiver().contains(".")
                ? node.receiver().substring(0, node.receiver().indexOf('.')) : node.receiver();
        NodeMethod subtree = source.node(field);
        report.add(subtree.method(), subtree.annotation(), Message.LOWER_PRIORITY_NEVER_FIRES,
                node.kind().simpleName(), node.method() + "() of @Subtree " + node.receiver(),
                node.abortType(), reason, half, (both ? "SELF" : "NONE") + " in its class, or"
                        + " name " + field + " as a child of a @Sequence or @Selector (directly"
                        + " or through decorators)");
    }

    /** "@Parallel fight()": a node as the user wrote it. */
    private static String describe(Node node) {
        return "@" + node.kind().simpleName() + " " + node.method() + "()";
    }
}
