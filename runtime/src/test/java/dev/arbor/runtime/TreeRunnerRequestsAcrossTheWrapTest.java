// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

/**
 * Every test of {@link TreeRunnerRequestsTest} again (sleeps, wakes, forced ticks, intervals,
 * events, pauses), on a clock that starts 600 ms before its readings wrap from
 * {@code Long.MAX_VALUE} to {@code Long.MIN_VALUE}: wake times and due times go across the wrap.
 */
class TreeRunnerRequestsAcrossTheWrapTest extends TreeRunnerRequestsTest {
    @Override
    long origin() {
        return Long.MAX_VALUE - 600_000_000L;
    }
}
