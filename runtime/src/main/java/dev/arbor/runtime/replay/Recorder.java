// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.replay;

import dev.arbor.Status;
import dev.arbor.runtime.Clock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

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
 */
public final class Recorder implements TreeListener {
    private final int snapshotEvery;
    private final Codes.Out out = new Codes.Out();
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
        if (ticks - ticksAtSnapshot >= snapshotEvery) {
            snapshot();
        }
    }

    private void snapshot() {
        closeThrownTick();
        byte[] snapshot = tree.snapshot();
        out.tag(Codes.SNAPSHOT);
        out.varint(snapshot.length);
        out.raw(snapshot, 0, snapshot.length);
        ticksAtSnapshot = ticks;
    }

    /** The ticks recorded so far. */
    public int ticks() {
        return ticks;
    }

    /** The bytes recorded so far. */
    public int bytes() {
        return out.size;
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
        String[] names = new String[tree.nodes().size()];
        for (int i = 0; i < names.length; i++) {
            names[i] = tree.nodes().method(i);
        }
        return new Recording(tree.getClass().getName(), tree.layoutHash(), names, snapshotEvery,
                clock != null, java.util.Arrays.copyOf(out.bytes, out.size));
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
    public void tickStarted(Tree tree) {
        closeThrownTick();
        clocked(Codes.TICK, Codes.TICK_NO_CLOCK);
        inTick = true;
        hash = Codes.HASH_START;
        ticks++;
        if (next != null) {
            next.tickStarted(tree);
        }
    }

    @Override
    public void entered(Tree tree, int node) {
        event(Codes.ENTER, node);
        if (next != null) {
            next.entered(tree, node);
        }
    }

    @Override
    public void leafAnswered(Tree tree, int node, Status status) {
        event(Codes.ANSWER, node, status.ordinal());
        if (next != null) {
            next.leafAnswered(tree, node, status);
        }
    }

    @Override
    public void completed(Tree tree, int node, Status status) {
        event(Codes.DONE, node, status.ordinal());
        if (next != null) {
            next.completed(tree, node, status);
        }
    }

    @Override
    public void reevaluated(Tree tree, int condition, Status status) {
        event(Codes.REASK, condition, status.ordinal());
        if (next != null) {
            next.reevaluated(tree, condition, status);
        }
    }

    @Override
    public void abortFired(Tree tree, int condition, int watched) {
        event(Codes.ABORT, condition, watched);
        if (next != null) {
            next.abortFired(tree, condition, watched);
        }
    }

    @Override
    public void guardFired(Tree tree, int guard) {
        event(Codes.GUARD, guard);
        if (next != null) {
            next.guardFired(tree, guard);
        }
    }

    @Override
    public void eventRaised(Tree tree, int node) {
        if (inTick && !ticking(tree)) {
            closeThrownTick(); // raised between ticks, after a tick that threw
        }
        event(Codes.RAISED, node);
        if (next != null) {
            next.eventRaised(tree, node);
        }
    }

    @Override
    public void eventCleared(Tree tree, int node) {
        event(Codes.CLEARED, node);
        if (next != null) {
            next.eventCleared(tree, node);
        }
    }

    @Override
    public void paused(Tree tree) {
        closeThrownTick();
        clocked(Codes.PAUSE, Codes.PAUSE_NO_CLOCK);
        if (next != null) {
            next.paused(tree);
        }
    }

    @Override
    public void resumed(Tree tree) {
        closeThrownTick();
        clocked(Codes.RESUME, Codes.RESUME_NO_CLOCK);
        if (next != null) {
            next.resumed(tree);
        }
    }

    @Override
    public void resetDone(Tree tree) {
        closeThrownTick();
        out.tag(Codes.RESET);
        if (next != null) {
            next.resetDone(tree);
        }
    }

    @Override
    public void tickEnded(Tree tree, Status status) {
        out.tag(Codes.END);
        out.varint(status.ordinal());
        hash = Codes.hash(hash, Codes.END, status.ordinal(), 0);
        out.fixed(hash);
        inTick = false;
        if (next != null) {
            next.tickEnded(tree, status);
        }
    }

    @Override
    public void serviceRan(Tree tree, int node, String service) {
        Integer number = serviceNumbers.get(service);
        if (number == null) {
            number = serviceNumbers.size();
            serviceNumbers.put(service, number);
            byte[] name = service.getBytes(StandardCharsets.UTF_8);
            out.tag(Codes.NAME);
            out.varint(name.length);
            out.raw(name, 0, name.length);
        }
        out.tag(Codes.SERVICE);
        out.varint(node);
        out.varint(number);
        if (inTick) {
            hash = Codes.hash(hash, Codes.SERVICE, node, service.hashCode());
        }
        if (next != null) {
            next.serviceRan(tree, node, service);
        }
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
        if (next != null) {
            next.valueRead(tree, node, index, value);
        }
    }

    @Override
    public Status answerInstead(Tree tree, int leaf) {
        return next == null ? null : next.answerInstead(tree, leaf);
    }

    @Override
    public boolean skipsHooks(Tree tree) {
        return next != null && next.skipsHooks(tree);
    }

    @Override
    public boolean readsInstead(Tree tree) {
        return next != null && next.readsInstead(tree);
    }

    @Override
    public double valueInstead(Tree tree, int node, int index) {
        return next.valueInstead(tree, node, index);
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
