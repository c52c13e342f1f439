// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.jmh;

import dev.arbor.benchmarks.Implementations;
import dev.arbor.benchmarks.w3.Crowd;
import dev.arbor.benchmarks.w3.RunnerCrowd;
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
import org.openjdk.jmh.annotations.TearDown;

/**
 * W3 'crowd' through a {@link dev.arbor.runtime.TreeRunner}: one invocation moves the runner's
 * manual clock by one interval and runs one update, which ticks all 10,000 agents; one op is one
 * agent-tick. {@code threads = 0} is the baseline: a plain loop calling {@code tick()} on the same
 * wrapped trees, without the runner; 1 and 2 are runners with that many threads (2: the
 * benchmark's thread and one worker). The runner's overhead is 1 against 0; the speed-up on two
 * cores is 1 against 2. Allocation ({@code -prof gc}, {@code gc.alloc.rate.norm}) counts the
 * benchmark's thread only; the runtime tests check the workers' (0 B per update). Setup runs 10
 * frames, then a full collection.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class W3RunnerBenchmark {
    /** 0: a plain loop, no runner; 1 or 2: a TreeRunner with that many threads. */
    @Param({"0", "1", "2"})
    public int threads;

    private RunnerCrowd crowd;

    @Setup
    public void setUp() {
        crowd = new RunnerCrowd(Implementations.w1("arbor"), Math.max(1, threads));
        for (int f = 0; f < 10; f++) {
            frame();
        }
        System.gc();
    }

    @TearDown
    public void tearDown() {
        crowd.close();
    }

    @Benchmark
    @OperationsPerInvocation(Crowd.AGENTS)
    public void frame() {
        if (threads == 0) {
            crowd.loopFrame();
        } else {
            crowd.frame();
        }
    }
}
