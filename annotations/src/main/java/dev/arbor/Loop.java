// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A composite that runs its children in order, like a {@link Sequence}, for a number of rounds,
 * one round per tick at most. Put it on a {@code void} method without parameters; the body is
 * never called.
 *
 * <ul>
 *   <li>On entry, its round count starts at 0 and the first child is entered.</li>
 *   <li>Child SUCCESS: the next child is entered in the same tick. After the last child, a round
 *       is counted: when the rounds reach {@link #times()}, the loop completes SUCCESS; otherwise
 *       it yields (RUNNING for this tick) and enters the first child again on the next tick.</li>
 *   <li>Child FAILURE: the loop completes FAILURE.</li>
 *   <li>Child RUNNING: the loop is RUNNING; the next tick resumes that same child.</li>
 *   <li>Interrupted: its running child is interrupted with it.</li>
 * </ul>
 * The round count is cleared whenever the loop ends, for any reason.
 *
 * <p>Like every library composite it has no {@code abortType}, and conditional aborts
 * ({@link AbortType}) stop at it as at a {@link Parallel}: its own conditions are never watched,
 * and no entry watched elsewhere climbs past it.
 *
 * <pre>
 * &#64;Loop(value = {"pickWaypoint", "moveTo"}, times = 3)
 * void patrolThrice() {}
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Loop {
    /** The children, by node-method name, in order. At least one. Required. */
    String[] value();

    /** How many rounds make the loop succeed; 0 (the default): forever, until a child fails. */
    int times() default 0;
}
