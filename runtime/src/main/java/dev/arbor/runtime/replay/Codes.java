// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.replay;

import dev.arbor.Status;

/**
 * The record tags of a recording's body (docs/recording.md, "The body"), the trace hash, and
 * the varint encoding the body uses.
 */
final class Codes {
    private Codes() {}

    // steps: what the user did to the tree, in order
    static final int TICK = 1; // zigzag varlong: clock reading minus the previous one
    static final int TICK_NO_CLOCK = 2;
    static final int END = 3; // status ordinal, 8-byte trace hash
    static final int THREW = 4; // 8-byte trace hash
    static final int PAUSE = 5; // zigzag varlong clock delta
    static final int PAUSE_NO_CLOCK = 6;
    static final int RESUME = 7; // zigzag varlong clock delta
    static final int RESUME_NO_CLOCK = 8;
    static final int RESET = 9;
    static final int SNAPSHOT = 10; // varint length, bytes
    // events: what the listener heard
    static final int ENTER = 11; // node
    static final int ANSWER = 12; // node, status
    static final int DONE = 13; // node, status
    static final int REASK = 14; // node, status
    static final int ABORT = 15; // condition, watched
    static final int GUARD = 16; // node
    static final int RAISED = 17; // node
    static final int CLEARED = 18; // node
    static final int SERVICE = 19; // node, name number
    static final int NAME = 20; // varint length, UTF-8: the next name number
    static final int VALUE = 21; // node, index, 8-byte double

    static final long HASH_START = 0xcbf29ce484222325L;

    /** FNV-1a over one event's tag and arguments. */
    static long hash(long hash, int tag, long a, long b) {
        hash = (hash ^ tag) * 0x100000001b3L;
        hash = (hash ^ a) * 0x100000001b3L;
        return (hash ^ b) * 0x100000001b3L;
    }

    static boolean isStep(int tag) {
        return tag >= TICK && tag <= SNAPSHOT;
    }

    static Status status(int ordinal) {
        return Status.values()[ordinal];
    }

    /** One event as a trace line, with the node names of {@code names}. */
    static String line(int tag, long a, long b, double value, String[] names, String service) {
        return switch (tag) {
            case ENTER -> "enter " + names[(int) a];
            case ANSWER -> "answer " + names[(int) a] + " " + word(b);
            case DONE -> "end " + names[(int) a] + " " + word(b);
            case REASK -> "reask " + names[(int) a] + " " + word(b);
            case ABORT -> "abort " + names[(int) a] + " in " + names[(int) b];
            case GUARD -> "guard " + names[(int) a];
            case RAISED -> "raise " + names[(int) a];
            case CLEARED -> "clear " + names[(int) a];
            case SERVICE -> "service " + service + " of " + names[(int) a];
            case VALUE -> "read " + names[(int) a] + "[" + b + "] " + value;
            case TICK, TICK_NO_CLOCK -> "tick";
            case END -> "=> " + word(a);
            case THREW -> "=> throws";
            case PAUSE, PAUSE_NO_CLOCK -> "pause";
            case RESUME, RESUME_NO_CLOCK -> "resume";
            case RESET -> "reset";
            default -> "tag " + tag;
        };
    }

    private static String word(long status) {
        return status(Math.toIntExact(status)).name().toLowerCase(java.util.Locale.ROOT);
    }

    /** A growable byte buffer with the body's encodings. */
    static final class Out {
        byte[] bytes = new byte[256];
        int size;

        void ensure(int more) {
            if (size + more > bytes.length) {
                bytes = java.util.Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
            }
        }

        void tag(int tag) {
            ensure(1);
            bytes[size++] = (byte) tag;
        }

        void varint(long value) { // unsigned
            ensure(10);
            while ((value & ~0x7FL) != 0) {
                bytes[size++] = (byte) ((value & 0x7F) | 0x80);
                value >>>= 7;
            }
            bytes[size++] = (byte) value;
        }

        void zigzag(long value) {
            varint((value << 1) ^ (value >> 63));
        }

        void fixed(long value) {
            ensure(8);
            for (int i = 0; i < 8; i++) {
                bytes[size++] = (byte) (value >>> (56 - 8 * i));
            }
        }

        void raw(byte[] data, int from, int length) {
            ensure(length);
            System.arraycopy(data, from, bytes, size, length);
            size += length;
        }
    }

    /** A reader over a body; a read past its end throws {@link IllegalArgumentException}. */
    static final class In {
        final byte[] bytes;
        final int end;
        int at;

        In(byte[] bytes, int from, int end) {
            this.bytes = bytes;
            this.at = from;
            this.end = end;
        }

        boolean more() {
            return at < end;
        }

        int tag() {
            need(1);
            return bytes[at++] & 0xFF;
        }

        int peek() {
            need(1);
            return bytes[at] & 0xFF;
        }

        long varint() {
            long value = 0;
            for (int shift = 0; shift < 64; shift += 7) {
                need(1);
                byte b = bytes[at++];
                value |= (long) (b & 0x7F) << shift;
                if (b >= 0) {
                    return value;
                }
            }
            throw new IllegalArgumentException("a varint longer than 10 bytes at " + at);
        }

        int small(int limit, String what) {
            long value = varint();
            if (value < 0 || value >= limit) {
                throw new IllegalArgumentException(what + " " + value + " out of range at " + at);
            }
            return (int) value;
        }

        long zigzag() {
            long value = varint();
            return (value >>> 1) ^ -(value & 1);
        }

        long fixed() {
            need(8);
            long value = 0;
            for (int i = 0; i < 8; i++) {
                value = value << 8 | (bytes[at++] & 0xFF);
            }
            return value;
        }

        void need(int count) {
            if (end - at < count) {
                throw new IllegalArgumentException("the body ends in the middle of a record");
            }
        }
    }
}
