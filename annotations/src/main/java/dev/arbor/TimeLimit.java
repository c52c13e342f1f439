// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A decorator that fails if its child runs for too long (BehaviorTree.CPP's Timeout, Unreal's
 * TimeLimit). Put it on a {@code void} method without parameters; the body is never called.
 *
 * <ul>
 *   <li>On entry, it records the time and its one child is entered.</li>
 *   <li>Child SUCCESS: it completes SUCCESS.</li>
 *   <li>Child FAILURE: it completes FAILURE.</li>
 *   <li>Child RUNNING: it is RUNNING; the next tick resumes the child.</li>
 *   <li>Time up: at the start of each later tick, before any child runs, it is checked; once at
 *       least {@link #millis()} have passed since its entry, its running descendants are
 *       interrupted (deepest first) and it completes FAILURE. Its parent acts on that in the same
 *       tick.</li>
 *   <li>Interrupted: its running child is interrupted with it.</li>
 * </ul>
 *
 * <p>It is a <em>guard</em>: running guards and watched conditions ({@link AbortType}) are checked
 * together at the start of every tick, highest priority (leftmost) first. A guard is not checked
 * in the tick in which it is entered. Time the tree spends paused does not count; "now" is read
 * once at the start of each tick.
 *
 * <p>Like every decorator it is transparent to conditional aborts ({@link AbortType}): a
 * condition under it belongs to the nearest {@link Sequence} or {@link Selector} above, and when
 * re-evaluated its own answer is compared with the answer it gave before, without the decorator.
 *
 * <pre>
 * &#64;TimeLimit(value = "moveTo", millis = 2000)
 * void moveBriefly() {}   // moveTo gets two seconds, then is interrupted
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface TimeLimit {
    /** The child, by node-method name. Required. */
    String value();

    /** The limit, in milliseconds of the tree's clock ({@code dev.arbor.runtime.Clock}), counted
     *  from the decorator's entry, paused time excluded. Required: no default. */
    long millis();
}
