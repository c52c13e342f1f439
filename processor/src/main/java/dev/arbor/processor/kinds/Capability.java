// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

/**
 * What a node kind promises to the build-time analysis: how it orders its children, how
 * conditional aborts see it, and whether the straight-line shape can print it. What it does at
 * run time is its {@link Behaviour}.
 */
public enum Capability {
    /**
     * Visits its children in declared order, each at most once per tick, so that within a tick
     * a tree only moves forward in pre-order (what the straight-line code shape rests on).
     */
    STATIC_CHILD_ORDER,
    /** Runs its children on run stacks of their own (one per branch). */
    OWN_STACKS,
    /** Carries an {@code abortType}: its conditions can be watched (conditional aborts). */
    CARRIES_ABORT_TYPE,
    /** No abort entry watches it or moves across it. */
    ABORT_BOUNDARY,
    /** Transparent to conditional aborts: passes its parent's nearest composite through. */
    TRANSPARENT_TO_ABORTS,
    /**
     * A leaf that answers SUCCESS or FAILURE at once, like a condition, and can be watched by
     * conditional aborts (Condition, Event).
     */
    ANSWERS_LIKE_A_CONDITION,
    /**
     * Can be printed by the straight-line writer: no per-instance state, no effect on entry or
     * end, a static child-result rule.
     */
    STRAIGHT_LINE
}
