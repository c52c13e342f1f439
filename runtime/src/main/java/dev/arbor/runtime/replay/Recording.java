// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.replay;

import dev.arbor.Status;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.zip.CRC32;

/**
 * A recorded session of one tree instance (docs/recording.md): what a {@link Recorder} kept, in
 * order: each tick's clock reading, its whole trace (every node entered and ended, every leaf
 * answer, re-evaluation, abort, guard, event, service run and value read) and its status with a
 * hash of its trace; the pauses, resumes, resets and raises between ticks; and a snapshot of the
 * tree at the start and every N ticks. Immutable; {@link #write(Path)} and {@link #read(Path)}
 * keep it in a file of the format that docs/recording.md describes.
 *
 * <p>Ticks are numbered from 1, in the order they ran; a paused tick, which does nothing, is not
 * recorded. For a timeline: {@link #ticks()}, and for each tick its {@link #status(int)},
 * {@link #clockNanos(int)}, {@link #trace(int)}, {@link #between(int)} and the agent's
 * {@link #fields(int)}. The window of a ring ({@link Recorder#keepLast}) numbers its ticks from 1
 * too; {@link #ticksBefore()} tells how many ran before it.
 */
public final class Recording {
    /** The file's first bytes: "ARBOR-REC" then a format version. */
    private static final byte[] MAGIC = "ARBOR-REC".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    /** The version of the file format this class writes and reads. */
    public static final int FORMAT_VERSION = 2;

    /** What the file's header holds (docs/recording.md, "The file"). */
    record Header(String treeClass, long layoutHash, String[] nodes, String[] kinds,
            int[] parents, int snapshotEvery, boolean clockRecorded, int ticksBefore,
            long clockBase, String[][] fields) {}

    private final String treeClass;
    private final long layoutHash;
    private final String[] nodes;
    /** Null in a recording of version 1. */
    private final String[] kinds;
    private final int[] parents;
    private final int snapshotEvery;
    private final boolean clockRecorded;
    private final int ticksBefore;
    private final long clockBase;
    /** names, types, declaring classes, why unreadable (null entries: readable). */
    private final String[][] fieldDeclarations;
    private final byte[] body;
    private final byte[] fieldsBody;
    /** The fields' records: {absolute tick, offset, 1 if all}. */
    private final List<int[]> fieldRecords = new ArrayList<>();
    // the index, built by reading the whole body once
    private final List<String> services = new ArrayList<>();
    private int[] tickAt = new int[16]; // offset of tick n's TICK record, from 1
    private long[] tickClock = new long[16];
    private int ticks;
    private final List<int[]> snapshots = new ArrayList<>(); // {offset, ticks before}
    private final List<Long> snapshotClock = new ArrayList<>(); // previous clock reading there

    Recording(Header header, byte[] body, byte[] fieldsBody) {
        this.treeClass = header.treeClass();
        this.layoutHash = header.layoutHash();
        this.nodes = header.nodes().clone();
        this.kinds = header.kinds() == null ? null : header.kinds().clone();
        this.parents = header.parents() == null ? null : header.parents().clone();
        this.snapshotEvery = header.snapshotEvery();
        this.clockRecorded = header.clockRecorded();
        this.ticksBefore = header.ticksBefore();
        this.clockBase = header.clockBase();
        this.fieldDeclarations = header.fields();
        this.body = body;
        this.fieldsBody = fieldsBody;
        index();
        indexFields();
    }

    /**
     * The tree's nodes as the recorded tree's {@code nodes()} listed them (method, kind and
     * parent of each, by pre-order index), for drawing the tree and naming its conditions without
     * its class; null for a recording of format version 1, which kept the names only.
     */
    public dev.arbor.runtime.TreeNodes treeNodes() {
        if (kinds == null) {
            return null;
        }
        String simple = treeClass.substring(treeClass.lastIndexOf('.') + 1);
        return new dev.arbor.runtime.TreeNodes(simple, nodes, kinds, parents);
    }

    /**
     * How many ticks ran before this recording's first: 0, but for the window of a ring
     * ({@link Recorder#keepLast}), whose tick 1 is tick {@code ticksBefore() + 1} of the session.
     */
    public int ticksBefore() {
        return ticksBefore;
    }

    /**
     * The agent's fields at the end of tick {@code tick} (0: when the recording starts): every
     * field's name, type and value, and which values changed in that tick. A recording without
     * fields (format version 1, or recorded with {@link Recorder#fields(boolean) fields(false)})
     * answers none.
     *
     * @throws IndexOutOfBoundsException if there is no such tick (they count from 1)
     */
    public RecordedFields fields(int tick) {
        if (tick != 0) {
            checkTick(tick);
        }
        String[] values = values((long) ticksBefore + tick);
        boolean[] changed = new boolean[values.length];
        if (tick > 0) {
            String[] before = values((long) ticksBefore + tick - 1);
            for (int i = 0; i < values.length; i++) {
                changed[i] = !values[i].equals(before[i]);
            }
        }
        return new RecordedFields(fieldDeclarations[0].clone(), fieldDeclarations[1].clone(),
                fieldDeclarations[2].clone(), fieldDeclarations[3].clone(), values, changed);
    }

    /**
     * The fields' values at the end of tick {@code absolute} of the session: the values kept at
     * the last snapshot before it (a snapshot's values are those between its tick and the next),
     * then the changes of each tick since.
     */
    private String[] values(long absolute) {
        int count = fieldDeclarations[0].length;
        String[] values = new String[count];
        for (int i = 0; i < count; i++) {
            String unreadable = fieldDeclarations[3][i];
            values[i] = unreadable != null ? "not readable (" + unreadable + ")" : "?";
        }
        int start = -1;
        for (int r = 0; r < fieldRecords.size(); r++) {
            int[] record = fieldRecords.get(r);
            if (record[0] > absolute) {
                break;
            }
            if (record[2] == 1 && (record[0] < absolute || absolute == ticksBefore)) {
                start = r;
            }
        }
        if (start < 0) {
            return values;
        }
        int from = fieldRecords.get(start)[0];
        for (int r = start; r < fieldRecords.size(); r++) {
            int[] record = fieldRecords.get(r);
            if (record[0] > absolute) {
                break;
            }
            if (r > start && (record[2] == 1 || record[0] <= from)) {
                continue; // a later snapshot's values, or changes the start's values hold
            }
            Codes.In in = new Codes.In(fieldsBody, record[1], fieldsBody.length);
            in.varint();
            in.tag();
            int n = in.small(count + 1, "a count of fields");
            for (int j = 0; j < n; j++) {
                int field = in.small(count, "a field");
                int length = in.small(1 << 20, "a value's length");
                in.need(length);
                values[field] = new String(fieldsBody, in.at, length,
                        java.nio.charset.StandardCharsets.UTF_8);
                in.at += length;
            }
        }
        return values;
    }

    /**
     * What was done to the tree between tick {@code tick - 1} and tick {@code tick}, a line per
     * step: {@code raise EVENT}, {@code pause}, {@code resume}, {@code reset}; before tick 1,
     * what was done after the recording started.
     *
     * @throws IndexOutOfBoundsException if there is no such tick (they count from 1)
     */
    public List<String> between(int tick) {
        checkTick(tick);
        int from = 0;
        if (tick > 1) {
            Cursor cursor = cursor(tickAt[tick - 1], 0);
            cursor.next();
            while (cursor.hasNext() && cursor.offset() < tickAt[tick]) {
                cursor.next();
                if (cursor.tag == Codes.END || cursor.tag == Codes.THREW) {
                    break;
                }
            }
            from = cursor.offset();
        }
        List<String> lines = new ArrayList<>();
        Cursor cursor = cursor(from, 0);
        while (cursor.hasNext() && cursor.offset() < tickAt[tick]) {
            cursor.next();
            switch (cursor.tag) {
                case Codes.RAISED, Codes.PAUSE, Codes.PAUSE_NO_CLOCK, Codes.RESUME,
                        Codes.RESUME_NO_CLOCK, Codes.RESET, Codes.CLEARED, Codes.DONE ->
                        lines.add(Codes.line(cursor.tag, cursor.a, cursor.b, cursor.value, nodes,
                                cursor.service));
                default -> { }
            }
        }
        return lines;
    }

    private void indexFields() {
        int count = fieldDeclarations[0].length;
        Codes.In in = new Codes.In(fieldsBody, 0, fieldsBody.length);
        try {
            while (in.more()) {
                int at = in.at;
                long tick = in.varint();
                int all = in.tag();
                int n = in.small(count + 1, "a count of fields");
                for (int j = 0; j < n; j++) {
                    in.small(count, "a field");
                    int length = in.small(1 << 20, "a value's length");
                    in.need(length);
                    in.at += length;
                }
                if (tick > Integer.MAX_VALUE || all > 1) {
                    throw new IllegalArgumentException("a fields record out of range at " + at);
                }
                fieldRecords.add(new int[] {(int) tick, at, all});
            }
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("corrupt recording: its fields: " + e.getMessage(),
                    e);
        }
    }

    /** The tree's generated class name, as {@code getClass().getName()} answered. */
    public String treeClass() {
        return treeClass;
    }

    /** The tree's {@code layoutHash()}: a replay needs a tree of the same layout. */
    public long layoutHash() {
        return layoutHash;
    }

    /** The node names (method names), by pre-order index, of the tree recorded. */
    public List<String> nodes() {
        return List.of(nodes);
    }

    /** Every how many ticks the recorder took a snapshot (besides the one at the start). */
    public int snapshotEvery() {
        return snapshotEvery;
    }

    /** Whether the clock's readings were recorded (the tree was built with {@link Recorder#clock}). */
    public boolean clockRecorded() {
        return clockRecorded;
    }

    /** The number of ticks recorded. */
    public int ticks() {
        return ticks;
    }

    /** The number of snapshots, the one at the start included. */
    public int snapshots() {
        return snapshots.size();
    }

    /** The size of the recorded body in bytes (the file adds a header of names and a checksum). */
    public int bodyBytes() {
        return body.length;
    }

    /**
     * What tick {@code tick} answered: RUNNING, SUCCESS or FAILURE, or null for a tick that threw.
     *
     * @throws IndexOutOfBoundsException if there is no such tick (they count from 1)
     */
    public Status status(int tick) {
        Status[] status = {null};
        forEachEvent(tick, (tag, a, b, value, service) -> {
            if (tag == Codes.END) {
                status[0] = Codes.status((int) a);
            }
        });
        return status[0];
    }

    /**
     * The clock reading of tick {@code tick}, in nanoseconds, as the tree read it.
     *
     * @throws IndexOutOfBoundsException if there is no such tick (they count from 1)
     * @throws IllegalStateException if the clock was not recorded
     */
    public long clockNanos(int tick) {
        checkTick(tick);
        if (!clockRecorded) {
            throw new IllegalStateException("the clock was not recorded: build the tree with"
                    + " Recorder.clock(clock) to record it");
        }
        return tickClock[tick];
    }

    /**
     * The trace of tick {@code tick}, a line per event, in order: {@code tick},
     * {@code enter NODE}, {@code answer LEAF STATUS}, {@code reask CONDITION STATUS},
     * {@code end NODE STATUS}, {@code abort CONDITION in COMPOSITE}, {@code guard NODE},
     * {@code raise EVENT}, {@code clear EVENT}, {@code service NAME of NODE},
     * {@code read NODE[INDEX] VALUE}, and last {@code => STATUS} or {@code => throws}.
     *
     * @throws IndexOutOfBoundsException if there is no such tick (they count from 1)
     */
    public List<String> trace(int tick) {
        List<String> lines = new ArrayList<>();
        forEachEvent(tick, (tag, a, b, value, service) ->
                lines.add(Codes.line(tag, a, b, value, nodes, service)));
        return lines;
    }

    interface EventSink {
        void event(int tag, long a, long b, double value, String service);
    }

    private void forEachEvent(int tick, EventSink sink) {
        checkTick(tick);
        Cursor cursor = cursor(tickAt[tick], 0);
        cursor.next(); // the TICK
        sink.event(cursor.tag, 0, 0, 0, null);
        while (cursor.hasNext()) {
            cursor.next();
            if (Codes.isStep(cursor.tag) && cursor.tag != Codes.END && cursor.tag != Codes.THREW) {
                return;
            }
            if (cursor.tag == Codes.NAME) {
                continue; // a service's name, which the next SERVICE record carries
            }
            sink.event(cursor.tag, cursor.a, cursor.b, cursor.value, cursor.service);
            if (cursor.tag == Codes.END || cursor.tag == Codes.THREW) {
                return;
            }
        }
    }

    private void checkTick(int tick) {
        if (tick < 1 || tick > ticks) {
            throw new IndexOutOfBoundsException("tick " + tick + " of a recording of " + ticks
                    + " ticks (they count from 1)");
        }
    }

    // ---- for the replayer

    String[] names() {
        return nodes;
    }

    /** The last snapshot taken after at most {@code tick} ticks: {offset, ticks before}. */
    int[] snapshotAtOrBefore(int tick) {
        int[] best = snapshots.get(0);
        for (int[] s : snapshots) {
            if (s[1] <= tick) {
                best = s;
            }
        }
        return best;
    }

    long clockBeforeSnapshot(int offset) {
        for (int i = 0; i < snapshots.size(); i++) {
            if (snapshots.get(i)[0] == offset) {
                return snapshotClock.get(i);
            }
        }
        throw new IllegalArgumentException("no snapshot at " + offset);
    }

    Cursor cursor(int offset, long clock) {
        return new Cursor(offset, clock);
    }

    /** Reads the body record by record, each in the fields. */
    final class Cursor {
        private final Codes.In in;
        long clock; // the last clock reading, absolute
        int tag;
        int at; // the offset of the record
        long a;
        long b;
        double value;
        String service;
        byte[] snapshot;

        Cursor(int offset, long clock) {
            this.in = new Codes.In(body, offset, body.length);
            this.clock = clock;
        }

        boolean hasNext() {
            return in.more();
        }

        int offset() {
            return in.at;
        }

        /** Back to the record at {@code offset}, one with no clock reading. */
        void seek(int offset) {
            in.at = offset;
        }

        int peek() {
            return in.peek();
        }

        void next() {
            at = in.at;
            tag = in.tag();
            a = 0;
            b = 0;
            value = 0;
            service = null;
            snapshot = null;
            switch (tag) {
                case Codes.TICK, Codes.PAUSE, Codes.RESUME -> clock += in.zigzag();
                case Codes.TICK_NO_CLOCK, Codes.PAUSE_NO_CLOCK, Codes.RESUME_NO_CLOCK,
                        Codes.RESET -> { }
                case Codes.END -> {
                    a = in.small(4, "a status");
                    b = in.fixed();
                }
                case Codes.THREW -> b = in.fixed();
                case Codes.SNAPSHOT -> {
                    int length = in.small(Integer.MAX_VALUE, "a snapshot's length");
                    in.need(length);
                    snapshot = Arrays.copyOfRange(body, in.at, in.at + length);
                    in.at += length;
                }
                case Codes.ENTER, Codes.GUARD, Codes.RAISED, Codes.CLEARED ->
                        a = in.small(nodes.length, "a node");
                case Codes.ANSWER, Codes.DONE, Codes.REASK -> {
                    a = in.small(nodes.length, "a node");
                    b = in.small(4, "a status");
                }
                case Codes.ABORT -> {
                    a = in.small(nodes.length, "a node");
                    b = in.small(nodes.length, "a node");
                }
                case Codes.SERVICE -> {
                    a = in.small(nodes.length, "a node");
                    b = in.small(services.size(), "a service name");
                    service = services.get((int) b);
                }
                case Codes.NAME -> {
                    int length = in.small(1 << 16, "a name's length");
                    in.need(length);
                    service = new String(body, in.at, length,
                            java.nio.charset.StandardCharsets.UTF_8);
                    in.at += length;
                }
                case Codes.VALUE -> {
                    a = in.small(nodes.length, "a node");
                    b = in.small(1 << 16, "an index");
                    value = Double.longBitsToDouble(in.fixed());
                }
                default -> throw new IllegalArgumentException("unknown record tag " + tag
                        + " at offset " + at);
            }
        }
    }

    /** The clock reading before the recording's first record (not 0 for a ring's window). */
    long clockBase() {
        return clockBase;
    }

    private void index() {
        Cursor cursor = new Cursor(0, clockBase);
        try {
            while (cursor.hasNext()) {
                long before = cursor.clock;
                cursor.next();
                switch (cursor.tag) {
                    case Codes.TICK, Codes.TICK_NO_CLOCK -> {
                        if (++ticks == tickAt.length) {
                            tickAt = Arrays.copyOf(tickAt, ticks * 2);
                            tickClock = Arrays.copyOf(tickClock, ticks * 2);
                        }
                        tickAt[ticks] = cursor.at;
                        tickClock[ticks] = cursor.clock;
                    }
                    case Codes.SNAPSHOT -> {
                        snapshots.add(new int[] {cursor.at, ticks});
                        snapshotClock.add(before);
                    }
                    case Codes.NAME -> {
                        if (!services.contains(cursor.service)) {
                            services.add(cursor.service); // a ring's window names them again
                        }
                    }
                    default -> { }
                }
            }
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("corrupt recording: " + e.getMessage(), e);
        }
        if (snapshots.isEmpty() || snapshots.get(0)[0] != 0) {
            throw new IllegalArgumentException("corrupt recording: it does not start with a"
                    + " snapshot");
        }
    }

    // ---- the file

    /**
     * The recording as the bytes of a file (docs/recording.md, "The file"): a header, the body,
     * and a CRC-32 of everything before it.
     */
    public byte[] toBytes() {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(body.length + 64);
            DataOutputStream out = new DataOutputStream(bytes);
            out.write(MAGIC);
            out.writeShort(FORMAT_VERSION);
            out.writeUTF(treeClass);
            out.writeLong(layoutHash);
            out.writeInt(nodes.length);
            for (String node : nodes) {
                out.writeUTF(node);
            }
            out.writeInt(snapshotEvery);
            out.writeBoolean(clockRecorded);
            // version 2
            for (int i = 0; i < nodes.length; i++) {
                out.writeUTF(kinds == null ? "" : kinds[i]);
                out.writeInt(parents == null ? i - 1 : parents[i]);
            }
            out.writeInt(ticksBefore);
            out.writeLong(clockBase);
            out.writeInt(fieldDeclarations[0].length);
            for (int i = 0; i < fieldDeclarations[0].length; i++) {
                out.writeUTF(fieldDeclarations[0][i]);
                out.writeUTF(fieldDeclarations[1][i]);
                out.writeUTF(fieldDeclarations[2][i]);
                out.writeBoolean(fieldDeclarations[3][i] != null);
                if (fieldDeclarations[3][i] != null) {
                    out.writeUTF(fieldDeclarations[3][i]);
                }
            }
            out.writeInt(body.length);
            out.write(body);
            out.writeInt(fieldsBody.length);
            out.write(fieldsBody);
            CRC32 crc = new CRC32();
            crc.update(bytes.toByteArray());
            out.writeInt((int) crc.getValue());
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a ByteArrayOutputStream does not fail
        }
    }

    /**
     * Writes the recording to {@code file}, replacing it.
     *
     * @throws UncheckedIOException if the file cannot be written
     */
    public void write(Path file) {
        Objects.requireNonNull(file, "file");
        try {
            Files.write(file, toBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a recording that {@link #write(Path)} wrote.
     *
     * @throws IllegalArgumentException if the file is not a recording (another kind of file), of
     *     another format version, truncated, or corrupt (its checksum does not match, or its
     *     records do not read): the message says which and names the file
     * @throws UncheckedIOException if the file cannot be read
     */
    public static Recording read(Path file) {
        Objects.requireNonNull(file, "file");
        try {
            return fromBytes(Files.readAllBytes(file), file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a recording from the bytes {@link #toBytes()} answered.
     *
     * @throws IllegalArgumentException as {@link #read(Path)}
     */
    public static Recording fromBytes(byte[] bytes) {
        return fromBytes(Objects.requireNonNull(bytes, "bytes"), "the bytes");
    }

    private static Recording fromBytes(byte[] bytes, String source) {
        if (bytes.length < MAGIC.length + 2
                || !Arrays.equals(bytes, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
            throw new IllegalArgumentException(source + " is not an Arbor recording (it does not"
                    + " start with ARBOR-REC)");
        }
        int version = (bytes[MAGIC.length] & 0xFF) << 8 | bytes[MAGIC.length + 1] & 0xFF;
        if (version != 1 && version != FORMAT_VERSION) {
            throw new IllegalArgumentException(source + " is an Arbor recording of format version "
                    + version + "; this reader reads versions 1 and " + FORMAT_VERSION);
        }
        if (bytes.length < MAGIC.length + 6) {
            throw new IllegalArgumentException(source + " is a truncated Arbor recording");
        }
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - 4);
        int stored = (bytes[bytes.length - 4] & 0xFF) << 24 | (bytes[bytes.length - 3] & 0xFF) << 16
                | (bytes[bytes.length - 2] & 0xFF) << 8 | bytes[bytes.length - 1] & 0xFF;
        if (stored != (int) crc.getValue()) {
            throw new IllegalArgumentException(source + " is a corrupt or truncated Arbor"
                    + " recording: its checksum does not match");
        }
        try (DataInputStream in = new DataInputStream(new java.io.ByteArrayInputStream(bytes,
                MAGIC.length + 2, bytes.length - MAGIC.length - 6))) {
            String treeClass = in.readUTF();
            long layoutHash = in.readLong();
            int count = in.readInt();
            if (count < 1 || count > 1 << 20) {
                throw new IllegalArgumentException(source + " is a corrupt Arbor recording: "
                        + count + " nodes");
            }
            String[] nodes = new String[count];
            for (int i = 0; i < count; i++) {
                nodes[i] = in.readUTF();
            }
            int snapshotEvery = in.readInt();
            boolean clock = in.readBoolean();
            String[] kinds = null;
            int[] parents = null;
            int ticksBefore = 0;
            long clockBase = 0;
            String[][] fields = new String[4][0];
            if (version >= 2) {
                kinds = new String[count];
                parents = new int[count];
                for (int i = 0; i < count; i++) {
                    kinds[i] = in.readUTF();
                    parents[i] = in.readInt();
                    if (parents[i] < -1 || parents[i] >= i || (parents[i] == -1) != (i == 0)) {
                        throw new IllegalArgumentException(source + " is a corrupt Arbor"
                                + " recording: node " + i + "'s parent is " + parents[i]);
                    }
                }
                ticksBefore = in.readInt();
                clockBase = in.readLong();
                int fieldCount = in.readInt();
                if (fieldCount < 0 || fieldCount > 1 << 16) {
                    throw new IllegalArgumentException(source + " is a corrupt Arbor recording: "
                            + fieldCount + " fields");
                }
                fields = new String[4][fieldCount];
                for (int i = 0; i < fieldCount; i++) {
                    fields[0][i] = in.readUTF();
                    fields[1][i] = in.readUTF();
                    fields[2][i] = in.readUTF();
                    fields[3][i] = in.readBoolean() ? in.readUTF() : null;
                }
            }
            int length = in.readInt();
            int fieldsLength = 0;
            if (version >= 2) {
                if (length < 0 || length > in.available() - 4) {
                    throw new IllegalArgumentException(source + " is a corrupt Arbor recording: its"
                            + " body's length does not match");
                }
            } else if (length < 0 || length != in.available()) {
                throw new IllegalArgumentException(source + " is a corrupt Arbor recording: its"
                        + " body's length does not match");
            }
            byte[] body = in.readNBytes(length);
            byte[] fieldsBody = new byte[0];
            if (version >= 2) {
                fieldsLength = in.readInt();
                if (fieldsLength < 0 || fieldsLength != in.available()) {
                    throw new IllegalArgumentException(source + " is a corrupt Arbor recording:"
                            + " its fields' length does not match");
                }
                fieldsBody = in.readNBytes(fieldsLength);
            }
            try {
                return new Recording(new Header(treeClass, layoutHash, nodes, kinds, parents,
                        snapshotEvery, clock, ticksBefore, clockBase, fields), body, fieldsBody);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + " is a " + e.getMessage(), e);
            }
        } catch (EOFException e) {
            throw new IllegalArgumentException(source + " is a truncated Arbor recording", e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String toString() {
        return "Recording of " + treeClass + ": " + ticks + " ticks, " + snapshots.size()
                + " snapshots, " + body.length + " bytes";
    }
}
