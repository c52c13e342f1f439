// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A method that serves a branch while it runs: it is called when a node it names in
 * {@link #on()} is entered, and then every {@link #millis()} while that node stays running. It
 * is not a node: it has no status, and nothing it does changes the status of any node. Use it
 * to refresh what the branch's conditions read (scan for threats, update a target's position)
 * at a pace of its own, without a leaf for it in every place.
 *
 * <p>Put it on a {@code void} method of the tree class that takes nothing, or the tick's time
 * ({@code @Now long}); it is not private or static and declares no checked exception. The nodes
 * it names are composites or decorators (nodes with children) of the same class; a method may
 * serve several nodes, and a node may have several services.
 *
 * <ul>
 *   <li>Entered: right after the node's entry (after a listener hears it) and before its first
 *       child is entered, its services run, in the order the class declares them.</li>
 *   <li>Each later tick in which the node is still running when the tick starts: a service runs
 *       again once at least {@code millis} of the tree's time have passed since it last ran
 *       (paused time not counted: the time line of {@link Wait}); 0 runs it in every tick. It
 *       runs at the start of the tick, before the tick checks its conditional aborts and guards,
 *       so a condition it changes is seen by that check at once. The services due in a tick run
 *       parent first (in pre-order of their nodes), and per node in declaration order.</li>
 *   <li>Ended, in any way (completed, interrupted by an abort, a guard, a parallel's decision, a
 *       reset or an exception): its services stop. Entering the node again runs them again at
 *       once. A reset runs none; a paused tree runs none.</li>
 *   <li>It throws: the tree handles it as it handles a leaf that throws (docs/semantics.md §7):
 *       every running node is interrupted, and the exception leaves {@code tick()}, naming the
 *       node the service serves.</li>
 * </ul>
 * When each service last ran is part of the tree's state, and of its snapshot.
 *
 * <pre>
 * &#64;Selector({"chase", "patrol"})
 * void root() {}
 *
 * &#64;Sequence(value = {"seesTarget", "moveToTarget"}, abortType = AbortType.SELF)
 * void chase() {}
 *
 * &#64;Service(on = "chase", millis = 500)
 * void scanForThreats() { target = world.nearestEnemy(self); }
 * </pre>
 * The exact rule is in docs/semantics.md, §5.6.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Service {
    /**
     * The nodes whose branch it serves: names of node methods of this class that have children
     * (composites and decorators), each named once.
     *
     * @return the names of the served nodes
     */
    String[] on();

    /**
     * How often it runs while a served node stays running, in milliseconds of the tree's clock
     * ({@code dev.arbor.runtime.Clock}), paused time excluded: 0 or more; 0 runs it in every
     * tick. Each node it serves has its own count.
     *
     * @return the period in milliseconds
     */
    long millis() default 0;
}
