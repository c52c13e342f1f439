// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import java.util.ArrayList;
import java.util.List;

/**
 * What a node of one kind does at run time, in a closed vocabulary: every writer of generated
 * code, the snapshot code and the diagrams switch over these enums without a {@code default},
 * so that a value one of them does not handle is a compile error of the processor, never code
 * that quietly does something else. A kind declares its behaviour ({@link NodeKind#behaviour});
 * a kind that behaves as no value here says needs a new value, and the compiler then lists every
 * place that must learn it.
 *
 * @param onTop what the node does when it is on top of its run stack: just entered, or resumed
 *     on a later tick
 * @param onEntry what entering it starts, in this order, before {@code onTop}
 * @param onRunning what it does when its child (or branch) stays RUNNING
 * @param onEnd what ending it does, besides the end hook and the abort entries (§4 End)
 * @param asGuard what it checks at the start of every tick while it runs (§5.5)
 * @param slots its per-instance state, one int each, in the order of its slots
 * @param timer the clock reading it keeps, if any
 */
public record Behaviour(OnTop onTop, List<OnEntry> onEntry, OnRunning onRunning, OnEnd onEnd,
        AsGuard asGuard, List<Slot> slots, Timer timer) {

    public Behaviour {
        onEntry = List.copyOf(onEntry);
        slots = List.copyOf(slots);
        if (slots.indexOf(Slot.ORDER) >= 0 && slots.indexOf(Slot.ORDER) != slots.size() - 1) {
            throw new IllegalArgumentException("ORDER, one slot per child, comes last: " + slots);
        }
        if ((timer == Timer.NONE) != (onTop != OnTop.WAIT && asGuard != AsGuard.TIME_UP
                && onEnd != OnEnd.START_COOLDOWN && asGuard != AsGuard.BETTER_SCORE)) {
            throw new IllegalArgumentException("a kind that reads a time keeps a timer: " + this);
        }
    }

    /** What a node does on top of its run stack (§4, §5). */
    public enum OnTop {
        /**
         * Nothing of its own: the run goes on at its first child, which is entered with it (a
         * sequence, a selector, a decorator with no state). It is on top only when an abort
         * resumes at it, or when it yielded on the tick before.
         */
        FIRST_CHILD,
        /**
         * Enters its one child, or its first (after what its entry started: a counter, a timer,
         * a guard, a flag).
         */
        CHILD,
        /** Calls its method (a condition, an action, a task) and completes with its answer. */
        CALL,
        /** SUCCESS while its event is pending, else FAILURE (§8.3). */
        EVENT,
        /** RUNNING until its time has passed, paused time left out; then SUCCESS (§5.4). */
        WAIT,
        /** Calls its {@code condition}: true enters its first child, false its second or fails. */
        CONDITION,
        /** FAILURE while it cools down; else it enters its child (§5.4 Cooldown). */
        COOLDOWN,
        /**
         * Enters the first child of the order it drew or sorted on entry; for a UtilitySelector,
         * the child its last reading of the scores chose, which it keeps first (§5.4).
         */
        DRAWN_CHILD,
        /** Enters or serves its branches, each on its own run stack (§5.3). */
        BRANCHES,
        /**
         * Never runs: a {@code @Subtree} is replaced by the subtree's root when the tree is
         * flattened, so no generated tree holds one.
         */
        INLINED,
        /**
         * Calls its {@code on} method and enters the child of the case its answer matches, else
         * its {@code otherwise} child, or fails (§5.4 Switch).
         */
        MATCH_CASE,
        /**
         * Draws one child by its constant weights from the tree's generator (§8.2), or takes its
         * one child of positive weight without a draw, and enters it (§5.4 RandomChoice).
         */
        DRAW_ONE,
        /**
         * Completes at once with the result it keeps, if it keeps one; else enters its child
         * (§5.4 RunOnce).
         */
        ONCE,
        /**
         * Asks for a permit and yields, just entered; at its next tick enters its child if a
         * settle gave it one, else completes FAILURE (§5.7 Permit).
         */
        PERMIT,
        /**
         * FAILURE while its group cools down as of the last settle; else it enters its child
         * (§5.7 SharedCooldown).
         */
        SHARED_COOLDOWN
    }

    /** What entering a node starts (§4 Enter), before it runs. */
    public enum OnEntry {
        /** Its count or flag starts at 0. */
        CLEAR_SLOT,
        /** Its cursor starts at the first branch, each branch to be entered, no results yet. */
        CLEAR_BRANCHES,
        /** It draws the order of its children from the tree's generator (§8.2). */
        DRAW_ORDER,
        /** It sorts its children by their weight methods, asked now. */
        SORT_BY_WEIGHT,
        /** It notes the tick it was entered in: a guard is not checked in that tick (§5.5). */
        NOTE_TICK,
        /** Its timer starts now, paused time left out (§8.1). */
        START_TIMER,
        /**
         * It reads the score of each child, in declared order, puts the best first in its order
         * and notes the time of the reading, paused time left out (§5.4 UtilitySelector).
         */
        SCORE
    }

    /** What a node does when its child, or one of its branches, answers RUNNING. */
    public enum OnRunning {
        /** It is RUNNING too (the stack is done for this tick). */
        RUNNING,
        /** It interrupts what runs below it and completes FAILURE (FailIfRunning). */
        FAIL
    }

    /** What ending a node does besides its end hook and its abort entries. */
    public enum OnEnd {
        NOTHING,
        /** If it entered its child, it notes the time: the cooldown starts (§5.4). */
        START_COOLDOWN,
        /** Completed with SUCCESS or FAILURE, it keeps that result (§5.4 RunOnce). */
        KEEP_RESULT,
        /**
         * Interrupted while its block runs, it calls its clean-up (a leaf) once, before it
         * leaves its stack (§5.4 TryCatch); completing, it does nothing of its own.
         */
        CLEAN_UP_IF_INTERRUPTED,
        /** It gives back the permit it holds, or withdraws its request (§5.7 Permit). */
        GIVE_BACK_PERMIT,
        /**
         * If it entered its child, it reports the tick's time to its group, which restarts at
         * the next settle (§5.7 SharedCooldown).
         */
        REPORT_GROUP_END
    }

    /** What a node checks at the start of every tick while it runs, before anything runs. */
    public enum AsGuard {
        NOT_A_GUARD,
        /** Fires once its time has passed since it was entered, paused time left out. */
        TIME_UP,
        /** Fires when its condition answers false. */
        CONDITION_FALSE,
        /**
         * Not a guard that completes: while its child runs, once its period has passed since its
         * last reading, it reads the scores of its children still in, and when another child's
         * is higher than the running one's by more than its margin, interrupts what runs below
         * it and stays on top of its stack, to enter that child when the stack is served
         * (§5.4 UtilitySelector). Checked in the same walk as the guards.
         */
        BETTER_SCORE
    }

    /** The role of one int of a node's state; the snapshots name and check each. */
    public enum Slot {
        /** Rounds of its child so far (against its limit, 0: none). */
        COUNT,
        /** 1 while it has entered its child in this run (a Cooldown's end then counts). */
        ENTERED,
        /** 1 when its guard fired at the start of this tick. */
        FIRED,
        /** The tick it was entered in. */
        TICK,
        /** A parallel's next branch to visit. */
        CURSOR,
        /** 1 while a parallel enters its branches (its first visit), 0 while it serves them. */
        ENTERING,
        /** A parallel's branches that succeeded so far. */
        SUCCEEDED,
        /** A parallel's branches that failed so far. */
        FAILED,
        /** How far an ordered composite is in its order. */
        POSITION,
        /** One slot per child: the order drawn or sorted on entry. Always last. */
        ORDER,
        /**
         * The result it keeps across entries and passes: 0 (none), or the code of SUCCESS or
         * FAILURE. Not cleared on entry; {@code reset()} clears it, unless the node keeps it
         * (§5.4 RunOnce).
         */
        KEPT,
        /** 1 once its block failed and its clean-up runs (§5.4 TryCatch). */
        CLEANING,
        /**
         * A Permit's request: 0 (none), 1 (waiting for a settle to give it a permit) or 2 (it
         * holds one) (§5.7).
         */
        PERMIT
    }

    /** The clock reading a node keeps. */
    public enum Timer {
        NONE,
        /** When it was entered, paused time left out (a Wait, a TimeLimit). */
        STARTED,
        /** When it last ended after entering its child (a Cooldown), plain clock time. */
        ENDED,
        /** When it last read its children's scores, paused time left out (a UtilitySelector). */
        READ
    }

    /** A node that only runs its children in order, with no state (a sequence, an Invert). */
    public static Behaviour plain() {
        return new Behaviour(OnTop.FIRST_CHILD, List.of(), OnRunning.RUNNING, OnEnd.NOTHING,
                AsGuard.NOT_A_GUARD, List.of(), Timer.NONE);
    }

    /** A leaf that does {@code onTop}. */
    public static Behaviour leaf(OnTop onTop) {
        return new Behaviour(onTop, List.of(), OnRunning.RUNNING, OnEnd.NOTHING,
                AsGuard.NOT_A_GUARD, List.of(), Timer.NONE);
    }

    /** A node that counts rounds of its child. */
    public static Behaviour counting() {
        return new Behaviour(OnTop.CHILD, List.of(OnEntry.CLEAR_SLOT), OnRunning.RUNNING,
                OnEnd.NOTHING, AsGuard.NOT_A_GUARD, List.of(Slot.COUNT), Timer.NONE);
    }

    /** The state of a node with {@code children} children: {@link Slot#ORDER} once per child. */
    public List<Slot> slots(int children) {
        List<Slot> all = new ArrayList<>();
        for (Slot slot : slots) {
            if (slot == Slot.ORDER) {
                for (int i = 0; i < children; i++) {
                    all.add(Slot.ORDER);
                }
            } else {
                all.add(slot);
            }
        }
        return all;
    }

    public boolean entersFirstChild() {
        return onTop == OnTop.FIRST_CHILD;
    }

    /**
     * Whether it is a guard (§5.5): checked at the start of every tick while it runs, and
     * completing FAILURE when it fires.
     */
    public boolean isGuard() {
        return asGuard == AsGuard.TIME_UP || asGuard == AsGuard.CONDITION_FALSE;
    }

    /**
     * Whether it reads its children's scores again at the start of a tick while its child runs,
     * and may switch to another child (§5.4 UtilitySelector).
     */
    public boolean rescores() {
        return asGuard == AsGuard.BETTER_SCORE;
    }

    /** Whether step 2 of a tick checks it while it runs: a guard, or a node that rescores. */
    public boolean checkedInStep2() {
        return asGuard != AsGuard.NOT_A_GUARD;
    }

    public boolean ordersChildren() {
        return onTop == OnTop.DRAWN_CHILD;
    }

    public boolean asksCondition() {
        return onTop == OnTop.CONDITION;
    }

    public boolean matchesCase() {
        return onTop == OnTop.MATCH_CASE;
    }

    public boolean drawsOne() {
        return onTop == OnTop.DRAW_ONE;
    }

    public boolean catchesRunning() {
        return onRunning == OnRunning.FAIL;
    }

    public boolean counts() {
        return slots.contains(Slot.COUNT);
    }

    public boolean readsClock() {
        return timer != Timer.NONE;
    }

    /** Whether its entry reads its children's scores (§5.4 UtilitySelector). */
    public boolean scores() {
        return onEntry.contains(OnEntry.SCORE);
    }

    public boolean draws() {
        return onEntry.contains(OnEntry.DRAW_ORDER);
    }

    public boolean startsTimer() {
        return onEntry.contains(OnEntry.START_TIMER);
    }

    /**
     * Whether completing it does something of its own besides its end hook and its abort
     * entries (a completion that climbs through it stops there, so that it is done): an effect
     * only an interruption has is not one.
     */
    public boolean hasEndEffect() {
        return switch (onEnd) {
            case NOTHING, CLEAN_UP_IF_INTERRUPTED -> false;
            case START_COOLDOWN, KEEP_RESULT, GIVE_BACK_PERMIT, REPORT_GROUP_END -> true;
        };
    }

    /** Whether an interruption of it calls its clean-up (§5.4 TryCatch). */
    public boolean cleansUpWhenInterrupted() {
        return onEnd == OnEnd.CLEAN_UP_IF_INTERRUPTED;
    }

    /** Whether it uses an object several trees share (§5.7). */
    public boolean usesShared() {
        return onEnd == OnEnd.GIVE_BACK_PERMIT || onEnd == OnEnd.REPORT_GROUP_END;
    }

    /** Whether it keeps a result across entries (§5.4 RunOnce). */
    public boolean keepsResult() {
        return slots.contains(Slot.KEPT);
    }
}
