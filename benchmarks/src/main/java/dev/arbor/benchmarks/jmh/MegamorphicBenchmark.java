// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.jmh;

import dev.arbor.benchmarks.w1.W1Arbor;
import dev.arbor.benchmarks.w1.W1Family;
import dev.arbor.benchmarks.w1.W1HandWritten;
import dev.arbor.benchmarks.workload.Workload;
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
 * Twenty W1 trees ticked round-robin in one JVM: either twenty instances of one generated tree
 * class, or one instance each of twenty distinct generated tree classes (same shape, same agent
 * seed, so the same work as W1). One op is one agent-tick. The hand-written W1, as one class or
 * as twenty copies, is the yardstick: it pays the same megamorphic call and the same twenty
 * copies of code, so it shows how much of the cost of twenty classes is the JVM's.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MegamorphicBenchmark {
    static final int TREES = 20;

    @Param({"arbor", "hand-written"})
    public String implementation;

    @Param({"1", "20"})
    public int treeClasses;

    private Workload[] trees;

    @Setup
    public void setUp() {
        trees = new Workload[TREES];
        for (int i = 0; i < TREES; i++) {
            int treeClass = i % W1Family.CLASSES;
            if (implementation.equals("arbor")) {
                trees[i] = treeClasses == 1 ? new W1Arbor(0) : W1Family.create(treeClass, 0);
            } else {
                trees[i] = treeClasses == 1 ? new W1HandWritten(0)
                        : W1Family.handWritten(treeClass, 0);
            }
        }
    }

    @Benchmark
    @OperationsPerInvocation(TREES)
    public void roundRobin() {
        for (Workload tree : trees) {
            tree.tick();
        }
    }
}
