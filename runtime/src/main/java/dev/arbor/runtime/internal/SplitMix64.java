// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.internal;

/**
 * The random generator of a tree instance: SplitMix64, seeded with the seed the tree was built
 * with, so every run can be reproduced. {@code reset()} of the tree does not reseed it.
 */
public final class SplitMix64 {
    private long state;

    public SplitMix64(long seed) {
        this.state = seed;
    }

    /** The generator's whole state, for a snapshot of its tree. */
    public long state() {
        return state;
    }

    /** Restores the state {@link #state()} answered: the draws continue from there. */
    public void state(long state) {
        this.state = state;
    }

    /** The next 64 random bits. */
    public long next() {
        state += 0x9E3779B97F4A7C15L;
        long z = state;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
