// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import java.time.Duration;

/**
 * The argument checks and messages a {@link TreeRunner} and its builder share: durations turned
 * into nanoseconds (positive, cut to {@link #MAX_NANOS}), the closed runner's message, and how a
 * tree is named in messages.
 */
final class RunnerChecks {

    /**
     * Longer durations are cut to this (about 73 years), so that every difference of readings
     * the runner compares stays far within a long: readings are only compared by difference,
     * which holds across a wrap of the clock from Long.MAX_VALUE to Long.MIN_VALUE.
     */
    static final long MAX_NANOS = Long.MAX_VALUE / 4;
    /** {@link #MAX_NANOS} as a duration. */
    static final Duration MAX_DURATION = Duration.ofNanos(MAX_NANOS);

    private RunnerChecks() {}

    static IllegalStateException closedError(String method) {
        return new IllegalStateException("[Arbor/RunnerClosed] TreeRunner." + method + "() called"
                + " after close(); a closed runner holds no trees and ticks nothing: build a new"
                + " one");
    }

    static long positiveNanos(Duration interval, String method) {
        Misuse.notNull(interval, method, "interval", "pass an interval, e.g."
                + " Duration.ofMillis(250)");
        if (interval.isNegative() || interval.isZero()) {
            throw new IllegalArgumentException("[Arbor/BadInterval] " + method + "(" + interval
                    + "): an interval must be positive; pass a duration such as"
                    + " Duration.ofMillis(250)");
        }
        return clampedNanos(interval);
    }

    static long clampedNanos(Duration duration) {
        if (duration.compareTo(MAX_DURATION) > 0) {
            return MAX_NANOS;
        }
        return duration.toNanos();
    }

    static String describe(Tree tree) {
        return tree.getClass().getName() + "@" + Integer.toHexString(System.identityHashCode(tree));
    }
}
