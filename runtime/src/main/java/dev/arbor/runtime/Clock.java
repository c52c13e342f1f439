// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

/**
 * The time a tree reads: Wait, TimeLimit and Cooldown measure it. Every tree instance reads its
 * own clock, once at the start of each {@code tick()} (and in {@code pause()} and
 * {@code resume()}), and uses that reading for everything in the tick.
 *
 * <p>The generated constructor {@code (agent, clock, seed)} takes one; {@code (agent)} uses
 * {@link #system()}. Tests use a {@link ManualClock}. A clock over a time line that several
 * processes share (a stream's event time, epoch time) lets a tree continue elsewhere.
 */
@FunctionalInterface
public interface Clock {

    /**
     * Now, in nanoseconds on this clock's time line. Only differences between readings of the
     * same clock mean anything, and they never go back: a later reading minus an earlier one is
     * never negative, in long arithmetic, which wraps. The readings themselves may be any long,
     * and may wrap from {@link Long#MAX_VALUE} to {@link Long#MIN_VALUE} as
     * {@link System#nanoTime()} may: trees and {@link TreeRunner} compare readings only by their
     * difference, and take no reading to mean "none".
     */
    long nanos();

    /** The JVM's monotonic clock ({@link System#nanoTime()}): readings mean nothing outside it. */
    static Clock system() {
        return SystemClock.INSTANCE;
    }
}

/** {@link Clock#system()}, one instance, so that trees built with it share it. */
enum SystemClock implements Clock {
    INSTANCE;

    @Override
    public long nanos() {
        return System.nanoTime();
    }

    @Override
    public String toString() {
        return "Clock.system()";
    }
}
