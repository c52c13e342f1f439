// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

/**
 * Which conditional aborts a {@link Sequence} or {@link Selector} takes part in: whether the
 * conditions directly under it (its own conditions, through decorators but not through other
 * composites) are watched while something else runs, and what a change interrupts.
 *
 * <p>Arbor follows Unity Behavior Designer: an entry stores what a condition answered when it
 * last completed; at the start of each tick every watching entry calls its condition again, and
 * an answer that differs from the stored one fires an abort: every running node below the watched
 * composite is interrupted ({@code onEnd} told {@link Status#INACTIVE}) and that composite
 * resumes, in the same tick, at its child holding the condition. Higher-priority siblings before
 * that child are not re-run.
 */
public enum AbortType {
    /** Never watched: the conditions are checked only when the composite reaches them. */
    NONE,
    /** While this composite is still running, a change of one of its conditions interrupts its
     *  running subtree and resumes it at the condition's child. */
    SELF,
    /** After this composite has completed, a change of one of its conditions interrupts the
     *  running lower-priority branch of the parent composite (or of a further ancestor, while
     *  those are {@code LOWER_PRIORITY} or {@code BOTH}) and re-enters this composite. A
     *  lower-priority abort never interrupts its own branch. */
    LOWER_PRIORITY,
    /** {@link #SELF} and {@link #LOWER_PRIORITY} together. */
    BOTH
}
