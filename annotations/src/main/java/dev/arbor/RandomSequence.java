// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A composite that runs its children in a random order until one fails: a {@link Sequence} over
 * an order drawn anew on each entry. Put it on a {@code void} method without parameters; the
 * body is never called.
 *
 * <ul>
 *   <li>On entry, it draws an order of its children from the tree's generator, by
 *       {@link #weights()}, and enters the first child in that order.</li>
 *   <li>Child SUCCESS: the next child in that order is entered in the same tick; after the last
 *       child, it completes SUCCESS.</li>
 *   <li>Child FAILURE: it completes FAILURE.</li>
 *   <li>Child RUNNING: it is RUNNING; the next tick resumes that same child, in the same
 *       order.</li>
 *   <li>Interrupted: its running child is interrupted with it.</li>
 * </ul>
 * The order is drawn position by position, each remaining child with a positive weight having a
 * chance proportional to its weight; the children weighing 0 come last, in declared order. The
 * generator is the tree instance's own, seeded by the generated constructor's {@code seed}, so
 * the same seed draws the same orders; {@code reset()} does not reseed it.
 *
 * <p>Like every library composite it has no {@code abortType}, and conditional aborts
 * ({@link AbortType}) stop at it as at a {@link Parallel}: its own conditions are never watched,
 * and no entry watched elsewhere climbs past it.
 *
 * <pre>
 * &#64;RandomSequence({"checkDoor", "checkWindow", "checkChest"})
 * void searchRoom() {}   // every spot, in a different order each time
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface RandomSequence {
    /** The children, by node-method name, in declared order. At least one. Required. */
    String[] value();

    /** One non-negative weight per child, in the order of {@link #value()}; empty (the default):
     *  every child weighs 1. */
    int[] weights() default {};
}
