// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A composite that asks a method of the agent once and enters the child of the case that
 * matches its answer: a {@code switch} statement. Put it on a {@code void} method without
 * parameters; the body is never called.
 *
 * <ul>
 *   <li>On entry, it calls {@link #on()} once. The case equal to the answer picks the
 *       {@link #value()} child at its position in {@link #cases()}, which is entered; an answer
 *       no case matches enters the {@link #otherwise()} child, or completes the Switch FAILURE
 *       when there is none.</li>
 *   <li>Child SUCCESS: it completes SUCCESS.</li>
 *   <li>Child FAILURE: it completes FAILURE.</li>
 *   <li>Child RUNNING: it is RUNNING; the next tick resumes that same child. The method is not
 *       asked again while the child runs.</li>
 *   <li>Interrupted: its running child is interrupted with it.</li>
 * </ul>
 * {@link #on()} names a method of the tree class without parameters that returns {@code int} or
 * an enum type. For an enum, each case is the name of one of its constants, and {@code null}
 * matches no case; for {@code int}, each case is a decimal int ({@code "3"}, {@code "-1"}). The
 * method belongs to the Switch itself: it is not a child node, and the processor checks every
 * case against its type. To stop the child when the answer changes, use {@link While} over it.
 *
 * <p>Like every library composite it has no {@code abortType}, and conditional aborts
 * ({@link AbortType}) stop at it as at a {@link Parallel}: its own conditions are never watched,
 * and no entry watched elsewhere climbs past it.
 *
 * <pre>
 * enum Alert { CALM, WARY, ALERT }
 *
 * &#64;Switch(on = "alert", cases = {"CALM", "ALERT"}, value = {"patrol", "chase"},
 *         otherwise = "look")
 * void react() {}
 *
 * Alert alert() { return alert; }
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Switch {
    /** The name of a method without parameters returning {@code int} or an enum type, asked
     *  once on entry; not a child node. Required. */
    String on();

    /** One value per {@link #value()} child, in the same order: an enum constant's name, or a
     *  decimal int, as {@link #on()} returns. No two alike. Required. */
    String[] cases();

    /** The children, by node-method name, one per case. Required. */
    String[] value();

    /** The child entered when no case matches, by node-method name; empty (the default): none,
     *  and an answer no case matches completes the Switch FAILURE. */
    String otherwise() default "";
}
