// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.Status;
import dev.arbor.runtime.ManualClock;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.opentest4j.AssertionFailedError;

/** {@link TreeTest} and {@link Tick} on {@link Sentry}: their traces, orders and failure messages. */
@ExtendWith(TreeCoverageReport.class) // the kit's own run writes target/arbor-coverage/index.html
class TreeTestTest {
    final ManualClock clock = new ManualClock();
    final Sentry sentry = new Sentry();
    final TreeTest test = TreeTest.of(new SentryTree(sentry, clock, 0), clock)
            .inputs(sentry::set);

    /** Every kind of step, and the whole trace it leaves: what a scenario file of it holds. */
    @Test
    void everyStepIsTracedTickByTick() {
        test.tick().expect("C:isHurt S:patrol U:patrol E:patrol:success => running");
        test.advanceMillis(500).tick().expect("C:isHurt => success");
        test.raise("alarm").tick().expectStatus(Status.SUCCESS);
        test.set("patrol", "running").tick();
        test.pause().tick().expect("- => running");
        test.resume().set("night", "false").tick();
        test.set("night", "true").tick();
        test.reset();
        test.set("hurt", "true").tick();
        test.expectTrace("""
                tick 1
                expect C:isHurt S:patrol U:patrol E:patrol:success => running
                advance 500
                tick 2
                expect C:isHurt => success
                raise alarm
                tick 3
                expect C:isHurt S:shout U:shout E:shout:success => success
                tick 4 patrol=running
                expect C:isHurt S:patrol U:patrol => running
                pause
                tick 5
                expect - => running
                # the guard: the While's condition turns false while patrol runs
                resume
                tick 6 night=false
                expect C:isHurt G:watch E:patrol:interrupted => failure
                tick 7 night=true
                expect C:isHurt S:patrol U:patrol => running
                reset
                expect E:patrol:interrupted
                tick 8 hurt=true
                expect C:isHurt S:runAway U:runAway => running
                """);
        assertTrue(test.coverage().summary().contains("  events raised: alarm "),
                test.coverage().summary());
    }

    /** An abort: the condition asked again (C), the abort (A), then the flee branch. */
    @Test
    void anAbortIsTracedWithTheInterruptedWork() {
        test.set("patrol", "running").tick();
        sentry.hurt = true;
        Tick tick = test.tick();
        tick.expect("C:isHurt A:isHurt E:patrol:interrupted C:isHurt S:runAway U:runAway => running");
        assertEquals(List.of("called isHurt: success", "abort of isHurt fired: root watched",
                "ended patrol: interrupted", "ended rounds: interrupted", "ended watch: interrupted",
                "entered flee", "entered isHurt", "called isHurt: success", "ended isHurt: success",
                "entered runAway", "called runAway: running"), tick.heard());
        assertEquals("tick 2", test.trace().get(2)); // the agent set directly: not in the trace
    }

    @Test
    void ordersAreAssertedWithinATick() {
        test.set("patrol", "running").tick();
        sentry.hurt = true;
        test.tick().called("isHurt").thenEnded("patrol", Status.INACTIVE).thenEntered("flee")
                .thenCalled("runAway");
        test.tick().didNotEnter("flee").didNotCall("patrol").called("runAway");
    }

    @Test
    void aWrongOrderFailsWithEverythingHeard() {
        test.tick();
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                () -> test.tick().called("rest").thenCalled("patrol"));
        assertEquals("""
                tick 2: expected called rest (entry 2), then called patrol; not heard after entry 2
                heard in tick 2:
                  1. called isHurt: failure
                  2. called rest: running""", e.getMessage());
        assertEquals("tick 3: expected entered flee; not heard\nheard in tick 3:\n"
                + "  1. called isHurt: failure\n  2. called rest: running",
                assertThrows(AssertionFailedError.class,
                        () -> test.tick().entered("flee")).getMessage());
    }

    @Test
    void aTickThatDiffersShowsBothLines() {
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                () -> test.tick().expect("C:isHurt S:patrol U:patrol => success"));
        assertEquals("""
                tick 1 differs:
                  expected: expect C:isHurt S:patrol U:patrol => success
                  actual:   expect C:isHurt S:patrol U:patrol E:patrol:success => running
                heard in tick 1:
                  1. entered root
                  2. entered flee
                  3. entered isHurt
                  4. called isHurt: failure
                  5. ended isHurt: failure
                  6. ended flee: failure
                  7. entered onAlarm
                  8. entered alarm
                  9. called alarm: failure
                  10. ended alarm: failure
                  11. ended onAlarm: failure
                  12. entered watch
                  13. entered rounds
                  14. entered patrol
                  15. called patrol: success
                  16. ended patrol: success
                  17. entered rest
                  18. called rest: running""", e.getMessage());
        assertEquals("expect C:isHurt S:patrol U:patrol => success", e.getExpected().getValue());
    }

    /** The whole trace side by side, the rows that differ marked, the first named. */
    @Test
    void aTraceThatDiffersIsShownSideBySideTickByTick() {
        test.tick();
        test.set("hurt", "true").tick();
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> test.expectTrace("""
                tick 1
                expect C:isHurt S:patrol U:patrol E:patrol:success => running
                tick 2 hurt=true
                expect C:isHurt S:runAway U:runAway => running
                tick 3
                expect U:runAway => running
                """));
        assertEquals("""
                the trace differs from tick 2 (3 line(s)):
                  expected                                                      | actual
                  tick 1                                                        | tick 1
                  expect C:isHurt S:patrol U:patrol E:patrol:success => running | expect C:isHurt S:patrol U:patrol E:patrol:success => running
                  tick 2 hurt=true                                              | tick 2 hurt=true
                > expect C:isHurt S:runAway U:runAway => running                | expect C:isHurt A:isHurt C:isHurt S:runAway U:runAway => running
                > tick 3                                                        | (nothing)
                > expect U:runAway => running                                   | (nothing)
                """, e.getMessage());
    }

    @Test
    void aResetThatDiffersIsNamed() {
        test.set("patrol", "running").tick();
        test.reset();
        AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> test.expectTrace("""
                tick 1 patrol=running
                expect C:isHurt S:patrol U:patrol => running
                reset
                expect -
                """));
        assertEquals("""
                the trace differs from the reset of row 3 (1 line(s)):
                  expected                                     | actual
                  tick 1 patrol=running                        | tick 1 patrol=running
                  expect C:isHurt S:patrol U:patrol => running | expect C:isHurt S:patrol U:patrol => running
                  reset                                        | reset
                > expect -                                     | expect E:patrol:interrupted
                """, e.getMessage());
    }

    @Test
    void aTickThatThrowsIsTracedAndRethrown() {
        assertThrows(IllegalArgumentException.class, () -> test.set("patrol", "sideways"));
        sentry.patrolAnswer = null; // an action answering null: the tree refuses it
        RuntimeException thrown = assertThrows(RuntimeException.class, test::tick);
        assertEquals("expect C:isHurt S:patrol E:patrol:interrupted => throws",
                test.trace().get(test.trace().size() - 1), thrown.toString());
    }

    @Test
    void misusesAreRefusedWithTheFix() {
        TreeTest noClock = TreeTest.of(new SentryTree(new Sentry()));
        assertEquals("advanceMillis(5): this test has no clock; build the tree over a ManualClock"
                + " and use TreeTest.of(tree, clock)", assertThrows(IllegalStateException.class,
                        () -> noClock.advanceMillis(5)).getMessage());
        assertEquals("set(hurt, true): this test has no inputs handler; give one with"
                + " TreeTest.inputs((name, value) -> ...)", assertThrows(
                        IllegalStateException.class, () -> noClock.set("hurt", "true")).getMessage());
        assertEquals("[Arbor/NullArgument] TreeTest.of() got null for clock; pass the ManualClock"
                + " the tree was built over, or call TreeTest.of(tree)", assertThrows(
                        NullPointerException.class, () -> TreeTest.of(noClock.tree(), null))
                        .getMessage());
        assertEquals("[Arbor/NullArgument] Tick.expect() got null for expected; pass the tick's"
                + " trace and status", assertThrows(NullPointerException.class,
                        () -> noClock.tick().expect(null)).getMessage());
        assertEquals("ticks(0): tick at least once", assertThrows(IllegalArgumentException.class,
                () -> noClock.ticks(0)).getMessage());
        assertSame(TreeTest.class, noClock.tree().listener().getClass().getEnclosingClass(),
                "the test's listener is attached");
    }
}
