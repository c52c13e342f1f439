// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks;

import dev.arbor.benchmarks.kinds.Kinds;
import dev.arbor.benchmarks.w1.W1Family;
import dev.arbor.benchmarks.w3.Crowd;
import dev.arbor.benchmarks.w3.RunnerCrowd;
import dev.arbor.benchmarks.w5.W5;
import dev.arbor.benchmarks.workload.Workload;
import java.util.HashSet;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * The reference values of WORKLOADS.md (revision 2) and the checks that an implementation
 * reproduces them. Throws {@link AssertionError} naming the first value that differs.
 */
public final class Equivalence {
    private Equivalence() {}

    public static void checkW1(String implementation) {
        check("W1 " + implementation, Implementations.w1(implementation).apply(0),
                4, 0x88AC27811849EBE0L, 326, 0x8A4A8EF9C7080608L, 30_505, 0x699db26663aedb49L);
    }

    public static void checkW2(String implementation) {
        check("W2 " + implementation, Implementations.w2(implementation).apply(0),
                4, 0x5D5FDD46DAC0C6F7L, 822, 0xA88410B7932BFC76L, 94_653, 0x37c849ac10c34563L);
    }

    public static void checkW4(String implementation) {
        check("W4 " + implementation, Implementations.w4(implementation).apply(0),
                4, 0x1A9C254FA37F4A92L, 264, 0x1756095A1F92F7CEL, 22_122, 0x65ed9ed547dea2d9L);
    }

    /**
     * W5 (benchmarks/README.md, "W5 'skirmish'"): agent 0 after 1, 100 and 10,000 ticks, the
     * values the reference interpreter computes from the same tree (the processor's
     * W5ReferenceTest asserts them too).
     */
    public static void checkW5(String implementation) {
        check("W5 " + implementation, W5.implementation(implementation).apply(0),
                5, 0x041bb1b24c5fd032L, 433, 0x43f0034475deb433L, 39_194, 0xdfb6d7f2502dc612L);
    }

    /**
     * The W4 crowd (10,000 agents, each with its own W4 tree and clock) after 1 and 10 frames,
     * and after 10,000 when {@code full}: 10^8 agent-ticks, too long for {@code mvn verify}.
     */
    public static void checkW4Crowd(String implementation, boolean full) {
        Crowd crowd = new Crowd(Implementations.w4(implementation));
        String name = "W4 crowd " + implementation;
        crowd.frame();
        expect(name + " after 1 frame", 59_223, 0x80c5eb7414ed73f2L, crowd);
        for (int f = 2; f <= 10; f++) {
            crowd.frame();
        }
        expect(name + " after 10 frames", 251_559, 0x74a1b2990b7177aeL, crowd);
        if (!full) {
            return;
        }
        for (int f = 11; f <= 10_000; f++) {
            crowd.frame();
        }
        expect(name + " after 10,000 frames", 221_654_668, 0x516895851a55631cL, crowd);
    }

    /** Each of the twenty generated W1 tree classes does W1's work. */
    public static void checkW1Family() {
        for (int c = 0; c < W1Family.CLASSES; c++) {
            check("W1 on tree class " + c, W1Family.create(c, 0),
                    4, 0x88AC27811849EBE0L, 326, 0x8A4A8EF9C7080608L, 30_505, 0x699db26663aedb49L);
            check("hand-written W1, class " + c, W1Family.handWritten(c, 0),
                    4, 0x88AC27811849EBE0L, 326, 0x8A4A8EF9C7080608L, 30_505, 0x699db26663aedb49L);
        }
    }

    public static void checkW3(String implementation, IntFunction<Workload> w1) {
        checkW3(implementation, w1, true);
    }

    /**
     * The W3 crowd after 1 and 10 frames, then after 10,000 when {@code full} (10^8
     * agent-ticks: the exhaustive tests and the suite), else after 1,000.
     */
    public static void checkW3(String implementation, IntFunction<Workload> w1, boolean full) {
        Crowd crowd = new Crowd(w1);
        checkW3Frames("W3 " + implementation, crowd, crowd::frame, full);
    }

    /**
     * W3 through a {@link dev.arbor.runtime.TreeRunner} with {@code threads} threads, one update
     * per frame: the same counts and checksums as the plain loop.
     */
    public static void checkW3Runner(int threads) {
        checkW3Runner(threads, true);
    }

    /** As above, to 10,000 frames when {@code full}, else to 1,000. */
    public static void checkW3Runner(int threads, boolean full) {
        try (RunnerCrowd crowd = new RunnerCrowd(Implementations.w1("arbor"), threads)) {
            checkW3Frames("W3 through TreeRunner, " + threads + " thread(s)", crowd.crowd(),
                    crowd::frame, full);
        }
    }

    private static void checkW3Frames(String name, Crowd crowd, Runnable frame, boolean full) {
        frame.run();
        expect(name + " after 1 frame", 38_735, 0x891401e149e9a120L, crowd);
        for (int f = 2; f <= 10; f++) {
            frame.run();
        }
        expect(name + " after 10 frames", 310_766, 0xa7658ef424615110L, crowd);
        int last = full ? 10_000 : 1_000;
        for (int f = 11; f <= last; f++) {
            frame.run();
        }
        if (full) {
            expect(name + " after 10,000 frames", 304_961_509, 0x1ea8399f15184fb6L, crowd);
        } else {
            // not in WORKLOADS.md: what every implementation gives, and the way to 10,000
            expect(name + " after 1,000 frames", 30_500_802, 0xe541e7eb0cbec33aL, crowd);
        }
    }

    /**
     * A node kind of {@code LibraryBenchmark} (benchmarks/README.md, "The node kinds one by
     * one"): for agents 0 to {@code agents - 1}, Arbor's tree and its hand-written twin have made
     * the same leaf calls with the same results in the same order after every one of
     * {@code ticks} ticks (equal counts and checksums), and the work is not trivial: a leaf is
     * called in at least half the ticks, and no two agents end with the same checksum.
     */
    public static void checkKind(String kind, int agents, int ticks) {
        IntFunction<Workload> arbor = Kinds.implementation(kind, "arbor");
        IntFunction<Workload> handWritten = Kinds.implementation(kind, "hand-written");
        Set<Long> checksums = new HashSet<>();
        for (int i = 0; i < agents; i++) {
            Workload a = arbor.apply(i);
            Workload h = handWritten.apply(i);
            for (int t = 1; t <= ticks; t++) {
                a.tick();
                h.tick();
                if (a.agent().leafCalls() != h.agent().leafCalls()
                        || a.agent().checksum() != h.agent().checksum()) {
                    expect(String.format("%s, agent %d, hand-written after tick %,d", kind, i,
                            t), a.agent().leafCalls(), a.agent().checksum(), h);
                }
            }
            long calls = a.agent().leafCalls();
            if (calls < ticks / 2) {
                throw new AssertionError(String.format("%s, agent %d: only %,d leaf calls in %,d"
                        + " ticks", kind, i, calls, ticks));
            }
            if (!checksums.add(a.agent().checksum())) {
                throw new AssertionError(String.format("%s, agent %d: the checksum of an agent"
                        + " before it, 0x%016x", kind, i, a.agent().checksum()));
            }
        }
    }

    private static void check(String name, Workload w, long calls1, long sum1, long calls100,
            long sum100, long calls10000, long sum10000) {
        w.tick();
        expect(name + " after tick 1", calls1, sum1, w);
        for (int t = 2; t <= 100; t++) {
            w.tick();
        }
        expect(name + " after tick 100", calls100, sum100, w);
        for (int t = 101; t <= 10_000; t++) {
            w.tick();
        }
        expect(name + " after tick 10,000", calls10000, sum10000, w);
    }

    private static void expect(String what, long calls, long checksum, Workload w) {
        expect(what, calls, checksum, w.agent().leafCalls(), w.agent().checksum());
    }

    private static void expect(String what, long calls, long checksum, Crowd crowd) {
        expect(what, calls, checksum, crowd.leafCalls(), crowd.checksum());
    }

    private static void expect(String what, long calls, long checksum, long actualCalls,
            long actualChecksum) {
        if (calls != actualCalls || checksum != actualChecksum) {
            throw new AssertionError(String.format("%s: expected %,d leaf calls and checksum"
                    + " 0x%016x, got %,d and 0x%016x", what, calls, checksum, actualCalls,
                    actualChecksum));
        }
    }
}
