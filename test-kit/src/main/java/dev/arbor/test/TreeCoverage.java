// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import dev.arbor.Status;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeNodes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the {@link TreeTest}s of one generated tree class have made it do, in this JVM: for each
 * node how often it was entered and each result it gave, each child of each composite reached,
 * each abort entry fired or never fired, each guard (a While or TimeLimit; a UtilitySelector
 * switching) fired or not, each event raised. Collected by the tests' listener, so only from trees a {@link TreeTest} drives;
 * nothing is collected elsewhere, and a tree no test drives pays nothing.
 *
 * <pre>
 * &#64;AfterAll
 * static void coverage() {
 *     System.out.println(TreeCoverage.of(SentryTree.class).summary());
 * }
 * </pre>
 *
 * <p>Nodes are named by their method names. Which conditions have an abort entry comes from the
 * generated class ({@link TreeNodes#abortEntries()}). {@link TreeCoverageReport} writes every
 * tree's coverage as an HTML page at the end of a test run, and can fail the run below a
 * threshold.
 */
public final class TreeCoverage {
    private static final Map<Class<?>, TreeCoverage> ALL = new ConcurrentHashMap<>();

    private final String treeName;
    private final TreeNodes nodes;
    private final long[] entered;
    private final long[][] results; // [node][SUCCESS, FAILURE, RUNNING, INACTIVE]
    private final long[] aborts;
    private final long[] guards;
    private final long[] events;
    private long ticks;

    private TreeCoverage(String treeName, TreeNodes nodes) {
        this.treeName = treeName;
        this.nodes = nodes;
        int n = nodes.size();
        entered = new long[n];
        results = new long[n][4];
        aborts = new long[n];
        guards = new long[n];
        events = new long[n];
    }

    /**
     * The coverage of generated tree class {@code treeClass} so far: every {@link TreeTest} of
     * an instance of it adds to it. Empty (all zero) when no test has driven one yet.
     *
     * @throws IllegalArgumentException if no test of that class has run yet in this JVM (the
     *     kit learns a class's nodes from its first instance)
     */
    public static TreeCoverage of(Class<? extends Tree> treeClass) {
        Refusals.notNull(treeClass, "TreeCoverage.of", "treeClass", "pass the generated tree"
                + " class: SentryTree.class");
        TreeCoverage coverage = ALL.get(treeClass);
        if (coverage == null) {
            throw new IllegalArgumentException("no TreeTest has driven a " + treeClass.getName()
                    + " in this JVM yet, so its coverage is unknown");
        }
        return coverage;
    }

    /** Every tree class's coverage so far in this JVM, ordered by class name. */
    public static List<TreeCoverage> all() {
        List<TreeCoverage> all = new ArrayList<>(ALL.values());
        all.sort(Comparator.comparing(TreeCoverage::treeName));
        return all;
    }

    /** The coverage of {@code tree}'s class, created on the first tree of the class. */
    static TreeCoverage of(Tree tree) {
        return ALL.computeIfAbsent(tree.getClass(), c -> new TreeCoverage(c.getName(),
                tree.nodes()));
    }

    synchronized void tick() {
        ticks++;
    }

    synchronized void entered(int node) {
        entered[node]++;
    }

    synchronized void result(int node, Status status) {
        results[node][index(status)]++;
    }

    synchronized void abort(int condition) {
        aborts[condition]++;
    }

    synchronized void guard(int guard) {
        guards[guard]++;
    }

    synchronized void event(int event) {
        events[event]++;
    }

    /** How many times node {@code method} (the first of that name) was entered. */
    public synchronized long entered(String method) {
        return entered[index(method)];
    }

    /**
     * How many times node {@code method} ended with {@code status} (INACTIVE: interrupted) or, for
     * RUNNING, how many times its method answered RUNNING (leaves only).
     */
    public synchronized long results(String method, Status status) {
        Refusals.notNull(status, "TreeCoverage.results", "status", "pass SUCCESS, FAILURE,"
                + " RUNNING or INACTIVE");
        return results[index(method)][index(status)];
    }

    /** The nodes never entered, by method name, in pre-order. */
    public synchronized List<String> neverEntered() {
        List<String> never = new ArrayList<>();
        for (int i = 0; i < entered.length; i++) {
            if (entered[i] == 0) {
                never.add(nodes.method(i));
            }
        }
        return never;
    }

    /**
     * The conditions (and events) that have an abort entry and whose abort never fired, by
     * method name, in pre-order.
     */
    public synchronized List<String> abortsNeverFired() {
        List<String> never = new ArrayList<>();
        for (int node : nodes.abortEntries()) {
            if (aborts[node] == 0) {
                never.add(nodes.method(node));
            }
        }
        return never;
    }

    /**
     * For each node with children that was entered, the children it never reached (entered), by
     * method name, in pre-order; nodes that reached every child are left out.
     */
    public synchronized Map<String, List<String>> childrenNeverReached() {
        Map<String, List<String>> never = new LinkedHashMap<>();
        for (int i = 0; i < nodes.size(); i++) {
            List<String> missed = new ArrayList<>();
            for (int child : nodes.children(i)) {
                if (entered[child] == 0) {
                    missed.add(nodes.method(child));
                }
            }
            if (!missed.isEmpty() && entered[i] > 0) {
                never.put(nodes.method(i), missed);
            }
        }
        return never;
    }

    /** The totals: nodes, branches, abort entries, guards and events, and how many of each were covered. */
    public synchronized Totals totals() {
        int entered = 0;
        int branchesReached = 0;
        int guardCount = 0;
        int guardsFired = 0;
        int eventCount = 0;
        int eventsRaised = 0;
        for (int i = 0; i < nodes.size(); i++) {
            if (this.entered[i] > 0) {
                entered++;
                if (i > 0) {
                    branchesReached++;
                }
            }
            if (isGuard(i)) {
                guardCount++;
                guardsFired += guards[i] > 0 ? 1 : 0;
            }
            if (nodes.kind(i).equals("Event")) {
                eventCount++;
                eventsRaised += events[i] > 0 ? 1 : 0;
            }
        }
        int[] entries = nodes.abortEntries();
        int fired = 0;
        for (int node : entries) {
            fired += aborts[node] > 0 ? 1 : 0;
        }
        return new Totals(nodes.size(), entered, nodes.size() - 1, branchesReached,
                entries.length, fired, guardCount, guardsFired, eventCount, eventsRaised, ticks);
    }

    /**
     * What a tree's tests covered, as counts.
     *
     * @param nodes the tree's nodes
     * @param nodesEntered those entered at least once
     * @param branches the edges from a parent to a child (every node but the root)
     * @param branchesReached those along which a child was entered
     * @param abortEntries the conditions with an abort entry
     * @param abortsFired those whose abort fired at least once
     * @param guards the While, TimeLimit and UtilitySelector nodes (a switch counts as fired)
     * @param guardsFired those that fired at least once
     * @param events the {@code @Event} nodes
     * @param eventsRaised those whose event was raised at least once
     * @param ticks the ticks the tests ran
     */
    public record Totals(int nodes, int nodesEntered, int branches, int branchesReached,
            int abortEntries, int abortsFired, int guards, int guardsFired, int events,
            int eventsRaised, long ticks) {

        /** Entered nodes, in percent of all (100 for none). */
        public double nodePercent() {
            return percent(nodesEntered, nodes);
        }

        /** Reached branches, in percent of all (100 for a tree of one node). */
        public double branchPercent() {
            return percent(branchesReached, branches);
        }

        /** Fired abort entries, in percent of all (100 for a tree without aborts). */
        public double abortPercent() {
            return percent(abortsFired, abortEntries);
        }

        private static double percent(int part, int whole) {
            return whole == 0 ? 100.0 : 100.0 * part / whole;
        }
    }

    /** The generated tree class's qualified name. */
    public String treeName() {
        return treeName;
    }

    /** The tree's nodes, as its generated class names them. */
    public TreeNodes nodes() {
        return nodes;
    }

    synchronized long timesEntered(int node) {
        return entered[node];
    }

    synchronized long resultCount(int node, Status status) {
        return results[node][index(status)];
    }

    synchronized long abortCount(int node) {
        return aborts[node];
    }

    synchronized long guardCount(int node) {
        return guards[node];
    }

    synchronized long eventCount(int node) {
        return events[node];
    }

    /**
     * Whether the listener's {@code guardFired} speaks of node {@code node}: a While or TimeLimit
     * whose guard failed, or a UtilitySelector that switched to a better child.
     */
    boolean isGuard(int node) {
        String kind = nodes.kind(node);
        return kind.equals("While") || kind.equals("TimeLimit") || kind.equals("UtilitySelector");
    }

    int depth(int node) {
        int depth = 0;
        for (int n = nodes.parent(node); n >= 0; n = nodes.parent(n)) {
            depth++;
        }
        return depth;
    }

    /**
     * A console summary: one line per node (its path's depth as indent, its kind, how often it
     * was entered, its results), then the nodes never entered, the aborts and guards that fired
     * and those that never did, the children their parents never reached, the events raised.
     */
    public synchronized String summary() {
        int covered = nodes.size() - neverEntered().size();
        StringBuilder text = new StringBuilder(nodes.tree() + ": " + covered + " of "
                + nodes.size() + " nodes entered in " + ticks + " ticks\n");
        int width = 0;
        int kindWidth = 0;
        for (int i = 0; i < nodes.size(); i++) {
            width = Math.max(width, 2 * depth(i) + nodes.method(i).length());
            kindWidth = Math.max(kindWidth, nodes.kind(i).length());
        }
        for (int i = 0; i < nodes.size(); i++) {
            String name = "  ".repeat(depth(i)) + nodes.method(i);
            text.append("  ").append(name).append(" ".repeat(width - name.length()))
                    .append("  ").append(nodes.kind(i))
                    .append(" ".repeat(kindWidth - nodes.kind(i).length()))
                    .append("  entered ").append(entered[i]);
            for (Status status : new Status[] {Status.SUCCESS, Status.FAILURE, Status.RUNNING,
                    Status.INACTIVE}) {
                long n = results[i][index(status)];
                if (n > 0) {
                    text.append(", ").append(Tick.Heard.word(status)).append(' ').append(n);
                }
            }
            text.append('\n');
        }
        text.append("  never entered: ").append(list(neverEntered())).append('\n');
        List<String> fired = new ArrayList<>();
        List<String> guardsFired = new ArrayList<>();
        List<String> guardsNever = new ArrayList<>();
        List<String> raised = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            if (aborts[i] > 0) {
                fired.add(nodes.method(i) + " " + aborts[i]);
            }
            String kind = nodes.kind(i);
            if (isGuard(i)) {
                (guards[i] > 0 ? guardsFired : guardsNever).add(nodes.method(i)
                        + (guards[i] > 0 ? " " + guards[i] : ""));
            }
            if (kind.equals("Event")) {
                raised.add(nodes.method(i) + " " + events[i]);
            }
        }
        text.append("  aborts fired: ").append(list(fired)).append("; never: ")
                .append(list(abortsNeverFired())).append('\n');
        Map<String, List<String>> missed = childrenNeverReached();
        List<String> branches = new ArrayList<>();
        missed.forEach((parent, children) -> branches.add(parent + " > "
                + String.join(" | ", children)));
        text.append("  children never reached: ").append(list(branches)).append('\n');
        text.append("  guards fired: ").append(list(guardsFired)).append("; never: ")
                .append(list(guardsNever)).append('\n');
        text.append("  events raised: ").append(list(raised)).append('\n');
        return text.toString();
    }

    private int index(String method) {
        Refusals.notNull(method, "TreeCoverage", "method", "pass a node's method name");
        int index = nodes.indexOf(method);
        if (index < 0) {
            throw new IllegalArgumentException(nodes.tree() + " has no node " + method);
        }
        return index;
    }

    static int index(Status status) {
        return switch (status) {
            case SUCCESS -> 0;
            case FAILURE -> 1;
            case RUNNING -> 2;
            case INACTIVE -> 3;
        };
    }

    private static String list(List<String> items) {
        return items.isEmpty() ? "none" : String.join(", ", items);
    }

    @Override
    public String toString() {
        return "TreeCoverage(" + nodes + ")";
    }

    // ---- the nodes named by handles (docs/testing.md, "Handles and overrides")

    /** How many times node {@code node} was entered (exactly that node, by its handle). */
    public synchronized long entered(dev.arbor.runtime.NodeHandle node) {
        return entered[Handles.index(node, nodes, "TreeCoverage.entered")];
    }

    /**
     * How many times node {@code node} ended with {@code status}, as {@link #results(String,
     * Status)} counts (exactly that node, by its handle).
     */
    public synchronized long results(dev.arbor.runtime.NodeHandle node, Status status) {
        Refusals.notNull(status, "TreeCoverage.results", "status", "pass SUCCESS, FAILURE,"
                + " RUNNING or INACTIVE");
        return results[Handles.index(node, nodes, "TreeCoverage.results")][index(status)];
    }
}
