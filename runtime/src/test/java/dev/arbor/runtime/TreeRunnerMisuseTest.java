// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Every misuse is a tagged exception that says what to do, and leaves the runner usable. */
class TreeRunnerMisuseTest {
    private final ManualClock clock = new ManualClock();
    private final List<String> trace = new ArrayList<>();
    private final List<RuntimeException> handled = new ArrayList<>();
    private final TreeRunner runner = TreeRunner.builder().clock(clock)
            .errorHandler((tree, e) -> handled.add(e)).build();

    @AfterEach
    void close() {
        runner.close();
    }

    private FakeTree tree(String name) {
        return new FakeTree(name, clock, trace, "alarm");
    }

    private static <T extends Throwable> T fails(Class<T> type, String tag, Executable call) {
        T e = assertThrows(type, call);
        assertTrue(e.getMessage().startsWith("[Arbor/" + tag + "] "), e.getMessage());
        return e;
    }

    @Test
    void nullArgumentsAreRefusedByName() {
        FakeTree a = tree("a");
        runner.add(a);
        Duration d = Duration.ofMillis(10);
        fails(NullPointerException.class, "NullTree", () -> runner.add(null));
        fails(NullPointerException.class, "NullTree", () -> runner.add(null, d));
        fails(NullPointerException.class, "NullArgument", () -> runner.add(tree("b"), null));
        fails(NullPointerException.class, "NullTree", () -> runner.remove(null));
        fails(NullPointerException.class, "NullTree", () -> runner.sleep(null, d));
        fails(NullPointerException.class, "NullArgument", () -> runner.sleep(a, null));
        fails(NullPointerException.class, "NullTree", () -> runner.wake(null));
        fails(NullPointerException.class, "NullTree", () -> runner.forceTick(null));
        fails(NullPointerException.class, "NullTree", () -> runner.raise(null, "alarm"));
        fails(NullPointerException.class, "NullArgument", () -> runner.raise(a, null));
        fails(NullPointerException.class, "NullTree", () -> runner.pause(null));
        fails(NullPointerException.class, "NullTree", () -> runner.resume(null));
        fails(NullPointerException.class, "NullTree", () -> runner.setInterval(null, d));
        fails(NullPointerException.class, "NullArgument", () -> runner.setInterval(a, null));
        TreeRunner.Builder builder = TreeRunner.builder();
        fails(NullPointerException.class, "NullArgument", () -> builder.clock(null));
        fails(NullPointerException.class, "NullArgument", () -> builder.interval(null));
        fails(NullPointerException.class, "NullArgument", () -> builder.errorHandler(null));
        assertFalse(runner.contains(null));
        assertEquals(1, runner.size());
    }

    @Test
    void zeroAndNegativeIntervalsAreRefused() {
        FakeTree a = tree("a");
        IllegalArgumentException e = fails(IllegalArgumentException.class, "BadInterval",
                () -> TreeRunner.builder().interval(Duration.ZERO));
        assertEquals("[Arbor/BadInterval] TreeRunner.Builder.interval(PT0S): an interval must be"
                + " positive; pass a duration such as Duration.ofMillis(250)", e.getMessage());
        fails(IllegalArgumentException.class, "BadInterval",
                () -> TreeRunner.builder().interval(Duration.ofMillis(-1)));
        fails(IllegalArgumentException.class, "BadInterval", () -> runner.add(a, Duration.ZERO));
        fails(IllegalArgumentException.class, "BadInterval",
                () -> runner.add(a, Duration.ofNanos(-1)));
        assertFalse(runner.contains(a)); // a refused add registers nothing
        runner.add(a);
        fails(IllegalArgumentException.class, "BadInterval",
                () -> runner.setInterval(a, Duration.ZERO));
    }

    @Test
    void aNegativeSleepIsRefused() {
        FakeTree a = tree("a");
        runner.add(a);
        fails(IllegalArgumentException.class, "BadDuration",
                () -> runner.sleep(a, Duration.ofMillis(-1)));
    }

    @Test
    void fewerThanOneThreadIsRefused() {
        fails(IllegalArgumentException.class, "BadThreads", () -> TreeRunner.builder().threads(0));
        fails(IllegalArgumentException.class, "BadThreads", () -> TreeRunner.builder().threads(-1));
    }

    @Test
    void aTreeAddedTwiceIsRefusedAndStillTickedOnce() {
        FakeTree a = tree("a");
        runner.add(a);
        IllegalArgumentException e = fails(IllegalArgumentException.class, "TreeRegistered",
                () -> runner.add(a, Duration.ofMillis(10)));
        assertTrue(e.getMessage().contains("already registered with this TreeRunner"),
                e.getMessage());
        assertEquals(1, runner.size());
        assertEquals(1, runner.update());
        assertEquals(List.of("a@0"), trace);
    }

    @Test
    void aTreeIsHeldByOneRunnerUntilRemovedOrClosed() {
        FakeTree a = tree("a");
        runner.add(a);
        try (TreeRunner other = TreeRunner.builder().clock(clock).build()) {
            IllegalArgumentException e = fails(IllegalArgumentException.class, "TreeRegistered",
                    () -> other.add(a));
            assertTrue(e.getMessage().contains("registered with another TreeRunner (" + runner
                    + "); a tree is ticked by one runner: remove it from that runner first"),
                    e.getMessage());
            assertFalse(other.remove(a));
            runner.remove(a);
            other.add(a);
            assertTrue(other.contains(a));
            other.close();
            runner.add(a); // a closed runner lets go of its trees
            assertTrue(runner.contains(a));
        }
    }

    @Test
    void treesAreToldApartByIdentityEvenIfTheyAreEqual() {
        class EqualTree extends FakeTree {
            EqualTree(String name) {
                super(name, clock, trace);
            }

            @Override
            public boolean equals(Object o) {
                return o instanceof EqualTree;
            }

            @Override
            public int hashCode() {
                return 1;
            }
        }
        runner.add(new EqualTree("a"));
        runner.add(new EqualTree("b"));
        assertEquals(2, runner.update());
    }

    @Test
    void requestsForATreeThatIsNotRegisteredAreRefused() {
        FakeTree stranger = tree("stranger");
        Duration d = Duration.ofMillis(10);
        IllegalArgumentException e = fails(IllegalArgumentException.class, "TreeNotRegistered",
                () -> runner.sleep(stranger, d));
        assertTrue(e.getMessage().endsWith("the tree is not registered with this runner;"
                + " add(tree) it first"), e.getMessage());
        fails(IllegalArgumentException.class, "TreeNotRegistered", () -> runner.wake(stranger));
        fails(IllegalArgumentException.class, "TreeNotRegistered",
                () -> runner.forceTick(stranger));
        fails(IllegalArgumentException.class, "TreeNotRegistered",
                () -> runner.raise(stranger, "alarm"));
        fails(IllegalArgumentException.class, "TreeNotRegistered", () -> runner.pause(stranger));
        fails(IllegalArgumentException.class, "TreeNotRegistered", () -> runner.resume(stranger));
        fails(IllegalArgumentException.class, "TreeNotRegistered",
                () -> runner.setInterval(stranger, d));
        assertFalse(runner.remove(stranger));
        assertTrue(trace.isEmpty());
    }

    @Test
    void stopWithoutStartOrTwiceIsRefused() {
        fails(IllegalStateException.class, "NotStarted", runner::stop);
        runner.start();
        runner.stop();
        IllegalStateException e = fails(IllegalStateException.class, "NotStarted", runner::stop);
        assertTrue(e.getMessage().contains("call stop() once after each start()"), e.getMessage());
    }

    @Test
    void startWhileStartedIsRefused() {
        runner.start();
        fails(IllegalStateException.class, "AlreadyStarted", runner::start);
        assertTrue(runner.isStarted());
        runner.stop();
    }

    @Test
    void updateWhileStartedIsRefused() {
        runner.start();
        IllegalStateException e = fails(IllegalStateException.class, "RunnerStarted",
                runner::update);
        assertTrue(e.getMessage().contains("call stop() first"), e.getMessage());
        runner.stop();
        runner.update(); // fine once stopped
    }

    @Test
    void updateFromTwoThreadsAtOnceIsRefused() throws Exception {
        FakeTree a = tree("a");
        CountDownLatch inTick = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        a.onTick = () -> {
            inTick.countDown();
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        };
        runner.add(a);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread first = new Thread(() -> {
            try {
                runner.update();
            } catch (Throwable t) {
                failure.set(t);
            }
        }, "first-updater");
        first.start();
        try {
            assertTrue(inTick.await(10, TimeUnit.SECONDS));
            IllegalStateException e = fails(IllegalStateException.class, "ConcurrentUpdate",
                    runner::update);
            assertTrue(e.getMessage().contains("while thread 'first-updater' is in update()"),
                    e.getMessage());
            fails(IllegalStateException.class, "ConcurrentUpdate", runner::start);
        } finally {
            release.countDown();
            first.join();
        }
        assertEquals(null, failure.get());
        a.onTick = null;
        runner.forceTick(a);
        assertEquals(1, runner.update()); // the runner is fine
    }

    @Test
    void updateStartStopAndCloseFromInsideATickAreRefused() {
        FakeTree a = tree("a");
        List<String> tags = new ArrayList<>();
        a.onTick = () -> {
            for (Runnable call : List.<Runnable>of(runner::update, runner::start, runner::stop,
                    runner::close)) {
                try {
                    call.run();
                    tags.add("no exception");
                } catch (IllegalStateException e) {
                    tags.add(e.getMessage().substring(0, e.getMessage().indexOf(']') + 1));
                }
            }
        };
        runner.add(a);
        assertEquals(1, runner.update());
        assertEquals(List.of("[Arbor/Reentrant]", "[Arbor/Reentrant]", "[Arbor/Reentrant]",
                "[Arbor/Reentrant]"), tags);
        assertFalse(runner.isStarted());
        a.onTick = null;
        runner.forceTick(a);
        assertEquals(1, runner.update());
    }

    @Test
    void aClosedRunnerRefusesWorkAndLetsGoOfItsTrees() {
        FakeTree a = tree("a");
        runner.add(a);
        runner.close();
        fails(IllegalStateException.class, "RunnerClosed", () -> runner.add(tree("b")));
        fails(IllegalStateException.class, "RunnerClosed", runner::update);
        fails(IllegalStateException.class, "RunnerClosed", runner::start);
        fails(IllegalStateException.class, "RunnerClosed", runner::pauseAll);
        fails(IllegalStateException.class, "RunnerClosed",
                () -> runner.sleep(a, Duration.ofMillis(1)));
        assertFalse(runner.remove(a));
        assertFalse(runner.contains(a));
        assertEquals(0, runner.size());
        runner.close();
        try (TreeRunner other = TreeRunner.builder().clock(clock).build()) {
            other.add(a);
            assertEquals(1, other.update());
        }
    }

    @Test
    void durationsBeyondSeventyYearsAreCutNotOverflowed() {
        FakeTree a = tree("a");
        runner.add(a, Duration.ofDays(365L * 1_000));
        assertEquals(1, runner.update());
        clock.advance(Duration.ofDays(365L * 50));
        assertEquals(0, runner.update());
        runner.sleep(a, Duration.ofSeconds(Long.MAX_VALUE));
        runner.forceTick(a);
        assertEquals(0, runner.update());
        runner.wake(a);
        assertEquals(1, runner.update());
    }
}
