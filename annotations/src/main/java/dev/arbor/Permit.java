// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A decorator that runs its child only while it holds one permit of a
 * {@code dev.arbor.runtime.Permits} shared by several trees: "only two enemies attack the player
 * at once" (a semaphore guard). Put it on a {@code void} method without parameters; the body is
 * never called. {@link #permits()} names the field that holds the {@code Permits}.
 *
 * <ul>
 *   <li>On entry it asks for a permit and answers RUNNING, without entering its child. It never
 *       takes a permit while the tree ticks: permits are handed out at the next <em>settle</em>
 *       (the end of the runner's update, or of the tree's own tick when no runner holds it),
 *       from the permits free then, to the waiting requests in a fixed order
 *       (docs/semantics.md §5.7).</li>
 *   <li>At its next tick: if a settle gave it a permit, it enters its child; if not, it completes
 *       FAILURE without entering its child (and asks no more).</li>
 *   <li>Child SUCCESS: it completes SUCCESS. Child FAILURE: it completes FAILURE. Either way it
 *       gives its permit back.</li>
 *   <li>Child RUNNING: it is RUNNING, and keeps its permit; the next tick resumes the child.</li>
 *   <li>Interrupted (an abort, a guard, a {@link FailIfRunning}, a decided parallel,
 *       {@code reset()}, or an exception): its running child is interrupted with it, and it
 *       gives back its permit, or withdraws its request.</li>
 * </ul>
 * A permit is given back the moment it ends; a paused tree keeps what it holds, and a request
 * of a paused tree may still be granted. A snapshot keeps whether it waits or holds a permit, not
 * the {@code Permits} (the user's object).
 *
 * <p>Like every decorator it is transparent to conditional aborts ({@link AbortType}).
 *
 * <pre>
 * static final Permits ATTACK_SLOTS = new Permits(2);
 *
 * &#64;Selector({"attackWithASlot", "circle"})
 * void fight() {}
 *
 * &#64;Permit(value = "attack", permits = "ATTACK_SLOTS")
 * void attackWithASlot() {}   // fails at once when both slots are taken: circle instead
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Permit {
    /** The child, by node-method name. Required. */
    String value();

    /**
     * The field holding the {@code dev.arbor.runtime.Permits}, by name: a {@code final} field of
     * the tree's class, static or not, that the generated class can read (not private).
     * Required.
     */
    String permits();
}
