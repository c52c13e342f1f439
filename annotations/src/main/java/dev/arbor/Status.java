// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

/**
 * The state of a node, and what a tree's {@code tick()} answers.
 *
 * <p>User code returns only {@link #RUNNING}, {@link #SUCCESS} or {@link #FAILURE} from an
 * {@link Action}; returning {@link #INACTIVE} (or {@code null}) from an action is a programming
 * error that the generated tree reports with an {@link IllegalStateException} naming the node.
 */
public enum Status {
    /** Not running: never started, reset, or interrupted. An interrupted action's
     *  {@code onEnd} hook is told {@code INACTIVE}. Never returned by user code. */
    INACTIVE,
    /** Still working: the node is called again on the next tick. */
    RUNNING,
    /** Finished and succeeded. */
    SUCCESS,
    /** Finished and failed. */
    FAILURE
}
