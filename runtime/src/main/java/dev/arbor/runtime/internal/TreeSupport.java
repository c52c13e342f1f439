// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.internal;

import dev.arbor.Status;
import dev.arbor.runtime.NodeFailure;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.util.List;
import java.util.Arrays;

/**
 * Helpers called by generated trees, kept here so that generated classes stay short. Not meant
 * for user code.
 */
public final class TreeSupport {
    private TreeSupport() {}

    /**
     * §7: adds to {@code failure} a suppressed {@link NodeFailure} naming {@code node} (whose
     * method or hook threw; NONE: none did, and nothing is added) and the running path: the
     * nodes from the root to {@code node}, and the running nodes of the run stacks
     * {@code tops[from .. from + count)} ({@code tops} null: none). Adds nothing when
     * {@code failure} already carries one for this node of this tree (an exception instance
     * thrown again and again), and never throws: out of memory, it gives up quietly.
     */
    public static void nameFailure(Throwable failure, String tree, String[] methods,
            int[] parents, int node, int[] tops, int from, int count) {
        if (node < 0) {
            return;
        }
        try {
            for (Throwable suppressed : failure.getSuppressed()) {
                if (suppressed instanceof NodeFailure named && named.node() == node
                        && named.tree().equals(tree)) {
                    return;
                }
            }
            boolean[] running = new boolean[parents.length];
            markAncestors(running, parents, node);
            for (int stack = 0; tops != null && stack < count; stack++) {
                markAncestors(running, parents, tops[from + stack]);
            }
            failure.addSuppressed(new NodeFailure(tree, node, methods[node],
                    path(methods, parents, running)));
        } catch (Throwable ignored) {
            // naming is a courtesy: the failure itself must get through
        }
    }

    /**
     * §5.7: {@code object}, the {@code Permits} or {@code CooldownGroup} that node {@code node}
     * of tree {@code tree} names by its field {@code field}, read when the tree is made.
     *
     * @throws NullPointerException tagged {@code [Arbor/SharedNull]} if it is null
     */
    public static <T> T sharedObject(T object, String tree, String node, String field) {
        if (object == null) {
            throw new NullPointerException("[Arbor/SharedNull] " + tree + ": " + node + "() names"
                    + " field " + field + ", which is null when the tree is made; set it where it"
                    + " is declared or in the agent's constructor, before making the tree");
        }
        return object;
    }

    /** {@link dev.arbor.runtime.Tree#runningPath()} of a tree with one run stack. */
    public static String runningPath(String[] methods, int[] parents, int top) {
        return runningPath(methods, parents, new int[] {top}, 0, 1);
    }

    /**
     * {@link dev.arbor.runtime.Tree#runningPath()}: the nodes running on the run stacks whose
     * tops are {@code tops[from .. from + count)} (NONE or another negative code: nothing
     * running on it), each with its ancestors.
     */
    public static String runningPath(String[] methods, int[] parents, int[] tops, int from,
            int count) {
        boolean[] running = new boolean[parents.length];
        for (int stack = 0; stack < count; stack++) {
            markAncestors(running, parents, tops[from + stack]);
        }
        return path(methods, parents, running);
    }

    private static void markAncestors(boolean[] running, int[] parents, int node) {
        for (int n = node; n >= 0 && n < running.length && !running[n]; n = parents[n]) {
            running[n] = true;
        }
    }

    /** The marked nodes (each one's parent marked too), from the root down. */
    private static String path(String[] methods, int[] parents, boolean[] running) {
        if (running.length == 0 || !running[0]) {
            return "";
        }
        int[] firstChild = new int[running.length];
        int[] nextSibling = new int[running.length];
        Arrays.fill(firstChild, -1);
        for (int node = running.length - 1; node > 0; node--) {
            if (running[node]) { // backwards, so that each list is in pre-order
                nextSibling[node] = firstChild[parents[node]];
                firstChild[parents[node]] = node;
            }
        }
        StringBuilder out = new StringBuilder();
        append(out, 0, methods, firstChild, nextSibling);
        return out.toString();
    }

    private static void append(StringBuilder out, int node, String[] methods, int[] firstChild,
            int[] nextSibling) {
        while (true) {
            out.append(methods[node]);
            int child = firstChild[node];
            if (child < 0) {
                return;
            }
            out.append(" > ");
            if (nextSibling[child] < 0) {
                node = child; // one running child: the path goes on
                continue;
            }
            out.append('(');
            for (int c = child; c >= 0; c = nextSibling[c]) {
                append(out, c, methods, firstChild, nextSibling);
                out.append(nextSibling[c] >= 0 ? " | " : ")");
            }
            return;
        }
    }

    /**
     * Tells {@code listener} that the nodes from below {@code above} down to {@code node} are
     * entered, top down ({@code node} == {@code above}: none). Allocates nothing.
     */
    public static void enteredDown(TreeListener listener, Tree tree, int[] parents, int above,
            int node) {
        if (node == above || node < 0) {
            return;
        }
        enteredDown(listener, tree, parents, above, parents[node]);
        listener.entered(tree, node);
    }

    /**
     * Tells {@code listener} that the ancestors of {@code child} (which completed with
     * {@code result}, a status ordinal) complete, lowest first, each with what its parent's rule
     * answers ({@code upOnSuccess} and {@code upOnFailure} hold, per node, what its parent then
     * completes with, as a status ordinal); up to, not including, the first that goes on: the
     * one whose subtree ({@code ends}) holds {@code landing} (the node a jump runs next, or
     * NONE), or {@code stopBelow} (NONE: the root completes too). Answers that ancestor, or
     * NONE. Allocates nothing.
     */
    public static int completedOnTheWay(TreeListener listener, Tree tree, int[] parents,
            int[] ends, int[] upOnSuccess, int[] upOnFailure, int child, int result,
            int landing, int stopBelow) {
        int r = result;
        for (int x = child; ; x = parents[x]) {
            int parent = parents[x];
            if (parent < 0 || parent == stopBelow
                    || landing >= 0 && parent < landing && landing < ends[parent]) {
                return parent;
            }
            r = r == SUCCESS_ORDINAL ? upOnSuccess[x] : upOnFailure[x];
            listener.completed(tree, parent, STATUSES[r]);
        }
    }

    private static final int SUCCESS_ORDINAL = Status.SUCCESS.ordinal();
    private static final Status[] STATUSES = Status.values();

    /**
     * Tells {@code listener} that the events of {@code bits} (bit i: event i, waited for by
     * node {@code eventNodes[i]}) are cleared, in event order. Allocates nothing.
     */
    public static void eventsCleared(TreeListener listener, Tree tree, long bits,
            int[] eventNodes) {
        for (long left = bits; left != 0; left &= left - 1) {
            listener.eventCleared(tree, eventNodes[Long.numberOfTrailingZeros(left)]);
        }
    }

    /**
     * The node method names of a generated tree, written as space-separated parts (a string
     * constant holds at most 65,535 bytes), in pre-order.
     */
    public static String[] words(String... parts) {
        return String.join(" ", parts).split(" ");
    }

    /**
     * The error for {@code raise(name)} when the tree has no {@code @Event} node of that name;
     * {@code known} lists the ones it has (empty: none).
     */
    public static IllegalArgumentException unknownEvent(String tree, String name, String... known) {
        return new IllegalArgumentException("[Arbor/UnknownEvent] " + tree + " has no @Event node"
                + " named '" + name + "'; " + (known.length == 0 ? "it has no events"
                : "its events are " + String.join(", ", known)));
    }

    /** The error for an action that answered {@code null} or INACTIVE. */
    public static IllegalStateException badStatus(String tree, String method, Object status) {
        return new IllegalStateException("[Arbor/BadStatus] " + tree + ": action " + method
                + "() returned " + status + "; an action must return RUNNING, SUCCESS or FAILURE");
    }

    /**
     * What a listener answered instead of condition {@code method}
     * ({@code TreeListener.answerInstead}), as the method's boolean: SUCCESS or FAILURE; another
     * answer is refused with an {@code IllegalStateException} tagged {@code [Arbor/BadStatus]}.
     */
    public static boolean conditionInstead(String tree, String method, Status instead) {
        if (instead == Status.SUCCESS || instead == Status.FAILURE) {
            return instead == Status.SUCCESS;
        }
        throw badInstead(tree, method, instead, "a condition: answer SUCCESS or FAILURE");
    }

    /**
     * Whether the tree calls {@code void} action {@code method}: yes when the listener
     * answered nothing instead of it ({@code instead} null), no when it answered SUCCESS;
     * another answer is refused with an {@code IllegalStateException} tagged
     * {@code [Arbor/BadStatus]}: a {@code void} action always succeeds.
     */
    public static boolean callsVoid(String tree, String method, Status instead) {
        if (instead == null) {
            return true;
        }
        if (instead == Status.SUCCESS) {
            return false;
        }
        throw badInstead(tree, method, instead,
                "a void action, which always succeeds: answer SUCCESS");
    }

    /**
     * What a listener answered instead of leaf {@code method}, as a status code
     * ({@code Status.ordinal()}), for the generic loop: {@code answers} is a bit per status code
     * the leaf's method can answer (RUNNING 2, SUCCESS 4, FAILURE 8; 0 for a leaf that calls
     * no method); another answer is refused with an {@code IllegalStateException} tagged
     * {@code [Arbor/BadStatus]}.
     */
    public static int insteadCode(String tree, String method, int answers, Status instead) {
        if ((answers & 1 << instead.ordinal()) != 0) {
            return instead.ordinal();
        }
        String what = answers == 0 ? "a leaf that calls no method: answer null for it"
                : answers == 12 ? "a condition: answer SUCCESS or FAILURE"
                : answers == 4 ? "a void action, which always succeeds: answer SUCCESS"
                : answers == 6 ? "an async action whose stage completes with nothing, which"
                        + " cannot fail: answer RUNNING or SUCCESS"
                : "an action: answer RUNNING, SUCCESS or FAILURE";
        throw badInstead(tree, method, instead, what);
    }

    private static IllegalStateException badInstead(String tree, String method, Status instead,
            String what) {
        return new IllegalStateException("[Arbor/BadStatus] " + tree + ": the listener answered "
                + instead + " instead of " + method + "(), " + what);
    }

    /**
     * Whether the tree calls a hook or service now: yes with no listener, else unless the
     * listener skips them (TreeListener.skipsHooks).
     */
    public static boolean callsHooks(TreeListener listener, Tree tree) {
        return listener == null || !listener.skipsHooks(tree);
    }

    /** reset() is done: tells {@code listener}, if any (TreeListener.resetDone). */
    public static void resetDone(TreeListener listener, Tree tree) {
        if (listener != null) {
            listener.resetDone(tree);
        }
    }

    /**
     * A value read from the agent (TreeListener.valueRead), on a path that tells it only when
     * {@code listener} is not null: tells it and answers {@code value}.
     */
    public static double read(TreeListener listener, Tree tree, int node, int index,
            double value) {
        if (listener != null) {
            listener.valueRead(tree, node, index, value);
        }
        return value;
    }

    /** {@link #read(TreeListener, Tree, int, int, double)} of a condition asked on entry. */
    public static boolean read(TreeListener listener, Tree tree, int node, boolean value) {
        read(listener, tree, node, 0, value ? 1 : 0);
        return value;
    }

    /** {@link #read(TreeListener, Tree, int, int, double)} of a Wait's milliseconds. */
    public static long read(TreeListener listener, Tree tree, int node, long millis) {
        read(listener, tree, node, 0, (double) millis);
        return millis;
    }

    /** {@link #read(TreeListener, Tree, int, int, double)} of the child a Switch picked. */
    public static int readChild(TreeListener listener, Tree tree, int node, int child) {
        read(listener, tree, node, 0, child);
        return child;
    }

    /** Whether {@code listener}, not null, takes the reads' answers (TreeListener.readsInstead). */
    public static boolean readsInstead(TreeListener listener, Tree tree) {
        return listener != null && listener.readsInstead(tree);
    }

    /** The value {@code listener} answers instead of a read, told back to it as read. */
    public static double instead(TreeListener listener, Tree tree, int node, int index) {
        return read(listener, tree, node, index, listener.valueInstead(tree, node, index));
    }

    /** {@link #instead} of a condition asked on entry: non-zero is true. */
    public static boolean insteadCondition(TreeListener listener, Tree tree, int node) {
        return read(listener, tree, node, listener.valueInstead(tree, node, 0) != 0);
    }

    /** {@link #instead} of a Wait's milliseconds. */
    public static long insteadMillis(TreeListener listener, Tree tree, int node) {
        return read(listener, tree, node, (long) listener.valueInstead(tree, node, 0));
    }

    /**
     * {@link #instead} of the child Switch {@code node} picks: -1 (none) or one of
     * {@code children}, else refused with an {@code IllegalStateException} tagged
     * {@code [Arbor/BadStatus]}.
     */
    public static int insteadChild(TreeListener listener, Tree tree, int node, int... children) {
        double answer = listener.valueInstead(tree, node, 0);
        int child = (int) answer;
        boolean known = child == -1 && answer == -1;
        for (int c : children) {
            known |= c == child && answer == c;
        }
        if (!known) {
            throw new IllegalStateException("[Arbor/BadStatus] the listener answered " + answer
                    + " instead of the Switch at node " + node + ", which picks one of "
                    + Arrays.toString(children) + " or -1");
        }
        return readChild(listener, tree, node, child);
    }

    /**
     * The duration a {@code @Wait} with {@code millisFrom} waits, in nanoseconds: its method's
     * answer {@code millis} (docs/semantics.md §5.4), as a constant {@code millis} is converted
     * (past about 292 years, {@link Long#MAX_VALUE}). A negative answer is refused with an
     * {@code IllegalStateException} tagged {@code [Arbor/BadDuration]}, which the tree handles
     * as an exception thrown by the method (§7).
     */
    public static long waitNanos(String tree, String wait, String method, long millis) {
        if (millis < 0) {
            throw new IllegalStateException("[Arbor/BadDuration] " + tree + ": " + method
                    + "() answered " + millis + " ms for @Wait " + wait + "(); a duration is 0"
                    + " or more milliseconds");
        }
        return millis > Long.MAX_VALUE / 1_000_000L ? Long.MAX_VALUE : millis * 1_000_000L;
    }

    /**
     * One column of a row-per-node table: generated code keeps its table readable, one row per
     * node, and looks nodes up in per-column arrays (one load, no multiplication).
     */
    public static int[] column(int[] table, int columns, int column) {
        int[] values = new int[table.length / columns];
        for (int row = 0; row < values.length; row++) {
            values[row] = table[row * columns + column];
        }
        return values;
    }

    /** The tables of a large tree, written in parts (a method's code is limited to 64 KiB). */
    public static int[] concat(int[]... parts) {
        int length = 0;
        for (int[] part : parts) {
            length += part.length;
        }
        int[] all = new int[length];
        int at = 0;
        for (int[] part : parts) {
            System.arraycopy(part, 0, all, at, part.length);
            at += part.length;
        }
        return all;
    }

    /** {@link #concat(int[]...)} for a table of longs. */
    public static long[] concatLongs(long[]... parts) {
        int length = 0;
        for (long[] part : parts) {
            length += part.length;
        }
        long[] all = new long[length];
        int at = 0;
        for (long[] part : parts) {
            System.arraycopy(part, 0, all, at, part.length);
            at += part.length;
        }
        return all;
    }

    /**
     * Draws an order of {@code count} children with the integer weights
     * {@code weights[from .. from + count)} into {@code out[at .. at + count)}, as child
     * positions: position by position, while two or more children not yet placed have a
     * positive weight, {@code r = next mod T} (unsigned; T = the sum of their weights) places
     * the first of them, in declared order, whose running weight sum exceeds r; the last one
     * with a positive weight is placed without a draw; then the zero-weight ones, in declared
     * order. Allocates nothing.
     */
    public static void drawOrder(SplitMix64 random, int[] weights, int from, int count,
            int[] out, int at) {
        int placed = 0;
        while (true) {
            long total = 0;
            int positive = 0;
            int lastPositive = -1;
            for (int child = 0; child < count; child++) {
                if (weights[from + child] > 0 && !placed(out, at, placed, child)) {
                    total += weights[from + child];
                    positive++;
                    lastPositive = child;
                }
            }
            if (positive == 0) {
                break;
            }
            if (positive == 1) {
                out[at + placed++] = lastPositive;
                continue;
            }
            long r = Long.remainderUnsigned(random.next(), total);
            long sum = 0;
            for (int child = 0; child < count; child++) {
                if (weights[from + child] > 0 && !placed(out, at, placed, child)) {
                    sum += weights[from + child];
                    if (sum > r) {
                        out[at + placed++] = child;
                        break;
                    }
                }
            }
        }
        for (int child = 0; child < count; child++) {
            if (weights[from + child] == 0) {
                out[at + placed++] = child;
            }
        }
    }

    private static boolean placed(int[] out, int at, int placed, int child) {
        for (int i = 0; i < placed; i++) {
            if (out[at + i] == child) {
                return true;
            }
        }
        return false;
    }

    /**
     * Orders {@code count} children by descending weight ({@code weights[0 .. count)}, compared
     * with {@link Double#compare}), ties in declared order, into {@code out[at .. at + count)}
     * as child positions. Allocates nothing.
     */
    public static void orderByWeight(double[] weights, int count, int[] out, int at) {
        for (int child = 0; child < count; child++) {
            int i = child;
            while (i > 0 && lighter(weights[out[at + i - 1]], weights[child])) {
                out[at + i] = out[at + i - 1];
                i--;
            }
            out[at + i] = child;
        }
    }

    // ---- §5.4 UtilitySelector: its order holds the children still in first (the one running,
    // or to enter, first of all), then the children out; its position counts those out

    /** Puts every child in: {@code order[at .. at + count)} becomes 0, 1, ..., count - 1. */
    public static void allIn(int[] order, int at, int count) {
        for (int child = 0; child < count; child++) {
            order[at + child] = child;
        }
    }

    /** Whether child {@code child} is among the {@code in} children in, {@code order[at ..]}. */
    public static boolean isIn(int[] order, int at, int in, int child) {
        for (int i = 0; i < in; i++) {
            if (order[at + i] == child) {
                return true;
            }
        }
        return false;
    }

    /**
     * The first child, which failed, goes out: it takes the place of the last child still in,
     * {@code in} being the count of those left once it is out.
     */
    public static void putOut(int[] order, int at, int in) {
        int failed = order[at];
        order[at] = order[at + in];
        order[at + in] = failed;
    }

    /**
     * Puts the best of the {@code in} children in first, then the others in declared order:
     * the best is the one of the highest score in {@code scores} (indexed by child), of equal
     * scores the first declared; a NaN score ranks below every number.
     */
    public static void putBestFirst(double[] scores, int in, int[] order, int at) {
        sortIn(order, at, in);
        int best = 0;
        for (int i = 1; i < in; i++) {
            if (higher(scores[order[at + i]], scores[order[at + best]])) {
                best = i;
            }
        }
        int child = order[at + best];
        System.arraycopy(order, at, order, at + 1, best);
        order[at] = child;
    }

    /**
     * Whether the best of the {@code in} children in other than the first (the running one)
     * scores more than {@code margin} above it (a number always does above NaN; NaN never
     * does); if so, that child is put first and the others follow in declared order.
     */
    public static boolean better(double[] scores, int in, int[] order, int at, double margin) {
        double running = scores[order[at]];
        int best = -1;
        for (int i = 1; i < in; i++) {
            if (best < 0 || higher(scores[order[at + i]], scores[order[at + best]])
                    || scores[order[at + i]] == scores[order[at + best]]
                    && order[at + i] < order[at + best]) {
                best = i;
            }
        }
        if (best < 0) {
            return false;
        }
        double other = scores[order[at + best]];
        if (Double.isNaN(other) || !Double.isNaN(running) && !(other - running > margin)) {
            return false;
        }
        int child = order[at + best];
        order[at + best] = order[at];
        order[at] = child;
        sortIn(order, at + 1, in - 1);
        return true;
    }

    /** {@code a} ranks above {@code b}: higher, or a number where {@code b} is NaN. */
    private static boolean higher(double a, double b) {
        return a > b || Double.isNaN(b) && !Double.isNaN(a);
    }

    /** Sorts {@code order[at .. at + count)} in declared order (ascending). */
    private static void sortIn(int[] order, int at, int count) {
        for (int i = 1; i < count; i++) {
            int child = order[at + i];
            int j = i;
            while (j > 0 && order[at + j - 1] > child) {
                order[at + j] = order[at + j - 1];
                j--;
            }
            order[at + j] = child;
        }
    }

    /**
     * {@code Double.compare(a, b) < 0}, answered by plain comparisons where they agree with it
     * (everything but two zeros, which it orders -0.0 first, and NaN, which it puts last), so
     * that equal weights, common in a tree, cost no bit conversions.
     */
    static boolean lighter(double a, double b) {
        if (a < b) {
            return true;
        }
        if (a > b || a == b && a != 0.0) {
            return false;
        }
        return Double.compare(a, b) < 0;
    }

    /**
     * §7, where one hook that throws stops none of the others: {@code thrown} when it is the
     * first exception ({@code first} is null), else {@code first}, with {@code thrown} added to
     * it as suppressed (unless it is {@code first} again).
     */
    public static Throwable firstFailure(Throwable first, Throwable thrown) {
        if (first == null) {
            return thrown;
        }
        if (first != thrown) {
            first.addSuppressed(thrown);
        }
        return first;
    }

    /**
     * Rethrows {@code failure} unchanged, whatever its type. Declared to return an exception so
     * that callers can write {@code throw TreeSupport.rethrow(t)}.
     */
    public static RuntimeException rethrow(Throwable failure) {
        throw TreeSupport.<RuntimeException>sneaky(failure);
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> T sneaky(Throwable failure) throws T {
        throw (T) failure;
    }
}
