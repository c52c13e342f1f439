// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.replay;

import java.util.List;

/**
 * A replay parted from its recording: the tree did something else than what was recorded at
 * tick {@link #tick()} ({@link Replayer}). The message shows the tick's recorded trace and what
 * the replay did up to where they parted, marked with {@code >>}.
 */
public final class ReplayMismatch extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The tick where the traces part (0: before the first tick replayed). */
    private final int tick;
    /** The recorded trace of that tick. */
    private final transient List<String> recorded;
    /** What the replay did in that tick, up to and including the first event that differs. */
    private final transient List<String> replayed;

    ReplayMismatch(String what, int tick, List<String> recorded, List<String> replayed) {
        super(what + " at tick " + tick + "\n  recorded:\n" + lines(recorded)
                + "  replayed:\n" + lines(replayed));
        this.tick = tick;
        this.recorded = List.copyOf(recorded);
        this.replayed = List.copyOf(replayed);
    }

    private static String lines(List<String> lines) {
        StringBuilder text = new StringBuilder();
        for (String line : lines) {
            text.append("    ").append(line).append('\n');
        }
        return text.toString();
    }

    /** The tick where the traces part, counted from 1 (0: before the first tick). */
    public int tick() {
        return tick;
    }

    /** The recorded trace of that tick ({@link Recording#trace(int)}). */
    public List<String> recorded() {
        return recorded;
    }

    /** What the replay did in that tick, up to the first event that differs, marked {@code >>}. */
    public List<String> replayed() {
        return replayed;
    }
}
