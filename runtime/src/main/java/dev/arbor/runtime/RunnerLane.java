// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

/** What one thread did in one update; written by that thread, read after the update. */
final class RunnerLane {
    int generation;
    int ticked;
    long nextDelay;
    boolean failed;
    /** Ticks dropped: whole intervals a served tree was late by ({@link TreeRunner.Counts}). */
    long dropped;
    Throwable error;

    void reset(int generation) {
        this.generation = generation;
        ticked = 0;
        nextDelay = Long.MAX_VALUE;
        failed = false;
        dropped = 0;
        error = null;
    }
}

