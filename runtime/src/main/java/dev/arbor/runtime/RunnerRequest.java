// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

/**
 * A request to a {@link TreeRunner} about one of its trees (or all of them), applied at once or
 * at the end of the update it was made in.
 */
final class RunnerRequest {
    static final int ADD = 0;
    static final int REMOVE = 1;
    static final int INTERVAL = 2;
    static final int SLEEP = 3;
    static final int WAKE = 4;
    static final int FORCE = 5;
    static final int RAISE = 6;
    static final int PAUSE = 7;
    static final int RESUME = 8;
    static final int PAUSE_ALL = 9;
    static final int RESUME_ALL = 10;
    /** A sleep that resets the tree ({@link TreeRunner.Sleep#RESET}). */
    static final int SLEEP_RESET = 11;
    /** Spread every tree's phase at the start of the next update ({@link TreeRunner#stagger()}). */
    static final int STAGGER = 12;
    private static final String[] METHODS = {"add", "remove", "setInterval", "sleep", "wake",
        "forceTick", "raise", "pause", "resume", "pauseAll", "resumeAll", "sleep", "stagger"};

    final int kind;
    final Tree tree;
    /** An interval or a sleep. */
    final long nanos;
    /** The clock when the request was made (add, sleep, setInterval). */
    final long at;
    /** An event's name. */
    final String name;

    RunnerRequest(int kind, Tree tree, long nanos, long at, String name) {
        this.kind = kind;
        this.tree = tree;
        this.nanos = nanos;
        this.at = at;
        this.name = name;
    }

    String method() {
        return METHODS[kind];
    }
}

