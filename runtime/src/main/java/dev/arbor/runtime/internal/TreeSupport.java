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
