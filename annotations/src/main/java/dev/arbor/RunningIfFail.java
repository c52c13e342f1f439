// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A decorator that turns its child's failure into waiting: it enters the child again, one tick
 * later, until the child succeeds. Put it on a {@code void} method without parameters; the body
 * is never called.
 *
 * <ul>
 *   <li>On entry, its one child is entered.</li>
 *   <li>Child SUCCESS: it completes SUCCESS.</li>
 *   <li>Child FAILURE: it yields (RUNNING for this tick) and enters the child again, afresh, on
 *       the next tick.</li>
 *   <li>Child RUNNING: it is RUNNING; the next tick resumes the child.</li>
 *   <li>Interrupted: its running child is interrupted with it.</li>
 * </ul>
 *
 * <p>It never fails: over a condition it waits until the condition holds. To bound the wait,
 * put it under a {@link TimeLimit}.
 *
 * <p>Like every decorator it is transparent to conditional aborts ({@link AbortType}): a
 * condition under it belongs to the nearest {@link Sequence} or {@link Selector} above, and when
 * re-evaluated its own answer is compared with the answer it gave before, without the decorator.
 *
 * <pre>
 * &#64;Sequence({"waitForDoor", "walkThrough"})
 * void enter() {}
 *
 * &#64;RunningIfFail("doorOpen") void waitForDoor() {}
 * &#64;Condition boolean doorOpen() { return door.isOpen(); }
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface RunningIfFail {
    /** The child, by node-method name. Required. */
    String value();
}
