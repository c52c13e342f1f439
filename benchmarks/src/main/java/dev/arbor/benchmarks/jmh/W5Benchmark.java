// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.jmh;

import dev.arbor.benchmarks.w5.W5;
import dev.arbor.benchmarks.workload.Workload;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * W5 'skirmish': one agent, one tree and its manual clock, ticked over and over; one op is one
 * agent-tick, the driver's step included (the clock's 100 ms). Arbor's tree has parallels, so
 * this times its event loop.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class W5Benchmark {
    @Param({"arbor", "hand-written", "gdx-ai"})
    public String implementation;

    private Workload workload;

    @Setup
    public void setUp() {
        workload = W5.implementation(implementation).apply(0);
    }

    @Benchmark
    public void tick() {
        workload.tick();
    }
}
