// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import dev.arbor.Status;

/**
 * A leaf whose code lives in its own object rather than in a method of the agent: the type of a
 * {@code @Task} field. The task object keeps its own state: one object per field per agent, the
 * same for the agent's life (the field is final and not static; see {@code dev.arbor.Task}). Its
 * class can serve any number of trees, each agent with its own objects. The tree calls it
 * exactly as it calls an {@code @Action}:
 *
 * <ul>
 *   <li>entered: {@link #start()}, then {@link #update()};</li>
 *   <li>RUNNING: {@code update()} is called again on the next tick;</li>
 *   <li>SUCCESS or FAILURE: {@link #end(Status)} is told that status;</li>
 *   <li>interrupted (an abort, a guard, a decided parallel, {@code reset()} or an exception):
 *       {@code end} is told {@link Status#INACTIVE};</li>
 *   <li>the tree paused or resumed while the task runs: {@link #pause(boolean)}.</li>
 * </ul>
 * Exactly one {@code end} follows every {@code start}. Any method may throw an unchecked
 * exception: the tree ends every running node and rethrows it, and stays usable (a
 * {@code pause} that throws leaves the tree paused or resumed as asked, docs/semantics.md §7).
 *
 * <p>Its name is not {@code Task}, so that it never clashes with the annotation
 * {@link dev.arbor.Task}: a class may import both {@code dev.arbor.*} and
 * {@code dev.arbor.runtime.*}.
 *
 * <pre>
 * class Dig implements TaskObject {
 *     public Status update() { return dug() ? Status.SUCCESS : Status.RUNNING; }
 * }
 *
 * &#64;Task final Dig dig = new Dig();   // in the &#64;BehaviorTree class
 * </pre>
 */
public interface TaskObject {

    /**
     * Does the work of one tick.
     *
     * @return RUNNING to be called again next tick, or SUCCESS or FAILURE to end; never null
     *     or INACTIVE
     */
    Status update();

    /** Called once when the task is entered, before the first {@link #update()}. */
    default void start() {}

    /**
     * Called once when the task ends.
     *
     * @param how SUCCESS or FAILURE as {@link #update()} answered, or INACTIVE when interrupted
     */
    default void end(Status how) {}

    /**
     * Called while the task runs when its tree is paused ({@code true}) or resumed
     * ({@code false}).
     */
    default void pause(boolean paused) {}
}
