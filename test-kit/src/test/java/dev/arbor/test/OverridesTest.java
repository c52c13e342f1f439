// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbor.Status;
import dev.arbor.runtime.ConditionHandle;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The handles classes the processor writes beside {@link Sentry} and {@link Walker}, and the
 * kit's overrides: whole traces with scripted conditions and actions, the methods they replace
 * never called, and every misuse refused with its fix.
 */
class OverridesTest {
    final ManualClock clock = new ManualClock();
    final Sentry sentry = new Sentry();
    final TreeTest test = TreeTest.of(new SentryTree(sentry, clock, 0), clock)
            .inputs(sentry::set);

    @Test
    void handlesAreTypedAndNameTheirNodes() {
        ConditionHandle isHurt = SentryTreeNodes.IS_HURT;
        assertEquals(SentryTree.class, isHurt.tree());
        assertEquals(2, isHurt.index());
        assertEquals("isHurt", isHurt.method());
        assertEquals("isHurt() (node 2 of SentryTree)", isHurt.toString());
        assertInstanceOf(dev.arbor.runtime.EventHandle.class, SentryTreeNodes.ALARM);
        assertEquals(false, SentryTreeNodes.PATROL.alwaysSucceeds());
        assertEquals(true, SentryTreeNodes.SHOUT.alwaysSucceeds());
        Tree tree = test.tree();
        for (java.lang.reflect.Field field : SentryTreeNodes.class.getFields()) {
            dev.arbor.runtime.NodeHandle handle = assertInstanceOf(
                    dev.arbor.runtime.NodeHandle.class, get(field));
            assertEquals(tree.nodes().method(handle.index()), handle.method(), field.getName());
            if (handle instanceof dev.arbor.runtime.ActionHandle action) {
                assertEquals(action.alwaysSucceeds(), tree.nodes().alwaysSucceeds(action.index()),
                        field.getName());
            }
        }
        assertEquals(tree.nodes().size(), SentryTreeNodes.class.getFields().length);
    }

    /**
     * The same assertions as by name, by handle; raise by handle. (The coverage by handle is in
     * {@link #hooksRunAndHandlesTellTwoUsesApart}: a class's coverage adds up over the JVM.)
     */
    @Test
    void theKitTakesHandlesWhereItTakesNames() {
        test.set("patrol", "running").tick().entered(SentryTreeNodes.WATCH)
                .thenCalled(SentryTreeNodes.PATROL);
        sentry.hurt = true;
        test.tick().called(SentryTreeNodes.IS_HURT)
                .thenEnded(SentryTreeNodes.PATROL, Status.INACTIVE)
                .thenEntered(SentryTreeNodes.FLEE).thenCalled(SentryTreeNodes.RUN_AWAY);
        test.tick().didNotEnter(SentryTreeNodes.FLEE).didNotCall(SentryTreeNodes.PATROL);
        sentry.hurt = false;
        test.reset().raise(SentryTreeNodes.ALARM).tick()
                .expect("C:isHurt S:shout U:shout E:shout:success => success");
    }

    /**
     * A condition scripted one answer a tick: its abort fires on the scripted answer, and the
     * entry the abort makes gets the same answer in the same tick; the method is never called.
     */
    @Test
    void aScriptedConditionFiresItsAbort() {
        sentry.patrolAnswer = Status.RUNNING;
        sentry.hurt = true; // what the method would answer: never asked
        test.override(SentryTreeNodes.IS_HURT).answers(false, false, true, false);
        test.ticks(4);
        test.expectTrace("""
                tick 1
                expect C:isHurt S:patrol U:patrol => running
                tick 2
                expect C:isHurt U:patrol => running
                tick 3
                expect C:isHurt A:isHurt E:patrol:interrupted C:isHurt S:runAway U:runAway => running
                # the last answer, false: flee's sequence goes on (no abort watches its own branch)
                tick 4
                expect U:runAway => running
                """);
        test.tick().expect("U:runAway => running"); // after the script, its last answer
        test.release(SentryTreeNodes.IS_HURT).reset();
        test.tick().expect("C:isHurt S:runAway U:runAway => running"); // the method again
    }

    /** The example of docs/testing.md, "Handles and overrides", as written there. */
    @Test
    void fleesOnceHurtThenRunsAwayForThreeTicks() {
        ManualClock clock = new ManualClock();
        Sentry sentry = new Sentry();                     // hurt is false: never asked
        TreeTest test = TreeTest.of(new SentryTree(sentry, clock, 0), clock);
        test.override(SentryTreeNodes.PATROL).answers(Status.RUNNING);
        test.override(SentryTreeNodes.IS_HURT).answers(false, true);
        test.override(SentryTreeNodes.RUN_AWAY).runningFor(2).then(Status.SUCCESS);
        test.ticks(4);
        test.expectTrace("""
                tick 1
                expect C:isHurt S:patrol U:patrol => running
                tick 2
                expect C:isHurt A:isHurt E:patrol:interrupted C:isHurt S:runAway U:runAway => running
                tick 3
                expect U:runAway => running
                tick 4
                expect U:runAway E:runAway:success => success
                """);
    }

    /** A condition as a function of the test's tick number. */
    @Test
    void aConditionAnswersByTick() {
        sentry.patrolAnswer = Status.RUNNING;
        test.override(SentryTreeNodes.IS_HURT).answer(tick -> tick == 2);
        test.ticks(2).expect("C:isHurt A:isHurt E:patrol:interrupted C:isHurt S:runAway"
                + " U:runAway => running");
    }

    /** Running for two calls, then success: the method (which succeeds at once) never called. */
    @Test
    void aScriptedActionRunsThenSucceeds() {
        test.override(SentryTreeNodes.PATROL).runningFor(2).then(Status.SUCCESS);
        test.ticks(3);
        clock.advanceMillis(500);
        test.tick();
        test.expectTrace("""
                tick 1
                expect C:isHurt S:patrol U:patrol => running
                tick 2
                expect C:isHurt U:patrol => running
                tick 3
                expect C:isHurt U:patrol E:patrol:success => running
                tick 4
                expect C:isHurt => success
                """);
        sentry.patrolAnswer = null; // the method would throw: the last answer, SUCCESS, is kept
        test.tick().expect("C:isHurt S:patrol U:patrol E:patrol:success => running");
    }

    /**
     * An overridden action's hooks still run, its method does not; the handles of a subtree
     * used twice tell its two nodes apart.
     */
    @Test
    void hooksRunAndHandlesTellTwoUsesApart() {
        Walker walker = new Walker();
        TreeTest walk = TreeTest.of(new WalkerTree(walker));
        walk.override(WalkerTreeNodes.LIFT_2).answers(false);
        walk.override(WalkerTreeNodes.REST).answers(Status.FAILURE);
        Tick tick = walk.tick().expect("C:lift S:step U:step E:step:success C:lift => failure");
        tick.called(WalkerTreeNodes.LIFT).thenCalled(WalkerTreeNodes.LIFT_2);
        tick.didNotCall(WalkerTreeNodes.STEP_2);
        assertEquals(List.of("lift", "step"), walker.calls);
        walk.override(WalkerTreeNodes.LIFT_2).answers(true);
        walker.calls.clear();
        walk.tick().expect("C:lift S:step U:step E:step:success C:lift S:step U:step"
                + " E:step:success S:rest U:rest E:rest:failure => failure");
        assertEquals(List.of("lift", "step", "step", "restStarts", "restEnds"), walker.calls);
        assertEquals(1, walk.coverage().entered(WalkerTreeNodes.STEP_2));
        assertEquals(2, walk.coverage().entered(WalkerTreeNodes.STEP));
    }

    @Test
    void misusesAreRefusedWithTheFix() {
        assertEquals("TreeTest.override(isUnlocked() (node 2 of DoorTree)): that is a node of"
                + " DoorTree, not of SentryTree, the tree this test drives; use the constants of"
                + " SentryTreeNodes", assertThrows(IllegalArgumentException.class,
                        () -> test.override(DoorTreeNodes.IS_UNLOCKED)).getMessage());
        assertEquals("override(flee() (node 1 of SentryTree)): flee() is a Sequence, not a"
                + " condition; only a condition, an action or a task can be overridden",
                assertThrows(IllegalArgumentException.class, () -> test.override(
                        new ConditionHandle(SentryTree.class, 1, "flee"))).getMessage());
        assertEquals("TreeTest.override(isHurt() (node 3 of SentryTree)): SentryTree has no such"
                + " node (its node 3 is runAway()); compile the handles class with the tree class"
                + " it was generated with", assertThrows(IllegalArgumentException.class,
                        () -> test.override(new ConditionHandle(SentryTree.class, 3, "isHurt")))
                        .getMessage());
        assertEquals("the override of action shout() cannot answer RUNNING: shout() returns void,"
                + " so it always succeeds; answer SUCCESS", assertThrows(
                        IllegalArgumentException.class, () -> test.override(SentryTreeNodes.SHOUT)
                                .runningFor(1)).getMessage());
        assertEquals("the override of action patrol() cannot answer INACTIVE: an action answers"
                + " RUNNING, SUCCESS or FAILURE", assertThrows(IllegalArgumentException.class,
                        () -> test.override(SentryTreeNodes.PATROL).answers(Status.INACTIVE))
                        .getMessage());
        assertEquals("[Arbor/NullArgument] TreeTest.override() got null for node; pass a constant"
                + " of the tree's handles class, SentryTreeNodes", assertThrows(
                        NullPointerException.class,
                        () -> test.override((ConditionHandle) null)).getMessage());
        test.override(SentryTreeNodes.PATROL).answer(tick -> null);
        IllegalStateException e = assertThrows(IllegalStateException.class, test::tick);
        assertEquals("the override of action patrol(): the function answered null for tick 1;"
                + " answer RUNNING, SUCCESS or FAILURE", e.getMessage());
    }

    /** The generated code refuses an answer a leaf's method could not give, as a bad status. */
    @Test
    void theTreeRefusesAnAnswerTheMethodCouldNotGive() {
        SentryTree tree = new SentryTree(new Sentry(), clock, 0);
        tree.setListener(new TreeListener() {
            @Override
            public Status answerInstead(Tree t, int leaf) {
                return t.nodes().method(leaf).equals("isHurt") ? Status.RUNNING : null;
            }
        });
        assertEquals("[Arbor/BadStatus] SentryTree: the listener answered RUNNING instead of"
                + " isHurt(), a condition: answer SUCCESS or FAILURE",
                assertThrows(IllegalStateException.class, tree::tick).getMessage());
        tree.setListener(new TreeListener() {
            @Override
            public Status answerInstead(Tree t, int leaf) {
                return t.nodes().method(leaf).equals("shout") ? Status.FAILURE : null;
            }
        });
        tree.raise("alarm");
        assertEquals("[Arbor/BadStatus] SentryTree: the listener answered FAILURE instead of"
                + " shout(), a void action, which always succeeds: answer SUCCESS",
                assertThrows(IllegalStateException.class, tree::tick).getMessage());
    }

    private static Object get(java.lang.reflect.Field field) {
        try {
            return field.get(null);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }
}
