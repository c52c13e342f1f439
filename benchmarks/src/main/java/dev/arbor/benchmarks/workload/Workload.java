// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.workload;

/** One implementation of one workload for one agent: ticks it once, accounting included. */
public interface Workload {
    /** beginTick, the engine's tick, endTick. */
    void tick();

    /** The agent whose count and checksum prove the work. */
    Agent agent();

    /** The engine's own objects for this agent (what the memory figure measures, minus the agent). */
    Object engine();
}
