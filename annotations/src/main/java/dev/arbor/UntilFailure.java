// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A decorator that runs its child again until it fails, one run per tick at most: the mirror of
 * {@link UntilSuccess}. Put it on a {@code void} method without parameters; the body is never
 * called.
 *
 * <ul>
 *   <li>On entry, its tries start at 0 and its one child is entered.</li>
 *   <li>Child SUCCESS: the tries go up by one; when they reach {@link #maxTries()}, it completes
 *       SUCCESS; otherwise it yields (RUNNING for this tick) and enters the child again, afresh,
 *       on the next tick.</li>
 *   <li>Child FAILURE: it completes FAILURE.</li>
 *   <li>Child RUNNING: it is RUNNING; the next tick resumes the child.</li>
 *   <li>Interrupted: its running child is interrupted with it.</li>
 * </ul>
 * The tries are cleared whenever it ends, for any reason.
 *
 * <p>Like every decorator it is transparent to conditional aborts ({@link AbortType}): a
 * condition under it belongs to the nearest {@link Sequence} or {@link Selector} above, and when
 * re-evaluated its own answer is compared with the answer it gave before, without the decorator.
 *
 * <pre>
 * &#64;UntilFailure("attack")
 * void fightOn() {}   // attacks, one per tick at most, until one fails
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface UntilFailure {
    /** The child, by node-method name. Required. */
    String value();

    /** How many successful runs make it succeed; 0 (the default): no limit, it never succeeds. */
    int maxTries() default 0;
}
