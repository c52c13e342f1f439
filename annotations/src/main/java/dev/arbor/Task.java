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
 * <p>The task object keeps its own state, and the tree keeps none of it. The same object can be
 * used by several trees; give each agent its own object per field. The field may not be private:
 * the generated class, in the same package, reads it.
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
