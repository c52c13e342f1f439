// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.jmh;

import dev.arbor.benchmarks.Implementations;
import dev.arbor.benchmarks.w3.FrameCrowd;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * One 16 ms frame of a crowd of 100,000 W3 agents at 4 Hz through a {@code TreeRunner} with a
 * 2 ms budget ({@link FrameCrowd}): one invocation is one update. Sampled, so that JMH reports
 * the distribution of frame times (its p0.99 and p1.00, the worst frame) besides the mean; with
 * {@code spread = false} every agent is due in the same frame of each round, which the budget
 * cuts into a few frames; with {@code true} each frame ticks about 1/16 of the crowd. Setup runs
 * 64 frames (four rounds), then a full collection.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class W3BudgetBenchmark {
    /** Agents in the crowd. */
    public static final int AGENTS = 100_000;

    @Param({"false", "true"})
    public boolean spread;

    @Param({"1", "2"})
    public int threads;

    private FrameCrowd crowd;

    @Setup
    public void setUp() {
        crowd = new FrameCrowd(Implementations.w1("arbor"), AGENTS, threads, spread);
        for (int f = 0; f < 64; f++) {
            crowd.frame();
        }
        System.gc();
    }

    @TearDown
    public void tearDown() {
        crowd.close();
    }

    @Benchmark
    public long frame() {
        return crowd.frame();
    }
}
