// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Arity;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Behaviour;
import dev.arbor.processor.kinds.Behaviour.OnEntry;
import dev.arbor.processor.kinds.Behaviour.OnTop;
import dev.arbor.processor.kinds.Behaviour.Slot;
import dev.arbor.processor.kinds.ChildStep;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.kinds.PolicyKind;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Each kind's run-time behaviour agrees with the rest of what it declares: its arity, its
 * child-result rule and its state. The writers trust the behaviour alone, so a kind whose
 * behaviour contradicts its rule would compile to a wrong answer; this test names it.
 */
class KindBehaviourTest {

    @Test
    void aLeafDoesALeafsStepAndOnlyALeafDoes() {
        Set<OnTop> leafSteps = EnumSet.of(OnTop.CALL, OnTop.EVENT, OnTop.WAIT, OnTop.INLINED);
        for (NodeKind kind : Kinds.ALL) {
            assertEquals(kind.arity() == Arity.LEAF, leafSteps.contains(kind.behaviour().onTop()),
                    kind.simpleName());
        }
    }

    @Test
    void theStepOnTopAgreesWithTheChildResultRule() {
        for (NodeKind kind : Kinds.ALL) {
            if (kind.isLeaf()) {
                continue;
            }
            Behaviour behaviour = kind.behaviour();
            Set<ChildStep> steps = EnumSet.noneOf(ChildStep.class);
            for (Attributes attributes : attributesOf(kind)) {
                for (boolean success : new boolean[] {true, false}) {
                    for (boolean last : new boolean[] {true, false}) {
                        steps.add(kind.onChild(attributes, success, last));
                    }
                    for (int child = 0; child < 3; child++) {
                        steps.add(kind.onChild(attributes, success, child, 3));
                    }
                    steps.add(kind.onChildAtStop(attributes, success));
                }
            }
            String name = kind.simpleName();
            assertEquals(behaviour.onTop() == OnTop.BRANCHES,
                    steps.contains(ChildStep.DECIDE_AT_RUN_TIME), name + ": decides at run time");
            assertEquals(behaviour.onTop() == OnTop.DRAWN_CHILD,
                    steps.contains(ChildStep.NEXT_DRAWN), name + ": goes on in a drawn order");
            assertEquals(behaviour.counts(), steps.contains(ChildStep.COUNT),
                    name + ": counts rounds in a COUNT slot");
            assertEquals(behaviour.ordersChildren(), behaviour.slots().contains(Slot.ORDER)
                    && behaviour.slots().contains(Slot.POSITION), name + ": keeps its order");
            assertEquals(behaviour.ordersChildren(),
                    behaviour.onEntry().contains(OnEntry.DRAW_ORDER)
                            || behaviour.onEntry().contains(OnEntry.SORT_BY_WEIGHT)
                            || behaviour.onEntry().contains(OnEntry.SCORE),
                    name + ": orders its children on entry");
            assertEquals(behaviour.isGuard(), behaviour.onEntry().contains(OnEntry.NOTE_TICK)
                    && behaviour.slots().contains(Slot.FIRED), name + ": a guard's state");
            assertEquals(steps.contains(ChildStep.CLEAN_UP),
                    behaviour.slots().contains(Slot.CLEANING), name + ": notes its clean-up");
            assertEquals(behaviour.cleansUpWhenInterrupted(),
                    behaviour.slots().contains(Slot.CLEANING),
                    name + ": knows whether its block or its clean-up runs when interrupted");
            assertEquals(behaviour.keepsResult(), behaviour.onTop() == OnTop.ONCE
                    && behaviour.onEnd() == Behaviour.OnEnd.KEEP_RESULT,
                    name + ": keeps a result, answers it on entry");
        }
    }

    /**
     * A kind that chooses one child on entry (by a condition, a Switch's cases, a draw) keeps no
     * state: the child it chose is the one running under it, so its rule must be to complete
     * with that child's result, and never to go on to another child.
     */
    @Test
    void aKindThatChoosesOneChildCompletesWithItsResult() {
        Set<OnTop> choosing = EnumSet.of(OnTop.CONDITION, OnTop.MATCH_CASE, OnTop.DRAW_ONE);
        for (NodeKind kind : Kinds.ALL) {
            if (!choosing.contains(kind.behaviour().onTop()) || kind.behaviour().isGuard()) {
                continue; // a While asks its condition as a guard, too
            }
            assertEquals(List.of(), kind.behaviour().slots(), kind.simpleName());
            for (Attributes attributes : attributesOf(kind)) {
                for (boolean success : new boolean[] {true, false}) {
                    assertEquals(ChildStep.complete(success),
                            kind.onChild(attributes, success, false), kind.simpleName());
                }
            }
        }
    }

    /**
     * A kind's rule by position agrees with its rule for the last child or another, except
     * where it says so (a TryCatch, whose block's last child is not its last); at a stop, with
     * the rule of each result that can stop there (a jump never stops at NEXT_CHILD).
     */
    @Test
    void theRuleByPositionAgreesWithTheRuleByLast() {
        for (NodeKind kind : Kinds.ALL) {
            if (kind.isLeaf() || kind == Kinds.SUBTREE) {
                continue;
            }
            for (Attributes attributes : attributesOf(kind)) {
                for (boolean success : new boolean[] {true, false}) {
                    int children = kind.arity() == Arity.DECORATOR ? 1 : 3;
                    for (int child = 0; child < children; child++) {
                        ChildStep byPosition = kind.onChild(attributes, success, child, children);
                        ChildStep byLast = kind.onChild(attributes, success,
                                child == children - 1);
                        if (kind == Kinds.TRY_CATCH && child == children - 2 && success) {
                            assertEquals(ChildStep.SUCCEED, byPosition, "the block's last");
                        } else {
                            assertEquals(byLast, byPosition, kind.simpleName() + " child "
                                    + child + " " + success);
                        }
                    }
                    ChildStep atStop = kind.onChildAtStop(attributes, success);
                    assertEquals(kind == Kinds.TRY_CATCH && !success ? ChildStep.CLEAN_UP
                            : kind.onChild(attributes, success, true), atStop,
                            kind.simpleName() + " at a stop, " + success);
                }
            }
        }
    }

    /** A kept result (§5.4 RunOnce) is the one slot that outlives an entry. */
    @Test
    void aSlotIsClearedOnEntryWhereTheKindKeepsOne() {
        for (NodeKind kind : Kinds.ALL) {
            Behaviour behaviour = kind.behaviour();
            boolean clears = behaviour.onEntry().contains(OnEntry.CLEAR_SLOT)
                    || behaviour.onEntry().contains(OnEntry.CLEAR_BRANCHES);
            assertEquals(behaviour.slots().stream().anyMatch(slot -> slot != Slot.KEPT), clears,
                    kind.simpleName());
        }
    }

    /** Attributes of {@code kind} that reach each of its child-result steps. */
    private static Iterable<Attributes> attributesOf(NodeKind kind) {
        return switch (kind.id()) {
            case REPEAT -> List.of(new Attributes.Counted(3, null, false),
                    new Attributes.Counted(3, null, true));
            case UNTIL_SUCCESS, UNTIL_FAILURE, LOOP ->
                    List.of(new Attributes.Counted(3, null, false));
            case PARALLEL -> List.of(new Attributes.Policies(
                    PolicyKind.ONE,
                    PolicyKind.ALL));
            case SEQUENCE, SELECTOR -> List.of(new Attributes.Aborts(
                    AbortKind.NONE, null));
            case WAIT, COOLDOWN, TIME_LIMIT -> List.of(new Attributes.Timed(5, null));
            case IF, WHILE -> List.of(new Attributes.Conditional("c", null));
            case RANDOM_SELECTOR, RANDOM_SEQUENCE, WEIGHTED_SELECTOR -> List.of(
                    new Attributes.Weights(List.of(), List.of(), null,
                            List.of()));
            case CONDITION, ACTION, INVERT, ALWAYS_SUCCEED, ALWAYS_FAIL, FAIL_IF_RUNNING,
                    RUNNING_IF_FAIL, EVENT, TASK, SUBTREE -> List.of(Attributes.NONE);
            case SWITCH -> List.of(new Attributes.Switched("on", null, List.of("1"), null,
                    List.of(), true, null));
            case RANDOM_CHOICE -> List.of(new Attributes.Weights(List.of(2, 0), List.of(), null,
                    List.of()));
            case RUN_ONCE -> List.of(new Attributes.Once(false, null),
                    new Attributes.Once(true, null));
            case TRY_CATCH -> List.of(new Attributes.CleanUp("c", null, true, null, null),
                    new Attributes.CleanUp("c", null, false, null, null));
            case UTILITY_SELECTOR -> List.of(new Attributes.Scored(List.of("a", "b"), null,
                    List.of(), 0, null, 0, null), new Attributes.Scored(List.of("a", "b"), null,
                    List.of(), 100, null, 0.5, null));
            case PERMIT -> List.of(new Attributes.Shared("p", null, "permits",
                    "dev.arbor.runtime.Permits"));
            case SHARED_COOLDOWN -> List.of(new Attributes.Shared("g", null, "group",
                    "dev.arbor.runtime.CooldownGroup"));
        };
    }
}
