package dev.arbor.runtime.internal;

import dev.arbor.Status;

/**
 * Helpers called by generated trees, kept here so that generated classes stay short. Not meant
 * for user code.
 */
public final class TreeSupport {
    private TreeSupport() {}

    /**
     * The error for {@code tick()} or {@code reset()} called while the same tree is ticking
     * (from inside one of its own leaves or hooks).
     */
    public static IllegalStateException reentrant(String tree, String method) {
        return new IllegalStateException("[Arbor/Reentrant] " + tree + "." + method
                + "() called while " + tree + " is ticking (from inside one of its own leaves or"
                + " hooks); a tree cannot tick itself: return RUNNING and let the caller tick again");
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
            while (i > 0 && Double.compare(weights[out[at + i - 1]], weights[child]) < 0) {
                out[at + i] = out[at + i - 1];
                i--;
            }
            out[at + i] = child;
        }
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
