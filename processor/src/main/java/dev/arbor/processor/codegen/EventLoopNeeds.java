// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Behaviour;
import dev.arbor.processor.kinds.Behaviour.OnEntry;
import dev.arbor.processor.kinds.Behaviour.OnTop;
import dev.arbor.processor.kinds.Behaviour.Slot;
import dev.arbor.processor.kinds.ChildStep;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Which parts of the event loop a tree needs, from the behaviour of the kinds it uses
 * ({@link Behaviour}), so that the writers emit only the code, columns and constants it reads.
 *
 * @param parallels it has a parallel (branch stacks, decide, the PARALLELS table)
 * @param rules some node's rule at a stop is not "complete with the child's result": the
 *     columns ON_CHILD_SUCCESS and ON_CHILD_FAILURE hold each node's step
 * @param yields some node can yield (stay running, enter its child again next tick)
 * @param counts some node counts rounds to a limit (the LIMIT column and a counter slot)
 * @param slots some node keeps per-instance state (the SLOT column)
 * @param catchers some node has a FailIfRunning above it on its stack (the CATCHER column)
 * @param clock some node reads the clock (the clock, now, paused time), or some method the tree
 *     calls takes the tick's time (docs/semantics.md §8.1)
 * @param guards some node is a guard (checked with the abort entries at the start of a tick)
 * @param guardBranches some guard is a parallel's direct child: a parallel takes the results of
 *     such guards that fired in step 2 before it serves any branch (§5.3, §5.5)
 * @param orders some node orders its children on entry (random, weighted)
 * @param random some node draws from the tree's generator
 * @param weighted some node orders its children by weight methods, or reads score methods (a
 *     UtilitySelector): the scratch array {@code weights}
 * @param cleansUp some node enters its clean-up when a child fails (a TryCatch, §5.4)
 * @param cleansUpWhenInterrupted some node calls its clean-up when it is interrupted (a
 *     TryCatch with {@code cleanupOnInterrupt}, §5.4)
 * @param rescores some node reads its children's scores again while a child runs, and may
 *     switch child (a UtilitySelector, §5.4), checked with the guards at the start of a tick
 */
record EventLoopNeeds(boolean parallels, boolean rules, boolean yields, boolean counts,
        boolean slots, boolean catchers, boolean clock, boolean guards, boolean guardBranches,
        boolean orders, boolean random, boolean weighted, boolean cleansUp,
        boolean cleansUpWhenInterrupted, boolean rescores) {

    /** Step codes of the ON_CHILD columns. */
    static final String SUCCEEDS = "SUCCEEDS";
    static final String FAILS = "FAILS";
    static final String YIELDS = "YIELDS";
    static final String COUNTS_TO_SUCCESS = "COUNTS_TO_SUCCESS";
    static final String COUNTS_TO_FAILURE = "COUNTS_TO_FAILURE";
    static final String DECIDES = "DECIDES";
    static final String NEXT_DRAWN = "NEXT_DRAWN";
    static final String CLEANS_UP = "CLEANS_UP";

    /** Whether step 2 of a tick has something to check: a guard, or a node that rescores. */
    boolean checksInStep2() {
        return guards || rescores;
    }

    static EventLoopNeeds of(TreeDescriptor tree) {
        Set<OnTop> onTop = EnumSet.noneOf(OnTop.class);
        Set<OnEntry> onEntry = EnumSet.noneOf(OnEntry.class);
        boolean rules = false;
        boolean yields = false;
        boolean slots = false;
        boolean catchers = false;
        boolean clock = tree.readsNow() || tree.hasServices(); // a service's last run (§5.6)
        boolean guards = false;
        boolean guardBranches = false;
        boolean counts = false;
        for (Node node : tree.nodes()) {
            Behaviour behaviour = node.kind().behaviour();
            onTop.add(behaviour.onTop());
            onEntry.addAll(behaviour.onEntry());
            clock |= behaviour.readsClock() || node.timer() >= 0; // a period's reading too
            clock |= behaviour.onTop() == OnTop.SHARED_COOLDOWN; // §5.7: reads its group at now
            guards |= behaviour.isGuard();
            guardBranches |= behaviour.isGuard() && node.parent() >= 0
                    && tree.nodes().get(node.parent()).kind().behaviour().onTop()
                    == OnTop.BRANCHES;
            counts |= behaviour.counts();
            slots |= node.slot() >= 0;
            catchers |= node.catcher() >= 0;
            if (node.kind().isLeaf() || behaviour.onTop() == OnTop.BRANCHES) {
                continue;
            }
            rules |= !step(node, true).equals(SUCCEEDS) || !step(node, false).equals(FAILS);
            yields |= node.onChild(true) == ChildStep.YIELD
                    || node.onChild(false) == ChildStep.YIELD;
        }
        return new EventLoopNeeds(onTop.contains(OnTop.BRANCHES), rules, yields, counts, slots,
                catchers, clock, guards, guardBranches, onTop.contains(OnTop.DRAWN_CHILD),
                onEntry.contains(OnEntry.DRAW_ORDER) || onTop.contains(OnTop.DRAW_ONE),
                onEntry.contains(OnEntry.SORT_BY_WEIGHT) || onEntry.contains(OnEntry.SCORE),
                tree.nodes().stream().anyMatch(n -> n.kind().behaviour().slots()
                        .contains(Slot.CLEANING)),
                !cleansUpWhenInterrupted(tree).isEmpty(),
                tree.nodes().stream().anyMatch(n -> n.kind().behaviour().rescores()));
    }

    /**
     * The nodes whose interruption while their block runs calls their clean-up (§5.4 TryCatch,
     * with {@code cleanupOnInterrupt}), in pre-order.
     */
    static List<Node> cleansUpWhenInterrupted(TreeDescriptor tree) {
        return tree.nodes().stream()
                .filter(n -> n.kind().behaviour().cleansUpWhenInterrupted()
                        && n.attributes() instanceof Attributes.CleanUp cleanUp
                        && cleanUp.onInterrupt())
                .toList();
    }

    /**
     * {@code kind(node) == A || kind(node) == B ...} for the kinds the tree uses whose behaviour
     * {@code test} holds for.
     */
    static String kindIs(TreeDescriptor tree, Predicate<Behaviour> test) {
        return kindIs(tree, test, "kind(node)");
    }

    /** As {@link #kindIs(TreeDescriptor, Predicate)}, on the kind in {@code kind}, a local. */
    static String kindIs(TreeDescriptor tree, Predicate<Behaviour> test, String kind) {
        String tests = String.join(" || ", tree.kinds().stream()
                .filter(k -> test.test(k.behaviour()))
                .map(k -> kind + " == " + CodesWriter.kindCode(k)).toList());
        if (tests.isEmpty()) {
            throw new IllegalStateException("no kind of the tree is asked for here");
        }
        return tests;
    }

    /**
     * Where {@code slot} is in the state of every kind of the tree that keeps one, the same for
     * all (the event loop reads it at a fixed offset from the node's first slot).
     */
    static int offset(TreeDescriptor tree, Slot slot) {
        Set<Integer> offsets = new HashSet<>();
        for (NodeKind kind : tree.kinds()) {
            int at = kind.behaviour().slots().indexOf(slot);
            if (at >= 0) {
                offsets.add(at);
            }
        }
        if (offsets.size() != 1) {
            throw new IllegalStateException(slot + " is at offsets " + offsets
                    + " of the kinds of this tree: the event loop reads it at one offset");
        }
        return offsets.iterator().next();
    }

    /** A random composite's weights: as written, or 1 for each child when none are given. */
    static List<Integer> weightsOf(Node node) {
        List<Integer> ints = ((Attributes.Weights) node.attributes()).ints();
        return ints.isEmpty() ? Collections.nCopies(node.children(), 1) : ints;
    }

    /**
     * The step code of what {@code node} does when a child completes with SUCCESS
     * ({@code success}) or FAILURE, where a jump stops at that child.
     */
    static String step(Node node, boolean success) {
        if (node.kind().behaviour().onTop() == OnTop.BRANCHES) {
            return DECIDES;
        }
        if (node.kind().isLeaf()) {
            return success ? SUCCEEDS : FAILS; // never read: a leaf has no child
        }
        return switch (node.onChild(success)) {
            case SUCCEED -> SUCCEEDS;
            case FAIL -> FAILS;
            case YIELD -> YIELDS;
            case COUNT -> node.kind().atLimit() == ChildStep.SUCCEED
                    ? COUNTS_TO_SUCCESS : COUNTS_TO_FAILURE;
            case NEXT_DRAWN -> NEXT_DRAWN;
            case CLEAN_UP -> CLEANS_UP;
            case NEXT_CHILD, DECIDE_AT_RUN_TIME -> throw new IllegalStateException(
                    "no event-loop code for " + node.kind().simpleName() + "'s step at a stop");
        };
    }
}
