// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A decorator that turns its child's result around (logical NOT). Put it on a {@code void}
 * method without parameters; the body is never called.
 *
 * <ul>
 *   <li>On entry, its one child is entered.</li>
 *   <li>Child SUCCESS: the invert completes FAILURE.</li>
 *   <li>Child FAILURE: the invert completes SUCCESS.</li>
 *   <li>Child RUNNING: the invert is RUNNING; the next tick resumes the child.</li>
 *   <li>Interrupted: its running child is interrupted with it.</li>
 * </ul>
 *
 * <p>An invert is transparent to conditional aborts ({@link AbortType}): a condition under it
 * belongs to the nearest {@link Sequence} or {@link Selector} above, and when that condition is
 * re-evaluated its own answer is compared with the answer it gave before, without the invert.
 *
 * <pre>
 * &#64;Sequence(value = {"notSafe", "runAway"}, abortType = AbortType.LOWER_PRIORITY)
 * void flee() {}
 *
 * &#64;Invert("safe") void notSafe() {}
 * &#64;Condition boolean safe() { return distanceToEnemy &gt; 10; }
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Invert {
    /** The child, by node-method name. */
    String value();
}
