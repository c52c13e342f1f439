// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The driver of {@code callgrind.sh} ticks what it says: W2's, W4's and W5's reference leaf counts
 * and checksums after 10,000 ticks (WORKLOADS.md; W5: benchmarks/README.md), and twenty W1 classes
 * doing twenty times one W1 agent's work.
 */
class TicksTest {

    @Test
    void w2ReachesTheReferenceValues() {
        assertEquals("w2 arbor: 10000 agent-ticks, 94653 leaf calls, checksum (sum over agents)"
                + " 37c849ac10c34563", run("w2", "arbor", "10000"));
    }

    @Test
    void w4ReachesTheReferenceValues() {
        assertEquals("w4 arbor: 10000 agent-ticks, 22122 leaf calls, checksum (sum over agents)"
                + " 65ed9ed547dea2d9", run("w4", "arbor", "10000"));
    }

    @Test
    void w5ReachesTheReferenceValues() {
        assertEquals("w5 arbor: 10000 agent-ticks, 39194 leaf calls, checksum (sum over agents)"
                + " dfb6d7f2502dc612", run("w5", "arbor", "10000"));
    }

    @Test
    void twentyClassesDoTwentyTimesTheWorkOfOne() {
        String one = run("w1", "hand-written", "500");
        String twenty = run("w1-twenty", "arbor", "10000");
        long oneLeafCalls = Long.parseLong(one.replaceAll(".*ticks, (\\d+) leaf calls.*", "$1"));
        long oneChecksum = Long.parseUnsignedLong(one.replaceAll(".* ([0-9a-f]{16})$", "$1"), 16);
        assertEquals(String.format("w1-twenty arbor: 10000 agent-ticks, %d leaf calls, checksum"
                + " (sum over agents) %016x", 20 * oneLeafCalls, 20 * oneChecksum), twenty);
    }

    private static String run(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = System.out;
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            Ticks.main(args);
        } finally {
            System.setOut(out);
        }
        return bytes.toString(StandardCharsets.UTF_8).strip();
    }
}
