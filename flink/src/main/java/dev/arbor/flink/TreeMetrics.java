// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

/**
 * The names of the metrics a {@code KeyedTrees} operator registers in its operator metric group
 * (so a reporter shows them under the job, the operator's name and the subtask, beside Flink's
 * own {@code numRecordsIn} and the like). Each parallel task counts its own keys and ticks; sum
 * over subtasks for the job. The names are stable: dashboards and alerts may use them.
 */
public final class TreeMetrics {
    /** Counter: trees ticked (one per key per tick). */
    public static final String TICKS = "arborTreeTicks";
    /** Meter: {@link #TICKS} per second, averaged over the last 60 seconds. */
    public static final String TICKS_PER_SECOND = "arborTreeTicksPerSecond";
    /** Counter: conditional aborts that fired in the ticks ({@code TreeListener.abortFired}). */
    public static final String ABORTS = "arborTreeAborts";
    /** Counter: ticks whose root completed with FAILURE. */
    public static final String FAILURES = "arborTreeFailures";
    /** Counter: records the leaves and expiry hooks emitted ({@link TreeContext#emit}). */
    public static final String EMITTED = "arborEmittedRecords";
    /** Counter: late records in event time (see {@link LateRecords}), whatever became of them. */
    public static final String LATE_RECORDS = "arborLateRecords";
    /** Gauge (a long): the keys this task holds, started and not yet retired or expired. */
    public static final String KEYS_ALIVE = "arborKeysAlive";
    /** Counter: keys retired for being idle ({@link KeyedTrees#expireIdle}). */
    public static final String EXPIRED_KEYS = "arborExpiredKeys";
    /**
     * Histogram: nanoseconds of one {@code tick()} call of one tree (the tree alone: not the state
     * access around it), for one tick in {@link #TICK_TIME_SAMPLING}, over the last 1,024 samples.
     */
    public static final String TICK_TIME_NANOS = "arborTickTimeNanos";
    /**
     * Counter: keys whose tree state was written by another version of the tree class and moved
     * to this job's ({@link NewVersion#MOVE}), counted as each key is first touched.
     */
    public static final String KEYS_MOVED = "arborKeysMoved";
    /** Counter: of {@link #KEYS_MOVED}, those whose running run could not continue and ended. */
    public static final String RUNS_ENDED = "arborRunsEnded";
    /** One tick in this many is timed for {@link #TICK_TIME_NANOS}: two clock reads per tick cost more than a small tree's tick. */
    public static final int TICK_TIME_SAMPLING = 16;

    private TreeMetrics() {}
}
