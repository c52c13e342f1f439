// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A decorator that runs its child only while a condition holds, checking it on entry and at the
 * start of every later tick. Put it on a {@code void} method without parameters; the body is
 * never called.
 *
 * <ul>
 *   <li>On entry, it calls {@link #condition()}: {@code false} completes it FAILURE at once, and
 *       its child is not entered; {@code true} enters its one child.</li>
 *   <li>Child SUCCESS: it completes SUCCESS.</li>
 *   <li>Child FAILURE: it completes FAILURE.</li>
 *   <li>Child RUNNING: it is RUNNING; the next tick resumes the child.</li>
 *   <li>Checked, at the start of each later tick before any child runs: it calls the condition
 *       again; {@code false} interrupts its running descendants (deepest first) and completes it
 *       FAILURE, and its parent acts on that in the same tick; {@code true} changes nothing.</li>
 *   <li>Interrupted: its running child is interrupted with it.</li>
 * </ul>
 *
 * <p>It is a <em>guard</em>: running guards and watched conditions ({@link AbortType}) are checked
 * together at the start of every tick, highest priority (leftmost) first. A guard is not checked
 * in the tick in which it is entered. The condition belongs to the While itself: it is not a
 * child node, and it is called (and traced) as a condition.
 *
 * <p>Like every decorator it is transparent to conditional aborts ({@link AbortType}): a
 * condition under it belongs to the nearest {@link Sequence} or {@link Selector} above, and when
 * re-evaluated its own answer is compared with the answer it gave before, without the decorator.
 *
 * <pre>
 * &#64;While(value = "chase", condition = "seesEnemy")
 * void pursue() {}
 *
 * &#64;Condition boolean seesEnemy() { return enemyVisible; }
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface While {
    /** The child, by node-method name. Required. */
    String value();

    /** The name of a {@link Condition} method, asked on entry and at the start of every later
     *  tick; not a child node. Required. */
    String condition();
}
