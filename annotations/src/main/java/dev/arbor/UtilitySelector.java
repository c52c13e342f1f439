// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A composite that runs the child with the highest score, and switches to another child while
 * one runs when that other's score has grown higher by more than a margin. Each child has a
 * score method; a {@link WeightedSelector} orders its children once on entry and never switches,
 * this one reads the scores again while a child runs. Put it on a {@code void} method without
 * parameters; the body is never called.
 *
 * <p>The best of some children is the one with the highest score; of equal scores, the one
 * declared first; a score that is NaN ranks below every number. Scores are read in declared
 * order, each once per reading.
 *
 * <ul>
 *   <li>On entry, it reads the score of every child and enters the best.</li>
 *   <li>Child SUCCESS: it completes SUCCESS.</li>
 *   <li>Child FAILURE: that child is out for the rest of this run. It reads the scores of the
 *       children still in and enters the best in the same tick; when none is left, it completes
 *       FAILURE.</li>
 *   <li>Child RUNNING: it is RUNNING. At the start of a later tick, before anything runs (with
 *       the guards and conditional aborts, in pre-order), once {@link #every()} milliseconds of
 *       the tree's time have passed since its last reading (paused time left out), it reads the
 *       scores of the children still in, the running one included. If the best of the others
 *       scores more than {@link #margin()} above the running child (a number always beats
 *       NaN), the running child is interrupted, with everything under it, and that other child
 *       is entered when the tick serves this selector's stack. Otherwise the child goes on.</li>
 *   <li>Interrupted: its running child is interrupted with it; its next entry reads every score
 *       again, with every child in.</li>
 * </ul>
 *
 * <p>Like every library composite it has no {@code abortType}, and conditional aborts
 * ({@link AbortType}) stop at it as at a {@link Parallel}: its own conditions are never watched,
 * and no entry watched elsewhere climbs past it.
 *
 * <pre>
 * &#64;UtilitySelector(value = {"eat", "sleep", "work"},
 *         scores = {"hunger", "tiredness", "workLeft"}, every = 500, margin = 0.1)
 * void day() {}
 *
 * double hunger()    { return 1 - food; }
 * double tiredness() { return hoursAwake / 16.0; }
 * double workLeft()  { return tasks / 10.0; }
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface UtilitySelector {
    /** The children, by node-method name, in declared order. At least one. Required. */
    String[] value();

    /**
     * One method name per child, in the order of {@link #value()}: the child's score, a method
     * that returns {@code double} or {@code int} and takes nothing (or the tick's time, a
     * {@code long} annotated {@link Now}). Required.
     */
    String[] scores();

    /**
     * How often the scores are read again while a child runs, in milliseconds of the tree's
     * clock, paused time left out: at the first tick that starts at least this long after the
     * last reading. 0 or more; 0, the default, reads them at every tick.
     */
    long every() default 0;

    /**
     * How much higher than the running child's score another child's score must be for the
     * selector to switch to it: strictly more than this. A finite number, 0 or more; 0, the
     * default, switches to any higher score.
     */
    double margin() default 0;
}
