// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

/**
 * How the operator finds the keys to tick. Both tick every key at every interval boundary and
 * give the same output; they differ in cost (measured in {@code docs/flink.md}).
 */
public enum Scheduling {
    /**
     * One pass over the task's keys per boundary, started by one processing-time timer or by the
     * watermark: no per-key timer at all. The default: measured with 100,000 keys and heap state,
     * half the CPU per tick of {@link #TIMERS} at 4 Hz and 3 to 7 times its most ticks per
     * second, and no timer in the checkpoints. A task's keys are ticked in one burst per
     * boundary.
     */
    SWEEP,
    /**
     * A Flink timer per key per tick, re-registered by each tick: Flink's own mechanism, which
     * keeps the timers in (and checkpoints them with) the state backend.
     */
    TIMERS
}
