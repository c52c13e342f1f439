// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.jmh;

import dev.arbor.benchmarks.Implementations;
import dev.arbor.benchmarks.w1.W1GuardTreeNodes;
import dev.arbor.benchmarks.workload.Workload;
import dev.arbor.runtime.Tree;
import dev.arbor.test.TreeTest;
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
 * What the test kit's leaf overrides cost a plain tick: nothing. W1 on Arbor, ticked by the
 * workload as W1Benchmark does: {@code plain}, a tree the kit never saw; {@code kit-detached},
 * a tree a {@link TreeTest} drove with an override of {@code isHurt} scripted and then let go
 * (its listener detached), so that the kit's classes are loaded and the traced path ran, and the
 * plain tick runs beside them; {@code overridden}, the tree with the kit attached and the
 * override answering, which runs the traced copy (a test's path, for scale).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class OverrideBenchmark {
    @Param({"plain", "kit-detached", "overridden"})
    public String setup;

    private Workload workload;

    @Setup
    public void setUp() {
        workload = Implementations.w1("arbor").apply(0);
        if (setup.equals("plain")) {
            return;
        }
        Tree tree = (Tree) workload.engine();
        TreeTest test = TreeTest.of(tree);
        test.override(W1GuardTreeNodes.IS_HURT).answer(tick -> tick % 7 == 0);
        for (int i = 0; i < 10_000; i++) {
            workload.tick(); // the traced copy, with the override, warmed up too
        }
        if (setup.equals("kit-detached")) {
            tree.setListener(null);
        }
    }

    @Benchmark
    public void tick() {
        workload.tick();
    }
}
