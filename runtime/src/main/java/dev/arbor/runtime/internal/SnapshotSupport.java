package dev.arbor.runtime.internal;

import java.util.Arrays;

/**
 * What generated trees call to write and read their snapshots (docs/snapshots.md): the frame
 * every snapshot has (a first byte naming the format and its version, the layout hash, the
 * state, a CRC-32), the encodings of numbers, the checks of the values that are the same for
 * every tree, and the errors. Everything here allocates nothing, except to build an error.
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
    /** Columns of a role table: the role, its parameter (a limit or a count), the node. */
    public static final int ROLE_COLUMNS = 3;

    /** A timer that holds no reading (as the generated trees' NO_TIME). */
    private static final long NO_TIME = Long.MIN_VALUE;
    private static final int[] CRC_TABLE = crcTable();

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
     * Writes the clock readings {@code times}: a bit per timer (set when it holds a reading),
     * then each reading as a varint of its difference to {@code now}. Answers where it ends.
     */
    public static int putTimes(byte[] bytes, int at, long[] times, long now) {
        int bits = at;
        at += (times.length + 7) / 8;
        for (int i = bits; i < at; i++) {
            bytes[i] = 0;
        }
        for (int t = 0; t < times.length; t++) {
            if (times[t] != NO_TIME) {
                bytes[bits + t / 8] |= (byte) (1 << (t & 7));
                at = putVarLong(bytes, at, zigzag(times[t] - now));
            }
        }
        return at;
    }

    /** The bytes {@link #putTimes} writes. */
    public static int timesSize(long[] times, long now) {
        int size = (times.length + 7) / 8;
        for (long time : times) {
            if (time != NO_TIME) {
                size += varLongSize(zigzag(time - now));
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

    /** Reads what {@link #putTimes} wrote (checked already) into {@code times}. */
    public static int getTimes(byte[] bytes, int at, long[] times, long now) {
        int bits = at;
        at += (times.length + 7) / 8;
        for (int t = 0; t < times.length; t++) {
            if ((bytes[bits + t / 8] & 1 << (t & 7)) != 0) {
                times[t] = now + unzigzag(varLong(null, bytes, at, bytes.length));
                at += varLength(bytes, at);
            } else {
                times[t] = NO_TIME;
            }
        }
        return at;
    }

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
                throw refused(tree, "corrupt snapshot: a number runs past the end of the state");
            }
            int b = bytes[at++];
            if (shift == 28 && (b & 0xF0) != 0 || b == 0 && shift > 0) {
                throw refused(tree, "corrupt snapshot: a number is not written as this format"
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
                throw refused(tree, "corrupt snapshot: a number runs past the end of the state");
            }
            int b = bytes[at++];
            if (shift == 63 && (b & 0xFE) != 0 || b == 0 && shift > 0) {
                throw refused(tree, "corrupt snapshot: a number is not written as this format"
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
