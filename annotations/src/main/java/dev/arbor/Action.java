// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A leaf that does work, possibly over several ticks. Put it on a method without parameters
 * returning {@link Status} (RUNNING, SUCCESS or FAILURE), {@code boolean} (true: SUCCESS,
 * false: FAILURE) or {@code void} (always SUCCESS).
 *
 * <ul>
 *   <li>Entered: the {@link #onStart()} hook is called once, then the method.</li>
 *   <li>RUNNING: the tree's stack stops here for this tick; the next tick calls the method again
 *       (no second {@code onStart}).</li>
 *   <li>SUCCESS or FAILURE: the {@link #onEnd()} hook is told that status, and the parent
 *       continues in the same tick.</li>
 *   <li>Interrupted (an abort, a guard, a {@link FailIfRunning}, a decided parallel,
 *       {@code reset()}, or an exception): the {@code onEnd} hook is told
 *       {@link Status#INACTIVE}.</li>
 *   <li>The tree paused or resumed while the action runs: the {@link #onPause()} hook is told
 *       {@code true} or {@code false}.</li>
 * </ul>
 * Exactly one {@code onEnd} follows every {@code onStart}.
 *
 * <p><b>Async.</b> A method returning a {@code java.util.concurrent.CompletionStage} of
 * {@link Status}, {@code Boolean} or {@code Void} (or a subtype, such as
 * {@code CompletableFuture<Status>}) is called once, when entered, to start the work, and returns
 * its stage. The action is RUNNING until the stage completes, and ends with what it completes
 * with (true SUCCESS, false FAILURE; a {@code Void} stage SUCCESS), seen from the first tick that
 * starts after the completion and applied on the ticking thread; the method is not called again.
 * An interruption cancels the stage, then {@code onEnd} is told {@link Status#INACTIVE}; pausing
 * the tree does not cancel it. A stage that completes exceptionally fails the tick as a method
 * that throws would.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Action {
    /** The name of a method without parameters called when the action is entered; empty: none. */
    String onStart() default "";

    /** The name of a method called when the action ends, taking nothing or one {@link Status}
     *  (the final SUCCESS/FAILURE, or INACTIVE when interrupted); empty: none. */
    String onEnd() default "";

    /** The name of a method taking one {@code boolean}, called while the action runs when the
     *  tree is paused ({@code true}) or resumed ({@code false}); empty: none. */
    String onPause() default "";
}
