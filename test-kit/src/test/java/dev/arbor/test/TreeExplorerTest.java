// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbor.Status;
import dev.arbor.runtime.ManualClock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * {@link TreeExplorer} on the sentry's tree: a property that holds, properties that break and
 * the short runs they shrink to (each checked by hand against the tree: as few ticks as break
 * the property, and no single change of a step gives a smaller run that still breaks it), a tick
 * that throws, and the same seed finding the same run. The While's condition is not among the
 * answers: an override cannot answer it either.
 */
class TreeExplorerTest {
    private static TreeExplorer sentries() {
        return TreeExplorer.of(seed -> {
            ManualClock clock = new ManualClock();
            return TreeTest.of(new SentryTree(new Sentry(), clock, seed), clock);
        }).clockSteps(0, 100, 500).events(0.3).pauses(0.1);
    }

    @Test
    void aPropertyThatHoldsIsCheckedAfterEveryTickOfEveryRun() {
        List<Integer> checked = new ArrayList<>();
        Exploration explored = sentries().runs(40).ticks(30)
                .holds("no alarm while fleeing",
                        TreeProperty.neverEnteredWhileRunning(SentryTreeNodes.SHOUT,
                                SentryTreeNodes.FLEE))
                .holds("counted", tick -> {
                    checked.add(tick.number());
                    return null;
                })
                .check();
        assertEquals(new Exploration(40, 1200, 2), explored);
        assertEquals(1200, checked.size());
        assertEquals(List.of(1, 2, 3), checked.subList(0, 3));
        assertEquals(List.of(30, 1), checked.subList(29, 31));
    }

    @Test
    void aRunThatStaysRunningShrinksToThreeTicks() {
        AssertionFailedError failure = assertThrows(AssertionFailedError.class, () -> sentries()
                .runs(20).ticks(40)
                .holds("never running 3 ticks", TreeProperty.neverRunningLongerThan(2))
                .check());
        String message = failure.getMessage();
        assertEquals("""
                TreeExplorer: "never running 3 ticks" does not hold: tick() answered running 3 \
                ticks in a row, since tick 1
                found in run 1 of 20 (explorer seed 1) at tick 10; shrunk to 3 tick(s) in 28 \
                replay(s):
                tick 1
                # answers isHurt=true runAway=running
                expect C:isHurt S:runAway U:runAway => running
                tick 2
                # answers runAway=running
                expect U:runAway => running
                tick 3
                # answers runAway=running
                expect U:runAway => running""", message);
    }

    @Test
    void enteringANodeWhileAnotherRunsIsFoundAtItsFirstTick() {
        AssertionFailedError failure = assertThrows(AssertionFailedError.class, () -> sentries()
                .holds("patrol apart from watch",
                        TreeProperty.neverEnteredWhileRunning("patrol", "watch"))
                .check());
        String message = failure.getMessage();
        assertEquals("TreeExplorer: \"patrol apart from watch\" does not hold: patrol was entered"
                + " at tick 1 while watch ran", message.substring(0,
                        message.indexOf("\nfound in run")));
        assertEquals("""
                tick 1
                # answers isHurt=false patrol=success
                expect C:isHurt S:patrol U:patrol E:patrol:success => running""",
                shrunkRun(message));
    }

    @Test
    void aKeptLeafThatThrowsBreaksTheRun() {
        AssertionFailedError failure = assertThrows(AssertionFailedError.class, () ->
                TreeExplorer.of(seed -> {
                    ManualClock clock = new ManualClock();
                    Sentry sentry = new Sentry() {
                        @Override
                        Status patrol() {
                            throw new IllegalStateException("patrol lost its way");
                        }
                    };
                    return TreeTest.of(new SentryTree(sentry, clock, seed), clock);
                }).keep(SentryTreeNodes.PATROL).check());
        String message = failure.getMessage();
        assertEquals("TreeExplorer: \"no tick throws\" does not hold: tick 1 threw"
                + " java.lang.IllegalStateException: patrol lost its way", message.substring(0,
                        message.indexOf("\nfound in run")));
        assertEquals("""
                tick 1
                # answers isHurt=false
                expect C:isHurt S:patrol E:patrol:interrupted => throws""", shrunkRun(message));
    }

    @Test
    void theSameSeedFindsTheSameRunAndAnotherSeedItsOwn() {
        String first = failureOf(7);
        assertEquals(first, failureOf(7));
        assertEquals(true, first.contains("(explorer seed 7)"));
        assertEquals(false, first.equals(failureOf(8)));
    }

    /** The shrunk run's trace: what the message shows after its head. */
    private static String shrunkRun(String message) {
        return message.substring(message.indexOf("replay(s):\n") + "replay(s):\n".length());
    }

    private static String failureOf(long seed) {
        return assertThrows(AssertionFailedError.class, () -> sentries().seed(seed)
                .holds("never running 10 ticks", TreeProperty.neverRunningLongerThan(10))
                .shrinkReplays(0)
                .check()).getMessage();
    }

    @Test
    void optionsOutOfRangeAreRefused() {
        TreeExplorer explorer = sentries();
        assertEquals("runs(0): give at least 1", assertThrows(IllegalArgumentException.class,
                () -> explorer.runs(0)).getMessage());
        assertEquals("events(1.5): give a chance from 0 to 1", assertThrows(
                IllegalArgumentException.class, () -> explorer.events(1.5)).getMessage());
        assertEquals("clockSteps([10, -1]): a clock step cannot be negative", assertThrows(
                IllegalArgumentException.class, () -> explorer.clockSteps(10, -1)).getMessage());
        assertEquals("actionAnswers(0, 0, 0): give weights of at least 0, not all 0",
                assertThrows(IllegalArgumentException.class,
                        () -> explorer.actionAnswers(0, 0, 0)).getMessage());
        explorer.holds("p", tick -> null);
        assertEquals("holds(\"p\"): a property of that name was given already", assertThrows(
                IllegalArgumentException.class, () -> explorer.holds("p", tick -> null))
                .getMessage());
    }
}
