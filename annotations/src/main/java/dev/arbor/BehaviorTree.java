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
}
