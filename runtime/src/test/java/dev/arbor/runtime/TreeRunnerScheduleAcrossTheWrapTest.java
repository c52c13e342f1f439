// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

/**
 * Every test of {@link TreeRunnerScheduleTest} again, on a clock that starts 600 ms before its
 * readings wrap from {@code Long.MAX_VALUE} to {@code Long.MIN_VALUE}, so that due times,
 * intervals and resyncs go across the wrap: the runner compares readings only by their
 * difference, and must tick exactly as it does from 0.
 */
class TreeRunnerScheduleAcrossTheWrapTest extends TreeRunnerScheduleTest {
    @Override
    long origin() {
        return Long.MAX_VALUE - 600_000_000L;
    }
}
