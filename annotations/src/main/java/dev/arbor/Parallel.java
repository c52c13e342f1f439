// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A composite that runs all its children side by side, each on its own run stack. Put it on a
 * {@code void} method without parameters; the body is never called.
 *
 * <ul>
 *   <li>On entry, the children are entered left to right in the same tick; each runs until it
 *       answers RUNNING or completes. On later ticks the running branches are served left to
 *       right.</li>
 *   <li>Each time a branch completes, its thresholds are checked at once: failures reach the
 *       failure threshold: FAILURE; else successes reach the success threshold: SUCCESS; else,
 *       if every branch has completed: FAILURE.</li>
 *   <li>Once decided, no further child is entered or served: the branches still running are
 *       interrupted left to right and the parallel completes in the same tick.</li>
 *   <li>Otherwise the parallel is RUNNING.</li>
 * </ul>
 *
 * <p>Each threshold is a policy ({@link #success()}, {@link #failure()}: {@code ONE} is 1,
 * {@code ALL} the number of children) or a count ({@link #successCount()},
 * {@link #failureCount()}), from 1 to the number of children. A side has one or the other: a
 * count given with the policy of the same side written too is a compile error. The parallel
 * never fails early on its own once the success threshold is out of reach; it fails at that
 * moment when the failure threshold is the number of children, less the success threshold, plus
 * one. That is the defaults (success ALL, failure ONE) and the usual "N of M":
 *
 * <pre>
 * &#64;Parallel(value = {"sensorA", "sensorB", "sensorC"}, successCount = 2, failureCount = 2)
 * void twoAgree() {}   // SUCCESS when two succeed, FAILURE as soon as two fail
 * </pre>
 *
 * <p>The defaults (success ALL, failure ONE) are Behavior Designer's Parallel; success ONE with
 * failure ALL is its Parallel Selector; ONE/ONE finishes with the first branch to finish.
 * Conditional aborts never cross a parallel: an abort never reaches into a sibling branch.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Parallel {
    /** The children, by node-method name, left to right. At least one. */
    String[] value();

    /** How many branches must succeed for the parallel to succeed. */
    Policy success() default Policy.ALL;

    /** How many branches must fail for the parallel to fail. */
    Policy failure() default Policy.ONE;

    /**
     * How many branches must succeed for the parallel to succeed, from 1 to the number of
     * children, in place of {@link #success()} (which is then left out); 0 (the default): the
     * {@code success} policy decides.
     */
    int successCount() default 0;

    /**
     * How many branches must fail for the parallel to fail, from 1 to the number of children, in
     * place of {@link #failure()} (which is then left out); 0 (the default): the {@code failure}
     * policy decides.
     */
    int failureCount() default 0;

    /**
     * Whether the children that are themselves {@link Condition} methods, named directly in
     * {@link #value()}, are asked again at every later tick (Don't Starve's ParallelNode). Each
     * is asked once on entry like any child; at each later tick the parallel goes through its
     * children left to right, serving the running branches and calling each such condition again,
     * whatever it answered last. It counts with its latest answer only: when the answer changes,
     * the earlier result is withdrawn, the new one counted, and the parallel decides at once, as
     * when a branch completes (a condition that succeeded and now fails makes a default parallel
     * fail and interrupt its running branches). A condition under a decorator, a guard or a
     * condition deeper in a branch is not asked again. A re-ask calls the method only: no hook,
     * no abort entry. {@code true} on a parallel with no such child is a compile error. A tree
     * with a parallel that re-asks is generated in the event-loop shape, each re-asked condition
     * keeping its latest answer (also in a snapshot).
     */
    boolean recheckConditions() default false;
}
