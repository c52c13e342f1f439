// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A composite that tries its children in order until one succeeds (logical OR, with memory;
 * a "fallback"). Put it on a {@code void} method without parameters; the body is never called.
 *
 * <ul>
 *   <li>On entry, the first child is entered.</li>
 *   <li>Child FAILURE: the next child is entered in the same tick; after the last child fails,
 *       the selector completes FAILURE.</li>
 *   <li>Child SUCCESS: the selector completes SUCCESS.</li>
 *   <li>Child RUNNING: the selector is RUNNING; the next tick resumes that same child.</li>
 *   <li>Aborted (see {@link #abortType()} and {@link AbortType}): the running child is
 *       interrupted and the selector resumes at the child holding the condition.</li>
 * </ul>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Selector {
    /** The children, by node-method name, in priority order (highest first). At least one. */
    String[] value();

    /** Which conditional aborts this composite's own conditions take part in. */
    AbortType abortType() default AbortType.NONE;

    /** Which changes of a watched condition fire an abort ({@link AbortTrigger}): any change
     *  (the default), or only one that matters to the branch. Needs an {@link #abortType()}
     *  other than {@code NONE}. */
    AbortTrigger abortOn() default AbortTrigger.ANY_CHANGE;

    /** How often its watched conditions are asked again, in milliseconds of the tree's clock
     *  (paused time excluded): an entry is re-evaluated at the start of a tick only once this
     *  long has passed since its condition was last asked (Don't Starve's PriorityNode period).
     *  0, the default: every tick. Needs an {@link #abortType()} other than {@code NONE}. */
    long reevaluateEvery() default 0;
}
