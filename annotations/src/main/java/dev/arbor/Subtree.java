// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;


/**
 * A child that is a whole other tree. Put it on a field whose type is another
 * {@link BehaviorTree} class; the field's name is the node's name: name it as a child where the
 * other tree's root should run.
 *
 * <ul>
 *   <li>On entry, the other tree's root (its {@link BehaviorTree#root()}) is entered.</li>
 *   <li>Its root SUCCESS or FAILURE: the parent here receives that result.</li>
 *   <li>Its root RUNNING: RUNNING; the next tick resumes it.</li>
 *   <li>Interrupted: its running nodes are interrupted with it.</li>
 * </ul>
 *
 * <p>The subtree is inlined at build time into this tree's tables: the result is one tree, with
 * no indirection at run time, its nodes numbered in this tree's pre-order, and every rule
 * (conditional aborts included) applies as if its nodes had been written in place. Its leaves
 * and hooks are called on the field's object by the generated class, in this package: the field
 * may not be private, and those methods must be accessible from here. A cycle of subtrees across
 * classes is a compile error that names the path.
 *
 * <pre>
 * &#64;Selector({"flee", "combat"})
 * void root() {}
 *
 * &#64;Subtree final Fighter combat = new Fighter();   // &#64;BehaviorTree class Fighter
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface Subtree {
}
