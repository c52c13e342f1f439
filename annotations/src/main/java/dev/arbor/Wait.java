// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A leaf that waits for a time and then succeeds. Put it on a {@code void} method without
 * parameters; the body is never called. The time is either constant, {@link #millis()}, or
 * answered on each entry by a method of yours, {@link #millisFrom()}: give exactly one of them.
 *
 * <ul>
 *   <li>Entered: it records the time; with {@code millisFrom}, it then calls that method, once,
 *       and waits what it answered.</li>
 *   <li>Each tick it runs, the entry tick included: RUNNING until at least {@link #millis()}
 *       have passed since its entry, then it completes SUCCESS and the parent continues in the
 *       same tick.</li>
 *   <li>Interrupted: it simply stops; there is nothing to call.</li>
 * </ul>
 * "Now" is read once at the start of each tick, so the wait ends in the first tick that starts
 * {@code millis} or more after the tick that entered it. Time the tree spends paused does not
 * count.
 *
 * <pre>
 * &#64;Sequence({"aim", "steady", "fire"})
 * void shoot() {}
 *
 * &#64;Wait(millis = 500) void steady() {}
 *
 * &#64;Sequence({"backOff", "probe"})
 * void retry() {}
 *
 * &#64;Wait(millisFrom = "backoff") void backOff() {}
 * long backoff() { return 250L &lt;&lt; Math.min(failures, 6); } // 250 ms, 500 ms, 1 s, ...
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Wait {
    /**
     * How long to wait, in milliseconds of the tree's clock ({@code dev.arbor.runtime.Clock}),
     * counted from the entry, paused time excluded: 0 or more. Give it, or {@link #millisFrom()}.
     *
     * @return the duration in milliseconds
     */
    long millis() default 0;

    /**
     * The name of a method of the tree class that answers how long to wait, in milliseconds:
     * it returns {@code long} (or {@code int}), takes nothing or the tick's time ({@link Now}),
     * is not private or static and declares no checked exception. It is called once each time
     * the wait is entered, in the tick that enters it; from then on the wait runs exactly as one
     * with that constant {@code millis} (a snapshot keeps the answer: a restored wait does not
     * ask again). An answer below 0 is an error: the tree handles it as an exception thrown by
     * the method, an {@code IllegalStateException} tagged {@code [Arbor/BadDuration]}
     * (docs/semantics.md §7). Give it, or {@link #millis()}.
     *
     * @return the method's name; empty: the duration is {@code millis}
     */
    String millisFrom() default "";
}
