// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A composite that draws one of its children on each entry and answers that child's result:
 * unlike {@link RandomSelector}, it does not try another child when the drawn one fails. Put it
 * on a {@code void} method without parameters; the body is never called.
 *
 * <ul>
 *   <li>On entry, it draws one child from the tree's generator, each child with a chance
 *       proportional to its weight in {@link #weights()}, and enters it. With one child of
 *       positive weight only, it enters that child without drawing.</li>
 *   <li>Child SUCCESS: it completes SUCCESS.</li>
 *   <li>Child FAILURE: it completes FAILURE.</li>
 *   <li>Child RUNNING: it is RUNNING; the next tick resumes that same child, with no new
 *       draw.</li>
 *   <li>Interrupted: its running child is interrupted with it.</li>
 * </ul>
 * A child weighing 0 is never drawn. The draw is the first position of the order a
 * {@link RandomSelector} with the same weights would draw: one number from the generator when
 * two or more children weigh more than 0, none otherwise. The generator is the tree instance's
 * own, seeded by the generated constructor's {@code seed}, so the same seed draws the same
 * children; {@code reset()} does not reseed it.
 *
 * <p>Like every library composite it has no {@code abortType}, and conditional aborts
 * ({@link AbortType}) stop at it as at a {@link Parallel}: its own conditions are never watched,
 * and no entry watched elsewhere climbs past it.
 *
 * <pre>
 * &#64;RandomChoice(value = {"wander", "sit", "sniff"}, weights = {2, 1, 1})
 * void idle() {}   // wanders half the time; a failed wander fails idle
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface RandomChoice {
    /** The children, by node-method name, in declared order. At least one. Required. */
    String[] value();

    /** One non-negative weight per child, in the order of {@link #value()}, at least one of
     *  them positive; empty (the default): every child weighs 1. */
    int[] weights() default {};
}
