// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import dev.arbor.Status;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeNodes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the {@link TreeTest}s of one generated tree class have made it do, in this JVM: for each
 * node how often it was entered and each result it gave, how often each condition's abort fired,
 * each guard (a While or TimeLimit) fired and each event was raised. Collected by the tests'
 * listener, so only from trees a {@link TreeTest} drives; nothing is collected elsewhere.
 *
 * <pre>
 * &#64;AfterAll
 * static void coverage() {
 *     System.out.println(TreeCoverage.of(SentryTree.class).summary());
 * }
 * </pre>
 *
 * <p>Nodes are named by their method names. This step of the kit does not know which conditions
 * have abort entries (that is in the generated tables, not in {@link TreeNodes}): it lists the
 * aborts that fired, not the ones that never did.
 */
public final class TreeCoverage {
    private static final Map<Class<?>, TreeCoverage> ALL = new ConcurrentHashMap<>();

    private final TreeNodes nodes;
    private final long[] entered;
    private final long[][] results; // [node][SUCCESS, FAILURE, RUNNING, INACTIVE]
    private final long[] aborts;
    private final long[] guards;
    private final long[] events;
    private long ticks;

    private TreeCoverage(TreeNodes nodes) {
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

    /** The coverage of {@code tree}'s class, created on the first tree of the class. */
    static TreeCoverage of(Tree tree) {
        return ALL.computeIfAbsent(tree.getClass(), c -> new TreeCoverage(tree.nodes()));
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
     * A console summary: one line per node (its path's depth as indent, its kind, how often it
     * was entered, its results), then the nodes never entered, the aborts and guards that fired
     * (and the guards that never did), the events raised.
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
            if (kind.equals("While") || kind.equals("TimeLimit")) {
                (guards[i] > 0 ? guardsFired : guardsNever).add(nodes.method(i)
                        + (guards[i] > 0 ? " " + guards[i] : ""));
            }
            if (kind.equals("Event")) {
                raised.add(nodes.method(i) + " " + events[i]);
            }
        }
        text.append("  aborts fired: ").append(list(fired)).append('\n');
        text.append("  guards fired: ").append(list(guardsFired)).append("; never: ")
                .append(list(guardsNever)).append('\n');
        text.append("  events raised: ").append(list(raised)).append('\n');
        return text.toString();
    }

    private int depth(int node) {
        int depth = 0;
        for (int n = nodes.parent(node); n >= 0; n = nodes.parent(n)) {
            depth++;
        }
        return depth;
    }

    private int index(String method) {
        Refusals.notNull(method, "TreeCoverage", "method", "pass a node's method name");
        int index = nodes.indexOf(method);
        if (index < 0) {
            throw new IllegalArgumentException(nodes.tree() + " has no node " + method);
        }
        return index;
    }

    private static int index(Status status) {
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
