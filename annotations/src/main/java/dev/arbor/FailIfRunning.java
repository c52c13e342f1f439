// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A decorator that gives its child no more than one tick: a child still RUNNING is interrupted
 * and the decorator fails. Put it on a {@code void} method without parameters; the body is never
 * called.
 *
 * <ul>
 *   <li>On entry, its one child is entered.</li>
 *   <li>Child SUCCESS: it completes SUCCESS.</li>
 *   <li>Child FAILURE: it completes FAILURE.</li>
 *   <li>Child RUNNING: the child is interrupted (an action's {@code onEnd} is told
 *       {@link Status#INACTIVE}) and the decorator completes FAILURE, in the same tick.</li>
 *   <li>Interrupted (only by an exception below it, since it never stays running past a tick):
 *       its running child is interrupted with it.</li>
 * </ul>
 *
 * <p>A child that yields counts as RUNNING: a {@link Repeat} between two rounds, or a
 * {@link RunningIfFail} whose child failed, is interrupted and the decorator fails.
 *
 * <p>Like every decorator it is transparent to conditional aborts ({@link AbortType}): a
 * condition under it belongs to the nearest {@link Sequence} or {@link Selector} above, and when
 * re-evaluated its own answer is compared with the answer it gave before, without the decorator.
 *
 * <pre>
 * &#64;Selector({"grabNow", "chase"})
 * void catchIt() {}
 *
 * &#64;FailIfRunning("grab") void grabNow() {}   // a grab that takes time: chase instead
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface FailIfRunning {
    /** The child, by node-method name. Required. */
    String value();
}
