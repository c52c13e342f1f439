// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.internal;

import static dev.arbor.runtime.internal.SnapshotBytes.crc32;
import static dev.arbor.runtime.internal.SnapshotBytes.getInt;
import static dev.arbor.runtime.internal.SnapshotBytes.getLong;
import static dev.arbor.runtime.internal.SnapshotBytes.putInt;
import static dev.arbor.runtime.internal.SnapshotBytes.putLong;
import static dev.arbor.runtime.internal.SnapshotBytes.varIntAt;

import java.util.Arrays;

/**
 * What generated trees call to write and read their snapshots (docs/snapshots.md): the frame
 * every snapshot has (a first byte naming the format and its version, the layout hash, the
 * state, a CRC-32), the checks of the values that are the same for every tree, and the errors;
 * the encodings of the numbers are {@link SnapshotBytes}, the nodes' own state and the timers
 * {@link SnapshotSlots}. Everything here allocates nothing, except to build an error.
 *
 * <p>A snapshot's state is checked whole before anything is written, so the checks here only
 * read the bytes; the generated {@code restore} writes its state once they have all passed.
 */
public final class SnapshotSupport {
    /** The first byte of a snapshot: 0xA (Arbor) in its high four bits, the version in its low. */
    public static final int FIRST_BYTE = 0xA1;
    /** The format version this runtime writes and reads. */
    public static final int VERSION = FIRST_BYTE & 0x0F;
    /** The first byte and the layout hash. */
    public static final int HEADER = 9;
    /** The CRC-32 at the end. */
    public static final int CHECKSUM = 4;


    private SnapshotSupport() {}

    // ---- the frame

    /** Writes the first byte and the layout hash at {@code at}; answers where the state starts. */
    public static int header(byte[] bytes, int at, long layoutHash) {
        bytes[at] = (byte) FIRST_BYTE;
        putLong(bytes, at + 1, layoutHash);
        return at + HEADER;
    }

    /**
     * Writes the CRC-32 of {@code bytes[offset, end)} at {@code end}; answers the length of the
     * snapshot that starts at {@code offset}.
     */
    public static int seal(byte[] bytes, int offset, int end) {
        putInt(bytes, end, crc32(bytes, offset, end));
        return end + CHECKSUM - offset;
    }

    /**
     * Checks the frame of the snapshot in {@code bytes[offset, offset + length)}: its first byte
     * (an Arbor snapshot, of this format version), its layout hash, its length ({@code min} to
     * {@code max}) and its checksum. A layout hash that differs is reported as another layout
     * when the bytes are a whole snapshot (their checksum matches), as corrupt bytes otherwise.
     * Answers where the checksum starts, which ends the state.
     *
     * @throws IllegalArgumentException naming {@code tree} and what is wrong
     */
    public static int checkFrame(String tree, byte[] bytes, int offset, int length, int min,
            int max, long layoutHash) {
        if (length >= min && length <= max && bytes[offset] == (byte) FIRST_BYTE
                && getLong(bytes, offset + 1) == layoutHash) {
            int end = offset + length - CHECKSUM;
            if (getInt(bytes, end) == crc32(bytes, offset, end)) {
                return end; // the way of every snapshot restored: short, so that it is inlined
            }
        }
        throw frameError(tree, bytes, offset, length, min, max, layoutHash);
    }

    /** What is wrong with a frame {@link #checkFrame} refused, in the order it says. */
    private static IllegalArgumentException frameError(String tree, byte[] bytes, int offset,
            int length, int min, int max, long layoutHash) {
        if (length < 1 || (bytes[offset] & 0xF0) != (FIRST_BYTE & 0xF0)) {
            return refused(tree, length < 1 ? "it is empty: not a snapshot"
                    : "it does not start as an Arbor snapshot does (first byte "
                            + hex(bytes[offset]) + ", expected " + hex((byte) FIRST_BYTE) + ")");
        }
        if ((bytes[offset] & 0x0F) != VERSION) {
            return refused(tree, "it is in snapshot format version " + (bytes[offset] & 0x0F)
                    + ", and this Arbor reads version " + VERSION);
        }
        if (length < HEADER + CHECKSUM) {
            return refused(tree, "it is " + length + " bytes long, shorter than any snapshot:"
                    + " truncated");
        }
        int end = offset + length - CHECKSUM;
        int stored = getInt(bytes, end);
        int computed = crc32(bytes, offset, end);
        long hash = getLong(bytes, offset + 1);
        if (hash != layoutHash && stored == computed) {
            return new IllegalArgumentException("[Arbor/Snapshot] " + tree + ".restore() refused"
                    + " a snapshot of another tree layout: the snapshot has layout hash "
                    + hex(hash) + ", " + tree + " has " + hex(layoutHash) + " (a snapshot of"
                    + " another tree class, or of " + tree + " compiled from another tree);"
                    + " the tree is unchanged");
        }
        if (hash == layoutHash && (length < min || length > max)) {
            return refused(tree, "it is " + length + " bytes long, and a snapshot of " + tree
                    + " is " + (min == max ? min + " bytes" : min + " to " + max + " bytes")
                    + ": truncated or corrupt");
        }
        if (stored != computed) {
            return refused(tree, "its checksum does not match its bytes (stored "
                    + hex(stored) + ", computed " + hex(computed) + "): corrupt or truncated");
        }
        return impossible(tree, "its frame"); // not reached: checkFrame found something wrong
    }

    /** The error of a refused restore: {@code reason} says what is wrong with the bytes. */
    public static IllegalArgumentException refused(String tree, String reason) {
        return new IllegalArgumentException("[Arbor/Snapshot] " + tree + ".restore() refused the"
                + " bytes: " + reason + "; the tree is unchanged");
    }

    /** As {@link #refused}, for a value the state cannot hold. */
    public static IllegalArgumentException impossible(String tree, String what) {
        return refused(tree, "corrupt or forged snapshot: " + what + ", which no run of " + tree
                + " can leave between two ticks");
    }

    /** The error for a status and main stack that disagree. */
    public static IllegalArgumentException badStatus(String tree, int status, int top,
            String[] methods) {
        return impossible(tree, "the last tick answered " + (status == 1 ? "RUNNING" : "status "
                + status) + " while the main run stack " + (top < 0 ? "is empty"
                        : "runs " + node(methods, top)));
    }

    /** The error for the top of a run stack that no node can be between ticks. */
    public static IllegalArgumentException badTop(String tree, int stack, int top,
            String[] methods) {
        return impossible(tree, "run stack " + stack + " has " + node(methods, top)
                + " on top");
    }

    /** The error for an abort entry watching what it cannot watch. */
    public static IllegalArgumentException badWatch(String tree, int condition, int watched,
            String[] methods) {
        return impossible(tree, "the abort entry of " + node(methods, condition) + " watches "
                + (watched == -1 ? "nothing" : watched == -2 ? "nothing yet (dormant)"
                        : node(methods, watched)));
    }

    /** {@code node 5 (retry)}, or {@code node 99} when there is no such node. */
    public static String node(String[] methods, int node) {
        return node >= 0 && node < methods.length ? "node " + node + " (" + methods[node] + ")"
                : "node " + node;
    }

    // ---- checks of the state of a tree that keeps it in an array

    /**
     * Checks the top of run stack {@code stack}: none ({@code -1}), or a node of that stack that
     * can be on top of it between ticks ({@code resting}, ascending); on a branch stack, the
     * parallel owning it must be on top of its own stack. {@code tops} is where the stack tops
     * start in {@code bytes} (checked already up to this one).
     */
    public static void checkTop(String tree, String[] methods, int stack, int top, int[] resting,
            int[] stackOf, int[] stackOwners, byte[] bytes, int tops) {
        if (top == -1) {
            return;
        }
        if (top < 0 || top >= stackOf.length || stackOf[top] != stack
                || Arrays.binarySearch(resting, top) < 0) {
            throw badTop(tree, stack, top, methods);
        }
        if (stack > 0) {
            int owner = stackOwners[stack];
            int ownerTop = varIntAt(bytes, tops, stackOf[owner]) - 1;
            if (ownerTop != owner) {
                throw impossible(tree, "run stack " + stack + " runs " + node(methods, top)
                        + " in a branch of " + node(methods, owner) + ", which is not running");
            }
        }
    }

    /**
     * Checks abort entry {@code entry}: what it watches ({@code -1} none, {@code -2} dormant, or
     * a composite) and what it stored ({@code result << 2 | type}, 0 for nothing). Row
     * {@code [from, to)} of {@code watches} holds its own composite and the type it has there,
     * then each composite it can watch (its own first, if its type has SELF) and its type there.
     * A watched composite, or the own composite of a dormant entry, must be running:
     * {@code tops} is where the stack tops start in {@code bytes}.
     */
    public static void checkEntry(String tree, String[] methods, int condition, int watched,
            int stored, int[] watches, int from, int to, byte[] bytes, int tops, int[] stackOf,
            int[] subtreeEnds) {
        int result = stored >> 2;
        int type = stored & 3;
        boolean answered = (result == 2 || result == 3) && type != 0 && stored <= 15;
        int own = watches[from];
        int ownType = watches[from + 1];
        if (watched == -1) {
            if (stored == 0) {
                return;
            }
            boolean known = type == ownType;
            for (int i = from + 2; i < to && !known; i += 2) {
                known = watches[i + 1] == type;
            }
            if (!answered || !known) {
                throw impossible(tree, "the abort entry of " + node(methods, condition)
                        + " stored " + stored);
            }
            return;
        }
        int expected = -1;
        int composite = -1;
        if (watched == -2 && (ownType & 1) == 0) {
            expected = ownType;
            composite = own;
        } else {
            for (int i = from + 2; i < to; i += 2) {
                if (watches[i] == watched) {
                    expected = watches[i + 1];
                    composite = watched;
                }
            }
        }
        if (composite < 0 || !running(bytes, tops, stackOf, subtreeEnds, composite)) {
            throw badWatch(tree, condition, watched, methods);
        }
        if (!answered || type != expected) {
            throw impossible(tree, "the abort entry of " + node(methods, condition)
                    + " stored " + stored);
        }
    }

    /** Whether {@code node} runs, by the stack tops written from {@code tops}. */
    private static boolean running(byte[] bytes, int tops, int[] stackOf, int[] subtreeEnds,
            int node) {
        int top = varIntAt(bytes, tops, stackOf[node]) - 1;
        return node <= top && top < subtreeEnds[node];
    }


    private static String hex(byte value) {
        return String.format("0x%02x", value & 0xFF);
    }

    private static String hex(int value) {
        return String.format("0x%08x", value);
    }

    private static String hex(long value) {
        return String.format("0x%016x", value);
    }
}
