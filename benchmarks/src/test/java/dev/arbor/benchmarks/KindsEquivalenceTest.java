// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbor.benchmarks.jmh.LibraryBenchmark;
import dev.arbor.benchmarks.kinds.Kinds;
import dev.arbor.benchmarks.workload.Workload;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.annotations.Param;

/**
 * Equal work before {@code LibraryBenchmark} times anything (which runs the same check in its
 * set-up): for each node kind, Arbor's tree and its hand-written twin make the same leaf calls
 * with the same results in the same order, tick by tick, for four agents over 10,000 ticks, and
 * the work is not trivial ({@link Equivalence#checkKind}).
 */
class KindsEquivalenceTest {

    static Iterable<String> kinds() {
        return Kinds.ALL;
    }

    @ParameterizedTest
    @MethodSource("kinds")
    void arborAndHandWrittenDoTheSameWork(String kind) {
        Equivalence.checkKind(kind, 4, 10_000);
    }

    /** LibraryBenchmark's parameters name every kind and implementation, in their order. */
    @Test
    void theBenchmarkRunsEveryKind() throws NoSuchFieldException {
        assertEquals(Kinds.ALL, List.of(
                LibraryBenchmark.class.getField("kind").getAnnotation(Param.class).value()));
        assertEquals(Kinds.IMPLEMENTATIONS, List.of(LibraryBenchmark.class
                .getField("implementation").getAnnotation(Param.class).value()));
    }

    /** What LibraryBenchmark's parameters name, and nothing else, builds a workload. */
    @Test
    void everyKindHasBothImplementationsAndNoOther() {
        assertEquals(List.of("arbor", "hand-written"), Kinds.IMPLEMENTATIONS);
        for (String kind : Kinds.ALL) {
            for (String implementation : Kinds.IMPLEMENTATIONS) {
                Workload w = Kinds.implementation(kind, implementation).apply(0);
                assertEquals(0, w.agent().leafCalls(), kind + " " + implementation);
            }
            assertThrows(IllegalArgumentException.class,
                    () -> Kinds.implementation(kind, "gdx-ai"));
        }
        assertThrows(IllegalArgumentException.class,
                () -> Kinds.implementation("sequence", "arbor").apply(0));
    }
}
