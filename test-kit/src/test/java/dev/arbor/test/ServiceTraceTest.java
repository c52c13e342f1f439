// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.TraceRecorder;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A service's runs are in the kit's trace ({@code R:scan}) and in its heard list, as
 * {@link TraceRecorder} writes them: on entry of the served node, then once 100 ms have passed.
 */
class ServiceTraceTest {
    @Test
    void aServiceRunIsTracedWhereItRan() {
        ManualClock clock = new ManualClock();
        Scout scout = new Scout();
        TreeTest test = TreeTest.of(new ScoutTree(scout, clock, 0), clock);
        test.tick();
        test.advanceMillis(50).tick();
        Tick third = test.advanceMillis(50).tick();
        test.expectTrace("""
                tick 1
                expect R:scan S:search U:search => running
                advance 50
                tick 2
                expect U:search => running
                advance 50
                tick 3
                expect R:scan U:search => running
                """);
        assertEquals(List.of("service scan ran for root", "called search: running"),
                third.heard());
        assertEquals(2, scout.scans);
    }

    @Test
    void theTraceRecorderWritesTheSameWord() {
        ManualClock clock = new ManualClock();
        ScoutTree tree = new ScoutTree(new Scout(), clock, 0);
        TraceRecorder recorder = new TraceRecorder();
        tree.setListener(recorder);
        tree.tick();
        clock.advanceMillis(100);
        tree.tick();
        assertEquals(List.of("tick 1", "expect R:scan S:search U:search => running", "tick 2",
                "expect R:scan U:search => running"), recorder.lines());
    }
}
