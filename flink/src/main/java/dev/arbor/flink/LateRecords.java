// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

/**
 * What becomes of a late record in event time: one whose tick has already run, because the
 * watermark had passed the first interval boundary at or after its timestamp when it arrived.
 * A record behind the watermark but ahead of its tick (the watermark is between its timestamp and
 * that boundary) is not late: it is handled just before its tick like any other. Every late
 * record is counted ({@link TreeMetrics#LATE_RECORDS}) whatever is done with it; in processing
 * time no record is late.
 */
public enum LateRecords {
    /**
     * Handled at once, at the time of the key's last tick (its clock never goes back), as a
     * record on time would have been just before that tick; a late first record of a key starts
     * the key, ticked from the next boundary. The default: what {@code KeyedTrees} did before
     * this option existed, so a job that does not choose loses no record it used to apply.
     */
    APPLY,
    /**
     * Not handled: sent, with its timestamp, to the side output {@link KeyedTrees#lateRecordsTag()}
     * names, for the job to log, store or replay. A late first record does not start its key.
     */
    SIDE_OUTPUT,
    /** Not handled and not kept: only counted. A late first record does not start its key. */
    DROP
}
