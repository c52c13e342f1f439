// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import dev.arbor.runtime.Clock;

/**
 * What a key's tree and agent get from the operator that ticks them: the clock, which reads
 * Flink's time, and the output that leaves emit to. One context serves every key of a parallel
 * task; it is valid only inside the operator's calls (tree factory, record handler, tick).
 *
 * @param <OUT> what the leaves emit
 */
public interface TreeContext<OUT> {

    /**
     * The clock every tree of this operator reads: in nanoseconds, the time of the current tick
     * (a multiple of the interval, in Flink's event or processing time, milliseconds since the
     * epoch times 1,000,000), or of the record being handled. It never goes back for a key.
     */
    Clock clock();

    /** The current time of the clock, in milliseconds. */
    long currentTimeMillis();

    /**
     * Emits {@code value} downstream, stamped (in event time) with the current tick's time.
     * Allocates nothing.
     */
    void emit(OUT value);

    /**
     * Retires the current key (the one whose tree is ticking or whose record is being handled):
     * when the call returns, its agent, tree and held records are removed from the state and it
     * is not ticked again. A later record for the key starts it afresh with a new agent.
     */
    void retire();
}
