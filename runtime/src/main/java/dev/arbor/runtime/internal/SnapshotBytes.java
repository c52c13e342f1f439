// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.internal;

/**
 * The encodings of a snapshot's numbers (docs/snapshots.md): fixed widths, varints (LEB128, with
 * zigzag for signed values) and the CRC-32 that seals the frame. Nothing here allocates, except to
 * build an error; {@link SnapshotSupport} holds the frame and the checks that use them.
 */
public final class SnapshotBytes {
    private static final int[] CRC_TABLE = crcTable();

    private SnapshotBytes() {}

    // ---- numbers

    /** Writes {@code value} in 8 bytes, most significant first; answers where they end. */
    public static int putLong(byte[] bytes, int at, long value) {
        for (int i = 7; i >= 0; i--) {
            bytes[at + i] = (byte) value;
            value >>>= 8;
        }
        return at + 8;
    }

    public static long getLong(byte[] bytes, int at) {
        long value = 0;
        for (int i = 0; i < 8; i++) {
            value = value << 8 | (bytes[at + i] & 0xFF);
        }
        return value;
    }

    public static void putInt(byte[] bytes, int at, int value) {
        bytes[at] = (byte) (value >>> 24);
        bytes[at + 1] = (byte) (value >>> 16);
        bytes[at + 2] = (byte) (value >>> 8);
        bytes[at + 3] = (byte) value;
    }

    public static int getInt(byte[] bytes, int at) {
        return (bytes[at] & 0xFF) << 24 | (bytes[at + 1] & 0xFF) << 16
                | (bytes[at + 2] & 0xFF) << 8 | bytes[at + 3] & 0xFF;
    }

    /**
     * Writes {@code value}, unsigned, in {@code width} bytes (1 to 4), most significant first:
     * how a tree with its state in fields writes a node index.
     */
    public static void put(byte[] bytes, int at, int value, int width) {
        for (int i = width - 1; i >= 0; i--) {
            bytes[at + i] = (byte) value;
            value >>>= 8;
        }
    }

    /** Reads what {@link #put} wrote. */
    public static int get(byte[] bytes, int at, int width) {
        int value = 0;
        for (int i = 0; i < width; i++) {
            value = value << 8 | (bytes[at + i] & 0xFF);
        }
        return value;
    }

    /** Writes {@code value}, unsigned, 7 bits a byte, lowest first (LEB128); answers the end. */
    public static int putVarInt(byte[] bytes, int at, int value) {
        while ((value & ~0x7F) != 0) {
            bytes[at++] = (byte) (value & 0x7F | 0x80);
            value >>>= 7;
        }
        bytes[at++] = (byte) value;
        return at;
    }

    /** The bytes {@link #putVarInt} writes for {@code value}. */
    public static int varIntSize(int value) {
        return value >>> 7 == 0 ? 1 : value >>> 14 == 0 ? 2 : value >>> 21 == 0 ? 3
                : value >>> 28 == 0 ? 4 : 5;
    }

    /**
     * Reads a number {@link #putVarInt} wrote at {@code at}, which must end before {@code end}:
     * answers the number in the high 32 bits and where it ends in the low 32 (no allocation).
     *
     * @throws IllegalArgumentException naming {@code tree} if it runs past {@code end}, is
     *     longer than 32 bits or is not in its shortest form
     */
    public static long varInt(String tree, byte[] bytes, int at, int end) {
        int value = 0;
        for (int shift = 0; ; shift += 7) {
            if (at >= end) {
                throw SnapshotSupport.refused(tree, "corrupt snapshot: a number runs past the end of the state");
            }
            int b = bytes[at++];
            if (shift == 28 && (b & 0xF0) != 0 || b == 0 && shift > 0) {
                throw SnapshotSupport.refused(tree, "corrupt snapshot: a number is not written as this format"
                        + " writes it");
            }
            value |= (b & 0x7F) << shift;
            if (b >= 0) {
                return (long) value << 32 | at;
            }
        }
    }

    /** As {@link #putVarInt}, for a 64-bit number (up to 10 bytes). */
    public static int putVarLong(byte[] bytes, int at, long value) {
        while ((value & ~0x7FL) != 0) {
            bytes[at++] = (byte) (value & 0x7F | 0x80);
            value >>>= 7;
        }
        bytes[at++] = (byte) value;
        return at;
    }

    /** The bytes {@link #putVarLong} writes for {@code value}. */
    public static int varLongSize(long value) {
        int size = 1;
        while ((value & ~0x7FL) != 0) {
            value >>>= 7;
            size++;
        }
        return size;
    }

    /**
     * Reads a number {@link #putVarLong} wrote at {@code at}, which must end before {@code end};
     * {@link #varLength} tells where it ends.
     *
     * @throws IllegalArgumentException as {@link #varInt}
     */
    public static long varLong(String tree, byte[] bytes, int at, int end) {
        long value = 0;
        for (int shift = 0; ; shift += 7) {
            if (at >= end) {
                throw SnapshotSupport.refused(tree, "corrupt snapshot: a number runs past the end of the state");
            }
            int b = bytes[at++];
            if (shift == 63 && (b & 0xFE) != 0 || b == 0 && shift > 0) {
                throw SnapshotSupport.refused(tree, "corrupt snapshot: a number is not written as this format"
                        + " writes it");
            }
            value |= (long) (b & 0x7F) << shift;
            if (b >= 0) {
                return value;
            }
        }
    }

    /** The length of the varint at {@code at} (checked already). */
    public static int varLength(byte[] bytes, int at) {
        int length = 1;
        while (bytes[at++] < 0) {
            length++;
        }
        return length;
    }

    /** The {@code index}th varint from {@code at} (those before it checked already). */
    public static int varIntAt(byte[] bytes, int at, int index) {
        for (int i = 0; i < index; i++) {
            at += varLength(bytes, at);
        }
        return (int) (varInt(null, bytes, at, bytes.length) >>> 32);
    }

    /** Signed to unsigned, small magnitudes small: 0, -1, 1, -2 give 0, 1, 2, 3. */
    public static int zigzag(int value) {
        return value << 1 ^ value >> 31;
    }

    public static int unzigzag(int value) {
        return value >>> 1 ^ -(value & 1);
    }

    public static long zigzag(long value) {
        return value << 1 ^ value >> 63;
    }

    public static long unzigzag(long value) {
        return value >>> 1 ^ -(value & 1);
    }

    // ---- CRC-32

    /**
     * The CRC-32 of {@code bytes[from, to)}: the IEEE 802.3 polynomial, as
     * {@code java.util.zip.CRC32} computes it, from tables, allocating nothing, four bytes a step
     * ("slicing by 4"). It detects every change of up to 32 consecutive bits, so every corrupt
     * byte.
     */
    public static int crc32(byte[] bytes, int from, int to) {
        int[] table = CRC_TABLE;
        int crc = ~0;
        int i = from;
        for (; i + 4 <= to; i += 4) {
            crc ^= bytes[i] & 0xFF | (bytes[i + 1] & 0xFF) << 8 | (bytes[i + 2] & 0xFF) << 16
                    | (bytes[i + 3] & 0xFF) << 24;
            crc = table[768 + (crc & 0xFF)] ^ table[512 + (crc >>> 8 & 0xFF)]
                    ^ table[256 + (crc >>> 16 & 0xFF)] ^ table[crc >>> 24];
        }
        for (; i < to; i++) {
            crc = table[(crc ^ bytes[i]) & 0xFF] ^ crc >>> 8;
        }
        return ~crc;
    }

    /** Four tables of 256: the CRC of one byte, then of one byte followed by 1, 2, 3 zeros. */
    private static int[] crcTable() {
        int[] table = new int[1024];
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? 0xEDB88320 ^ c >>> 1 : c >>> 1;
            }
            table[n] = c;
        }
        for (int n = 0; n < 256; n++) {
            for (int k = 1; k < 4; k++) {
                int previous = table[(k - 1) * 256 + n];
                table[k * 256 + n] = previous >>> 8 ^ table[previous & 0xFF];
            }
        }
        return table;
    }
}
