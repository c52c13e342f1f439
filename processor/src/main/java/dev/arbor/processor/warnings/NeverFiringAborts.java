// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.warnings;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.model.AbortAnalysis;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.OutcomeTable;
import dev.arbor.processor.read.NodeMethod;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Warns about a lower-priority abort that can never fire: a composite X with abortType
 * LOWER_PRIORITY or BOTH, with conditions of its own, whose entries never see anything of lower
 * priority run once X has ended (docs/semantics.md §6.3, §6.4). Its abort (for BOTH, its
 * lower-priority half) is then dead code. Suppress with
 * {@code @SuppressWarnings("arbor:lower-priority-never-fires")}.
 *
 * <p>Once X has ended, its entries watch the composite above it, W, and climb on each time the
 * composite they watch ends with an abort type that hands them up (§6.3 rule 2). An entry
 * watching W fires only while a leaf outside X runs under W, and nothing but W's own going on
 * runs one: W's children before X's have completed (an abort resuming at one of them deletes
 * the entry, §6.5), and between W and X there are only decorators. So at each composite it can
 * watch, an entry can fire if
 *
 * <ul>
 *   <li>W can go on after its child holding X, by the outcome table (that child's results
 *       include a guard's or a refusal's FAILURE of its own, so an interruption below W that
 *       W acts on is counted); or</li>
 *   <li>a decorator between W and X can enter its child again without completing (a count, a
 *       yield): X or what is around it runs again while the entry watches W.</li>
 * </ul>
 *
 * <p>Its abort never fires when neither holds at any composite the entries reach: the climb
 * ends at the root's composite, at a Parallel or a library composite (which no abort watches or
 * crosses), or where the composite ending hands nothing up. Every entry type is followed, as if
 * any could arrive at X from the composites below it (what moves up through X fires above X
 * just the same).
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
 *   <li>When the entries reach the root composite of a class that some class of the build uses
 *       as a {@code @Subtree}, nothing is said: there it has a composite above it, and where it
 *       does not, the class that inlines it is told.</li>
 * </ul>
 */
final class NeverFiringAborts {
    private static final List<AbortKind> TYPES =
            List.of(AbortKind.SELF, AbortKind.LOWER_PRIORITY, AbortKind.BOTH);

    private NeverFiringAborts() {}

    /**
     * Reports each lower-priority abort of the tree that never fires.
     *
     * @param usedAsSubtree whether some class of the build inlines this class as a
     *     {@code @Subtree}
     */
    static void check(Places places, OutcomeTable table, boolean usedAsSubtree, Report report) {
        AbortAnalysis analysis = new AbortAnalysis(places.tree());
        // per node method, by where it comes from (its subtree path, its name): its first
        // place and why it never fires there, and whether it never fires in any place
        Map<String, Node> first = new LinkedHashMap<>();
        Map<String, String> reasons = new LinkedHashMap<>();
        Map<String, Boolean> deadEverywhere = new LinkedHashMap<>();
        for (Node node : places.tree().nodes()) {
            if ((node.abortType().code() & AbortKind.LOWER_PRIORITY.code()) == 0
                    || analysis.ownEntries(node).isEmpty()) {
                continue; // no lower-priority half, or nothing watched (UselessAbort)
            }
            Node above = node.composite() < 0 ? null : places.tree().nodes().get(node.composite());
            if (above != null && above.receiver() != null) {
                continue; // placed inside an inlined subtree: its own class reports it
            }
            String reason = neverFires(node, table, analysis, usedAsSubtree);
            String key = node.receiver() + " " + node.method();
            if (first.putIfAbsent(key, node) == null) {
                reasons.put(key, reason);
            }
            deadEverywhere.merge(key, reason != null, Boolean::logicalAnd);
        }
        for (Map.Entry<String, Node> e : first.entrySet()) {
            if (deadEverywhere.get(e.getKey())) {
                report(places, e.getValue(), reasons.get(e.getKey()), report);
            }
        }
    }

    /** Why the entries of {@code x}'s conditions never fire above it, or null if they can. */
    private static String neverFires(Node x, OutcomeTable table, AbortAnalysis analysis,
            boolean usedAsSubtree) {
        List<Node> nodes = table.tree().nodes();
        List<Node> watchers = new ArrayList<>();
        List<AbortKind> types = TYPES;
        for (Node at = x; ; ) {
            Node above = at.composite() < 0 ? null : nodes.get(at.composite());
            if (above == null && usedAsSubtree) {
                return null; // where it is inlined, a composite may be above it
            }
            List<AbortKind> moved = new ArrayList<>();
            for (AbortKind type : types) {
                AbortKind after = analysis.moveUp(at, type);
                if (after != null && !moved.contains(after)) {
                    moved.add(after);
                }
            }
            if (moved.isEmpty()) { // deleted as `at` ends
                return !watchers.isEmpty() ? watchedOnlyBy(watchers)
                        : above == null ? "it is the root's composite, so once it has ended no"
                                + " composite is left for its conditions to watch"
                        : "the composite above it is " + describe(above) + ", which no abort"
                                + " watches or crosses, so once it has ended no composite is"
                                + " left for its conditions to watch";
            }
            if (canRunAfter(at, above, table)) {
                return null;
            }
            watchers.add(above);
            types = moved;
            at = above;
        }
    }

    /**
     * Whether anything outside {@code at} can run under {@code watcher} once {@code at} has
     * ended: a decorator between them enters its child again, or {@code watcher} goes on after
     * its child holding {@code at}.
     */
    private static boolean canRunAfter(Node at, Node watcher, OutcomeTable table) {
        List<Node> nodes = table.tree().nodes();
        Node child = at;
        while (child.parent() != watcher.index()) {
            Node decorator = nodes.get(child.parent());
            if (goesOn(decorator, child, table)) {
                return true;
            }
            child = decorator;
        }
        return goesOn(watcher, child, table);
    }

    /** Whether {@code parent} does anything but complete after {@code child} completes. */
    private static boolean goesOn(Node parent, Node child, OutcomeTable table) {
        for (boolean success : new boolean[] {true, false}) {
            if (!table.outcome(child).can(success)) {
                continue;
            }
            switch (table.tree().onChild(child, success)) {
                case SUCCEED, FAIL -> { }
                case NEXT_CHILD, YIELD, COUNT, NEXT_DRAWN, DECIDE_AT_RUN_TIME, CLEAN_UP -> {
                    return true;
                }
            }
        }
        return false;
    }

    /** The composites watched, lowest first; past three, the first two, how many, the last. */
    private static String watchedOnlyBy(List<Node> watchers) {
        String names = watchers.size() <= 3
                ? watchers.stream().map(NeverFiringAborts::describe)
                        .collect(Collectors.joining(", "))
                : describe(watchers.get(0)) + ", " + describe(watchers.get(1)) + " and "
                        + (watchers.size() - 2) + " more up to "
                        + describe(watchers.get(watchers.size() - 1));
        return "once it has ended its conditions are watched only by " + names + ", which never"
                + (watchers.size() == 1 ? " runs" : " run") + " a child after it";
    }

    private static void report(Places places, Node node, String reason, Report report) {
        boolean both = node.abortType() == AbortKind.BOTH;
        boolean climbs = reason.startsWith("once");
        String half = both ? "its lower-priority half" : "its abort";
        if (node.receiver() == null) {
            NodeMethod method = places.method(node);
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
        NodeMethod subtree = places.source().node(field);
        report.add(subtree.method(), subtree.annotation(), Message.LOWER_PRIORITY_NEVER_FIRES,
                node.kind().simpleName(), node.method() + "() of @Subtree " + node.receiver(),
                node.abortType(), reason, half, (both ? "SELF" : "NONE") + " in its class, or"
                        + " name " + field + (climbs ? " where a lower-priority child runs after"
                                + " it" : " as a child of a @Sequence or @Selector (directly or"
                                + " through decorators)"));
    }

    /** "@Parallel fight()": a node as the user wrote it. */
    private static String describe(Node node) {
        return "@" + node.kind().simpleName() + " " + node.method() + "()";
    }
}
