// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w4;

/** W4's driver constants (WORKLOADS.md, "The driver"), shared by every implementation. */
final class W4 {
    /** The clock moves 125 ms before each tick. */
    static final long TICK_MILLIS = 125;
    /** The event draw: {@code hit} is raised before tick t iff draw(s, t, 18) mod 32 == 0. */
    static final int HIT_ID = 18;
    static final int HIT_BITS = 5;

    private W4() {}
}
