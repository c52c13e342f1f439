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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Sleep, wake, forced ticks, events, pause and resume, and what a request made from inside a
 * tick does: whole traces on a {@link ManualClock}.
 */
class TreeRunnerRequestsTest {
    /**
     * The clock's first reading, which every time in this test counts from: 0 here; a subclass
     * runs every test again from another reading, across the wrap of the readings.
     */
    long origin() {
        return 0;
    }

    private final ManualClock clock = new ManualClock(origin());
    private final List<String> trace = new ArrayList<>();
    private final List<String> handled = new ArrayList<>();
    private final TreeRunner runner = TreeRunner.builder().clock(clock)
            .errorHandler((tree, e) -> handled.add(tree + ": " + e.getMessage())).build();

    @AfterEach
    void close() {
        runner.close();
    }

    private FakeTree tree(String name, String... events) {
        return new FakeTree(name, clock, trace, events).from(origin());
    }

    private int at(long millis) {
        clock.advanceMillis(millis - (clock.nanos() - origin()) / 1_000_000);
        return runner.update();
    }

    @Test
    void aSleepingTreeIsNotTickedUntilTheSleepPassesThenTicksIfItWasDue() {
        FakeTree a = tree("a");
        runner.add(a, Duration.ofMillis(100));
        runner.add(tree("b"), Duration.ofMillis(100));
        at(0);
        runner.sleep(a, Duration.ofMillis(250)); // until 250
        at(100);
        at(200);
        at(249);
        at(250); // a was due at 100: ticks now, next due 350 (fell behind a whole interval)
        at(300);
        at(350);
        assertEquals(List.of("a@0", "b@0", "b@100", "b@200", "a@250", "b@300", "a@350"), trace);
    }

    @Test
    void aSleepShorterThanTheWaitDoesNotMoveTheDueTime() {
        FakeTree a = tree("a");
        runner.add(a, Duration.ofSeconds(1));
        at(0);
        runner.sleep(a, Duration.ofMillis(100));
        at(100);
        at(999);
        at(1000);
        assertEquals(List.of("a@0", "a@1000"), trace);
    }

    @Test
    void aNewSleepReplacesTheOldOneAndAZeroSleepEndsIt() {
        FakeTree a = tree("a");
        runner.add(a, Duration.ofMillis(100));
        at(0);
        runner.sleep(a, Duration.ofSeconds(10));
        runner.sleep(a, Duration.ofMillis(150)); // until 150
        at(100);
        at(150);
        runner.sleep(a, Duration.ofSeconds(10));
        runner.sleep(a, Duration.ZERO);
        at(250);
        assertEquals(List.of("a@0", "a@150", "a@250"), trace);
    }

    @Test
    void wakeEndsTheSleepAndATreeThatWasDueTicksAtTheNextUpdate() {
        FakeTree a = tree("a");
        runner.add(a, Duration.ofMillis(100));
        at(0);
        runner.sleep(a, Duration.ofSeconds(1));
        at(100);
        at(300);
        runner.wake(a);
        runner.wake(a); // waking an awake tree does nothing
        at(310);
        at(400);
        at(410);
        assertEquals(List.of("a@0", "a@310", "a@410"), trace);
    }

    // ---- sleep(tree, duration, Sleep.RESET): the tree is reset when the sleep begins

    @Test
    void aSleepThatResetsResetsTheTreeAtOnceAndItWakesAsAnySleeperDoes() {
        FakeTree a = tree("a");
        FakeTree b = tree("b");
        runner.add(a, Duration.ofMillis(100));
        runner.add(b, Duration.ofMillis(100));
        at(0);
        runner.sleep(a, Duration.ofMillis(250), TreeRunner.Sleep.RESET); // reset now; until 250
        trace.add("asked");
        at(100);
        at(249);
        at(250); // a was due at 100: ticks now, next due 350
        runner.sleep(b, Duration.ofMillis(50), TreeRunner.Sleep.KEEP); // no reset; until 300
        at(300);
        assertEquals(List.of("a@0", "b@0", "a reset", "asked", "b@100", "b@249", "a@250",
                "b@300"), trace);
    }

    /** From inside a tick: after every tick of the update, in the order asked. */
    @Test
    void aSleepThatResetsAskedFromATickResetsAtTheEndOfTheUpdate() {
        FakeTree a = tree("a");
        FakeTree b = tree("b");
        runner.add(a, Duration.ofMillis(100));
        runner.add(b, Duration.ofMillis(100));
        a.onTick = () -> {
            a.onTick = null;
            runner.sleep(a, Duration.ofMillis(150), TreeRunner.Sleep.RESET); // until 150
        };
        at(0);
        at(100);
        at(150);
        at(200);
        assertEquals(List.of("a@0", "b@0", "a reset", "b@100", "a@150", "a@200", "b@200"),
                trace);
    }

    @Test
    void aZeroSleepThatResetsResetsAndWakes() {
        FakeTree a = tree("a");
        runner.add(a, Duration.ofMillis(100));
        at(0);
        runner.sleep(a, Duration.ofSeconds(10));
        at(100);
        runner.sleep(a, Duration.ZERO, TreeRunner.Sleep.RESET);
        at(110);
        assertEquals(List.of("a@0", "a reset", "a@110"), trace);
    }

    /** The sleep stands whatever the reset throws: to the caller, or to the error handler. */
    @Test
    void aResetThatThrowsLeavesTheTreeAsleep() {
        FakeTree a = tree("a");
        runner.add(a, Duration.ofMillis(100));
        a.resetFailure = new IllegalStateException("an end hook threw");
        at(0);
        IllegalStateException thrown = assertThrows(IllegalStateException.class,
                () -> runner.sleep(a, Duration.ofMillis(200), TreeRunner.Sleep.RESET));
        assertEquals("an end hook threw", thrown.getMessage());
        at(100);
        at(200);
        a.onTick = () -> {
            a.onTick = null;
            runner.sleep(a, Duration.ofMillis(100), TreeRunner.Sleep.RESET);
        };
        at(300);
        at(350);
        at(400);
        assertEquals(List.of("a@0", "a reset", "a@200", "a@300", "a reset", "a@400"), trace);
        assertEquals(List.of("a: an end hook threw"), handled);
    }

    @Test
    void forceTickTicksAtTheNextUpdateOnceAndLeavesTheCadence() {
        FakeTree a = tree("a");
        FakeTree b = tree("b");
        runner.add(a, Duration.ofSeconds(1));
        runner.add(b, Duration.ofSeconds(1));
        at(0);
        runner.forceTick(b);
        runner.forceTick(b); // forcing a forced tree changes nothing
        assertEquals(1, at(200));
        assertEquals(0, at(300));
        assertEquals(2, at(1000));
        assertEquals(List.of("a@0", "b@0", "b@200", "a@1000", "b@1000"), trace);
    }

    @Test
    void aForcedTickOnADueTreeIsItsOneTick() {
        FakeTree a = tree("a");
        runner.add(a, Duration.ofMillis(100));
        at(0);
        runner.forceTick(a);
        assertEquals(1, at(100));
        assertEquals(0, at(150));
        assertEquals(1, at(200));
        assertEquals(List.of("a@0", "a@100", "a@200"), trace);
    }

    @Test
    void aForcedTickWaitsForASleepingTreeToWake() {
        FakeTree a = tree("a");
        runner.add(a, Duration.ofSeconds(1));
        at(0);
        runner.sleep(a, Duration.ofMillis(500));
        runner.forceTick(a);
        at(100);
        at(499);
        at(500);  // awake and forced; due 1000 unchanged
        at(600);
        at(1000);
        assertEquals(List.of("a@0", "a@500", "a@1000"), trace);
    }

    @Test
    void raiseRaisesTheEventAndForcesATick() {
        FakeTree a = tree("a", "alarm");
        runner.add(a, Duration.ofSeconds(1));
        at(0);
        runner.raise(a, "alarm");
        at(200);
        at(300);
        assertEquals(List.of("a@0", "a@200[alarm]"), trace);
    }

    @Test
    void raisingAnUnknownEventThrowsTheTreesErrorAndForcesNothing() {
        FakeTree a = tree("a", "alarm");
        runner.add(a, Duration.ofSeconds(1));
        at(0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> runner.raise(a, "alrm"));
        assertTrue(e.getMessage().startsWith("[Arbor/UnknownEvent]"), e.getMessage());
        assertEquals(0, at(200));
        assertEquals(List.of("a@0"), trace);
    }

    @Test
    void aPausedTreeIsSkippedItsScheduleGoesOnAndItsEventWaitsForResume() {
        FakeTree a = tree("a", "alarm");
        FakeTree b = tree("b");
        runner.add(a, Duration.ofMillis(100));
        runner.add(b, Duration.ofMillis(100));
        at(0);
        runner.pause(a);
        assertTrue(a.isPaused());
        assertEquals(1, at(100));          // a due but paused: not ticked, not counted
        runner.raise(a, "alarm");
        assertEquals(0, at(150));          // the forced tick is used up without a tick
        assertEquals(1, at(200));
        runner.resume(a);
        assertFalse(a.isPaused());
        assertEquals(0, at(250));          // a's next due time is 300
        assertEquals(2, at(300));
        assertEquals(List.of("a@0", "b@0", "a paused", "b@100", "b@200", "a resumed",
                "a@300[alarm]", "b@300"), trace);
    }

    @Test
    void aTreePausedDirectlyIsSkippedToo() {
        FakeTree a = tree("a");
        runner.add(a);
        a.pause();
        assertEquals(0, at(0));
        a.resume();
        assertEquals(0, at(100));
        assertEquals(1, at(250));
        assertEquals(List.of("a paused", "a resumed", "a@250"), trace);
    }

    @Test
    void pauseAllAndResumeAllReachEveryTreeRegisteredThen() {
        runner.add(tree("a"));
        runner.add(tree("b"));
        at(0);
        runner.pauseAll();
        runner.add(tree("c")); // added after pauseAll: not paused
        assertEquals(1, at(250));
        runner.resumeAll();
        assertEquals(3, at(500));
        assertEquals(List.of("a@0", "b@0", "a paused", "b paused", "c@250", "a resumed",
                "b resumed", "a@500", "b@500", "c@500"), trace);
    }

    @Test
    void pauseAllPausesTheOthersWhenOneThrowsAndThrowsTheFirst() {
        FakeTree a = new FakeTree("a", clock, trace) {
            @Override
            public void pause() {
                throw new IllegalStateException("a cannot pause");
            }
        }.from(origin());
        FakeTree b = tree("b");
        runner.add(a);
        runner.add(b);
        IllegalStateException e = assertThrows(IllegalStateException.class, runner::pauseAll);
        assertEquals("a cannot pause", e.getMessage());
        assertTrue(b.isPaused());
    }

    @Test
    void pauseAllFromInsideATickPausesAfterTheTicksAndReportsAThrowingPause() {
        FakeTree a = tree("a");
        FakeTree b = new FakeTree("b", clock, trace) {
            @Override
            public void pause() {
                throw new IllegalStateException("b cannot pause");
            }
        }.from(origin());
        FakeTree c = tree("c");
        runner.add(a);
        runner.add(b);
        runner.add(c);
        a.onTick = runner::pauseAll;
        assertEquals(3, at(0));
        assertEquals(List.of("b: b cannot pause"), handled);
        assertTrue(a.isPaused());
        assertTrue(c.isPaused());
        assertEquals(1, at(250)); // b only
        assertEquals(List.of("a@0", "b@0", "c@0", "a paused", "c paused", "b@250"), trace);
    }

    @Test
    void requestsMadeInsideATickTakeEffectAtTheEndOfTheUpdate() {
        FakeTree a = tree("a");
        FakeTree b = tree("b", "alarm");
        FakeTree c = tree("c", "alarm");
        FakeTree d = tree("d");
        runner.add(a, Duration.ofSeconds(1));
        runner.add(b, Duration.ofSeconds(1));
        runner.add(c, Duration.ofSeconds(1));
        a.onTick = () -> {
            a.onTick = null;
            runner.raise(b, "alarm");   // b and c tick later in this update, without it
            runner.raise(c, "alarm");
            runner.add(d);              // ticked from the next update
        };
        b.onTick = () -> {
            b.onTick = null;
            assertTrue(runner.remove(a));
            assertTrue(runner.contains(a)); // until the end of the update
            runner.sleep(c, Duration.ofMillis(50));
        };
        assertEquals(3, at(0));
        assertFalse(runner.contains(a));
        assertEquals(3, runner.size());
        assertEquals(2, at(10));  // b forced, d new; c forced but asleep until 50
        assertEquals(0, at(10));
        assertEquals(0, at(20));
        assertEquals(1, at(50));
        assertEquals(List.of("a@0", "b@0", "c@0", "b@10[alarm]", "d@10", "c@50[alarm]"), trace);
    }

    @Test
    void aRequestThatFailsInsideAnUpdateGoesToTheErrorHandler() {
        FakeTree a = tree("a");
        FakeTree b = tree("b", "alarm");
        runner.add(a);
        runner.add(b);
        a.onTick = () -> runner.raise(b, "nope");
        at(0);
        assertEquals(List.of("b: [Arbor/UnknownEvent] b has no @Event node named 'nope'"),
                handled);
        assertEquals(0, at(10)); // no forced tick
    }

    @Test
    void aTreeMayPauseOrSleepItselfFromItsOwnTick() {
        FakeTree a = tree("a");
        FakeTree b = tree("b");
        runner.add(a, Duration.ofMillis(100));
        runner.add(b, Duration.ofMillis(100));
        a.onTick = () -> runner.pause(a);  // applied after the tick, outside it
        b.onTick = () -> runner.sleep(b, Duration.ofMillis(250));
        at(0);
        a.onTick = null;
        b.onTick = null;
        at(100);
        at(200);
        at(250);
        assertEquals(List.of("a@0", "b@0", "a paused", "b@250"), trace);
    }
}
