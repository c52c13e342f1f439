// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A leaf whose code lives in its own object rather than in a method of this class. Put it on a
 * field whose type implements {@code dev.arbor.runtime.TaskObject} ({@code Status update()},
 * and the hooks {@code start()}, {@code end(Status)} and {@code pause(boolean)}, which default
 * to doing nothing); the field's name is the node's name, referenced like a node method's. The
 * tree calls, traces and hooks the object exactly as an {@link Action}:
 *
 * <ul>
 *   <li>Entered: {@code start()} is called once, then {@code update()}.</li>
 *   <li>RUNNING: the tree's stack stops here for this tick; the next tick calls {@code update()}
 *       again (no second {@code start}).</li>
 *   <li>SUCCESS or FAILURE: {@code end} is told that status, and the parent continues in the
 *       same tick.</li>
 *   <li>Interrupted (an abort, a guard, a {@link FailIfRunning}, a decided parallel,
 *       {@code reset()}, or an exception): {@code end} is told {@link Status#INACTIVE}.</li>
 *   <li>The tree paused or resumed while it runs: {@code pause(true)} or
 *       {@code pause(false)}.</li>
 * </ul>
 * Exactly one {@code end} follows every {@code start}.
 *
 * <p>The task object keeps its own state, and the tree keeps none of it, so a {@code @Task} field
 * holds <b>one task object per agent, the same for the agent's life</b>. The processor checks
 * what it can of that ({@code [Arbor/TaskField]}):
 *
 * <ul>
 *   <li>The field is {@code final}: the tree calls the object the field holds at each step, so
 *       an object put in its place while the task runs would be updated and ended without
 *       having been started, and the one it replaced never ended. ({@code final} also has javac
 *       check that every constructor sets it: a field left null would fail at the first tick.)
 *       Set it where it is declared or in the constructor.</li>
 *   <li>The field is not {@code static}: a static field is one object for every agent of the
 *       class, whose trees would start, update and end it over each other's runs.</li>
 *   <li>Give each agent its own object ({@code = new EatTask()}, or one passed to the
 *       constructor). The processor cannot see an object shared another way (a static constant
 *       assigned to the field, a factory that hands out one instance), which breaks the same
 *       way. The task's class can serve any number of fields, classes and trees, each with
 *       objects of its own; what one object cannot do is serve two runs at once, so tick one
 *       tree over an agent at a time (a class used as a {@link Subtree} is not also ticked by
 *       its own tree over the same object).</li>
 *   <li>The generated class, in the same package, reads the field: it may not be private, and
 *       one inherited from a class of another package must be public, as must the task's type
 *       (or declare the field as {@code dev.arbor.runtime.TaskObject}).</li>
 * </ul>
 *
 * <pre>
 * &#64;Sequence({"isHungry", "eat"})
 * void feed() {}
 *
 * &#64;Task final EatTask eat = new EatTask();   // implements dev.arbor.runtime.TaskObject
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface Task {
}
