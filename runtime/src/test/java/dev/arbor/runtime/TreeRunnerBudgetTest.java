// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Crowds within a budget: a budget of trees or of time per update, the serving order (deferred
 * trees first, then the others, each in ring order from where the last budget ran out), phases
 * spread over the interval for trees added together and on {@code stagger()}, the interval
 * function asked again at its own pace, and the same ticks on one thread and on two. Every test
 * drives a manual clock and asserts the whole trace of {@code tree@millis} ticks.
 */
class TreeRunnerBudgetTest {
    private final ManualClock clock = new ManualClock();
    private final List<String> trace = new ArrayList<>();
    private final List<String> handled = new ArrayList<>();
    private TreeRunner runner;

    @AfterEach
    void close() {
        if (runner != null) {
            runner.close();
        }
    }

    private TreeRunner.Builder builder() {
        return TreeRunner.builder().clock(clock)
                .errorHandler((tree, e) -> handled.add(tree + ": " + e.getMessage()));
    }

    private FakeTree tree(String name) {
        return new FakeTree(name, clock, trace);
    }

    /** Moves the clock to {@code millis} and updates; returns how many trees ticked. */
    private int at(long millis) {
        clock.advanceMillis(millis - clock.nanos() / 1_000_000);
        return runner.update();
    }

    @Test
    void aBudgetOfTreesTicksTheFirstOnesAndDefersTheRestToTheNextUpdates() {
        runner = builder().budgetTrees(2).build();
        for (String name : List.of("a", "b", "c", "d", "e")) {
            runner.add(tree(name));
        }
        assertEquals(2, at(0));
        assertEquals(new TreeRunner.Counts(1, 2, 3, 0, 2, 3), runner.counts());
        assertEquals(2, at(10));   // c and d, deferred, come first
        assertEquals(1, at(20));   // e; a and b are due at 250
        assertEquals(0, at(30));
        // c, d and e keep their cadence: due at 250 as a and b. The last deferral (at 10) left
        // the ring at e: e and a at 250, then b and c (deferred), then d
        assertEquals(2, at(250));
        assertEquals(2, at(260));
        assertEquals(1, at(270));
        assertEquals(List.of("a@0", "b@0", "c@10", "d@10", "e@20", "e@250", "a@250", "b@260",
                "c@260", "d@270"), trace);
        TreeRunner.Counts counts = runner.counts();
        assertEquals(7, counts.updates());
        assertEquals(10, counts.ticks());
        assertEquals(8, counts.deferred()); // c, d, e at 0; e at 10; b, c, d at 250; d at 260
        assertEquals(0, counts.dropped());
        assertEquals(1, counts.lastTicked());
        assertEquals(0, counts.lastDeferred());
    }

    @Test
    void overloadedTheRunnerGoesRoundTheTreesFromWhereTheLastUpdateStopped() {
        // four trees due every 10 ms, three ticks per update: each update starts where the last
        // one ran out, so each tree misses one update in four, in turn
        runner = builder().budgetTrees(3).interval(Duration.ofMillis(10)).build();
        for (String name : List.of("a", "b", "c", "d")) {
            runner.add(tree(name));
        }
        for (int t = 0; t <= 40; t += 10) {
            assertEquals(3, at(t));
        }
        assertEquals(List.of("a@0", "b@0", "c@0", "d@10", "a@10", "b@10", "c@20", "d@20", "a@20",
                "b@30", "c@30", "d@30", "a@40", "b@40", "c@40"), trace);
        // d, deferred at 0, ticked at 10 was due at 0 and 10: one tick dropped; and so on
        assertEquals(5, runner.counts().deferred());
        assertTrue(runner.counts().dropped() > 0);
    }

    @Test
    void deferredTreesComeBeforeTreesThatBecameDueSinceEvenEarlierInTheRing() {
        runner = builder().budgetTrees(1).build();
        FakeTree a = tree("a");
        FakeTree y = tree("y");
        runner.add(a);
        runner.add(tree("z1"));
        runner.add(y);
        runner.add(tree("z2"));
        runner.sleep(y, Duration.ofMillis(5));
        at(0);   // a; z1 and z2 deferred (y sleeps); the ring starts at z1
        at(10);  // z1, z2 deferred, then y (awake since 5): z1; z2, y deferred
        at(20);  // z2, then y
        at(30);
        assertEquals(List.of("a@0", "z1@10", "z2@20", "y@30"), trace);
    }

    @Test
    void aBudgetOfTimeStopsBetweenBatchesOnceTheRunnersClockHasMovedThatFar() {
        runner = builder().budget(Duration.ofMillis(3)).budgetBatch(2).build();
        for (String name : List.of("a", "b", "c", "d", "e", "f", "g")) {
            FakeTree tree = tree(name);
            tree.onTick = () -> clock.advanceMillis(1); // each tick costs 1 ms of the clock
            runner.add(tree);
        }
        // batches of two: a b (clock at 2 ms), c d (4 ms: over the budget), then no batch more
        assertEquals(4, runner.update());
        assertEquals(3, runner.counts().lastDeferred());
        clock.advanceMillis(6);               // to 10 ms
        assertEquals(3, runner.update());     // e f (12 ms), g (13 ms): all served
        assertEquals(List.of("a@0", "b@1", "c@2", "d@3", "e@10", "f@11", "g@12"), trace);
    }

    @Test
    void theFirstBatchAlwaysRunsSoAnUpdateAlwaysGetsOn() {
        runner = builder().budget(Duration.ofNanos(1)).budgetBatch(1).build();
        for (String name : List.of("a", "b", "c")) {
            FakeTree tree = tree(name);
            tree.onTick = () -> clock.advanceMillis(1);
            runner.add(tree);
        }
        assertEquals(1, runner.update());
        assertEquals(1, runner.update());
        assertEquals(1, runner.update());
        assertEquals(0, runner.update());
        assertEquals(List.of("a@0", "b@1", "c@2"), trace);
    }

    @Test
    void treesAddedTogetherStartAtPhasesSpreadOverTheirIntervals() {
        runner = builder().spread(true).interval(Duration.ofMillis(100)).build();
        for (String name : List.of("a", "b", "c", "d")) {
            runner.add(tree(name));
        }
        FakeTree slow = tree("slow");
        runner.add(slow, Duration.ofMillis(1000)); // the fifth of five: at 4/5 of 1 s
        for (int t = 0; t <= 200; t += 5) {
            at(t);
        }
        runner.add(tree("e"));   // two added together: at 0 and 1/2 of their 100 ms
        runner.add(tree("f"));
        for (int t = 210; t <= 300; t += 10) {
            at(t);
        }
        assertEquals(List.of("a@0", "b@20", "c@40", "d@60", "a@100", "b@120", "c@140", "d@160",
                "a@200", "e@210", "b@220", "c@240", "d@260", "f@260", "a@300"), trace);
        for (int t = 310; t <= 1000; t += 10) {
            at(t);
        }
        assertEquals(List.of(800L), slow.ticks);
    }

    @Test
    void staggerSpreadsEveryTreeAtTheNextUpdate() {
        runner = builder().interval(Duration.ofMillis(100)).build();
        for (String name : List.of("a", "b", "c", "d")) {
            runner.add(tree(name));
        }
        at(0);        // all four at once: no spreading asked
        runner.stagger();
        at(10);       // placed from 10: a at 10, b 35, c 60, d 85
        for (int t = 20; t <= 110; t += 5) {
            at(t);
        }
        assertEquals(List.of("a@0", "b@0", "c@0", "d@0", "a@10", "b@35", "c@60", "d@85",
                "a@110"), trace);
    }

    @Test
    void theIntervalFunctionIsAskedAtATreesFirstTurnThenAtItsOwnPace() {
        Map<String, Duration> answers = new HashMap<>();
        answers.put("near", Duration.ofMillis(50));
        answers.put("far", Duration.ofMillis(200));
        List<String> asked = new ArrayList<>();
        runner = builder().intervalFunction(tree -> {
            asked.add(tree + "@" + clock.nanos() / 1_000_000);
            return answers.get(tree.toString());
        }, Duration.ofMillis(100)).build();
        runner.add(tree("near"));
        runner.add(tree("far"));
        runner.add(tree("own"), Duration.ofMillis(75)); // the function answers null: keeps 75
        for (int t = 0; t <= 60; t += 10) {
            at(t);
        }
        answers.put("near", Duration.ofMillis(20)); // it came close: asked again at 100
        for (int t = 70; t <= 160; t += 10) {
            at(t);
        }
        assertEquals(List.of("near@0", "far@0", "own@0", "near@50", "own@80", "near@100",
                "near@120", "near@140", "own@150", "near@160"), trace);
        assertEquals(List.of("near@0", "far@0", "own@0", "near@100", "own@150"), asked);
    }

    @Test
    void aBadAnswerOfTheIntervalFunctionGoesToTheHandlerAndTheTreeKeepsItsInterval() {
        runner = builder().intervalFunction(tree -> Duration.ZERO, Duration.ZERO).build();
        runner.add(tree("a"), Duration.ofMillis(100));
        at(0);
        at(100);
        assertEquals(List.of("a@0", "a@100"), trace);
        assertEquals(2, handled.size());
        assertTrue(handled.get(0).startsWith("a: [Arbor/BadInterval] the runner's interval"
                + " function answered PT0S for dev.arbor.runtime.FakeTree@"), handled.get(0));
        assertTrue(handled.get(0).endsWith(": an interval must be positive; answer a positive"
                + " duration, or null to keep the tree's interval (PT0.1S)"), handled.get(0));
    }

    /**
     * A crowd of 600 trees on a clock each tick moves by its own cost, with a time budget, a
     * budget of trees, spread phases, an interval function and a stagger: every tree's ticks,
     * the counts and the failures handled are the same on one thread and on two.
     */
    private static List<String> crowd(int threads) {
        AtomicLong time = new AtomicLong();
        Clock clock = time::get; // thread-safe: ticks on two threads move it at once
        AtomicLong frameTime = new AtomicLong();
        Clock frame = frameTime::get; // what the trees record: the frame's start
        List<String> out = new ArrayList<>();
        List<List<String>> traces = new ArrayList<>();
        try (TreeRunner runner = TreeRunner.builder().clock(clock).threads(threads)
                .budget(Duration.ofMillis(2)).budgetBatch(64).budgetTrees(450).spread(true)
                .intervalFunction(tree -> ((FakeTree) tree).ticks.size() % 3 == 0
                        ? Duration.ofMillis(40 + tree.toString().length() * 10) : null,
                        Duration.ofMillis(30))
                .errorHandler((tree, e) -> {
                    synchronized (out) {
                        out.add("handled " + tree + ": " + e.getMessage());
                    }
                })
                .build()) {
            for (int i = 0; i < 600; i++) {
                List<String> trace = new ArrayList<>();
                traces.add(trace);
                FakeTree tree = new FakeTree("t" + i, frame, trace);
                long cost = 5_000 + (i % 7) * 10_000; // 5 to 65 µs of the clock a tick
                tree.onTick = () -> time.addAndGet(cost);
                if (i % 97 == 0) {
                    tree.failing(new IllegalStateException("failed " + i), 2);
                }
                runner.add(tree, Duration.ofMillis(50 + (i % 4) * 25));
            }
            for (int u = 0; u < 120; u++) {
                if (u == 60) {
                    runner.stagger();
                }
                int ticked = runner.update();
                TreeRunner.Counts counts = runner.counts();
                out.add("update " + u + ": " + ticked + " ticked, " + counts.lastDeferred()
                        + " deferred");
                time.addAndGet(16_000_000L - time.get() % 16_000_000L); // to the next frame
                frameTime.set(time.get());
            }
            out.add(runner.counts().toString());
        }
        for (int i = 0; i < traces.size(); i++) {
            out.add("t" + i + ": " + traces.get(i));
        }
        return out;
    }

    @Test
    void oneThreadAndTwoGiveTheSameTicksToEveryTree() {
        List<String> one = crowd(1);
        List<String> two = crowd(2);
        for (int i = 0; i < Math.min(one.size(), two.size()); i++) {
            assertEquals(one.get(i), two.get(i), "line " + i);
        }
        assertEquals(one, two);
        String counts = one.get(one.indexOf(one.stream().filter(line -> line.startsWith("Counts"))
                .findFirst().orElseThrow()));
        assertTrue(!counts.contains("deferred=0,"), counts); // the budget did bite
    }

    /**
     * Batches of different sizes handed to three threads in quick succession (64, 64, 64, 64,
     * 44, then 64 again): every tree is ticked exactly once per update, never by a worker still
     * in the batch before (a late worker could once claim a run of the next batch, the count
     * having grown, and tick it a second time).
     */
    @Test
    void batchesOfGrowingSizesAreEachTickedOnceOnThreeThreads() {
        AtomicLong time = new AtomicLong();
        Clock clock = time::get;
        List<FakeTree> trees = new ArrayList<>();
        try (TreeRunner crowd = TreeRunner.builder().clock(clock).threads(3)
                .interval(Duration.ofMillis(1)).budget(Duration.ofDays(1)).budgetBatch(64)
                .build()) {
            for (int i = 0; i < 300; i++) {
                FakeTree tree = new FakeTree("t" + i, clock, new ArrayList<>());
                trees.add(tree);
                crowd.add(tree);
            }
            for (int u = 0; u < 2_000; u++) {
                assertEquals(300, crowd.update());
                time.addAndGet(1_000_000);
            }
        }
        for (FakeTree tree : trees) {
            assertEquals(2_000, tree.ticks.size(), tree.name);
        }
    }

    @Test
    void aBudgetMustLetAnUpdateTickAndTheFunctionsPaceCannotBeNegative() {
        TreeRunner.Builder builder = TreeRunner.builder();
        assertEquals("[Arbor/BadBudget] TreeRunner.Builder.budget(PT0S): an update's budget must"
                + " be positive; pass a duration such as Duration.ofMillis(2)",
                assertThrows(IllegalArgumentException.class,
                        () -> builder.budget(Duration.ZERO)).getMessage());
        assertEquals("[Arbor/BadBudget] TreeRunner.Builder.budgetTrees(0): an update must be able"
                + " to tick a tree; pass 1 or more", assertThrows(IllegalArgumentException.class,
                        () -> builder.budgetTrees(0)).getMessage());
        assertEquals("[Arbor/BadBudget] TreeRunner.Builder.budgetBatch(0): a batch holds at least"
                + " one tree; pass 1 or more, e.g. 256", assertThrows(
                        IllegalArgumentException.class, () -> builder.budgetBatch(0)).getMessage());
        assertEquals("[Arbor/BadDuration] TreeRunner.Builder.intervalFunction(function, PT-1S):"
                + " cannot ask a negative time apart; pass zero (every turn) or more",
                assertThrows(IllegalArgumentException.class, () -> builder.intervalFunction(
                        tree -> null, Duration.ofSeconds(-1))).getMessage());
    }

    @Test
    void withoutABudgetAnUpdateCountsItsTicksAndTheTicksItDropped() {
        runner = builder().interval(Duration.ofMillis(100)).build();
        runner.add(tree("a"));
        at(0);
        at(350);  // due at 100, 200 and 300: one tick for the three, 2 dropped; next due 450
        at(450);
        assertEquals(List.of("a@0", "a@350", "a@450"), trace);
        assertEquals(new TreeRunner.Counts(3, 3, 0, 2, 1, 0), runner.counts());
    }

    /**
     * Budgeted updates (a time budget, a budget of trees that defers a quarter of the crowd
     * every update, spread phases, an interval function answering constants, a stagger)
     * allocate nothing on the updating thread or the worker, once warm.
     */
    @Test
    void budgetedUpdatesAllocateNothingOnOneThreadOrTwo() {
        Duration near = Duration.ofMillis(250);
        Duration far = Duration.ofMillis(500);
        for (int threads = 1; threads <= 2; threads++) {
            ManualClock manual = new ManualClock();
            try (TreeRunner crowd = TreeRunner.builder().clock(manual).threads(threads)
                    .budget(Duration.ofMillis(2)).budgetTrees(1_500).budgetBatch(100).spread(true)
                    .intervalFunction(tree -> ((TreeRunnerThreadsTest.CountingTree) tree).ticks
                            % 3 == 0 ? far : near, Duration.ZERO)
                    .build()) {
                TreeRunnerThreadsTest.CountingTree[] trees =
                        new TreeRunnerThreadsTest.CountingTree[2_000];
                for (int i = 0; i < trees.length; i++) {
                    trees[i] = new TreeRunnerThreadsTest.CountingTree();
                    crowd.add(trees[i], Duration.ofMillis(100));
                }
                crowd.stagger();
                com.sun.management.ThreadMXBean mx =
                        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
                long[] workers = crowd.workerThreadIds();
                long[] all = new long[1 + workers.length];
                all[0] = Thread.currentThread().getId();
                System.arraycopy(workers, 0, all, 1, workers.length);
                long[] before = new long[all.length];
                for (int round = 0; round < 3; round++) { // warm up, then measure
                    for (int k = 0; k < all.length; k++) {
                        before[k] = mx.getThreadAllocatedBytes(all[k]);
                    }
                    for (int u = 0; u < 1_000; u++) {
                        manual.advanceMillis(100);
                        crowd.update();
                    }
                    if (round == 2) {
                        for (int k = 0; k < all.length; k++) {
                            long allocated = mx.getThreadAllocatedBytes(all[k]) - before[k];
                            assertTrue(allocated < 1_000, (k == 0 ? "the updating thread"
                                    : "worker " + k) + " allocated " + allocated + " bytes in"
                                    + " 1,000 updates with " + threads + " thread(s)");
                        }
                    }
                }
                assertTrue(crowd.counts().deferred() > 0, crowd.counts().toString());
            }
        }
    }
}
