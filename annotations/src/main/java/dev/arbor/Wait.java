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
 * parameters; the body is never called, and no method of yours is.
 *
 * <ul>
 *   <li>Entered: it records the time.</li>
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
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Wait {
    /** How long to wait, in milliseconds of the tree's clock ({@code dev.arbor.runtime.Clock}),
     *  counted from the entry, paused time excluded. Required: no default. */
    long millis();
}
