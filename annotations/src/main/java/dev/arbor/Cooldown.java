// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A decorator that refuses to run its child again until some time has passed since it last
 * ended (Unreal's Cooldown). Put it on a {@code void} method without parameters; the body is
 * never called.
 *
 * <ul>
 *   <li>On entry, if fewer than {@link #millis()} have passed since it last ended in this tree
 *       instance (for any reason, interrupted included), it completes FAILURE at once and its
 *       child is not entered. Such a refusal does not restart the cooldown.</li>
 *   <li>Otherwise its one child is entered.</li>
 *   <li>Child SUCCESS: it completes SUCCESS.</li>
 *   <li>Child FAILURE: it completes FAILURE.</li>
 *   <li>Child RUNNING: it is RUNNING; the next tick resumes the child.</li>
 *   <li>Interrupted: its running child is interrupted with it, and the cooldown starts.</li>
 * </ul>
 * A fresh tree, or one just {@code reset()}, has no cooldown pending. The cooldown measures plain
 * clock time: time the tree spends paused counts. "Now" is read once at the start of each tick.
 *
 * <p>Like every decorator it is transparent to conditional aborts ({@link AbortType}): a
 * condition under it belongs to the nearest {@link Sequence} or {@link Selector} above, and when
 * re-evaluated its own answer is compared with the answer it gave before, without the decorator.
 *
 * <pre>
 * &#64;Cooldown(value = "throwGrenade", millis = 5000)
 * void grenade() {}   // five seconds' rest after each throw before the next
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Cooldown {
    /** The child, by node-method name. Required. */
    String value();

    /** The cooldown, in milliseconds of the tree's clock ({@code dev.arbor.runtime.Clock}),
     *  counted from the moment the decorator last ended. Required: no default. */
    long millis();
}
