// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.jmh;

import dev.arbor.benchmarks.Implementations;
import dev.arbor.benchmarks.w3.Crowd;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * W3 'crowd': a frame ticks 10,000 agents, each with its own W1 tree; one op is one agent-tick
 * (a frame's time / 10,000). Setup runs 10 frames, then a full collection, so the trees are in
 * the old generation when timing begins, as long-lived game objects are.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class W3Benchmark {
    @Param({"arbor", "hand-written", "gdx-ai"})
    public String implementation;

    private Crowd crowd;

    @Setup
    public void setUp() {
        crowd = new Crowd(Implementations.w1(implementation));
        for (int f = 0; f < 10; f++) {
            crowd.frame();
        }
        System.gc();
    }

    @Benchmark
    @OperationsPerInvocation(Crowd.AGENTS)
    public void frame() {
        crowd.frame();
    }
}
