// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import java.util.List;

/**
 * What a node can end with, and which of its children it can ever enter, worked out at build
 * time from what each child can end with: a kind's answer to {@link NodeKind#ending}.
 *
 * <p>The children a node can enter are always the first {@code entered} of them: a kind that
 * keeps to declared order goes on to a child only from the one before it, and any other kind
 * (a parallel, an If, a drawn or weighted order) can enter every child. So a node with
 * {@code entered} below its number of children never runs child {@code entered}, nor any after
 * it.
 *
 * <p>The building blocks below apply a kind's child-result rule ({@link NodeKind#onChild}) to
 * its children's outcomes, so what the table says and what the generated code does come from
 * the same rule; each kind says which block it is, and what it adds of its own.
 *
 * @param outcome what the node can end with
 * @param entered how many of its children, from the first, it can ever enter (0 for a leaf)
 */
public record Ending(Outcome outcome, int entered) {

    /** A leaf, which has no children. */
    public static Ending leaf(Outcome outcome) {
        return new Ending(outcome, 0);
    }

    /** This ending, with a FAILURE of the node's own (a refusal, a guard, a caught RUNNING). */
    public Ending orFailure() {
        return new Ending(outcome.orFailure(), entered);
    }

    /**
     * A kind that starts at its first child and goes on only by its rule (sequences, selectors,
     * a loop, every decorator): from each child it can enter, each result the child can end with
     * goes on to the next child ({@link ChildStep#NEXT_CHILD}), completes the node, enters the
     * same child again ({@link ChildStep#YIELD}), or counts a round ({@link ChildStep#COUNT}: the
     * next round starts at the first child again, and at the limit, if there is one, the node
     * completes as {@link NodeKind#atLimit} says; without a limit it never completes so).
     *
     * @throws IllegalStateException for a rule that does not keep to declared order
     */
    public static Ending inDeclaredOrder(NodeKind kind, Attributes attributes,
            List<Outcome> children) {
        requireChildren(kind, children);
        boolean succeeds = false;
        boolean fails = false;
        boolean counts = false;
        int entered = 1;
        for (int i = 0; i < entered; i++) {
            boolean last = i == children.size() - 1;
            for (boolean success : new boolean[] {true, false}) {
                if (!children.get(i).can(success)) {
                    continue;
                }
                switch (kind.onChild(attributes, success, last)) {
                    case NEXT_CHILD -> entered = Math.max(entered,
                            Math.min(i + 2, children.size()));
                    case SUCCEED -> succeeds = true;
                    case FAIL -> fails = true;
                    case YIELD -> { } // the same child again, next tick: nothing new
                    case COUNT -> counts = true;
                    case NEXT_DRAWN, DECIDE_AT_RUN_TIME -> throw new IllegalStateException(
                            kind.simpleName() + " does not keep to declared order");
                    case CLEAN_UP -> throw new IllegalStateException(kind.simpleName()
                            + " skips to its clean-up: it answers its own ending");
                }
            }
        }
        if (counts && limit(kind, attributes) > 0) {
            switch (kind.atLimit()) {
                case SUCCEED -> succeeds = true;
                case FAIL -> fails = true;
                case NEXT_CHILD, YIELD, COUNT, NEXT_DRAWN, DECIDE_AT_RUN_TIME, CLEAN_UP ->
                        throw new IllegalStateException(kind.simpleName()
                                + " must complete at its limit");
            }
        }
        return new Ending(Outcome.of(succeeds, fails), entered);
    }

    /**
     * A kind that runs its children in an order drawn on entry (random and weighted
     * composites): any child can be drawn first, so each can be entered. A result whose step
     * completes the node does so if any child can end with it; a result that goes on to the
     * next drawn child ({@link ChildStep#NEXT_DRAWN}) completes the node after the last one, so
     * only if every child can end with it (a weight of 0 only draws a child last: it is still
     * entered, §8.2).
     *
     * @throws IllegalStateException for a rule that does not draw an order
     */
    public static Ending inDrawnOrder(NodeKind kind, Attributes attributes,
            List<Outcome> children) {
        requireChildren(kind, children);
        boolean succeeds = false;
        boolean fails = false;
        for (boolean success : new boolean[] {true, false}) {
            boolean any = children.stream().anyMatch(c -> c.can(success));
            boolean every = children.stream().allMatch(c -> c.can(success));
            switch (kind.onChild(attributes, success, false)) {
                case SUCCEED -> succeeds |= any;
                case FAIL -> fails |= any;
                case NEXT_DRAWN -> {
                    succeeds |= success && every;
                    fails |= !success && every;
                }
                case NEXT_CHILD, YIELD, COUNT, DECIDE_AT_RUN_TIME, CLEAN_UP ->
                        throw new IllegalStateException(kind.simpleName()
                                + " does not draw an order");
            }
        }
        return new Ending(Outcome.of(succeeds, fails), children.size());
    }

    /** A counting kind's limit (0: none). */
    private static int limit(NodeKind kind, Attributes attributes) {
        if (!(attributes instanceof Attributes.Counted counted)) {
            throw new IllegalStateException(kind.simpleName() + " counts without a limit");
        }
        return counted.limit();
    }

    private static void requireChildren(NodeKind kind, List<Outcome> children) {
        if (children.isEmpty()) {
            throw new IllegalArgumentException(kind.simpleName() + " needs a child");
        }
    }
}
