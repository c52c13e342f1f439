// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A composite that tries its children heaviest first, weighing them anew on each entry: a
 * {@link Selector} over an order computed from the agent's state. Put it on a {@code void} method
 * without parameters; the body is never called.
 *
 * <ul>
 *   <li>On entry, it calls each child's weight method once, in declared order, orders the
 *       children by descending weight (compared as by {@code Double.compare}; equal weights keep
 *       the declared order), and enters the first child in that order.</li>
 *   <li>Child FAILURE: the next child in that order is entered in the same tick; after the last
 *       child fails, it completes FAILURE.</li>
 *   <li>Child SUCCESS: it completes SUCCESS.</li>
 *   <li>Child RUNNING: it is RUNNING; the next tick resumes that same child, in the same order
 *       (the weights are not asked again while it runs).</li>
 *   <li>Interrupted: its running child is interrupted with it.</li>
 * </ul>
 *
 * <p>Like every library composite it has no {@code abortType}, and conditional aborts
 * ({@link AbortType}) stop at it as at a {@link Parallel}: its own conditions are never watched,
 * and no entry watched elsewhere climbs past it.
 *
 * <pre>
 * &#64;WeightedSelector(value = {"eat", "sleep"}, weights = {"hunger", "tiredness"})
 * void needs() {}
 *
 * double hunger()  { return 1 - food; }
 * int tiredness()  { return hoursAwake; }
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface WeightedSelector {
    /** The children, by node-method name, in declared order. At least one. Required. */
    String[] value();

    /** One method name per child, in the order of {@link #value()}: a method without parameters
     *  returning {@code int} or {@code double}, the child's weight. Required. */
    String[] weights();
}
