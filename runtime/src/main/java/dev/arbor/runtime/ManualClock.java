// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import java.time.Duration;

/**
 * A clock that moves only when told: for tests, replays and simulations that must give the same
 * trace every time. It starts at 0, or at any reading given to {@link #ManualClock(long)}, and
 * only moves forward.
 *
 * <pre>
 * ManualClock clock = new ManualClock();
 * GuardTree tree = new GuardTree(guard, clock, 42);
 * tree.tick();
 * clock.advanceMillis(250);
 * tree.tick();
 * </pre>
 *
 * <p>Like {@link System#nanoTime()}, its reading wraps: moved forward past
 * {@link Long#MAX_VALUE}, it goes on from {@link Long#MIN_VALUE}. Trees and {@link TreeRunner}
 * compare readings only by their difference ({@link Clock#nanos()}), so they run the same
 * whatever reading the clock starts at; {@code new ManualClock(Long.MAX_VALUE - 1_000_000)}
 * checks that a test's trees do too, one millisecond before the wrap.
 *
 * <p>Not thread-safe: advance it from the thread that ticks its trees, or between their ticks.
 */
public final class ManualClock implements Clock {
    private long nanos;

    /** A clock at 0. */
    public ManualClock() {}

    /**
     * A clock whose first reading is {@code startNanos}: any long, such as one near
     * {@link Long#MAX_VALUE} to see trees and runners go across the wrap of the readings.
     */
    public ManualClock(long startNanos) {
        this.nanos = startNanos;
    }

    @Override
    public long nanos() {
        return nanos;
    }

    /**
     * Moves the clock forward by {@code millis} milliseconds (past {@link Long#MAX_VALUE}, the
     * reading goes on from {@link Long#MIN_VALUE}).
     *
     * @throws IllegalArgumentException if {@code millis} is negative: a clock never goes back
     * @throws ArithmeticException if {@code millis} is more nanoseconds than a long holds
     *     (about 292 years); the clock does not move
     */
    public void advanceMillis(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("[Arbor/ClockBackwards] ManualClock cannot move"
                    + " backwards (advanceMillis(" + millis + ")); advance by 0 or more");
        }
        advanceNanos(Math.multiplyExact(millis, 1_000_000L));
    }

    /**
     * Moves the clock forward by {@code duration} (past {@link Long#MAX_VALUE}, the reading goes
     * on from {@link Long#MIN_VALUE}).
     *
     * @throws NullPointerException if {@code duration} is null, tagged {@code [Arbor/NullArgument]}
     * @throws IllegalArgumentException if {@code duration} is negative
     * @throws ArithmeticException if {@code duration} is more nanoseconds than a long holds
     *     (about 292 years); the clock does not move
     */
    public void advance(Duration duration) {
        Misuse.notNull(duration, "ManualClock.advance", "duration", "pass a Duration of 0 or"
                + " more, e.g. Duration.ofMillis(250)");
        if (duration.isNegative()) {
            throw new IllegalArgumentException("[Arbor/ClockBackwards] ManualClock cannot move"
                    + " backwards (advance(" + duration + ")); advance by 0 or more");
        }
        advanceNanos(duration.toNanos());
    }

    private void advanceNanos(long delta) {
        nanos += delta; // wraps, as System.nanoTime() may: readings are compared by difference
    }

    @Override
    public String toString() {
        return "ManualClock(" + nanos + " ns)";
    }
}
