// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.benchmarks.kinds.Kinds;
import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;
import java.util.function.IntFunction;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Equal work before {@code LibraryBenchmark} times anything: for each node kind, Arbor's tree and
 * its hand-written twin make the same leaf calls with the same results in the same order, tick by
 * tick (equal counts and checksums after every tick, for several agents over 10,000 ticks), and
 * the work is not trivial: no two agents' checksums are alike, and a leaf is called in most ticks.
 */
class KindsEquivalenceTest {
    static final int AGENTS = 4;
    static final int TICKS = 10_000;

    static Iterable<String> kinds() {
        return Kinds.ALL;
    }

    @ParameterizedTest
    @MethodSource("kinds")
    void arborAndHandWrittenDoTheSameWork(String kind) {
        IntFunction<Workload> arbor = Kinds.implementation(kind, "arbor");
        IntFunction<Workload> handWritten = Kinds.implementation(kind, "hand-written");
        long[] checksums = new long[AGENTS];
        for (int i = 0; i < AGENTS; i++) {
            Workload a = arbor.apply(i);
            Workload h = handWritten.apply(i);
            for (int t = 1; t <= TICKS; t++) {
                a.tick();
                h.tick();
                Agent x = a.agent();
                Agent y = h.agent();
                if (x.leafCalls() != y.leafCalls() || x.checksum() != y.checksum()) {
                    throw new AssertionError(String.format("%s, agent %d, tick %,d: arbor %,d"
                            + " leaf calls and checksum 0x%016x, hand-written %,d and 0x%016x",
                            kind, i, t, x.leafCalls(), x.checksum(), y.leafCalls(),
                            y.checksum()));
                }
            }
            assertTrue(a.agent().leafCalls() >= TICKS / 2, () -> kind + ": "
                    + a.agent().leafCalls() + " leaf calls in " + TICKS + " ticks");
            checksums[i] = a.agent().checksum();
        }
        assertEquals(AGENTS, LongStream.of(checksums).distinct().count(),
                () -> kind + ": two agents with the same checksum");
    }

    @Test
    void everyKindHasBothImplementations() {
        assertEquals(2, Kinds.IMPLEMENTATIONS.size());
        for (String kind : Kinds.ALL) {
            for (String implementation : Kinds.IMPLEMENTATIONS) {
                assertEquals(implementation.equals("arbor") ? "ArborWorkload" : "HandWritten",
                        Kinds.implementation(kind, implementation).apply(0).getClass()
                                .getSimpleName().replaceAll("^.*HandWritten$", "HandWritten"));
            }
        }
    }
}
