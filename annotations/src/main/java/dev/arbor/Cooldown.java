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
 *
 * <p>With {@link #watched()}, its <em>readiness</em> takes part in conditional aborts as a
 * condition's answer does: SUCCESS when it would let its child in, FAILURE while it cools down.
 * A refused special attack under a watched cooldown then interrupts the plain attack that runs
 * instead as soon as it is ready again (docs/semantics.md §5.4, §6):
 *
 * <pre>
 * &#64;Selector(value = {"spin", "slam"}, abortType = AbortType.SELF)
 * void attack() {}
 *
 * &#64;Cooldown(value = "spinAttack", millis = 5000, watched = true)
 * void spin() {}      // ready again: slam is interrupted and the spin starts
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

    /**
     * Whether its readiness is watched by conditional aborts, as a condition is: its entry
     * (docs/semantics.md §6.2) stores FAILURE when it refuses, SUCCESS when it lets its child in,
     * and, when it ends after its child (completed or interrupted), what it would answer then
     * (FAILURE: it cools down; SUCCESS for a {@code millis} of 0). Re-evaluation (§6.4) compares
     * its readiness, computed from the tick's time, with the stored answer; no method is
     * called. The nearest {@link Sequence} or {@link Selector} above must have an
     * {@link AbortType} other than {@code NONE} and no {@code reevaluateEvery} (compile
     * errors). False, the default: never watched, as before.
     */
    boolean watched() default false;
}
