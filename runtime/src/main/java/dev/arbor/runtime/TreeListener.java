// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import dev.arbor.Status;

/**
 * Told what one tree instance does, node by node: attach it with
 * {@link Tree#setListener(TreeListener)}. Nodes are named by their pre-order index;
 * {@link Tree#nodes()} gives each one's method, kind, parent and path.
 *
 * <p>The calls come in the order things happen, on the thread that ticks the tree, from inside
 * {@link Tree#tick()} (and {@code reset()}, {@code pause()}, {@code resume()}, {@code raise}):
 *
 * <ul>
 *   <li>{@link #tickStarted} then, for a tick that returns, {@link #tickEnded}; a paused tick
 *       reports nothing;
 *   <li>{@link #entered} when a node is pushed (before an action's {@code onStart} hook) and
 *       {@link #completed} when it ends (after its {@code onEnd} hook), with SUCCESS, FAILURE or
 *       INACTIVE when it was interrupted; every entered node completes exactly once;
 *   <li>{@link #leafAnswered} each time a running leaf's method answers (a Wait's or an
 *       Event's answer too), and {@link #reevaluated} each time a condition is asked again by
 *       a conditional abort's re-evaluation at the start of a tick;
 *   <li>{@link #abortFired} when a conditional abort fires: then the interrupted nodes
 *       complete INACTIVE and the child of the watched composite that holds the condition is
 *       entered, all at once, before the tick serves its stacks; {@link #guardFired} when a
 *       While or TimeLimit fails at the start of a tick: then its running descendants complete
 *       INACTIVE and it completes FAILURE; also when a UtilitySelector switches child at the
 *       start of a tick: then its running descendants complete INACTIVE, and the child it
 *       switches to is entered when the tick serves its stack;
 *   <li>{@link #eventRaised} when a raise makes an event pending, {@link #eventCleared} at the
 *       end of the tick that clears it; {@link #paused} and {@link #resumed} after the pause
 *       hooks, all of them called even if one threw (then, after the listener, the running
 *       nodes complete INACTIVE: docs/semantics.md §8.4);
 *   <li>{@link #serviceRan} each time a {@code @Service} method returns, with the node it
 *       serves (docs/semantics.md §5.6); {@link #resetDone} at the end of {@code reset()};
 *   <li>{@link #valueRead} each time the tree reads a value from its agent that is not a leaf's
 *       answer: the condition an If or While asks on entry (and a While as a guard), the child a
 *       Switch's method picks,
 *       a Wait's {@code millisFrom} duration, a WeightedSelector's weights and a
 *       UtilitySelector's scores. With {@link #readsInstead} answering true, the tree calls none
 *       of those methods and takes {@link #valueInstead}'s answers instead (a replay:
 *       docs/recording.md).
 * </ul>
 *
 * <p>With no listener attached a tree runs exactly the code it runs without this feature; with
 * one, it allocates nothing to tell it (a listener that records into a preallocated buffer keeps
 * ticking allocation-free). A listener that throws is treated as a leaf that threw
 * (docs/semantics.md §7): the exception leaves {@code tick()}, every running node is ended, and
 * the tree is usable at once. A listener must not tick, reset, pause or resume the tree it
 * listens to.
 */
public interface TreeListener {
    /** A tick starts (the tree is not paused). */
    default void tickStarted(Tree tree) {}

    /** Node {@code node} is entered: pushed on its run stack. */
    default void entered(Tree tree, int node) {}

    /** The method of running leaf {@code node} answered {@code status}. */
    default void leafAnswered(Tree tree, int node, Status status) {}

    /**
     * Node {@code node} ended: SUCCESS or FAILURE, or INACTIVE when it was interrupted (by an
     * abort, a guard, a parallel that decided, a reset or an exception).
     */
    default void completed(Tree tree, int node, Status status) {}

    /** Condition {@code condition}, asked again by a conditional abort's re-evaluation, answered. */
    default void reevaluated(Tree tree, int condition, Status status) {}

    /** The abort of {@code condition}'s entry fired: composite {@code watched} is interrupted below. */
    default void abortFired(Tree tree, int condition, int watched) {}

    /**
     * Guard {@code guard} (a While or TimeLimit) failed at the start of this tick; or
     * {@code guard} is a UtilitySelector that switches child (docs/semantics.md §5.4).
     */
    default void guardFired(Tree tree, int guard) {}

    /** The event of {@code @Event} node {@code node} became pending. */
    default void eventRaised(Tree tree, int node) {}

    /** The event of {@code @Event} node {@code node} was cleared at the end of this tick. */
    default void eventCleared(Tree tree, int node) {}

    /** The tree was paused. */
    default void paused(Tree tree) {}

    /** The tree was resumed. */
    default void resumed(Tree tree) {}

    /**
     * {@code reset()} was called and is done: the nodes that ran have completed INACTIVE (told
     * before this), and the per-instance state is cleared. Told on every reset, even one with no
     * pass running (it still forgets pending cooldowns), before a failure of an end hook leaves
     * {@code reset()}; a listener that throws here makes {@code reset()} throw, the tree reset.
     */
    default void resetDone(Tree tree) {}

    /** The tick answered {@code status}. */
    default void tickEnded(Tree tree, Status status) {}

    /**
     * The {@code @Service} method {@code service} (its name) ran for node {@code node}, which it
     * serves: on the node's entry, or at the start of a tick in which it was due
     * (docs/semantics.md §5.6). Told after the method returned; one that threw is not told.
     */
    default void serviceRan(Tree tree, int node, String service) {}

    /**
     * Asked just before the tree calls the method of leaf {@code leaf}, a condition, an action
     * or a task (by the tick, by a conditional abort's re-evaluation or by a TryCatch's
     * clean-up): null, as by default, lets the tree call it; a status is taken as what the
     * method answered, and the method is not called. This is how a test replaces a leaf
     * (docs/testing.md, "Handles and overrides"). Only a tree with a listener attached asks: a
     * tree without one runs exactly the code it runs without this feature.
     *
     * <p>Everything else is as if the method had answered: the leaf's hooks run, and the
     * listener hears the answer ({@link #leafAnswered} or {@link #reevaluated}). A condition's
     * answer must be SUCCESS or FAILURE, a {@code void} action's SUCCESS, and any other
     * action's RUNNING, SUCCESS or FAILURE; another answer is refused as a method's bad answer
     * is (docs/semantics.md §7), with an {@link IllegalStateException} tagged
     * {@code [Arbor/BadStatus]}.
     */
    default Status answerInstead(Tree tree, int leaf) {
        return null;
    }

    /**
     * The tree read {@code value} from its agent for node {@code node}, outside a leaf's answer
     * (docs/recording.md): told once the method returned, in the order the tree calls them, on
     * the traced path only (a tree with no listener runs no code for it). What is told, by the
     * kind of {@code node}:
     *
     * <ul>
     *   <li>If, While: the condition it asks on entry, and a While's asked again as a guard at
     *       the start of each tick (docs/semantics.md §5.5), 1 (true) or 0 (false),
     *       {@code index} 0;
     *   <li>Switch: the child its method's answer picks (its pre-order index, or -1 when no case
     *       matches and it has no otherwise child), {@code index} 0;
     *   <li>Wait with {@code millisFrom}: the milliseconds its method answered, {@code index} 0
     *       (exact up to 2<sup>53</sup> ms);
     *   <li>WeightedSelector: the weight of its child at declared position {@code index};
     *   <li>UtilitySelector: the score of its child at declared position {@code index}, each
     *       time it reads the scores of the children still in.
     * </ul>
     */
    default void valueRead(Tree tree, int node, int index, double value) {}

    /**
     * Asked, on the traced path only, each time the tree is about to call one of its agent's
     * hooks (an action's start, end or pause hook, a task's, the awake hook) or a
     * {@code @Service} method: true, and the tree does not call it, and goes on as if it had
     * returned (a service is still told as run, {@link #serviceRan}). False by default. This is
     * how a replay runs a tree without touching an agent (docs/recording.md).
     */
    default boolean skipsHooks(Tree tree) {
        return false;
    }

    /**
     * Asked, on the traced path only, each time the tree is about to read a value that
     * {@link #valueRead} tells: true, and the tree calls no method for it and takes
     * {@link #valueInstead}'s answer (which the listener then hears from {@link #valueRead} as
     * any value read). False by default: the tree calls the agent's method. This is how a replay
     * answers for an agent it does not call (docs/recording.md).
     */
    default boolean readsInstead(Tree tree) {
        return false;
    }

    /**
     * The value to take instead of calling the agent, when {@link #readsInstead} answered true,
     * in the terms of {@link #valueRead} (a Switch's: the child's pre-order index, or -1; a
     * condition's: non-zero for true). A Switch's answer must be -1 or one of its children, a
     * Wait's 0 or more: another is refused as the method's bad answer would be.
     *
     * @throws UnsupportedOperationException by default: a listener that answers true to
     *     {@link #readsInstead} must answer this too
     */
    default double valueInstead(Tree tree, int node, int index) {
        throw new UnsupportedOperationException(getClass().getName()
                + " reads values instead of the agent but gives none for node " + node);
    }
}
