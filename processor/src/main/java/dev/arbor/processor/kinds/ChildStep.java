// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

/**
 * A node kind's child-result rule: what a composite or decorator does when a child completes
 * SUCCESS or FAILURE. (A child that stays RUNNING makes the node RUNNING too, except under a kind
 * whose {@link Behaviour#onRunning} is {@link Behaviour.OnRunning#FAIL}.)
 */
public enum ChildStep {
    /** Enter the next child in the same tick. */
    NEXT_CHILD,
    /** Complete SUCCESS. */
    SUCCEED,
    /** Complete FAILURE. */
    FAIL,
    /** Stay running, answer RUNNING for this tick, and enter the child again next tick. */
    YIELD,
    /**
     * Count the round: when the count reaches the node's limit (0: none), complete as
     * {@link NodeKind#atLimit} says; else {@link #YIELD} (a kind whose {@link Behaviour} keeps a
     * {@link Behaviour.Slot#COUNT}).
     */
    COUNT,
    /**
     * Enter the next child in the order drawn on entry; after the last, complete with the
     * child's result (random and weighted composites).
     */
    NEXT_DRAWN,
    /** Decided at run time from per-instance state (a parallel's policy counts). */
    DECIDE_AT_RUN_TIME,
    /**
     * Note that the clean-up runs (a flag of the node's state) and enter the last child, the
     * clean-up, in the same tick, the children between left out (a TryCatch whose block child
     * failed). Not static: the node notes it at run time, so a jump stops at the child.
     */
    CLEAN_UP;

    /** The step that completes with {@code success}. */
    public static ChildStep complete(boolean success) {
        return success ? SUCCEED : FAIL;
    }

    /** True for SUCCEED and FAIL. */
    public boolean completes() {
        return this == SUCCEED || this == FAIL;
    }

    /** True for the steps fixed at build time without per-instance state. */
    public boolean isStatic() {
        return this == NEXT_CHILD || completes();
    }
}
