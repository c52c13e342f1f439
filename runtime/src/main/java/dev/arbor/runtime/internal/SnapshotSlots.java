// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.internal;

import static dev.arbor.runtime.internal.SnapshotBytes.putVarInt;
import static dev.arbor.runtime.internal.SnapshotBytes.putVarLong;
import static dev.arbor.runtime.internal.SnapshotBytes.unzigzag;
import static dev.arbor.runtime.internal.SnapshotBytes.varInt;
import static dev.arbor.runtime.internal.SnapshotBytes.varIntSize;
import static dev.arbor.runtime.internal.SnapshotBytes.varLength;
import static dev.arbor.runtime.internal.SnapshotBytes.varLong;
import static dev.arbor.runtime.internal.SnapshotBytes.varLongSize;
import static dev.arbor.runtime.internal.SnapshotBytes.zigzag;
import static dev.arbor.runtime.internal.SnapshotSupport.impossible;
import static dev.arbor.runtime.internal.SnapshotSupport.node;
import static dev.arbor.runtime.internal.SnapshotSupport.refused;

/**
 * The nodes' own state and the timers in the snapshot of a tree that keeps its state in an array
 * (docs/snapshots.md): each state slot has a role (a count, a flag, a guard's tick, a parallel's
 * cursor and counts, a position in a drawn order, a kept result), written as a varint and
 * checked against what that role can hold; timers are written relative to the tree's clock
 * reading. The frame and the other checks are {@link SnapshotSupport}.
 */
public final class SnapshotSlots {
    /** A count of 0 to its limit: the roles of the per-node state of a tree in an array. */
    public static final int COUNT = 0;
    /** A flag: 0 or 1 (a guard that fired, a Cooldown that entered its child). */
    public static final int FLAG = 1;
    /** The tick a guard was entered in: any value, written relative to the tree's tick count. */
    public static final int TICK = 2;
    /** A parallel's next branch: 0 (never entered), a child, or the end of its subtree. */
    public static final int CURSOR = 3;
    /** A parallel's branches that succeeded: 0 to its branch count (the parameter). */
    public static final int SUCCEEDED = 4;
    /** A parallel's branches that failed: as SUCCEEDED, and the two add up to no more. */
    public static final int FAILED = 5;
    /** Where a random or weighted composite is in its order: 0 to its child count. */
    public static final int POSITION = 6;
    /** One child position of such an order: the order is all 0 (never drawn) or a permutation. */
    public static final int ORDER = 7;
    /**
     * A result a RunOnce keeps, or the latest answer of a condition a parallel re-asks: 0
     * (none), or the code of SUCCESS (2) or FAILURE (3).
     */
    public static final int RESULT = 8;
    /** A Permit's request: 0 (none), 1 (waiting for a settle) or 2 (it holds a permit), §5.7. */
    public static final int PERMIT = 9;
    /** Columns of a role table: the role, its parameter (a limit or a count), the node. */
    public static final int ROLE_COLUMNS = 3;

    private SnapshotSlots() {}

    /**
     * Checks {@code slots} values of per-node state from {@code at}, by the rows of
     * {@code roles} (role, parameter, node); answers where they end.
     */
    public static int checkSlots(String tree, String[] methods, byte[] bytes, int at, int end,
            int slots, int[] roles, int[] subtreeEnds) {
        int previous = 0;
        for (int r = 0; r < slots * ROLE_COLUMNS; r += ROLE_COLUMNS) {
            int role = roles[r];
            int limit = roles[r + 1];
            int node = roles[r + 2];
            long read = varInt(tree, bytes, at, end);
            int value = (int) (read >>> 32);
            at = (int) read;
            boolean valid = switch (role) {
                case COUNT, SUCCEEDED, POSITION -> value >= 0 && value <= limit;
                case FAILED -> value >= 0 && value <= limit - previous;
                case FLAG -> value == 0 || value == 1;
                case TICK -> true;
                case ORDER -> value >= 0 && value < limit;
                case CURSOR -> value == 0 || isBranch(node, value, subtreeEnds);
                case RESULT -> value == 0 || value == 2 || value == 3;
                case PERMIT -> value >= 0 && value <= 2;
                default -> throw new IllegalArgumentException("role " + role);
            };
            if (!valid) {
                throw impossible(tree, "the state of " + node(methods, node) + " holds "
                        + Integer.toUnsignedString(value) + " where it keeps "
                        + roleName(role, limit));
            }
            if (role == POSITION && !isOrder(tree, bytes, at, end, limit)) {
                throw impossible(tree, "the order of the children of " + node(methods, node)
                        + " is not an order of " + limit + " children");
            }
            previous = value;
        }
        return at;
    }

    private static String roleName(int role, int limit) {
        return switch (role) {
            case COUNT -> "a count of 0 to " + limit;
            case SUCCEEDED, FAILED -> "a count of branches (" + limit + " in all)";
            case POSITION -> "a position in an order of " + limit;
            case ORDER -> "a child position of 0 to " + (limit - 1);
            case CURSOR -> "the branch it visits next";
            case RESULT -> "a kept result (0 none, 2 SUCCESS, 3 FAILURE)";
            case PERMIT -> "a permit request (0 none, 1 waiting, 2 holding)";
            default -> "a flag (0 or 1)";
        };
    }

    /** Whether {@code value} is where parallel {@code node} visits next: a child, or its end. */
    private static boolean isBranch(int node, int value, int[] subtreeEnds) {
        int end = subtreeEnds[node];
        for (int child = node + 1; child < end; child = subtreeEnds[child]) {
            if (child == value) {
                return true;
            }
        }
        return value == end;
    }

    /** Whether the {@code count} numbers from {@code at} are all 0 or a permutation. */
    private static boolean isOrder(String tree, byte[] bytes, int at, int end, int count) {
        boolean zeros = true;
        for (int i = 0, p = at; i < count; i++) {
            long read = varInt(tree, bytes, p, end);
            int value = (int) (read >>> 32);
            p = (int) read;
            if (value < 0 || value >= count) {
                return false;
            }
            zeros &= value == 0;
        }
        if (zeros) {
            return true; // never drawn
        }
        for (int i = 0, p = at; i < count; i++) {
            long read = varInt(tree, bytes, p, end);
            p = (int) read;
            for (int j = i + 1, later = p; j < count; j++) {
                long other = varInt(tree, bytes, later, end);
                later = (int) other;
                if (other >>> 32 == read >>> 32) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Writes the per-node state {@code state[from ..]}: each value as a varint, a guard's tick
     * ({@link #TICK}) relative to {@code ticks}. Answers where it ends.
     */
    public static int putSlots(byte[] bytes, int at, int[] state, int from, int[] roles,
            int ticks) {
        for (int i = from, r = 0; i < state.length; i++, r += ROLE_COLUMNS) {
            int value = state[i];
            at = putVarInt(bytes, at, roles[r] == TICK ? zigzag(ticks - value) : value);
        }
        return at;
    }

    /** The bytes {@link #putSlots} writes. */
    public static int slotsSize(int[] state, int from, int[] roles, int ticks) {
        int size = 0;
        for (int i = from, r = 0; i < state.length; i++, r += ROLE_COLUMNS) {
            int value = state[i];
            size += varIntSize(roles[r] == TICK ? zigzag(ticks - value) : value);
        }
        return size;
    }

    /** Reads what {@link #putSlots} wrote (checked already) into {@code state[from ..]}. */
    public static int getSlots(byte[] bytes, int at, int[] state, int from, int[] roles,
            int ticks) {
        for (int i = from, r = 0; i < state.length; i++, r += ROLE_COLUMNS) {
            long read = varInt(null, bytes, at, bytes.length);
            int value = (int) (read >>> 32);
            at = (int) read;
            state[i] = roles[r] == TICK ? ticks - unzigzag(value) : value;
        }
        return at;
    }

    /**
     * Writes the clock readings {@code times}: a bit per timer (set when it holds a reading,
     * {@code timed}), then each reading as a varint of its difference to {@code now}, which any
     * two readings have, whatever their values (they may lie on either side of a wrap from
     * {@code Long.MAX_VALUE} to {@code Long.MIN_VALUE}). Answers where it ends.
     */
    public static int putTimes(byte[] bytes, int at, long[] times, boolean[] timed, long now) {
        int bits = at;
        at += (times.length + 7) / 8;
        for (int i = bits; i < at; i++) {
            bytes[i] = 0;
        }
        for (int t = 0; t < times.length; t++) {
            if (timed[t]) {
                bytes[bits + t / 8] |= (byte) (1 << (t & 7));
                at = putVarLong(bytes, at, zigzag(times[t] - now));
            }
        }
        return at;
    }

    /** The bytes {@link #putTimes} writes. */
    public static int timesSize(long[] times, boolean[] timed, long now) {
        int size = (times.length + 7) / 8;
        for (int t = 0; t < times.length; t++) {
            if (timed[t]) {
                size += varLongSize(zigzag(times[t] - now));
            }
        }
        return size;
    }

    /** Checks what {@link #putTimes} wrote for {@code count} timers; answers where it ends. */
    public static int checkTimes(String tree, byte[] bytes, int at, int end, int count) {
        int bits = at;
        at += (count + 7) / 8;
        if (at > end) {
            throw refused(tree, "corrupt snapshot: its clock readings run past its end");
        }
        if (count % 8 != 0 && (bytes[at - 1] & 0xFF) >>> (count % 8) != 0) {
            throw impossible(tree, "a reading of timer " + (count + Integer.numberOfTrailingZeros(
                    (bytes[at - 1] & 0xFF) >>> (count % 8))) + " (it has " + count + ")");
        }
        for (int t = 0; t < count; t++) {
            if ((bytes[bits + t / 8] & 1 << (t & 7)) != 0) {
                varLong(tree, bytes, at, end);
                at += varLength(bytes, at);
            }
        }
        return at;
    }

    /**
     * Reads what {@link #putTimes} wrote (checked already) into {@code times} and
     * {@code timed}: a timer without a reading gets none (and 0).
     */
    public static int getTimes(byte[] bytes, int at, long[] times, boolean[] timed, long now) {
        int bits = at;
        at += (times.length + 7) / 8;
        for (int t = 0; t < times.length; t++) {
            timed[t] = (bytes[bits + t / 8] & 1 << (t & 7)) != 0;
            if (timed[t]) {
                times[t] = now + unzigzag(varLong(null, bytes, at, bytes.length));
                at += varLength(bytes, at);
            } else {
                times[t] = 0;
            }
        }
        return at;
    }
}
