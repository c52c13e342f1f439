// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A decorator that runs its child a number of times, one round per tick at most. Put it on a
 * {@code void} method without parameters; the body is never called.
 *
 * <ul>
 *   <li>On entry, its count starts at 0 and its one child is entered.</li>
 *   <li>Child SUCCESS: the count goes up by one; when it reaches {@link #times()}, the repeat
 *       completes SUCCESS; otherwise it yields (RUNNING for this tick) and enters the child
 *       again, afresh, on the next tick.</li>
 *   <li>Child FAILURE: with {@link #endOnFailure()}, it completes FAILURE; otherwise it counts
 *       exactly as a success.</li>
 *   <li>Child RUNNING: it is RUNNING; the next tick resumes the child.</li>
 *   <li>Interrupted: its running child is interrupted with it.</li>
 * </ul>
 * The count is cleared whenever the repeat ends, for any reason. With {@code times = 0} and
 * {@code endOnFailure = false} it never completes: it runs until something interrupts it.
 *
 * <p>Like every decorator it is transparent to conditional aborts ({@link AbortType}): a
 * condition under it belongs to the nearest {@link Sequence} or {@link Selector} above, and when
 * re-evaluated its own answer is compared with the answer it gave before, without the decorator.
 *
 * <pre>
 * &#64;Repeat(value = "swing", times = 3, endOnFailure = true)
 * void chop() {}   // three swings, one per tick at most; a missed swing stops it
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Repeat {
    /** The child, by node-method name. Required. */
    String value();

    /** How many rounds (child completions) make the repeat succeed; 0 (the default): forever. */
    int times() default 0;

    /** Whether a child FAILURE completes the repeat FAILURE; false (the default): a failed round
     *  counts as a successful one. */
    boolean endOnFailure() default false;
}
