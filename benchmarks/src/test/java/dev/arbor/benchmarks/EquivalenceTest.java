// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbor.benchmarks.workload.Agent;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Equal work before any timing: every implementation reproduces the reference leaf counts and
 * checksums of WORKLOADS.md (W1, W2 and W4: agent 0 after 10,000 ticks, with the checkpoints;
 * W3: after 1, 10 and 10,000 frames, also through a TreeRunner on one and two threads; the W4
 * crowd: after 1 and 10 frames; W5, from benchmarks/README.md, like W4). The benchmark suite runs the same check first.
 *
 * <p>W3's 10,000 frames (10^8 agent-ticks for each implementation, most of this module's test
 * time) run in the exhaustive profile (docs/testing.md); the default suite runs W3 to 1,000
 * frames, where every implementation gives the same counts on the way to WORKLOADS.md's.
 */
class EquivalenceTest {

    @Test
    void drawsMatchTheCheckValues() {
        int s = Agent.seedOf(0);
        assertEquals(0x9E3779B9, s);
        assertEquals(0x8644DE1D, Agent.draw(s, 1, 0));
        assertEquals(0xB423FE88, Agent.draw(s, 1, 2));
        assertEquals(0xD96159C5, Agent.draw(s, 2, 0));
        assertEquals(0xCB757018, Agent.draw(s, 10000, 0));
        assertEquals(0x3C6EF373, Agent.seedOf(1));
        assertEquals(0x5702CA91, Agent.seedOf(9_999));
    }

    @ParameterizedTest
    @ValueSource(strings = {"arbor", "hand-written", "gdx-ai"})
    void w1(String implementation) {
        Equivalence.checkW1(implementation);
    }

    @ParameterizedTest
    @ValueSource(strings = {"arbor", "hand-written", "method-walker", "gdx-ai", "reflective"})
    void w2(String implementation) {
        Equivalence.checkW2(implementation);
    }

    @ParameterizedTest
    @ValueSource(strings = {"arbor", "hand-written", "gdx-ai"})
    void w3(String implementation) {
        Equivalence.checkW3(implementation, Implementations.w1(implementation), false);
    }

    @Tag("exhaustive")
    @ParameterizedTest
    @ValueSource(strings = {"arbor", "hand-written", "gdx-ai"})
    void w3TenThousandFrames(String implementation) {
        Equivalence.checkW3(implementation, Implementations.w1(implementation), true);
    }

    /** The Arbor crowd ticked by a TreeRunner, one update per frame, on one thread and on two. */
    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void w3ThroughTreeRunner(int threads) {
        Equivalence.checkW3Runner(threads, false);
    }

    @Tag("exhaustive")
    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void w3ThroughTreeRunnerTenThousandFrames(int threads) {
        Equivalence.checkW3Runner(threads, true);
    }

    @ParameterizedTest
    @ValueSource(strings = {"arbor", "hand-written", "gdx-ai"})
    void w4(String implementation) {
        Equivalence.checkW4(implementation);
    }

    /** After 1 and 10 frames; 10,000 frames (10^8 agent-ticks) are left to the suite's runner. */
    @ParameterizedTest
    @ValueSource(strings = {"arbor", "hand-written", "gdx-ai"})
    void w4Crowd(String implementation) {
        Equivalence.checkW4Crowd(implementation, false);
    }

    /** W5 'skirmish': the values the reference interpreter computes (benchmarks/README.md). */
    @ParameterizedTest
    @ValueSource(strings = {"arbor", "hand-written", "gdx-ai"})
    void w5(String implementation) {
        Equivalence.checkW5(implementation);
    }

    @Test
    void w1OnTwentyTreeClasses() {
        Equivalence.checkW1Family();
    }
}
