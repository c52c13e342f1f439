// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A leaf that answers whether an event has been raised: a condition without a method of yours.
 * Put it on a {@code void} method without parameters; the body is never called. The generated
 * tree has a nested {@code enum Event} with one constant per event node, the method's name in
 * upper snake case ({@code wasHit}: {@code WAS_HIT}); raise it with the generated
 * {@code raise(Event)}, or with {@code Tree.raise(String)} and the method's name.
 *
 * <ul>
 *   <li>Run: SUCCESS while its event is pending, FAILURE otherwise. It is never RUNNING and has
 *       no hooks.</li>
 *   <li>Pending: a raised event stays pending through the next tick that starts after the raise,
 *       and that tick clears it at its end, whether or not anything saw it. Raising a pending
 *       event changes nothing; a tick of a paused tree does not count.</li>
 * </ul>
 *
 * <p>It takes part in conditional aborts exactly like a {@link Condition}: under a composite with
 * an {@link AbortType} other than {@code NONE} it is watched, which is how raising an event
 * interrupts lower-priority work.
 *
 * <pre>
 * &#64;Selector({"react", "patrol"})
 * void root() {}
 *
 * &#64;Sequence(value = {"wasHit", "takeCover"}, abortType = AbortType.LOWER_PRIORITY)
 * void react() {}
 *
 * &#64;Event void wasHit() {}   // tree.raise(GuardTree.Event.WAS_HIT) interrupts patrol
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Event {
}
