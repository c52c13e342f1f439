// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A decorator that runs its child to the end once per tree instance, and from then on answers
 * what it answered then, without running it again. Put it on a {@code void} method without
 * parameters; the body is never called.
 *
 * <ul>
 *   <li>On entry, with no result kept: its one child is entered.</li>
 *   <li>Child SUCCESS: it completes SUCCESS, and keeps SUCCESS.</li>
 *   <li>Child FAILURE: it completes FAILURE, and keeps FAILURE.</li>
 *   <li>Child RUNNING: it is RUNNING; the next tick resumes the child.</li>
 *   <li>On entry, with a result kept: it completes at once with the kept result; its child is
 *       not entered (no method or hook of it is called).</li>
 *   <li>Interrupted: its running child is interrupted with it, and nothing is kept: the next
 *       entry runs the child again.</li>
 * </ul>
 * The kept result belongs to the tree instance, across passes: a snapshot holds it, an
 * exception leaves it, and {@code reset()} clears it unless {@link #keepOnReset()} is true.
 *
 * <p>It answers the kept result, not SUCCESS, on later entries, so that a failed one-time step
 * never passes for a successful one; to go on whatever it did, put the child under an
 * {@link AlwaysSucceed}.
 *
 * <p>Unlike the other decorators, it is a boundary for conditional aborts ({@link AbortType}),
 * as a library composite is: a condition under it is never watched (re-evaluating it would call
 * it again at every tick), and no entry watched below it climbs past it.
 *
 * <pre>
 * &#64;RunOnce("greet")
 * void greetOnce() {}   // greet() runs to the end once; later entries answer what it answered
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface RunOnce {
    /** The child, by node-method name. Required. */
    String value();

    /**
     * Whether the kept result survives {@code reset()}: false (the default), a reset tree runs
     * the child again, as a new instance would; true, only a new instance does (once per
     * instance, whatever resets it).
     */
    boolean keepOnReset() default false;
}
