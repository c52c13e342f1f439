// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.Status;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Several threads give exactly the ticks of one; a tree is ticked by one thread at a time;
 * updates allocate nothing; the runner's own thread ticks with the system clock and
 * {@code stop()} joins it.
 */
class TreeRunnerThreadsTest {

    /**
     * A scripted run over 600 trees (intervals 50 to 250 ms, failures, events raised from other
     * trees' ticks, sleep, pause, forced ticks, removal), as text: each tree's own trace, the
     * handler's calls and each update's count.
     */
    private static List<String> script(int threads) {
        ManualClock clock = new ManualClock();
        List<String> out = new ArrayList<>();
        List<FakeTree> trees = new ArrayList<>();
        List<List<String>> traces = new ArrayList<>();
        try (TreeRunner runner = TreeRunner.builder().clock(clock).threads(threads)
                .errorHandler((tree, e) -> out.add("handled " + tree + ": " + e.getMessage()))
                .build()) {
            for (int i = 0; i < 600; i++) {
                List<String> trace = new ArrayList<>();
                FakeTree tree = new FakeTree("t" + i, clock, trace, "e");
                traces.add(trace);
                trees.add(tree);
                if (i % 37 == 0) {
                    tree.failing(new IllegalStateException("failed " + i), 3);
                }
                runner.add(tree, Duration.ofMillis(50 + (i % 5) * 50));
            }
            for (int i = 1; i < 600; i += 41) {
                FakeTree target = trees.get(i * 7 % 600);
                trees.get(i).onTick = () -> runner.raise(target, "e");
            }
            for (int u = 0; u < 100; u++) {
                if (u == 10) {
                    runner.sleep(trees.get(10), Duration.ofMillis(300));
                    runner.pause(trees.get(30));
                    runner.forceTick(trees.get(20));
                    runner.raise(trees.get(40), "e");
                }
                if (u == 20) {
                    runner.resume(trees.get(30));
                    runner.remove(trees.get(50));
                }
                if (u == 30) {
                    runner.add(trees.get(50), Duration.ofMillis(70));
                }
                out.add("update " + u + ": " + runner.update());
                clock.advanceMillis(30);
            }
        }
        for (int i = 0; i < trees.size(); i++) {
            out.add(trees.get(i) + ": " + traces.get(i));
        }
        return out;
    }

    @Test
    void twoAndFourThreadsTickExactlyAsOneDoes() {
        List<String> one = script(1);
        assertEquals(one, script(2));
        assertEquals(one, script(4));
        assertTrue(one.contains("handled t37: failed 37"), one.toString());
    }

    @Test
    void anUpdateIsSharedAndEachTreeIsTickedByOneThreadAtATime() throws InterruptedException {
        ManualClock clock = new ManualClock();
        try (TreeRunner runner = TreeRunner.builder().clock(clock).threads(2).build()) {
            assertEquals(2, runner.threads());
            List<FakeTree> trees = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                trees.add(new FakeTree("t" + i, clock, new ArrayList<>()));
                runner.add(trees.get(i));
            }
            // The thread that ticks t0 waits in it until another thread has ticked t199: only a
            // second thread can do that while the first is held.
            CountDownLatch last = new CountDownLatch(1);
            AtomicReference<Thread> first = new AtomicReference<>();
            AtomicReference<Thread> other = new AtomicReference<>();
            trees.get(0).onTick = () -> {
                first.set(Thread.currentThread());
                try {
                    assertTrue(last.await(10, TimeUnit.SECONDS), "no second thread ticked t199");
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            };
            trees.get(199).onTick = () -> {
                other.set(Thread.currentThread());
                last.countDown();
            };
            assertEquals(200, runner.update());
            assertNotEquals(first.get(), other.get());
            for (int u = 1; u <= 50; u++) { // FakeTree fails the tick if it runs on two threads
                trees.get(0).onTick = null;
                trees.get(199).onTick = null;
                clock.advanceMillis(250);
                assertEquals(200, runner.update());
            }
            for (FakeTree tree : trees) {
                assertEquals(51, tree.ticks.size());
            }
        }
    }

    /** A tree that only counts: ticking it allocates nothing. */
    static final class CountingTree implements Tree {
        int ticks;
        private boolean paused;

        @Override
        public Status tick() {
            ticks++;
            return Status.RUNNING;
        }

        @Override
        public void reset() {}

        @Override
        public Status status() {
            return Status.RUNNING;
        }

        @Override
        public void pause() {
            paused = true;
        }

        @Override
        public void resume() {
            paused = false;
        }

        @Override
        public boolean isPaused() {
            return paused;
        }

        @Override
        public void raise(String nodeName) {}

        @Override
        public String runningPath() {
            return "";
        }

        @Override
        public void setListener(TreeListener listener) {
            throw new UnsupportedOperationException("a hand-written test tree");
        }

        @Override
        public TreeListener listener() {
            return null;
        }

        @Override
        public TreeNodes nodes() {
            return new TreeNodes(getClass().getSimpleName(), new String[] {"root"},
                    new String[] {"Action"}, new int[] {-1});
        }

        @Override
        public Object agent() {
            return this;
        }

        /** Its own form of snapshot: the tick count, then 1 when paused. */
        @Override
        public long layoutHash() {
            return 1;
        }

        @Override
        public byte[] snapshot() {
            byte[] bytes = new byte[5];
            snapshot(bytes, 0);
            return bytes;
        }

        @Override
        public int snapshot(byte[] buffer, int offset) {
            java.util.Objects.checkFromIndexSize(offset, 5, buffer.length);
            for (int i = 0; i < 4; i++) {
                buffer[offset + i] = (byte) (ticks >>> 24 - 8 * i);
            }
            buffer[offset + 4] = (byte) (paused ? 1 : 0);
            return 5;
        }

        @Override
        public int snapshotCapacity() {
            return 5;
        }

        @Override
        public void restore(byte[] buffer, int offset, int length) {
            java.util.Objects.checkFromIndexSize(offset, length, buffer.length);
            if (length != 5 || (buffer[offset + 4] & ~1) != 0) {
                throw new IllegalArgumentException("not a snapshot of a CountingTree");
            }
            int restored = 0;
            for (int i = 0; i < 4; i++) {
                restored = restored << 8 | buffer[offset + i] & 0xFF;
            }
            ticks = restored;
            paused = buffer[offset + 4] == 1;
        }
    }

    @Test
    void updatesAllocateNothingOnOneThreadOrTwo() {
        for (int threads = 1; threads <= 2; threads++) {
            ManualClock clock = new ManualClock();
            try (TreeRunner runner = TreeRunner.builder().clock(clock).threads(threads).build()) {
                CountingTree[] trees = new CountingTree[2_000];
                for (int i = 0; i < trees.length; i++) {
                    trees[i] = new CountingTree();
                    // a few trees with a longer interval: updates where not every tree is due
                    runner.add(trees[i], Duration.ofMillis(i % 10 == 0 ? 500 : 250));
                }
                runner.sleep(trees[3], Duration.ofSeconds(1_000));
                runner.pause(trees[4]);
                com.sun.management.ThreadMXBean mx =
                        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
                long[] ids = new long[] {Thread.currentThread().getId()};
                long[] workers = runner.workerThreadIds();
                long[] all = new long[1 + workers.length];
                all[0] = ids[0];
                System.arraycopy(workers, 0, all, 1, workers.length);
                long[] before = new long[all.length];
                for (int round = 0; round < 3; round++) { // warm up, then measure
                    for (int k = 0; k < all.length; k++) {
                        before[k] = mx.getThreadAllocatedBytes(all[k]);
                    }
                    for (int u = 0; u < 1_000; u++) {
                        clock.advanceMillis(250);
                        runner.update();
                    }
                    if (round == 2) { // a few bytes of measuring noise at most
                        for (int k = 0; k < all.length; k++) {
                            long allocated = mx.getThreadAllocatedBytes(all[k]) - before[k];
                            assertTrue(allocated < 1_000, (k == 0 ? "the updating thread" : "worker "
                                    + k) + " allocated " + allocated + " bytes in 1,000 updates"
                                    + " with " + threads + " thread(s)");
                        }
                    }
                }
                assertEquals(0, trees[3].ticks);
                assertEquals(0, trees[4].ticks);
                assertEquals(3_000, trees[5].ticks);
                assertEquals(1_501, trees[10].ticks);
            }
        }
    }

    /** Polls until {@code condition} holds, for at most 10 s (it normally takes milliseconds). */
    private static void await(java.util.function.BooleanSupplier condition, String what)
            throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!condition.getAsBoolean()) {
            assertTrue(System.nanoTime() - deadline < 0, "timed out waiting for " + what);
            Thread.sleep(1);
        }
    }

    @Test
    void startTicksOnTheRunnersThreadAndStopJoinsIt() throws InterruptedException {
        List<String> trace = java.util.Collections.synchronizedList(new ArrayList<>());
        FakeTree a = new FakeTree("a", Clock.system(), trace);
        try (TreeRunner runner = TreeRunner.builder().interval(Duration.ofMillis(5)).build()) {
            runner.add(a);
            assertFalse(runner.isStarted());
            runner.start();
            assertTrue(runner.isStarted());
            await(() -> a.ticks.size() >= 2, "two ticks");
            runner.stop();
            assertFalse(runner.isStarted());
            int ticks = a.ticks.size();
            Thread.sleep(20);
            assertEquals(ticks, a.ticks.size()); // stopped means stopped
            runner.start(); // and it starts again
            await(() -> a.ticks.size() > ticks, "a tick after the restart");
            runner.stop();
            runner.update(); // a stopped runner can be driven by hand
        }
    }

    @Test
    void betweenUpdatesWaitsForTheTickInProgressAndHoldsTheNextUpdate() throws Exception {
        ManualClock clock = new ManualClock();
        List<String> trace = java.util.Collections.synchronizedList(new ArrayList<>());
        FakeTree a = new FakeTree("a", clock, trace);
        java.util.concurrent.CountDownLatch inTick = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        a.onTick = () -> {
            inTick.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
        try (TreeRunner runner = TreeRunner.builder().clock(clock).build()) {
            runner.add(a);
            Thread updater = new Thread(runner::update, "updater");
            updater.start();
            inTick.await();
            List<String> seen = java.util.Collections.synchronizedList(new ArrayList<>());
            Thread other = new Thread(() -> runner.betweenUpdates(
                    () -> seen.add("ran after " + trace.size() + " tick(s), updater alive: "
                            + updater.isAlive())), "other");
            other.start();
            other.join(100);
            assertTrue(seen.isEmpty(), "ran during a tick: " + seen);
            release.countDown();
            other.join();
            updater.join();
            assertEquals(1, seen.size());
            assertTrue(seen.get(0).startsWith("ran after 1 tick(s)"), seen.toString());
            // from inside a tick of the same runner it is refused
            List<String> refused = java.util.Collections.synchronizedList(new ArrayList<>());
            a.onTick = () -> {
                try {
                    runner.betweenUpdates(() -> refused.add("ran inside a tick"));
                } catch (IllegalStateException e) {
                    refused.add(e.getMessage());
                }
            };
            clock.advanceMillis(250);
            assertEquals(1, runner.update());
            assertEquals(1, refused.size());
            assertTrue(refused.get(0).startsWith("[Arbor/Reentrant] TreeRunner.betweenUpdates()"),
                    refused.toString());
        }
    }

    @Test
    void aRequestFromAnotherThreadWakesTheRunnersThread() throws InterruptedException {
        List<String> trace = java.util.Collections.synchronizedList(new ArrayList<>());
        FakeTree a = new FakeTree("a", Clock.system(), trace, "alarm");
        try (TreeRunner runner = TreeRunner.builder().interval(Duration.ofHours(1)).build()) {
            runner.start();
            runner.add(a); // due at once: the runner's thread is woken for it
            await(() -> trace.size() == 1, "the first tick"); // trace: written last in a tick
            runner.raise(a, "alarm"); // the seed's event, from another thread
            await(() -> trace.size() == 2, "the tick the event forces");
            assertTrue(trace.get(1).endsWith("[alarm]"), trace.toString());
            runner.stop();
        }
    }

    @Test
    void theRunnersThreadSharesAnUpdateWithTheWorkers() throws InterruptedException {
        CountingTree[] trees = new CountingTree[500];
        try (TreeRunner runner = TreeRunner.builder().interval(Duration.ofMillis(2)).threads(2)
                .build()) {
            for (int i = 0; i < trees.length; i++) {
                trees[i] = new CountingTree();
                runner.add(trees[i]);
            }
            runner.start();
            await(() -> trees[0].ticks >= 3, "three ticks");
            runner.stop();
        }
        // stop() has joined the runner's thread, which waited for the workers: counts are final
        for (CountingTree tree : trees) {
            assertTrue(tree.ticks >= 1, "a tree was never ticked");
        }
    }

    @Test
    void closeStopsTheRunnersThreadAndEndsTheWorkers() throws InterruptedException {
        TreeRunner runner = TreeRunner.builder().threads(3).build();
        String name = runner.toString();
        runner.start();
        assertTrue(threadsNamed(name) >= 3, "scheduler and two workers");
        runner.close();
        assertFalse(runner.isStarted());
        assertEquals(0, threadsNamed(name));
        runner.close(); // closing twice does nothing
    }

    private static int threadsNamed(String prefix) {
        int n = 0;
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            if (thread.isAlive() && (thread.getName().equals(prefix)
                    || thread.getName().startsWith(prefix + "-"))) {
                n++;
            }
        }
        return n;
    }
}
