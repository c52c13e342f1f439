// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A decorator that succeeds whatever its child finishes with (BehaviorTree.CPP's ForceSuccess).
 * Put it on a {@code void} method without parameters; the body is never called.
 *
 * <ul>
 *   <li>On entry, its one child is entered.</li>
 *   <li>Child SUCCESS: it completes SUCCESS.</li>
 *   <li>Child FAILURE: it completes SUCCESS.</li>
 *   <li>Child RUNNING: it is RUNNING; the next tick resumes the child.</li>
 *   <li>Interrupted: its running child is interrupted with it.</li>
 * </ul>
 *
 * <p>Like every decorator it is transparent to conditional aborts ({@link AbortType}): a
 * condition under it belongs to the nearest {@link Sequence} or {@link Selector} above, and when
 * re-evaluated its own answer is compared with the answer it gave before, without the decorator.
 *
 * <pre>
 * &#64;Sequence({"lookAround", "patrol"})
 * void root() {}
 *
 * &#64;AlwaysSucceed("pickUpLoot") void lookAround() {}   // no loot does not stop the patrol
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface AlwaysSucceed {
    /** The child, by node-method name. Required. */
    String value();
}
