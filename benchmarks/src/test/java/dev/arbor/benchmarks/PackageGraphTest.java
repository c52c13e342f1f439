// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.packagegraph.PackageGraph;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The benchmarks' packages, checked on the sources, the generated workload sources included, by
 * the shared {@link PackageGraph} (the table is in benchmarks/README.md):
 * {@code workload ← gdx ← wN ← the top package ← jmh}, with {@code kinds} (one small tree per node
 * kind) beside the {@code wN}, knowing only {@code workload}. A workload package ({@code w1}, {@code w2},
 * ... : one row for all, so that a new {@code w5} needs no change here) knows the contract
 * ({@code workload}) and the gdx-ai adapters, never another workload, the drivers or the JMH
 * classes: what combines workloads (W3's crowd of W1 agents, {@link Implementations}, the
 * drivers) is handed them or sits above.
 */
class PackageGraphTest {
    static final String WORKLOADS = "w\\d+";

    static final PackageGraph GRAPH = PackageGraph.of("dev.arbor.benchmarks", PackageGraphTest.class)
            .allow("workload")
            .allow("gdx", "workload")
            .allow(WORKLOADS, "workload", "gdx")
            // the node kinds one by one: a workload package of its own kind
            .allow("kinds", "workload")
            // Implementations, Equivalence, Ticks, Footprint, CompileTime, Suite
            .allow(PackageGraph.TOP, "workload", "gdx", WORKLOADS, "kinds")
            .allow("jmh", PackageGraph.TOP, "workload", "gdx", WORKLOADS, "kinds")
            .build();

    /** Where GenerateSources writes W2Synthetic, W2MethodWalker and the W1 copies. */
    static final Path GENERATED = Path.of("target/generated-sources/workloads");

    @Test
    void everyImportOfTheBenchmarksFollowsTheTableAndNoCycle() {
        // Surefire runs in the module directory, after generate-sources
        GRAPH.assertFollowedBy(Path.of("src/main/java"), GENERATED);
    }

    @Test
    void aWorkloadAddedLaterIsGovernedByTheWorkloadRow() {
        assertEquals(WORKLOADS, GRAPH.rowOf("w5"));
        assertEquals(List.of(), GRAPH.violations("w5/W5Arbor.java", """
                package dev.arbor.benchmarks.w5;
                import dev.arbor.benchmarks.gdx.GdxWorkload;
                import dev.arbor.benchmarks.workload.Workload;
                public final class W5Arbor {}
                """));
        assertEquals(List.of(), GRAPH.violations("Implementations.java", """
                package dev.arbor.benchmarks;
                import dev.arbor.benchmarks.w5.W5Arbor;
                final class Implementations {}
                """));
        assertEquals(List.of(), GRAPH.violations("jmh/W5Benchmark.java", """
                package dev.arbor.benchmarks.jmh;
                import dev.arbor.benchmarks.Implementations;
                import dev.arbor.benchmarks.w5.W5Arbor;
                public class W5Benchmark {}
                """));
    }

    @Test
    void aWorkloadImportsNoOtherWorkloadNorWhatSitsAbove() {
        List<String> found = GRAPH.violations("w5/W5Arbor.java", """
                package dev.arbor.benchmarks.w5;
                import dev.arbor.benchmarks.w1.W1Guard;
                import dev.arbor.benchmarks.Implementations;
                import dev.arbor.benchmarks.jmh.W1Benchmark;
                public final class W5Arbor {}
                """);
        assertEquals(3, found.size(), () -> String.join("\n", found));
        found.forEach(line -> assertTrue(line.contains("w5 (w\\d+) may import only gdx, workload"),
                line));
        assertEquals(1, GRAPH.violations("Suite.java", """
                package dev.arbor.benchmarks;
                import dev.arbor.benchmarks.jmh.W1Benchmark;
                final class Suite {}
                """).size(), "the top package → jmh");
    }
}
