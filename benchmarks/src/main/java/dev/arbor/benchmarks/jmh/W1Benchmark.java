// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.jmh;

import dev.arbor.benchmarks.Implementations;
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

/** W1 'guard': one agent, one tree, ticked over and over; one op is one agent-tick. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class W1Benchmark {
    @Param({"arbor", "hand-written", "gdx-ai"})
    public String implementation;

    private Workload workload;

    @Setup
    public void setUp() {
        workload = Implementations.w1(implementation).apply(0);
    }

    @Benchmark
    public void tick() {
        workload.tick();
    }
}
