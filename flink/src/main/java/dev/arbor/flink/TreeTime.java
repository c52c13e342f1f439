// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

/** Which of Flink's times the trees' clock reads, and so which time ticks them. */
public enum TreeTime {
    /**
     * Ticks when the watermark passes each interval boundary; every boundary is ticked, however
     * far the watermark jumps, and a record is handled just before the first tick at or after its
     * timestamp. The same input gives the same output on every run, with or without a failure.
     */
    EVENT_TIME,
    /**
     * Ticks on the task's wall clock at each interval boundary; boundaries missed while the task
     * was busy are skipped (a tree is ticked at most once per interval), and records are handled
     * when they arrive.
     */
    PROCESSING_TIME
}
