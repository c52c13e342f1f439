// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.AbortTriggerKind;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Behaviour;
import dev.arbor.processor.kinds.Capability;
import dev.arbor.processor.kinds.ChildStep;
import dev.arbor.processor.kinds.LeafCall;
import dev.arbor.processor.kinds.NodeKind;

/**
 * One row of the flattened tree (docs/semantics.md §2): a position in the tree, numbered in
 * pre-order.
 *
 * @param index the node's pre-order index; the root is 0
 * @param kind what the node is
 * @param method the name of the node method it came from
 * @param parent the parent's index, or -1 for the root
 * @param composite the nearest composite ancestor (a decorator passes its parent's through),
 *     or -1
 * @param end the first index after this node's subtree, so j is a descendant of i iff
 *     {@code i < j && j < end(i)}
 * @param stack the run stack the node lives on: 0 for the main stack, one more per parallel branch
 * @param abortType the abort type of a kind that carries one, NONE otherwise
 * @param entriesFrom the number of abort entries whose condition precedes this node in pre-order
 * @param entriesTo the number of abort entries whose condition precedes this node's subtree end,
 *     so the entries in the subtree are {@code [entriesFrom, entriesTo)}
 * @param parallelRow for a parallel, its row in the parallel table; -1 otherwise
 * @param watchable for a composite, whether an abort entry can be watching it when it ends, so
 *     that its end needs the bookkeeping of §6.3
 * @param first where running this node starts: itself, or for a kind whose entry has no effect
 *     of its own, its first child's {@code first}
 * @param onSuccess where a tick goes when this node completes SUCCESS; see {@link Jumps}
 * @param onFailure where a tick goes when this node completes FAILURE; see {@link Jumps}
 * @param leaf for a leaf, what its method returns and which hooks it has; null otherwise
 * @param attributes what its annotation says besides the children
 * @param slot where its per-instance state starts in the event loop's state, or -1
 * @param catcher the nearest ancestor on the same run stack that catches RUNNING (a
 *     FailIfRunning), or -1
 * @param timer where its clock readings start in the event loop's {@code times}, or -1
 * @param children how many children it has
 * @param receiver the fields from the agent to the object its methods are called on (an
 *     inlined subtree's agent), dot-separated, or null for the agent itself
 */
public record Node(int index, NodeKind kind, String method, int parent, int composite, int end,
        int stack, AbortKind abortType, int entriesFrom, int entriesTo, int parallelRow,
        boolean watchable, int first, int onSuccess, int onFailure, LeafCall leaf,
        Attributes attributes, int slot, int catcher, int timer, int children,
        String receiver) {

    /** True if this condition has an abort entry (its composite watches it). */
    public boolean hasEntry() {
        return answersLikeACondition() && entriesTo > entriesFrom;
    }

    /**
     * Whether its answer can be an abort entry's (§6.1): a condition's, or a watched Cooldown's
     * readiness (§5.4).
     */
    public boolean answersLikeACondition() {
        return answersLikeACondition(kind, attributes);
    }

    /** {@link #answersLikeACondition()} for a node of {@code kind} with {@code attributes}. */
    public static boolean answersLikeACondition(NodeKind kind, Attributes attributes) {
        return kind.has(Capability.ANSWERS_LIKE_A_CONDITION) || watchesReadiness(attributes);
    }

    /** Whether it is a Cooldown whose readiness is watched ({@code watched = true}, §5.4). */
    public boolean watchesReadiness() {
        return watchesReadiness(attributes);
    }

    private static boolean watchesReadiness(Attributes attributes) {
        return attributes instanceof Attributes.Timed timed && timed.watched();
    }

    /** What this node does when a child completes, at a jump's stop (docs/semantics.md §5). */
    public ChildStep onChild(boolean success) {
        return kind.onChildAtStop(attributes, success);
    }

    /** A composite's {@code abortOn}: which changes of its watched conditions fire (§6.4). */
    public AbortTriggerKind abortOn() {
        return attributes instanceof Attributes.Aborts aborts ? aborts.abortOn()
                : AbortTriggerKind.ANY_CHANGE;
    }

    /**
     * A composite's {@code reevaluateEvery}: how often its watched conditions are asked again, in
     * milliseconds (0: every tick, §6.4).
     */
    public long reevaluateEvery() {
        return attributes instanceof Attributes.Aborts aborts ? aborts.reevaluateEvery() : 0;
    }

    /**
     * For a condition watched under a {@code reevaluateEvery} (§6.4), where the time it was last
     * asked is kept in the readings; -1 otherwise. A kind's own reading (a watched Cooldown's
     * end) is never one: its composite has no period.
     */
    public int periodTimer() {
        return kind.timers() == 0 ? timer : -1;
    }

    /**
     * A timed node's duration in milliseconds; a UtilitySelector's {@code every}, the time
     * between two readings of its scores.
     */
    public long millis() {
        return attributes instanceof Attributes.Timed timed ? timed.millis()
                : attributes instanceof Attributes.Scored scored ? scored.every() : 0;
    }

    /**
     * The method a Wait asks its duration on entry ({@code millisFrom}), or null: its
     * {@link #millis} is then its duration, and 0 for one that asks.
     */
    public String durationMethod() {
        return attributes instanceof Attributes.TimedBy by ? by.method() : null;
    }

    /** A counting node's limit (0: none). */
    public int limit() {
        return attributes instanceof Attributes.Counted counted ? counted.limit() : 0;
    }

    /** Where a tick goes when this node completes with SUCCESS ({@code success}) or FAILURE. */
    public int jump(boolean success) {
        return success ? onSuccess : onFailure;
    }

    /** Where the value of {@code role} of its state is (its kind keeps one: {@link #slot} on). */
    public int slot(Behaviour.Slot role) {
        int at = kind.behaviour().slots().indexOf(role);
        if (slot < 0 || at < 0) {
            throw new IllegalStateException(method + "() keeps no " + role);
        }
        return slot + at;
    }
}
