// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.replay;

import dev.arbor.Status;
import dev.arbor.runtime.Clock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * Runs a {@link Recording} again on a new instance of the same tree class, without calling the
 * agent's leaves or the methods whose values the tree reads (docs/recording.md, "Replay"): every
 * leaf answer and value read comes from the recording ({@link TreeListener#answerInstead},
 * {@link TreeListener#valueInstead}), the clock reads what it read, and the pauses, resumes,
 * resets and raises between ticks are done again where they were. Every event the replay's tree
 * tells its listener is checked, in order, against the recorded trace, and each tick's trace
 * hash against the recorded one; the first difference throws a {@link ReplayMismatch} with the
 * tick and both traces.
 *
 * <p>A replay starts from a snapshot: the one at the start of the recording, or, from tick n,
 * the last one taken at or before n, from which the ticks up to n are replayed (and checked)
 * too. The tree is made by the caller's factory, given the clock the replay drives:
 *
 * <pre>{@code
 * Replayer replayer = new Replayer(Recording.read(file));
 * Tree tree = replayer.replay(clock -> new GolemTree(new Golem(), clock, 0));
 * Tree at40 = replayer.replayTo(clock -> new GolemTree(new Golem(), clock, 0), 40);
 * }</pre>
 *
 * <p>Neither the agent's hooks (start, end, pause, awake) nor its services are called
 * ({@link TreeListener#skipsHooks}): a replay touches no agent, and its tree's agent keeps the
 * state the factory gave it. What the agent did is not re-done: a leaf's side effects are not.
 */
public final class Replayer {
    private final Recording recording;

    /** A replayer of {@code recording}. */
    public Replayer(Recording recording) {
        this.recording = Objects.requireNonNull(recording, "recording");
    }

    /**
     * Replays the whole recording on the tree {@code factory} makes, from the snapshot at its
     * start, and answers that tree, in the state the recorded one was in at the end (with no
     * listener attached).
     *
     * @throws ReplayMismatch where the replay parts from the recording
     * @throws IllegalArgumentException if the tree's layout is not the recorded one's
     */
    public Tree replay(Function<Clock, Tree> factory) {
        return run(factory, 0, Integer.MAX_VALUE);
    }

    /**
     * Replays on the tree {@code factory} makes up to the end of tick {@code tick} (0: the state
     * at the start), from the last snapshot taken before it, every tick since checked, and
     * answers that tree in the state the recorded one was in just after that tick (before
     * anything done between it and the next).
     *
     * @throws IndexOutOfBoundsException if the recording has no such tick
     * @throws ReplayMismatch where the replay parts from the recording
     * @throws IllegalArgumentException if the tree's layout is not the recorded one's
     */
    public Tree replayTo(Function<Clock, Tree> factory, int tick) {
        if (tick < 0 || tick > recording.ticks()) {
            throw new IndexOutOfBoundsException("tick " + tick + " of a recording of "
                    + recording.ticks() + " ticks");
        }
        return run(factory, tick == 0 ? 0 : recording.snapshotAtOrBefore(tick - 1)[1], tick);
    }

    /**
     * Replays ticks {@code from} to {@code to} (the state after tick {@code from - 1} restored
     * from the nearest snapshot, the ticks between replayed), each checked, and answers the tree
     * after tick {@code to}.
     *
     * @throws IndexOutOfBoundsException if {@code from} or {@code to} is not a recorded tick, or
     *     {@code to < from}
     * @throws ReplayMismatch where the replay parts from the recording
     * @throws IllegalArgumentException if the tree's layout is not the recorded one's
     */
    public Tree replay(Function<Clock, Tree> factory, int from, int to) {
        if (from < 1 || to < from || to > recording.ticks()) {
            throw new IndexOutOfBoundsException("ticks " + from + " to " + to
                    + " of a recording of " + recording.ticks() + " ticks");
        }
        return run(factory, recording.snapshotAtOrBefore(from - 1)[1], to);
    }

    private Tree run(Function<Clock, Tree> factory, int fromSnapshotTicks, int toTick) {
        Objects.requireNonNull(factory, "factory");
        ReplayClock clock = new ReplayClock();
        Tree tree = Objects.requireNonNull(factory.apply(clock), "the factory made no tree");
        if (tree.layoutHash() != recording.layoutHash()) {
            throw new IllegalArgumentException("the recording is of " + recording.treeClass()
                    + " (layout " + Long.toHexString(recording.layoutHash()) + "); "
                    + tree.getClass().getName() + " has layout "
                    + Long.toHexString(tree.layoutHash()) + ": replay it on a tree of the class"
                    + " and tree recorded");
        }
        int[] snapshot = recording.snapshotAtOrBefore(fromSnapshotTicks);
        Session session = new Session(tree, clock, recording.cursor(snapshot[0],
                recording.clockBeforeSnapshot(snapshot[0])), snapshot[1]);
        session.run(toTick);
        return tree;
    }

    /**
     * Replays the recording on a tree of another class, or of the same class compiled from a
     * changed tree (docs/recording.md, "Diff"): from a fresh tree (no snapshot is restored),
     * every leaf answered and every value read by node name, from what the recording has for
     * that name in the same tick, in order; hooks and services skipped. Answers the first tick
     * whose trace, by node names, differs from the recorded one, with both traces (the first
     * differing line marked {@code >>}), or empty when every tick is the same. A leaf or read the
     * new tree asks that the recording has no answer for in that tick is reported as such at
     * that tick, and nothing is guessed for it.
     *
     * @throws IllegalArgumentException if the recording is the window of a ring
     *     ({@link Recording#ticksBefore()} is not 0): a fresh tree is not where it starts
     */
    public java.util.Optional<ReplayMismatch> diff(Function<Clock, Tree> factory) {
        Objects.requireNonNull(factory, "factory");
        if (recording.ticksBefore() != 0) {
            throw new IllegalArgumentException("the recording is the window of a ring, from tick "
                    + (recording.ticksBefore() + 1) + "; diff replays from a fresh tree: diff a"
                    + " recording from the start");
        }
        ReplayClock clock = new ReplayClock();
        Tree tree = Objects.requireNonNull(factory.apply(clock), "the factory made no tree");
        DiffSession session = new DiffSession(tree, clock);
        try {
            return java.util.Optional.ofNullable(session.run());
        } finally {
            tree.setListener(null);
        }
    }

    /** Thrown in a diff where the new tree asks what the recording has no answer for. */
    private static final class Unanswered extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unanswered(String what) {
            super(what, null, false, false);
        }
    }

    /** One diff: a tree of another layout answered by node names, tick by tick. */
    private final class DiffSession implements TreeListener {
        private final Tree tree;
        private final ReplayClock clock;
        private final String[] names = recording.names();
        private final java.util.Map<String, java.util.ArrayDeque<Object[]>> answers =
                new java.util.HashMap<>(); // name -> {Status, String[] raised before}
        private final java.util.Map<String, java.util.ArrayDeque<Double>> values =
                new java.util.HashMap<>(); // name[index] -> values
        private final List<String> lines = new ArrayList<>();
        private String unanswered;
        /** Inside a tick, before its end: what the recording's trace of the tick holds. */
        private boolean ticking;
        /** The ticks begun: the number of the tick under way. */
        private int ticks;

        DiffSession(Tree tree, ReplayClock clock) {
            this.tree = tree;
            this.clock = clock;
        }

        ReplayMismatch run() {
            tree.setListener(this);
            Recording.Cursor cursor = recording.cursor(0, recording.clockBase());
            while (cursor.hasNext()) {
                cursor.next();
                switch (cursor.tag) {
                    case Codes.TICK, Codes.TICK_NO_CLOCK -> {
                        ticks++;
                        clock.reading = cursor.clock;
                        load(cursor);
                        lines.clear();
                        unanswered = null;
                        try {
                            tree.tick();
                        } catch (RuntimeException e) {
                            ticking = false;
                            if (unanswered != null) {
                                List<String> replayed = new ArrayList<>(lines);
                                replayed.add(">> " + unanswered);
                                return new ReplayMismatch(unanswered, ticks,
                                        recording.trace(ticks), replayed);
                            }
                            lines.add("=> throws");
                        }
                        ReplayMismatch parted = compare(ticks);
                        if (parted != null) {
                            return parted;
                        }
                    }
                    case Codes.PAUSE, Codes.PAUSE_NO_CLOCK -> {
                        clock.reading = cursor.clock;
                        quietly(tree::pause);
                    }
                    case Codes.RESUME, Codes.RESUME_NO_CLOCK -> {
                        clock.reading = cursor.clock;
                        quietly(tree::resume);
                    }
                    case Codes.RESET -> {
                        // a TryCatch clean-up that the reset runs answers what it answered then
                        load(recording.cursor(cursor.offset(), cursor.clock));
                        quietly(tree::reset);
                    }
                    case Codes.RAISED -> {
                        String event = names[(int) cursor.a];
                        if (tree.nodes().indexOf(event) < 0) {
                            return new ReplayMismatch("the new tree has no event " + event
                                    + ", which was raised before tick " + (ticks + 1), ticks + 1,
                                    List.of(), List.of());
                        }
                        tree.raise(event);
                    }
                    default -> { } // a snapshot, a name, what a reset ended
                }
            }
            return null;
        }

        private void quietly(Runnable step) {
            try {
                step.run();
            } catch (RuntimeException e) {
                // a hook threw when recorded, or the new tree's listener stopped it: traces say
            }
        }

        /**
         * The answers and values of the tick starting at {@code cursor}, which it passes; after a
         * reset, those of the reset, up to the next step.
         */
        private void load(Recording.Cursor cursor) {
            answers.clear();
            values.clear();
            List<String> raised = new ArrayList<>();
            while (cursor.hasNext()) {
                if (Codes.isStep(cursor.peek()) && cursor.peek() != Codes.END
                        && cursor.peek() != Codes.THREW) {
                    return; // what followed a reset: the next step
                }
                cursor.next();
                switch (cursor.tag) {
                    case Codes.ANSWER, Codes.REASK -> {
                        answers.computeIfAbsent(names[(int) cursor.a],
                                k -> new java.util.ArrayDeque<>()).add(new Object[] {
                                        Codes.status((int) cursor.b), raised.toArray(new String[0])});
                        raised.clear();
                    }
                    case Codes.RAISED -> raised.add(names[(int) cursor.a]);
                    case Codes.VALUE -> values.computeIfAbsent(names[(int) cursor.a] + "["
                            + cursor.b + "]", k -> new java.util.ArrayDeque<>()).add(cursor.value);
                    default -> { }
                }
                if (cursor.tag == Codes.END || cursor.tag == Codes.THREW) {
                    return;
                }
            }
        }

        /** Where the tick's lines differ from the recorded ones, or null. */
        private ReplayMismatch compare(int tick) {
            List<String> recorded = recording.trace(ticks);
            for (int i = 0; i < Math.max(recorded.size(), lines.size()); i++) {
                String was = i < recorded.size() ? recorded.get(i) : null;
                String now = i < lines.size() ? lines.get(i) : null;
                if (!Objects.equals(was, now)) {
                    List<String> replayed = new ArrayList<>(lines.subList(0, Math.min(i,
                            lines.size())));
                    replayed.add(">> " + (now == null ? "(nothing more)" : now));
                    return new ReplayMismatch("the new tree did \"" + (now == null
                            ? "nothing more" : now) + "\" where the recording has \""
                            + (was == null ? "nothing more" : was) + "\"", tick, recorded,
                            replayed);
                }
            }
            return null;
        }

        @Override
        public void tickStarted(Tree tree) {
            ticking = true;
            add("tick");
        }

        @Override
        public void tickEnded(Tree tree, Status status) {
            add("=> " + status.name().toLowerCase(java.util.Locale.ROOT));
            ticking = false; // what follows (an event not taken, cleared) is not the tick's trace
        }

        @Override
        public void entered(Tree tree, int node) {
            add("enter " + tree.nodes().method(node));
        }

        @Override
        public void leafAnswered(Tree tree, int node, Status status) {
            add("answer " + tree.nodes().method(node) + " "
                    + status.name().toLowerCase(java.util.Locale.ROOT));
        }

        @Override
        public void completed(Tree tree, int node, Status status) {
            add("end " + tree.nodes().method(node) + " "
                    + status.name().toLowerCase(java.util.Locale.ROOT));
        }

        @Override
        public void reevaluated(Tree tree, int condition, Status status) {
            add("reask " + tree.nodes().method(condition) + " "
                    + status.name().toLowerCase(java.util.Locale.ROOT));
        }

        @Override
        public void abortFired(Tree tree, int condition, int watched) {
            add("abort " + tree.nodes().method(condition) + " in "
                    + tree.nodes().method(watched));
        }

        @Override
        public void guardFired(Tree tree, int guard) {
            add("guard " + tree.nodes().method(guard));
        }

        @Override
        public void eventRaised(Tree tree, int node) {
            add("raise " + tree.nodes().method(node));
        }

        @Override
        public void eventCleared(Tree tree, int node) {
            add("clear " + tree.nodes().method(node));
        }

        @Override
        public void serviceRan(Tree tree, int node, String service) {
            add("service " + service + " of " + tree.nodes().method(node));
        }

        @Override
        public void valueRead(Tree tree, int node, int index, double value) {
            add("read " + tree.nodes().method(node) + "[" + index + "] " + value);
        }

        private void add(String line) {
            if (ticking) {
                lines.add(line);
            }
        }

        /**
         * The recorded tick threw where the new tree is now: its trace so far is the new
         * tree's, it ends in {@code => throws}, and its next line ends a node (interrupted) or
         * clears an event where the new tree asks for an answer (a leaf, or a condition an abort
         * asks again, which no line enters). What follows, a TryCatch's clean-up say, is
         * compared as usual; a new tree that asks another node there parts at the nodes ended.
         */
        private boolean threwHere() {
            if (!ticking) {
                return false;
            }
            List<String> recorded = recording.trace(ticks);
            int last = recorded.size() - 1;
            if (!recorded.get(last).equals("=> throws") || last < lines.size()
                    || !recorded.subList(0, lines.size()).equals(lines)) {
                return false;
            }
            String next = recorded.get(lines.size());
            return next.startsWith("end ") && next.endsWith(" inactive")
                    || next.startsWith("clear ");
        }

        @Override
        public Status answerInstead(Tree tree, int leaf) {
            String name = tree.nodes().method(leaf);
            java.util.ArrayDeque<Object[]> queue = answers.get(name);
            if (queue == null || queue.isEmpty()) {
                if (threwHere()) {
                    throw new ReplayedFailure(name);
                }
                unanswered = "the new tree asks " + name + ", which the recording does not"
                        + " answer in this tick";
                throw new Unanswered(unanswered);
            }
            Object[] answer = queue.poll();
            for (String event : (String[]) answer[1]) {
                if (tree.nodes().indexOf(event) >= 0) {
                    tree.raise(event);
                }
            }
            return (Status) answer[0];
        }

        @Override
        public boolean readsInstead(Tree tree) {
            return true;
        }

        @Override
        public double valueInstead(Tree tree, int node, int index) {
            String key = tree.nodes().method(node) + "[" + index + "]";
            java.util.ArrayDeque<Double> queue = values.get(key);
            if (queue == null || queue.isEmpty()) {
                if (threwHere()) {
                    throw new ReplayedFailure(key);
                }
                unanswered = "the new tree reads " + key + ", which the recording does not"
                        + " have in this tick";
                throw new Unanswered(unanswered);
            }
            return queue.poll();
        }

        @Override
        public boolean skipsHooks(Tree tree) {
            return true;
        }
    }

    /**
     * Thrown in the replay where the recorded tick threw (a leaf, read or hook that threw): the
     * tree ends what runs as it did, and the replay goes on.
     */
    private static final class ReplayedFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ReplayedFailure(String node) {
            super("the recorded tick threw at " + node, null, false, false);
        }
    }

    /** A clock that reads what the replay sets. */
    private static final class ReplayClock implements Clock {
        long reading;

        @Override
        public long nanos() {
            return reading;
        }

        @Override
        public String toString() {
            return "the replay's clock";
        }
    }

    /** One replay: the tree, its listener, and where it is in the recording. */
    private final class Session implements TreeListener {
        /** Inside a replayed {@code reset()}: a leaf asked then ended unanswered threw there. */
        private boolean resetting;
        private final Tree tree;
        private final ReplayClock clock;
        private final Recording.Cursor cursor;
        private final String[] names = recording.names();
        private int ticks;
        private boolean inTick;
        private long hash;
        private ReplayMismatch mismatch;
        private final List<String> replayed = new ArrayList<>();

        Session(Tree tree, ReplayClock clock, Recording.Cursor cursor, int ticks) {
            this.tree = tree;
            this.clock = clock;
            this.cursor = cursor;
            this.ticks = ticks;
        }

        void run(int toTick) {
            cursor.next(); // the snapshot
            tree.restore(cursor.snapshot);
            tree.setListener(this);
            try {
                while (cursor.hasNext() && ticks < toTick) {
                    step(stepAhead());
                    if (mismatch != null) {
                        throw mismatch;
                    }
                }
            } finally {
                tree.setListener(null);
            }
        }

        /** The tag of the next step, skipping the events the step will tell. */
        private int stepAhead() {
            Recording.Cursor ahead = recording.cursor(cursor.offset(), cursor.clock);
            while (ahead.hasNext()) {
                ahead.next();
                if (Codes.isStep(ahead.tag) || ahead.tag == Codes.RAISED) {
                    clock.reading = ahead.clock;
                    return ahead.tag;
                }
            }
            throw fail("the recording ends with events of no step", List.of());
        }

        private void step(int tag) {
            switch (tag) {
                case Codes.SNAPSHOT -> {
                    cursor.next();
                    byte[] now = tree.snapshot();
                    if (!Arrays.equals(now, cursor.snapshot)) {
                        throw fail("the tree's snapshot differs from the one recorded",
                                List.of());
                    }
                }
                case Codes.TICK, Codes.TICK_NO_CLOCK -> {
                    ticks++;
                    replayed.clear();
                    try {
                        tree.tick();
                    } catch (ReplayMismatch e) {
                        throw e;
                    } catch (RuntimeException | Error e) {
                        if (mismatch != null) {
                            throw mismatch;
                        }
                        next(Codes.THREW);
                        inTick = false;
                        if (cursor.b != hash) {
                            throw fail("the tick threw as recorded, but its trace hash differs",
                                    replayed);
                        }
                    }
                }
                case Codes.PAUSE, Codes.PAUSE_NO_CLOCK -> quietly(tree::pause);
                case Codes.RESUME, Codes.RESUME_NO_CLOCK -> quietly(tree::resume);
                case Codes.RESET -> {
                    resetting = true;
                    try {
                        quietly(tree::reset);
                    } finally {
                        resetting = false;
                    }
                }
                case Codes.RAISED -> {
                    int node = (int) peekEvent().a;
                    tree.raise(names[node]);
                }
                default -> throw new IllegalStateException("step " + tag);
            }
        }

        /** A pause, resume or reset, whose hooks may throw as they did when recorded. */
        private void quietly(Runnable step) {
            try {
                step.run();
            } catch (ReplayMismatch e) {
                throw e;
            } catch (RuntimeException e) {
                if (mismatch != null) {
                    throw mismatch;
                }
            }
        }

        private Recording.Cursor peekEvent() {
            Recording.Cursor ahead = recording.cursor(cursor.offset(), cursor.clock);
            do {
                ahead.next();
            } while (ahead.tag == Codes.NAME && ahead.hasNext());
            return ahead;
        }

        /** Reads the next record (names skipped), which must have tag {@code tag}. */
        private void next(int tag) {
            do {
                if (!cursor.hasNext()) {
                    throw fail("the recording ends where the replay goes on", replayed);
                }
                cursor.next();
            } while (cursor.tag == Codes.NAME);
            if (same(cursor.tag) != same(tag)) {
                replayed.add(">> " + Codes.line(tag, 0, 0, 0, names, null));
                throw fail("the replay did " + Codes.line(tag, 0, 0, 0, names, null)
                        + " where the recording has " + recorded(), replayed);
            }
        }

        private int same(int tag) {
            return switch (tag) {
                case Codes.TICK_NO_CLOCK -> Codes.TICK;
                case Codes.PAUSE_NO_CLOCK -> Codes.PAUSE;
                case Codes.RESUME_NO_CLOCK -> Codes.RESUME;
                default -> tag;
            };
        }

        private String recorded() {
            return Codes.line(cursor.tag, cursor.a, cursor.b, cursor.value, names,
                    cursor.service);
        }

        /** The replay told {@code tag} with these arguments: the next record must be it. */
        private void expect(int tag, long a, long b, double value, String service) {
            if (mismatch != null) {
                return; // the tree is ending what runs after the mismatch
            }
            String line = Codes.line(tag, a, b, value, names, service);
            do {
                if (!cursor.hasNext()) {
                    replayed.add(">> " + line);
                    throw fail("the recording ends where the replay goes on", replayed);
                }
                cursor.next();
            } while (cursor.tag == Codes.NAME);
            boolean same = cursor.tag == tag && cursor.a == a
                    && (tag == Codes.SERVICE ? Objects.equals(cursor.service, service)
                            : cursor.b == b)
                    && Double.doubleToLongBits(cursor.value) == Double.doubleToLongBits(value);
            if (!same && threwHere(cursor)) { // a hook, service or awake method threw there
                cursor.seek(cursor.at);
                throw new ReplayedFailure(names[(int) a]);
            }
            if (!same) {
                replayed.add(">> " + line);
                throw fail("the replay did \"" + line + "\" where the recording has \""
                        + recorded() + "\"", replayed);
            }
            replayed.add(line);
            if (inTick) {
                hash = tag == Codes.VALUE
                        ? Codes.hash(Codes.hash(hash, tag, a, b), tag,
                                Double.doubleToLongBits(value), 0)
                        : Codes.hash(hash, tag, a, tag == Codes.SERVICE ? service.hashCode() : b);
            }
        }

        private ReplayMismatch fail(String what, List<String> lines) {
            List<String> recordedTrace = ticks >= 1 && ticks <= recording.ticks()
                    ? recording.trace(ticks) : List.of();
            mismatch = new ReplayMismatch(what, ticks, recordedTrace, lines);
            return mismatch;
        }

        // ---- the listener

        @Override
        public void tickStarted(Tree tree) {
            if (mismatch == null) {
                next(Codes.TICK);
                replayed.add("tick");
            }
            inTick = true;
            hash = Codes.HASH_START;
        }

        @Override
        public void tickEnded(Tree tree, Status status) {
            if (mismatch != null) {
                return;
            }
            hash = Codes.hash(hash, Codes.END, status.ordinal(), 0);
            inTick = false;
            next(Codes.END);
            if (cursor.a != status.ordinal() || cursor.b != hash) {
                replayed.add(">> => " + status.name().toLowerCase(java.util.Locale.ROOT));
                throw fail(cursor.a != status.ordinal() ? "the tick answered " + status
                        + " where the recording has " + recorded()
                        : "the tick's trace hash differs from the recorded one", replayed);
            }
        }

        @Override
        public void entered(Tree tree, int node) {
            expect(Codes.ENTER, node, 0, 0, null);
        }

        @Override
        public void leafAnswered(Tree tree, int node, Status status) {
            expect(Codes.ANSWER, node, status.ordinal(), 0, null);
        }

        @Override
        public void completed(Tree tree, int node, Status status) {
            expect(Codes.DONE, node, status.ordinal(), 0, null);
        }

        @Override
        public void reevaluated(Tree tree, int condition, Status status) {
            expect(Codes.REASK, condition, status.ordinal(), 0, null);
        }

        @Override
        public void abortFired(Tree tree, int condition, int watched) {
            expect(Codes.ABORT, condition, watched, 0, null);
        }

        @Override
        public void guardFired(Tree tree, int guard) {
            expect(Codes.GUARD, guard, 0, 0, null);
        }

        @Override
        public void eventRaised(Tree tree, int node) {
            expect(Codes.RAISED, node, 0, 0, null);
        }

        @Override
        public void eventCleared(Tree tree, int node) {
            expect(Codes.CLEARED, node, 0, 0, null);
        }

        @Override
        public void serviceRan(Tree tree, int node, String service) {
            expect(Codes.SERVICE, node, 0, 0, service);
        }

        @Override
        public void valueRead(Tree tree, int node, int index, double value) {
            expect(Codes.VALUE, node, index, value, null);
        }

        @Override
        public void paused(Tree tree) {
            if (mismatch == null) {
                next(Codes.PAUSE);
                hooksThrew();
            }
        }

        @Override
        public void resumed(Tree tree) {
            if (mismatch == null) {
                next(Codes.RESUME);
                hooksThrew();
            }
        }

        /**
         * After a pause or resume: nodes recorded as ended next, and not by a reset, were ended
         * by a pause hook that threw; the replay, which calls none, throws here instead.
         */
        private void hooksThrew() {
            Recording.Cursor ahead = recording.cursor(cursor.offset(), cursor.clock);
            boolean ended = false;
            while (ahead.hasNext()) {
                ahead.next();
                if (ahead.tag != Codes.DONE && ahead.tag != Codes.NAME) {
                    if (ended && ahead.tag != Codes.RESET) {
                        throw new ReplayedFailure("a pause hook");
                    }
                    return;
                }
                ended |= ahead.tag == Codes.DONE;
            }
            if (ended) {
                throw new ReplayedFailure("a pause hook");
            }
        }

        @Override
        public void resetDone(Tree tree) {
            if (mismatch == null) {
                next(Codes.RESET);
            }
        }

        /** Raises the events a leaf raised where it was called, which the replay does not call. */
        private Recording.Cursor raiseAndPeek() {
            Recording.Cursor ahead = peekEvent();
            while (ahead.tag == Codes.RAISED) {
                tree.raise(names[(int) ahead.a]);
                ahead = peekEvent();
            }
            return ahead;
        }

        @Override
        public Status answerInstead(Tree tree, int leaf) {
            if (mismatch != null) {
                throw mismatch;
            }
            Recording.Cursor ahead = raiseAndPeek();
            if ((ahead.tag == Codes.ANSWER || ahead.tag == Codes.REASK) && ahead.a == leaf) {
                return Codes.status((int) ahead.b);
            }
            if (threwHere(ahead)) {
                throw new ReplayedFailure(names[leaf]);
            }
            replayed.add(">> ask " + names[leaf]);
            throw fail("the replay asks " + names[leaf] + " where the recording has \""
                    + Codes.line(ahead.tag, ahead.a, ahead.b, ahead.value, names, ahead.service)
                    + "\"", replayed);
        }

        /**
         * Whether the recorded tick threw where the replay now asks for an answer or tells an
         * event: the record at {@code ahead} ends a node (interrupted) or clears an event, and
         * the tick ends by throwing (what follows, a TryCatch's clean-up say, is checked as
         * usual).
         */
        private boolean threwHere(Recording.Cursor ahead) {
            Recording.Cursor scan = recording.cursor(ahead.at, ahead.clock);
            boolean first = true;
            while (scan.hasNext()) {
                scan.next();
                if (scan.tag == Codes.NAME) {
                    continue;
                }
                if (first && scan.tag != Codes.DONE && scan.tag != Codes.CLEARED) {
                    return false;
                }
                if (first && resetting) {
                    // a reset's TryCatch clean-up, asked and then ended without an answer: its
                    // method threw (a reset is no tick: it records no THREW, and goes on)
                    return true;
                }
                first = false;
                if (scan.tag == Codes.THREW) {
                    return true;
                }
                if (Codes.isStep(scan.tag)) {
                    return false;
                }
            }
            return false;
        }

        @Override
        public boolean readsInstead(Tree tree) {
            return true;
        }

        @Override
        public boolean skipsHooks(Tree tree) {
            return true;
        }

        @Override
        public double valueInstead(Tree tree, int node, int index) {
            if (mismatch != null) {
                throw mismatch;
            }
            Recording.Cursor ahead = raiseAndPeek();
            if (ahead.tag == Codes.VALUE && ahead.a == node && ahead.b == index) {
                return ahead.value;
            }
            if (threwHere(ahead)) {
                throw new ReplayedFailure(names[node]);
            }
            replayed.add(">> read " + names[node] + "[" + index + "]");
            throw fail("the replay reads " + names[node] + "[" + index + "] where the"
                    + " recording has \"" + Codes.line(ahead.tag, ahead.a, ahead.b, ahead.value,
                            names, ahead.service) + "\"", replayed);
        }
    }
}
