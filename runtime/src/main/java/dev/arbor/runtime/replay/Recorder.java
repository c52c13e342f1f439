// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.replay;

import dev.arbor.Status;
import dev.arbor.runtime.AgentFields;
import dev.arbor.runtime.Clock;
import dev.arbor.runtime.FieldValues;
import dev.arbor.runtime.ForwardingTreeListener;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executor;

/**
 * Records what one tree instance does, as a {@link Recording} that a {@link Replayer} can run
 * again (docs/recording.md). It is the tree's listener: {@link #start(Tree)} takes a snapshot of
 * the tree and attaches the recorder, which then forwards every call to the listener that was
 * attached before (so a test's overrides and a trace recorder keep working), and
 * {@link #stop()} puts that listener back.
 *
 * <pre>{@code
 * Recorder recorder = new Recorder(100);            // a snapshot every 100 ticks
 * GolemTree tree = new GolemTree(golem, recorder.clock(Clock.system()), seed);
 * recorder.start(tree);
 * for (...) { recorder.tick(); }                    // or tree.tick() and recorder.checkpoint()
 * recorder.recording().write(Path.of("golem.arbrec"));
 * }</pre>
 *
 * <p>Kept per tick: the clock's reading (when the tree was built with {@link #clock(Clock)}),
 * every node entered and ended, every leaf answer and re-evaluation, every value read from the
 * agent ({@link TreeListener#valueRead}), aborts, guards, events, service runs, the status and a
 * hash of the trace; between ticks, the pauses, resumes, resets and raises; and a snapshot at
 * the start and then every N ticks, taken by {@link #tick()} or {@link #checkpoint()} (a
 * listener cannot take one during a tick). Recording allocates only when its buffer grows.
 * Not thread-safe: used on the thread that ticks the tree.
 *
 * <p>The agent's fields ({@link #fields(boolean)}, on unless told otherwise): at the end of each
 * tick the recorder reads them through the tree's generated {@link AgentFields}, renders each as
 * {@link FieldValues#render} does, and keeps those that changed since the tick before; at each
 * snapshot it keeps all of them ({@link Recording#fields(int)}). A value of an immutable type
 * (a number, a boolean, a char, a string, an enum constant, null) that is the same as at the
 * tick before is not rendered again; any other is rendered at every tick's end to be compared.
 *
 * <p>A ring ({@link #keepLast(int)}) keeps only the last ticks: when a snapshot is taken, the
 * oldest stretch between two snapshots is dropped while the ticks after it are still at least
 * that many, so that the window always starts at a snapshot and replays.
 */
public final class Recorder extends ForwardingTreeListener {
    private final int snapshotEvery;
    private final Codes.Out out = new Codes.Out();
    /** The fields' records (docs/recording.md, "The fields"). */
    private final Codes.Out fieldsOut = new Codes.Out();
    private boolean withFields = true;
    private AgentFields agentFields;
    private Object agent;
    /** Each field's value as last recorded (null: unreadable, or not yet read). */
    private String[] lastValues;
    /** Each field's last value when of an immutable type ({@link #NOT_KEPT} otherwise). */
    private Object[] lastRaw;
    private int[] changedFields;
    private String[] changedValues;
    // the ring: 0 keeps every tick
    private int keep;
    private Executor between;
    private boolean checkpointAsked;
    /** Where each kept stretch starts: its snapshot's offset in the body and in the fields. */
    private int[] segmentBody = new int[4];
    private int[] segmentFields = new int[4];
    private int[] segmentTicks = new int[4];
    private long[] segmentClock = new long[4];
    private int segments;
    private int ticksDropped;
    private long clockDropped;
    private final Map<String, Integer> serviceNumbers = new HashMap<>();
    private Tree tree;
    private TreeListener next;
    private RecordingClock clock;
    private long lastReading; // the clock reading the body's deltas are from
    private boolean inTick;
    private long hash;
    private int ticks;
    private int ticksAtSnapshot;

    /** A recorder that takes a snapshot every 100 ticks. */
    public Recorder() {
        this(100);
    }

    /**
     * A recorder that takes a snapshot every {@code snapshotEvery} ticks (a replay from tick n
     * restores the last snapshot at or before it and replays the ticks since).
     *
     * @throws IllegalArgumentException if {@code snapshotEvery} is less than 1
     */
    public Recorder(int snapshotEvery) {
        if (snapshotEvery < 1) {
            throw new IllegalArgumentException("snapshotEvery is " + snapshotEvery
                    + "; take a snapshot every 1 tick or more");
        }
        this.snapshotEvery = snapshotEvery;
    }

    /**
     * Whether to record the agent's fields (on unless told otherwise): their names and types once,
     * and per tick the values that changed. Call it before {@link #start(Tree)}.
     *
     * @return this recorder
     * @throws IllegalStateException if the recorder has started
     */
    public Recorder fields(boolean on) {
        notStarted("fields");
        this.withFields = on;
        return this;
    }

    /**
     * Keeps only the last {@code ticks} ticks, for a live view: when a snapshot is taken, the
     * oldest stretch between two snapshots is dropped while the ticks after it are at least
     * {@code ticks}. The window then holds from {@code ticks} to
     * {@code ticks + 2 * snapshotEvery - 1} ticks and starts at a snapshot ({@link Recording#ticksBefore()} tells how many ran before
     * it), and the memory held is that many ticks' bytes ({@link #bytes()}) and one snapshot per
     * stretch. A tree ticked by other code must have {@link #checkpoint()} called between ticks,
     * or be given {@link #checkpointsThrough}, or nothing is ever dropped. Call it before
     * {@link #start(Tree)}.
     *
     * @return this recorder
     * @throws IllegalArgumentException if {@code ticks} is less than 1
     * @throws IllegalStateException if the recorder has started
     */
    public Recorder keepLast(int ticks) {
        notStarted("keepLast");
        if (ticks < 1) {
            throw new IllegalArgumentException("keepLast(" + ticks + "): keep 1 tick or more");
        }
        this.keep = ticks;
        return this;
    }

    /**
     * For a tree ticked by other code: when a snapshot is due, the recorder asks {@code between}
     * (which runs a task on the ticking thread between two ticks, such as a game loop's queue or
     * a {@code TreeRunner}'s {@code betweenUpdates}) to run {@link #checkpoint()}, once per
     * snapshot. Call it before {@link #start(Tree)}.
     *
     * @return this recorder
     * @throws IllegalStateException if the recorder has started
     */
    public Recorder checkpointsThrough(Executor between) {
        notStarted("checkpointsThrough");
        this.between = Objects.requireNonNull(between, "between");
        return this;
    }

    private void notStarted(String what) {
        if (tree != null) {
            throw new IllegalStateException(what + "(...) after start(tree): set it before");
        }
    }

    /**
     * {@code clock} with every reading recorded: build the tree with it (one per tree), so that
     * the recording holds the readings of its ticks, pauses and resumes and a replay reads the
     * same. A tree built with another clock is recorded without them.
     */
    public Clock clock(Clock clock) {
        Objects.requireNonNull(clock, "clock");
        this.clock = new RecordingClock(clock);
        return this.clock;
    }

    /**
     * Starts recording {@code tree}: takes its snapshot, then attaches this recorder as its
     * listener, forwarding to the listener attached before, if any. Call it between ticks.
     *
     * @throws IllegalStateException if this recorder has already started
     */
    public void start(Tree tree) {
        Objects.requireNonNull(tree, "tree");
        if (this.tree != null) {
            throw new IllegalStateException("this recorder already records " + this.tree
                    .getClass().getName() + "; a recorder records one session");
        }
        this.tree = tree;
        this.next = tree.listener();
        if (withFields) {
            agentFields = tree.agentFields();
            agent = tree.agent();
            int count = agentFields.count();
            lastValues = new String[count];
            lastRaw = new Object[count];
            java.util.Arrays.fill(lastRaw, NOT_KEPT);
            changedFields = new int[count];
            changedValues = new String[count];
        }
        snapshot();
        tree.setListener(this);
    }

    /** Stops recording: puts back the listener that was attached before {@link #start(Tree)}. */
    public void stop() {
        if (tree != null && tree.listener() == this) {
            closeThrownTick();
            tree.setListener(next);
        }
    }

    /**
     * Ticks the tree, taking a snapshot first when {@code snapshotEvery} ticks have run since
     * the last one ({@link #checkpoint()}).
     */
    public Status tick() {
        checkpoint();
        return tree.tick();
    }

    /**
     * Takes a snapshot if {@code snapshotEvery} ticks have run since the last one: for a tree
     * ticked by other code, call it between ticks.
     *
     * @throws IllegalStateException if called during a tick, or before {@link #start(Tree)}
     */
    public void checkpoint() {
        if (tree == null) {
            throw new IllegalStateException("start(tree) first");
        }
        checkpointAsked = false;
        if (ticks - ticksAtSnapshot >= snapshotEvery) {
            snapshot();
        }
    }

    private void snapshot() {
        closeThrownTick();
        byte[] snapshot = tree.snapshot();
        if (segments == segmentBody.length) {
            segmentBody = java.util.Arrays.copyOf(segmentBody, segments * 2);
            segmentFields = java.util.Arrays.copyOf(segmentFields, segments * 2);
            segmentTicks = java.util.Arrays.copyOf(segmentTicks, segments * 2);
            segmentClock = java.util.Arrays.copyOf(segmentClock, segments * 2);
        }
        segmentBody[segments] = out.size;
        segmentFields[segments] = fieldsOut.size;
        segmentTicks[segments] = ticks;
        segmentClock[segments] = lastReading;
        segments++;
        out.tag(Codes.SNAPSHOT);
        out.varint(snapshot.length);
        out.raw(snapshot, 0, snapshot.length);
        if (keep > 0) {
            // a window must name every service it may meet: each stretch names them all again
            String[] known = new String[serviceNumbers.size()];
            serviceNumbers.forEach((name, number) -> known[number] = name);
            for (String service : known) {
                name(service);
            }
        }
        ticksAtSnapshot = ticks;
        if (withFields) {
            readFields(true);
        }
        if (keep > 0) {
            trim();
        }
    }

    /** Drops the oldest stretches the window does not need. */
    private void trim() {
        int drop = 0;
        while (segments - drop > 1 && ticks - segmentTicks[drop + 1] >= keep) {
            drop++;
        }
        if (drop == 0) {
            return;
        }
        int body = segmentBody[drop];
        int fields = segmentFields[drop];
        System.arraycopy(out.bytes, body, out.bytes, 0, out.size - body);
        out.size -= body;
        System.arraycopy(fieldsOut.bytes, fields, fieldsOut.bytes, 0, fieldsOut.size - fields);
        fieldsOut.size -= fields;
        ticksDropped = segmentTicks[drop];
        clockDropped = segmentClock[drop];
        segments -= drop;
        for (int i = 0; i < segments; i++) {
            segmentBody[i] = segmentBody[i + drop] - body;
            segmentFields[i] = segmentFields[i + drop] - fields;
            segmentTicks[i] = segmentTicks[i + drop];
            segmentClock[i] = segmentClock[i + drop];
        }
    }

    /** A value that is not kept to compare: it is rendered again at the next tick's end. */
    private static final Object NOT_KEPT = new Object();
    private static final Object NULL = new Object();

    /**
     * Reads the agent's fields and records, at the tick count now, those that changed since
     * the last read ({@code all}: every readable one, at a snapshot). Never throws.
     */
    private void readFields(boolean all) {
        int changed = 0;
        int count = lastValues.length;
        for (int i = 0; i < count; i++) {
            if (!agentFields.readable(i)) {
                continue;
            }
            Object raw;
            String text = null;
            try {
                raw = agentFields.value(agent, i);
            } catch (RuntimeException | StackOverflowError e) {
                raw = NOT_KEPT;
                text = "<not read: " + e.getClass().getSimpleName() + ">";
            }
            Object kept = raw == null ? NULL : immutable(raw) ? raw : NOT_KEPT;
            if (kept != NOT_KEPT && lastValues[i] != null && kept.equals(lastRaw[i])) {
                text = lastValues[i];
            } else if (text == null) {
                text = FieldValues.render(raw);
            }
            lastRaw[i] = kept;
            if (all || !text.equals(lastValues[i])) {
                lastValues[i] = text;
                changedFields[changed] = i;
                changedValues[changed++] = text;
            }
        }
        if (changed == 0 && !all) {
            return;
        }
        fieldsOut.varint(ticks);
        fieldsOut.tag(all ? 1 : 0);
        fieldsOut.varint(changed);
        for (int j = 0; j < changed; j++) {
            fieldsOut.varint(changedFields[j]);
            byte[] text = changedValues[j].getBytes(StandardCharsets.UTF_8);
            fieldsOut.varint(text.length);
            fieldsOut.raw(text, 0, text.length);
        }
    }

    private static boolean immutable(Object value) {
        return value instanceof Number number && (number instanceof Integer || number instanceof Long
                || number instanceof Double || number instanceof Float || number instanceof Short
                || number instanceof Byte) || value instanceof Boolean || value instanceof Character
                || value instanceof String || value instanceof Enum<?>;
    }

    /**
     * Whether a snapshot is due: {@code snapshotEvery} ticks have run since the last one, and
     * {@link #checkpoint()} between two ticks would take one.
     */
    public boolean snapshotDue() {
        return tree != null && ticks - ticksAtSnapshot >= snapshotEvery;
    }

    /** The ticks recorded so far. */
    public int ticks() {
        return ticks;
    }

    /** The bytes recorded and held now: the body's and the fields' (for a ring, the window's). */
    public int bytes() {
        return out.size + fieldsOut.size;
    }

    /**
     * What has been recorded so far, as a recording of its own (the recorder goes on). Call it
     * between ticks.
     *
     * @throws IllegalStateException before {@link #start(Tree)}
     */
    public Recording recording() {
        if (tree == null) {
            throw new IllegalStateException("start(tree) first");
        }
        closeThrownTick();
        int size = tree.nodes().size();
        String[] names = new String[size];
        String[] kinds = new String[size];
        int[] parents = new int[size];
        for (int i = 0; i < names.length; i++) {
            names[i] = tree.nodes().method(i);
            kinds[i] = tree.nodes().kind(i);
            parents[i] = tree.nodes().parent(i);
        }
        int count = withFields ? agentFields.count() : 0;
        String[][] fields = new String[4][count];
        for (int i = 0; i < count; i++) {
            fields[0][i] = agentFields.name(i);
            fields[1][i] = agentFields.type(i);
            fields[2][i] = agentFields.declaredIn(i);
            fields[3][i] = agentFields.unreadable(i);
        }
        return new Recording(new Recording.Header(tree.getClass().getName(), tree.layoutHash(),
                names, kinds, parents, snapshotEvery, clock != null, ticksDropped, clockDropped,
                fields), java.util.Arrays.copyOf(out.bytes, out.size),
                java.util.Arrays.copyOf(fieldsOut.bytes, fieldsOut.size));
    }

    // ---- the listener

    private static final byte[] NO_BYTES = {};

    /**
     * Whether {@code tree} is in a tick: a snapshot is refused there as re-entrant, and outside
     * it fails on the empty buffer. Asked only of a raise while a tick is open (from a leaf, or
     * after a tick that threw).
     */
    private static boolean ticking(Tree tree) {
        try {
            tree.snapshot(NO_BYTES, 0);
            return false;
        } catch (IllegalStateException e) {
            return true;
        } catch (IndexOutOfBoundsException e) {
            return false;
        }
    }

    /** A tick that threw told no tickEnded: it is closed at the next step. */
    private void closeThrownTick() {
        if (inTick) {
            inTick = false;
            out.tag(Codes.THREW);
            out.fixed(hash);
            if (withFields) {
                readFields(false);
            }
        }
    }

    private void clocked(int withClock, int without) {
        if (clock != null && clock.read) {
            out.tag(withClock);
            out.zigzag(clock.reading - lastReading);
            lastReading = clock.reading;
            clock.read = false;
        } else {
            out.tag(without);
        }
    }

    private void event(int tag, int a) {
        out.tag(tag);
        out.varint(a);
        if (inTick) {
            hash = Codes.hash(hash, tag, a, 0);
        }
    }

    private void event(int tag, int a, int b) {
        out.tag(tag);
        out.varint(a);
        out.varint(b);
        if (inTick) {
            hash = Codes.hash(hash, tag, a, b);
        }
    }

    @Override
    protected TreeListener delegate() {
        return next;
    }

    @Override
    public void tickStarted(Tree tree) {
        closeThrownTick();
        clocked(Codes.TICK, Codes.TICK_NO_CLOCK);
        inTick = true;
        hash = Codes.HASH_START;
        ticks++;
        super.tickStarted(tree);
    }

    @Override
    public void entered(Tree tree, int node) {
        event(Codes.ENTER, node);
        super.entered(tree, node);
    }

    @Override
    public void leafAnswered(Tree tree, int node, Status status) {
        event(Codes.ANSWER, node, status.ordinal());
        super.leafAnswered(tree, node, status);
    }

    @Override
    public void completed(Tree tree, int node, Status status) {
        event(Codes.DONE, node, status.ordinal());
        super.completed(tree, node, status);
    }

    @Override
    public void reevaluated(Tree tree, int condition, Status status) {
        event(Codes.REASK, condition, status.ordinal());
        super.reevaluated(tree, condition, status);
    }

    @Override
    public void abortFired(Tree tree, int condition, int watched) {
        event(Codes.ABORT, condition, watched);
        super.abortFired(tree, condition, watched);
    }

    @Override
    public void guardFired(Tree tree, int guard) {
        event(Codes.GUARD, guard);
        super.guardFired(tree, guard);
    }

    @Override
    public void eventRaised(Tree tree, int node) {
        if (inTick && !ticking(tree)) {
            closeThrownTick(); // raised between ticks, after a tick that threw
        }
        event(Codes.RAISED, node);
        super.eventRaised(tree, node);
    }

    @Override
    public void eventCleared(Tree tree, int node) {
        event(Codes.CLEARED, node);
        super.eventCleared(tree, node);
    }

    @Override
    public void paused(Tree tree) {
        closeThrownTick();
        clocked(Codes.PAUSE, Codes.PAUSE_NO_CLOCK);
        super.paused(tree);
    }

    @Override
    public void resumed(Tree tree) {
        closeThrownTick();
        clocked(Codes.RESUME, Codes.RESUME_NO_CLOCK);
        super.resumed(tree);
    }

    @Override
    public void resetDone(Tree tree) {
        closeThrownTick();
        out.tag(Codes.RESET);
        super.resetDone(tree);
    }

    @Override
    public void tickEnded(Tree tree, Status status) {
        out.tag(Codes.END);
        out.varint(status.ordinal());
        hash = Codes.hash(hash, Codes.END, status.ordinal(), 0);
        out.fixed(hash);
        inTick = false;
        if (withFields) {
            readFields(false);
        }
        if (between != null && !checkpointAsked && ticks - ticksAtSnapshot >= snapshotEvery) {
            checkpointAsked = true;
            try {
                between.execute(this::checkpoint);
            } catch (RuntimeException e) {
                checkpointAsked = false; // refused: asked again at the next tick's end
            }
        }
        super.tickEnded(tree, status);
    }

    @Override
    public void serviceRan(Tree tree, int node, String service) {
        Integer number = serviceNumbers.get(service);
        if (number == null) {
            number = serviceNumbers.size();
            serviceNumbers.put(service, number);
            name(service);
        }
        out.tag(Codes.SERVICE);
        out.varint(node);
        out.varint(number);
        if (inTick) {
            hash = Codes.hash(hash, Codes.SERVICE, node, service.hashCode());
        }
        super.serviceRan(tree, node, service);
    }

    @Override
    public void valueRead(Tree tree, int node, int index, double value) {
        long bits = Double.doubleToLongBits(value);
        out.tag(Codes.VALUE);
        out.varint(node);
        out.varint(index);
        out.fixed(bits);
        if (inTick) {
            hash = Codes.hash(Codes.hash(hash, Codes.VALUE, node, index), Codes.VALUE, bits, 0);
        }
        super.valueRead(tree, node, index, value);
    }

    private void name(String service) {
        byte[] name = service.getBytes(StandardCharsets.UTF_8);
        out.tag(Codes.NAME);
        out.varint(name.length);
        out.raw(name, 0, name.length);
    }





    /** A clock that notes its last reading for the recorder. */
    private static final class RecordingClock implements Clock {
        private final Clock clock;
        long reading;
        boolean read;

        RecordingClock(Clock clock) {
            this.clock = clock;
        }

        @Override
        public long nanos() {
            reading = clock.nanos();
            read = true;
            return reading;
        }

        @Override
        public String toString() {
            return "recorded " + clock;
        }
    }
}
