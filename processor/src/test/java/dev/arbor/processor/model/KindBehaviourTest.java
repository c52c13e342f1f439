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
                            || behaviour.onEntry().contains(OnEntry.SORT_BY_WEIGHT),
                    name + ": orders its children on entry");
            assertEquals(behaviour.isGuard(), behaviour.onEntry().contains(OnEntry.NOTE_TICK)
                    && behaviour.slots().contains(Slot.FIRED), name + ": a guard's state");
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

    @Test
    void aSlotIsClearedOnEntryWhereTheKindKeepsOne() {
        for (NodeKind kind : Kinds.ALL) {
            Behaviour behaviour = kind.behaviour();
            boolean clears = behaviour.onEntry().contains(OnEntry.CLEAR_SLOT)
                    || behaviour.onEntry().contains(OnEntry.CLEAR_BRANCHES);
            assertEquals(!behaviour.slots().isEmpty(), clears, kind.simpleName());
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
        };
    }
}
