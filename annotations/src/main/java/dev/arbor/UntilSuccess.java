// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A decorator that retries its child until it succeeds, one try per tick at most
 * (BehaviorTree.CPP's RetryUntilSuccessful). Put it on a {@code void} method without parameters;
 * the body is never called.
 *
 * <ul>
 *   <li>On entry, its tries start at 0 and its one child is entered.</li>
 *   <li>Child SUCCESS: it completes SUCCESS.</li>
 *   <li>Child FAILURE: the tries go up by one; when they reach {@link #maxTries()}, it completes
 *       FAILURE; otherwise it yields (RUNNING for this tick) and enters the child again, afresh,
 *       on the next tick.</li>
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
 * &#64;UntilSuccess(value = "pickLock", maxTries = 3)
 * void openDoor() {}   // up to three tries, one per tick at most
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface UntilSuccess {
    /** The child, by node-method name. Required. */
    String value();

    /** How many failed tries make it fail; 0 (the default): no limit, it never fails. */
    int maxTries() default 0;
}
