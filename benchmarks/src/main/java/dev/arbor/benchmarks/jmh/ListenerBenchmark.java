// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.jmh;

import dev.arbor.Status;
import dev.arbor.benchmarks.Implementations;
import dev.arbor.benchmarks.workload.Workload;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
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
 * The cost of a TreeListener: W1 (a traced copy of its blocks) and W4 (the generic loop) on Arbor, with no
 * listener and with one that counts every call into preallocated arrays, which must keep a tick
 * allocation-free. (With none attached, compare with W1Benchmark and W4Benchmark of a build
 * without listeners.)
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ListenerBenchmark {
    @Param({"W1", "W4"})
    public String workload;

    @Param({"none", "counting"})
    public String listener;

    private Workload tree;

    @Setup
    public void setUp() {
        tree = (workload.equals("W1") ? Implementations.w1("arbor")
                : Implementations.w4("arbor")).apply(0);
        Tree engine = (Tree) tree.engine();
        if (listener.equals("counting")) {
            engine.setListener(new Counting(engine.nodes().size()));
        }
    }

    @Benchmark
    public void tick() {
        tree.tick();
    }

    /** Counts entries, completions by status, and leaf answers, per node. */
    static final class Counting implements TreeListener {
        final int[] entered;
        final int[] completed;
        final int[] answered;
        long ticks;

        Counting(int nodes) {
            entered = new int[nodes];
            completed = new int[nodes * 4];
            answered = new int[nodes * 4];
        }

        @Override
        public void tickStarted(Tree tree) {
            ticks++;
        }

        @Override
        public void entered(Tree tree, int node) {
            entered[node]++;
        }

        @Override
        public void completed(Tree tree, int node, Status status) {
            completed[node * 4 + status.ordinal()]++;
        }

        @Override
        public void leafAnswered(Tree tree, int node, Status status) {
            answered[node * 4 + status.ordinal()]++;
        }
    }
}
