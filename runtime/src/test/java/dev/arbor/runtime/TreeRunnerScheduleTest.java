// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * When the runner ticks which tree: intervals, the fixed cadence, falling behind, registration
 * order, adding and removing. Every test drives a {@link ManualClock} and asserts the whole trace
 * of {@code tree@millis} ticks.
 */
class TreeRunnerScheduleTest {
    /**
     * The clock's first reading, which every time in this test counts from: 0 here; a subclass
     * runs every test again from another reading, across the wrap of the readings.
     */
    long origin() {
        return 0;
    }

    private final ManualClock clock = new ManualClock(origin());
    private final List<String> trace = new ArrayList<>();
    private final TreeRunner runner = TreeRunner.builder().clock(clock).build();

    @AfterEach
    void close() {
        runner.close();
    }

    private FakeTree tree(String name) {
        return new FakeTree(name, clock, trace).from(origin());
    }

    /** Moves the clock to {@code millis} and updates; returns how many trees ticked. */
    private int at(long millis) {
        clock.advanceMillis(millis - (clock.nanos() - origin()) / 1_000_000);
        return runner.update();
    }

    @Test
    void newTreesTickAtTheFirstUpdateThenEveryIntervalInRegistrationOrder() {
        runner.add(tree("a"));
        runner.add(tree("b"));
        runner.add(tree("c"));
        assertEquals(3, at(0));
        assertEquals(0, at(100));
        assertEquals(0, at(249));
        assertEquals(3, at(250));
        assertEquals(0, at(400));
        assertEquals(3, at(500));
        assertEquals(List.of("a@0", "b@0", "c@0", "a@250", "b@250", "c@250", "a@500", "b@500",
                "c@500"), trace);
    }

    @Test
    void theRunnersIntervalIsTheDefaultAndEachTreeMayHaveItsOwn() {
        TreeRunner fast = TreeRunner.builder().clock(clock).interval(Duration.ofMillis(100))
                .build();
        try {
            assertEquals(Duration.ofMillis(100), fast.interval());
            assertEquals(TreeRunner.DEFAULT_INTERVAL, runner.interval());
            assertEquals(Duration.ofMillis(250), TreeRunner.DEFAULT_INTERVAL);
        } finally {
            fast.close();
        }
        runner.add(tree("a"));                            // 250 ms, the runner's
        runner.add(tree("b"), Duration.ofMillis(100));
        runner.add(tree("c"), Duration.ofSeconds(1));
        for (int t = 0; t <= 1000; t += 50) {
            at(t);
        }
        assertEquals(List.of("a@0", "b@0", "c@0", "b@100", "b@200", "a@250", "b@300", "b@400",
                "a@500", "b@500", "b@600", "b@700", "a@750", "b@800", "b@900", "a@1000", "b@1000",
                "c@1000"), trace);
    }

    @Test
    void lateUpdatesKeepTheCadenceAndNeverTickTwiceToCatchUp() {
        runner.add(tree("a"));
        at(0);     // due 250
        at(260);   // 10 ms late: next due 500, not 510
        at(510);   // due 750
        at(755);   // ticks: the cadence kept it at 750
        at(1000);  // due 1250
        assertEquals(1, at(1600)); // more than a whole interval behind: once, next due 1850
        assertEquals(0, at(1700));
        assertEquals(0, at(1849));
        assertEquals(1, at(1850));
        assertEquals(List.of("a@0", "a@260", "a@510", "a@755", "a@1000", "a@1600", "a@1850"),
                trace);
    }

    @Test
    void exactlyOneIntervalBehindResyncsToNowPlusTheInterval() {
        runner.add(tree("a"), Duration.ofMillis(100));
        at(0);    // due 100
        at(200);  // due + interval = 200 is not after now: next due 300
        at(299);
        at(300);
        assertEquals(List.of("a@0", "a@200", "a@300"), trace);
    }

    @Test
    void anUpdateWithNothingDueTicksNothing() {
        assertEquals(0, at(0)); // no trees
        runner.add(tree("a"));
        assertEquals(1, at(0));
        assertEquals(0, at(0));
        assertEquals(0, at(1));
        assertEquals(List.of("a@0"), trace);
    }

    @Test
    void setIntervalBringsTheNextTickWithinOneNewIntervalAndChangesTheCadence() {
        FakeTree a = tree("a");
        runner.add(a, Duration.ofSeconds(1));
        at(0);                                        // due 1000
        at(100);
        runner.setInterval(a, Duration.ofMillis(200)); // due min(1000, 100 + 200) = 300
        at(299);
        at(300);                                      // due 500
        at(500);                                      // due 700
        runner.setInterval(a, Duration.ofSeconds(1)); // 500 + 1000 is later than 700: kept
        at(700);                                      // due 1700
        at(1699);
        at(1700);
        assertEquals(List.of("a@0", "a@300", "a@500", "a@700", "a@1700"), trace);
    }

    @Test
    void removedTreesAreNoLongerTickedAndAReAddedTreeGoesLast() {
        FakeTree a = tree("a");
        FakeTree b = tree("b");
        FakeTree c = tree("c");
        runner.add(a);
        runner.add(b);
        runner.add(c);
        assertEquals(3, runner.size());
        at(0);
        assertTrue(runner.remove(b));
        assertFalse(runner.remove(b));
        assertFalse(runner.contains(b));
        assertTrue(runner.contains(a));
        assertEquals(2, runner.size());
        assertEquals(2, at(250));
        runner.add(b);                 // due at once: the clock says 250
        assertEquals(3, runner.size());
        assertEquals(1, at(260));
        assertEquals(3, at(500));
        assertEquals(List.of("a@0", "b@0", "c@0", "a@250", "c@250", "b@260", "a@500", "c@500",
                "b@500"), trace);
    }

    @Test
    void removingEveryTreeAndAddingThemAgainKeepsTheNewOrder() {
        List<FakeTree> trees = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            trees.add(tree("t" + i));
            runner.add(trees.get(i));
        }
        at(0);
        for (int i = 0; i < 40; i += 2) {
            runner.remove(trees.get(i));
        }
        for (int i = 0; i < 40; i += 4) {
            runner.add(trees.get(i));
        }
        trace.clear();
        assertEquals(30, at(250));
        List<String> expected = new ArrayList<>();
        for (int i = 1; i < 40; i += 2) {
            expected.add("t" + i + "@250");
        }
        for (int i = 0; i < 40; i += 4) {
            expected.add("t" + i + "@250");
        }
        assertEquals(expected, trace);
    }

    @Test
    void theClockAndThreadsAreWhatTheBuilderWasGiven() {
        assertEquals(clock, runner.clock());
        assertEquals(1, runner.threads());
        try (TreeRunner plain = TreeRunner.builder().build()) {
            assertEquals(Clock.system(), plain.clock());
        }
        assertTrue(runner.toString().startsWith("arbor-tree-runner-"), runner.toString());
    }
}
