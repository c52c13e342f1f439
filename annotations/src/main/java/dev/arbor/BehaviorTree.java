// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class whose annotated methods form a behavior tree. At build time the Arbor processor
 * checks the tree and generates, in the same package, a {@code public final} class named
 * {@code <SimpleName>Tree} (nested classes: the enclosing names joined with {@code _}, as in
 * {@code Outer_InnerTree}) with a constructor taking an instance of this class and the methods of
 * {@code dev.arbor.runtime.Tree}.
 *
 * <p>The class is the blackboard: its fields are the tree's data. It must be a top-level or
 * {@code static} nested class, not private, and not an interface or enum. Node methods are the
 * methods annotated with {@link Sequence}, {@link Selector}, {@link Parallel}, {@link Condition}
 * or {@link Action}, declared in the class or inherited; each is referenced by its name, which
 * must be unique among the node methods.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface BehaviorTree {
    /** The name of the node method at the root of the tree. */
    String root() default "root";

    /** The simple name of the generated class; empty means {@code <SimpleName>Tree}. */
    String name() default "";

    /**
     * A method of this class that the tree calls once per instance, before that instance's first
     * tick does anything else ("wake up": look up what the agent needs, note when it started);
     * empty for none. It takes nothing or the tick's time ({@link Now}), returns anything (the
     * answer is ignored), is not private or static and declares no checked exception.
     *
     * <ul>
     *   <li>When: in the first {@code tick()} of the instance that runs (a tick of a paused tree
     *       does nothing, so not that one), after the clock is read and before the pass starts:
     *       before the root is entered and before any other method of yours is called.</li>
     *   <li>Once: {@code reset()} does not make it run again (nor does an exception, which resets
     *       the tree); a reset before the first tick leaves it to that tick. A snapshot holds
     *       whether it has run, so a tree restored from one taken after a tick does not run it,
     *       and one restored from a snapshot of an instance that never ticked runs it at its first
     *       tick.</li>
     *   <li>If it throws: it counts as run. The exception leaves that {@code tick()} as thrown,
     *       with nothing to interrupt (no pass had started) and no {@code NodeFailure} (it is no
     *       node's); the next tick begins the first pass.</li>
     *   <li>A {@link Subtree}'s class's own {@code onAwake} is not called: its nodes are inlined
     *       in this tree, which has one awakening, this class's.</li>
     * </ul>
     *
     * @return the method's name, or empty
     */
    String onAwake() default "";
}
