// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

/**
 * Which changes of a watched condition fire an abort: every change (Behavior Designer's rule,
 * the default) or only a change that matters to the branch the condition gates (Unreal's
 * observer aborts, "on result change"). Set with {@code abortOn} on the {@link Sequence} or
 * {@link Selector} whose {@link AbortType} makes its conditions watched.
 *
 * <p>With {@link #RELEVANT_CHANGE}, what counts is the answer the composite C sees from the
 * condition: the condition's answer passed up through the decorators between it and C. C
 * <em>goes on past</em> the condition on one answer (a sequence on SUCCESS, a selector on
 * FAILURE) and <em>stops</em> there on the other. A changed answer then fires only
 * <ul>
 *   <li>as a lower-priority abort (the entry watches an ancestor of C): when C now goes on past
 *       the condition, so the branch it gates could run;</li>
 *   <li>as a self abort (the entry watches C, or climbed from it as {@code SELF}): when C now
 *       stops at the condition, so the work after it lost its reason.</li>
 * </ul>
 * A change that does not fire becomes the stored answer. The exact rules, with the decorators,
 * {@code BOTH} and the entry's refresh, are in docs/semantics.md §6.4.
 *
 * <pre>
 * // flee only when hurt becomes true: a branch that failed while hurt does not restart
 * // the patrol when hurt turns false again
 * &#64;Sequence(value = {"isHurt", "runAway"}, abortType = AbortType.LOWER_PRIORITY,
 *         abortOn = AbortTrigger.RELEVANT_CHANGE)
 * void flee() {}
 * </pre>
 */
public enum AbortTrigger {
    /** Any change of the condition's answer since the entry stored it fires (the default). */
    ANY_CHANGE,
    /** Only a change that lets the composite go on past the condition (lower priority) or
     *  stops it there (self) fires; any other change is stored and nothing is interrupted. */
    RELEVANT_CHANGE
}
