// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A composite that asks a condition once and enters one of two children: if-then-else.
 * Put it on a {@code void} method without parameters; the body is never called.
 *
 * <ul>
 *   <li>On entry, it calls {@link #condition()} once: {@code true} enters the {@link #value()}
 *       child ("then"); {@code false} enters the {@link #otherwise()} child, or completes FAILURE
 *       when there is none.</li>
 *   <li>Child SUCCESS: it completes SUCCESS.</li>
 *   <li>Child FAILURE: it completes FAILURE.</li>
 *   <li>Child RUNNING: it is RUNNING; the next tick resumes that same child. The condition is not
 *       asked again while the child runs.</li>
 *   <li>Interrupted: its running child is interrupted with it.</li>
 * </ul>
 * The condition belongs to the If itself: it is not a child node. To stop the child when the
 * condition changes, use {@link While}.
 *
 * <p>Like every library composite it has no {@code abortType}, and conditional aborts
 * ({@link AbortType}) stop at it as at a {@link Parallel}: its own conditions are never watched,
 * and no entry watched elsewhere climbs past it.
 *
 * <pre>
 * &#64;If(condition = "hasAmmo", value = "shoot", otherwise = "reload")
 * void engage() {}
 *
 * &#64;Condition boolean hasAmmo() { return ammo &gt; 0; }
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface If {
    /** The name of a {@link Condition} method, asked once on entry; not a child node. Required. */
    String condition();

    /** The child entered when the condition is true ("then"), by node-method name. Required. */
    String value();

    /** The child entered when the condition is false ("else"), by node-method name; empty (the
     *  default): none, and a false condition completes the If FAILURE. */
    String otherwise() default "";
}
