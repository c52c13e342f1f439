// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import java.time.Duration;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.function.Function;

/**
 * The trees of a {@link TreeRunner} and when each is due: one slot per tree, in registration
 * order, as a few parallel arrays, and the hot loop that ticks the due ones. Guarded by the
 * runner's lock; read and written by the threads of an update between its start and its end,
 * each on its own run of slots.
 */
final class Schedule {
    /** A slot's flag: ticked at the next update, due or not. */
    static final byte FORCED = 1;
    /** A slot's flag: asleep until {@code sleepUntil}. */
    static final byte ASLEEP = 2;
    /** A slot's flag: due (or forced), and left for a later update by a budget ({@link RunnerServing}). */
    static final byte DEFERRED = 4;

    Tree[] trees = new Tree[16];
    long[] intervals = new long[16];
    long[] due = new long[16];
    long[] sleepUntil = new long[16];
    byte[] flags = new byte[16];
    /** When the interval function last answered for each slot (with one set). */
    long[] readAt = new long[16];
    /** The runner's interval function, or null; asked at most every {@code readEvery}. */
    Function<? super Tree, Duration> intervalFunction;
    long readEvery;
    /**
     * The first slot added since the last placement of phases ({@link #place}): the trees added
     * together, whose first due times a runner that spreads sets at its next update.
     */
    int fresh;
    /** Where the next budgeted update starts its round (a slot; 0 when out of range). */
    int ring;
    /**
     * False when no slot has a flag, so an update can skip reading them; set with every flag
     * (under the lock, before an update publishes its work to the workers), cleared at the end
     * of an update that finds none left.
     */
    private boolean flagged;
    /** What a slot's tick threw in the update in progress, for the runner to report. */
    RuntimeException[] failures = new RuntimeException[16];
    /** Slots in use, removed ones (null) included. */
    int count;
    /** Removed slots, squeezed out at the start of the next update. */
    int holes;
    private final IdentityHashMap<Tree, Integer> slots = new IdentityHashMap<>();
    /** Slots whose tree asks shared objects for something ({@link SharedRequests}). */
    int sharing;

    /** Adds {@code tree} in a new last slot, ticked every {@code interval}, due at {@code at}. */
    void add(Tree tree, long interval, long at) {
        int i = count;
        if (i == trees.length) {
            grow();
        }
        trees[i] = tree;
        intervals[i] = interval;
        due[i] = at;
        sleepUntil[i] = 0;
        flags[i] = 0;
        readAt[i] = at - readEvery; // asked at its first tick
        slots.put(tree, i);
        count = i + 1;
        if (tree instanceof SharedRequests shared) {
            shared.settledByRunner(true);
            sharing++;
        }
    }

    /** The slot of {@code tree}, or -1 when it is not (or no longer) here. */
    int slotOf(Tree tree) {
        Integer slot = slots.get(tree);
        return slot == null ? -1 : slot;
    }

    /** Empties slot {@code i}; the next update squeezes it out. */
    void remove(int i) {
        if (trees[i] instanceof SharedRequests shared) {
            shared.settledByRunner(false);
            sharing--;
        }
        slots.remove(trees[i]);
        trees[i] = null;
        flags[i] = 0;
        holes++;
    }

    /**
     * Puts {@code tree} in slot {@code i} in place of the tree there, which leaves: the slot keeps
     * its interval, due time, sleep and flags (a development reload, TreeRunner.replace).
     */
    void replace(int i, Tree tree) {
        Tree old = trees[i];
        if (old instanceof SharedRequests shared) {
            shared.settledByRunner(false);
            sharing--;
        }
        slots.remove(old);
        trees[i] = tree;
        slots.put(tree, i);
        if (tree instanceof SharedRequests shared) {
            shared.settledByRunner(true);
            sharing++;
        }
    }

    /** Slot {@code i} is ticked every {@code interval} from now on, and no later than one from {@code at}. */
    void setInterval(int i, long interval, long at) {
        intervals[i] = interval;
        long latest = at + interval;
        if (latest - due[i] < 0) {
            due[i] = latest;
        }
    }

    /** Slot {@code i} is not ticked before {@code until}. */
    void sleep(int i, long until) {
        sleepUntil[i] = until;
        flags[i] |= ASLEEP;
        flagged = true;
    }

    void wake(int i) {
        flags[i] &= ~ASLEEP;
    }

    /** Slot {@code i} is ticked at the next update (once awake), due or not. */
    void force(int i) {
        flags[i] |= FORCED;
        flagged = true;
    }

    /** A flag was set directly in {@link #flags} (a deferral). */
    void markFlagged() {
        flagged = true;
    }

    /** At the end of an update: the flags it cleared may have been the last. */
    void settleFlags() {
        if (flagged) {
            flagged = anyFlag(count);
        }
    }

    /** Forgets every tree (the runner closes). */
    void clear() {
        for (int i = 0; i < count; i++) {
            if (trees[i] instanceof SharedRequests shared) {
                shared.settledByRunner(false);
            }
        }
        sharing = 0;
        Arrays.fill(trees, null);
        slots.clear();
        count = 0;
        holes = 0;
        fresh = 0;
        ring = 0;
    }

    /**
     * The settle at the end of an update (docs/semantics.md §5.7): the trees of slots
     * {@code [0, n)} that ask shared objects for something settle, in registration order from
     * slot {@code first} round to the slot before it, on the updating thread, once every tick
     * of the update has ended. Allocates nothing.
     */
    void settleShared(int n, int first) {
        for (int k = 0; k < n; k++) {
            int i = first + k < n ? first + k : first + k - n;
            if (trees[i] instanceof SharedRequests shared) {
                shared.settleShared();
            }
        }
    }

    /** Removes the slots of removed trees, keeping the others in registration order. */
    void squeeze() {
        int to = 0;
        int newFresh = -1;
        int newRing = -1;
        for (int from = 0; from < count; from++) {
            if (from == fresh) {
                newFresh = to;
            }
            if (from == ring) {
                newRing = to;
            }
            Tree tree = trees[from];
            if (tree == null) {
                continue;
            }
            if (to != from) {
                trees[to] = tree;
                intervals[to] = intervals[from];
                due[to] = due[from];
                sleepUntil[to] = sleepUntil[from];
                flags[to] = flags[from];
                readAt[to] = readAt[from];
                slots.put(tree, to);
            }
            to++;
        }
        Arrays.fill(trees, to, count, null);
        Arrays.fill(flags, to, count, (byte) 0);
        count = to;
        holes = 0;
        fresh = newFresh < 0 ? to : newFresh;
        ring = newRing < 0 || newRing >= to ? 0 : newRing;
    }

    /**
     * Ticks slots {@code [from, to)} that are due or forced, as of {@code now}, into
     * {@code lane}. The hot loop: no allocation, one pass over a few primitive arrays.
     */
    void tickRange(RunnerLane lane, int from, int to, long now) {
        if (!flagged) {
            tickDueRange(lane, from, to, now);
            return;
        }
        Tree[] trees = this.trees;
        long[] due = this.due;
        long[] intervals = this.intervals;
        byte[] flags = this.flags;
        int ticked = 0;
        long next = lane.nextDelay;
        boolean failed = false;
        try {
            for (int i = from; i < to; i++) {
                long d = due[i];
                byte flag = flags[i];
                if (flag == 0) {
                    if (now - d < 0) {
                        next = Math.min(next, d - now);
                        continue;
                    }
                } else {
                    if ((flag & ASLEEP) != 0) {
                        long s = sleepUntil[i];
                        if (now - s < 0) {
                            // A forced tick waits for the wake time, a regular one for both.
                            long at = (flag & FORCED) != 0 || d - s < 0 ? s : d;
                            next = Math.min(next, at - now);
                            continue;
                        }
                        flag &= ~ASLEEP;
                    }
                    if ((flag & FORCED) == 0 && now - d < 0) {
                        flags[i] = flag;
                        next = Math.min(next, d - now);
                        continue;
                    }
                    flags[i] = 0;
                }
                if (now - d >= 0) {
                    long interval = intervals[i];
                    long late = d;
                    d += interval;
                    if (d - now <= 0) {
                        lane.dropped += (now - late) / interval;
                        d = now + interval;
                    }
                    due[i] = d;
                }
                next = Math.min(next, d - now);
                Tree tree = trees[i];
                if (tree.isPaused()) {
                    continue;
                }
                ticked++;
                try {
                    tree.tick();
                } catch (RuntimeException e) {
                    failures[i] = e;
                    failed = true;
                }
            }
        } finally {
            lane.ticked += ticked;
            lane.nextDelay = next;
            lane.failed |= failed;
        }
    }

    /**
     * {@link #tickRange} while no slot has a flag (no tree sleeps, none is forced): the same
     * steps for an unflagged slot, without reading the flags, which measured as much as the
     * rest of the scheduling together.
     */
    private void tickDueRange(RunnerLane lane, int from, int to, long now) {
        Tree[] trees = this.trees;
        long[] due = this.due;
        long[] intervals = this.intervals;
        int ticked = 0;
        long next = lane.nextDelay;
        boolean failed = false;
        try {
            for (int i = from; i < to; i++) {
                long d = due[i];
                if (now - d < 0) {
                    next = Math.min(next, d - now);
                    continue;
                }
                long interval = intervals[i];
                long late = d;
                d += interval;
                if (d - now <= 0) {
                    lane.dropped += (now - late) / interval;
                    d = now + interval;
                }
                due[i] = d;
                next = Math.min(next, d - now);
                Tree tree = trees[i];
                if (tree.isPaused()) {
                    continue;
                }
                ticked++;
                try {
                    tree.tick();
                } catch (RuntimeException e) {
                    failures[i] = e;
                    failed = true;
                }
            }
        } finally {
            lane.ticked += ticked;
            lane.nextDelay = next;
            lane.failed |= failed;
        }
    }

    /**
     * Spreads first due times (docs/runtime.md, "Phases"): the trees of slots {@code [from,
     * count)}, {@code m} of them, the k-th (from 0, in registration order) due at
     * {@code now + floor(interval * k / m)}, its own interval; a deferral is forgotten (the due
     * time is new). Then no slot is fresh.
     */
    void place(int from, long now) {
        int m = count - from;
        for (int k = 0; k < m; k++) {
            int i = from + k;
            due[i] = now + phase(intervals[i], k, m);
            flags[i] &= ~DEFERRED;
        }
        fresh = count;
    }

    /** {@code floor(interval * k / m)} for {@code 0 <= k < m}, without overflow. */
    static long phase(long interval, int k, int m) {
        return interval / m * k + interval % m * k / m;
    }

    /**
     * Serves the slots {@code order[from, to)}, each due or forced and awake (a
     * {@link RunnerServing} plan): ticks each but the paused ones, asks the interval function
     * when its reading is old enough, and moves its due time as {@link #tickRange} does (a tree
     * forced before its due time is next due no later than one interval from now). Clears the
     * forced and deferred flags of the slots it serves.
     */
    void serveRange(RunnerLane lane, int[] order, int from, int to, long now) {
        Function<? super Tree, Duration> function = intervalFunction;
        int ticked = 0;
        long next = lane.nextDelay;
        boolean failed = false;
        try {
            for (int k = from; k < to; k++) {
                int i = order[k];
                flags[i] &= ~(FORCED | DEFERRED);
                Tree tree = trees[i];
                if (!tree.isPaused()) {
                    ticked++;
                    try {
                        tree.tick();
                    } catch (RuntimeException e) {
                        failures[i] = e;
                        failed = true;
                    }
                }
                long interval = intervals[i];
                if (function != null && now - readAt[i] >= readEvery) {
                    readAt[i] = now;
                    interval = readInterval(function, i, interval);
                    failed |= failures[i] != null;
                }
                long d = due[i];
                if (now - d >= 0) {
                    long late = d;
                    d += interval;
                    if (d - now <= 0) {
                        lane.dropped += (now - late) / interval;
                        d = now + interval;
                    }
                    due[i] = d;
                } else if (now + interval - d < 0) { // forced early, and its interval shrank
                    d = now + interval;
                    due[i] = d;
                }
                next = Math.min(next, d - now);
            }
        } finally {
            lane.ticked += ticked;
            lane.nextDelay = next;
            lane.failed |= failed;
        }
    }

    /**
     * Asks the interval function for slot {@code i}'s interval and keeps a valid answer; what it
     * throws, or a zero or negative answer, is the slot's failure (suppressed by the tick's own).
     */
    private long readInterval(Function<? super Tree, Duration> function, int i, long interval) {
        RuntimeException problem;
        try {
            Duration answer = function.apply(trees[i]);
            if (answer == null) {
                return interval;
            }
            if (!answer.isNegative() && !answer.isZero()) {
                long nanos = answer.compareTo(RunnerChecks.MAX_DURATION) > 0
                        ? RunnerChecks.MAX_NANOS : answer.toNanos();
                intervals[i] = nanos;
                return nanos;
            }
            problem = new IllegalArgumentException("[Arbor/BadInterval] the runner's interval"
                    + " function answered " + answer + " for " + RunnerChecks.describe(trees[i])
                    + ": an interval must be positive; answer a positive duration, or null to"
                    + " keep the tree's interval (" + Duration.ofNanos(interval) + ")");
        } catch (RuntimeException e) {
            problem = e;
        }
        if (failures[i] == null) {
            failures[i] = problem;
        } else if (failures[i] != problem) {
            failures[i].addSuppressed(problem);
        }
        return interval;
    }

    /** Whether a slot of {@code [0, n)} has a flag. */
    private boolean anyFlag(int n) {
        for (int i = 0; i < n; i++) {
            if (flags[i] != 0) {
                return true;
            }
        }
        return false;
    }

    private void grow() {
        int length = trees.length * 2;
        trees = Arrays.copyOf(trees, length);
        intervals = Arrays.copyOf(intervals, length);
        due = Arrays.copyOf(due, length);
        sleepUntil = Arrays.copyOf(sleepUntil, length);
        flags = Arrays.copyOf(flags, length);
        readAt = Arrays.copyOf(readAt, length);
        failures = Arrays.copyOf(failures, length);
    }
}
