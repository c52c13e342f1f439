package dev.arbor.processor.codegen;

import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Capability;
import dev.arbor.processor.kinds.ChildStep;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.Collections;
import java.util.List;

/**
 * Which parts of the event loop a tree needs, from the kinds it uses, so that the writers emit
 * only the code, columns and constants it reads.
 *
 * @param parallels it has a parallel (branch stacks, decide, the PARALLELS table)
 * @param rules some node's rule at a stop is not "complete with the child's result": the
 *     columns ON_CHILD_SUCCESS and ON_CHILD_FAILURE hold each node's step
 * @param yields some node can yield (stay running, enter its child again next tick)
 * @param counts some node counts rounds to a limit (the LIMIT column and a counter slot)
 * @param slots some node keeps per-instance state (the SLOT column)
 * @param catchers some node has a FailIfRunning above it on its stack (the CATCHER column)
 * @param conditionsOnEntry some node calls a condition when entered (an If)
 * @param reenters some node other than a parallel or an If enters its first child itself when
 *     run (it has an effect on entry, or yields)
 * @param clock some node reads the clock (the clock, now, paused time)
 * @param guards some node is a guard (checked with the abort entries at the start of a tick)
 * @param guardBranches some guard is a parallel's direct child: a parallel takes the results of
 *     such guards that fired in step 2 before it serves any branch (§5.3, §5.5)
 * @param cooldowns some node is a Cooldown
 * @param timers some node starts a timer when entered (Wait, TimeLimit)
 * @param waits some node is a Wait
 * @param orders some node orders its children on entry (random, weighted)
 * @param random some node draws from the tree's generator
 * @param weighted some node orders its children by weight methods
 */
record EventLoopNeeds(boolean parallels, boolean rules, boolean yields, boolean counts,
        boolean slots, boolean catchers, boolean conditionsOnEntry, boolean reenters,
        boolean clock, boolean guards, boolean guardBranches, boolean cooldowns, boolean timers, boolean waits,
        boolean orders, boolean random, boolean weighted) {

    /** Step codes of the ON_CHILD columns. */
    static final String SUCCEEDS = "SUCCEEDS";
    static final String FAILS = "FAILS";
    static final String YIELDS = "YIELDS";
    static final String COUNTS_TO_SUCCESS = "COUNTS_TO_SUCCESS";
    static final String COUNTS_TO_FAILURE = "COUNTS_TO_FAILURE";
    static final String DECIDES = "DECIDES";
    static final String NEXT_DRAWN = "NEXT_DRAWN";

    static EventLoopNeeds of(TreeDescriptor tree) {
        boolean parallels = false;
        boolean rules = false;
        boolean yields = false;
        boolean counts = false;
        boolean slots = false;
        boolean catchers = false;
        boolean conditions = false;
        boolean reenters = false;
        boolean clock = false;
        boolean guards = false;
        boolean guardBranches = false;
        boolean cooldowns = false;
        boolean timers = false;
        boolean waits = false;
        boolean orders = false;
        boolean random = false;
        boolean weighted = false;
        for (Node node : tree.nodes()) {
            orders |= node.kind().has(Capability.ORDERS_CHILDREN);
            random |= node.kind().has(Capability.NEEDS_RANDOM);
            weighted |= node.kind() == Kinds.WEIGHTED_SELECTOR;
            clock |= node.kind().has(Capability.NEEDS_CLOCK);
            guards |= node.kind().has(Capability.GUARD);
            guardBranches |= node.kind().has(Capability.GUARD) && node.parent() >= 0
                    && tree.nodes().get(node.parent()).kind() == Kinds.PARALLEL;
            cooldowns |= node.kind() == Kinds.COOLDOWN;
            timers |= node.kind().has(Capability.STARTS_TIMER);
            waits |= node.kind() == Kinds.WAIT;
            parallels |= node.kind() == Kinds.PARALLEL;
            slots |= node.slot() >= 0;
            catchers |= node.catcher() >= 0;
            conditions |= node.kind().has(Capability.CONDITION_ON_ENTRY);
            counts |= node.kind().has(Capability.COUNTS);
            if (node.kind().isLeaf() || node.kind() == Kinds.PARALLEL) {
                continue;
            }
            rules |= !step(node, true).equals(SUCCEEDS) || !step(node, false).equals(FAILS);
            yields |= node.onChild(true) == ChildStep.YIELD
                    || node.onChild(false) == ChildStep.YIELD;
            reenters |= !node.kind().has(Capability.ENTERS_FIRST_CHILD)
                    && !node.kind().has(Capability.CONDITION_ON_ENTRY)
                    && node.kind() != Kinds.COOLDOWN
                    && !node.kind().has(Capability.ORDERS_CHILDREN);
        }
        return new EventLoopNeeds(parallels, rules, yields, counts, slots, catchers, conditions,
                reenters, clock, guards, guardBranches, cooldowns, timers, waits, orders, random, weighted);
    }

    /**
     * The step code of what {@code node} does when a child completes with SUCCESS
     * ({@code success}) or FAILURE, where a jump stops at that child.
     */
    /** {@code kind(node) == A || kind(node) == B ...} for the kinds the tree uses with {@code capability}. */
    static String kindIs(TreeDescriptor tree, Capability capability) {
        return kindIs(tree, capability, "kind(node)");
    }

    /** As {@link #kindIs(TreeDescriptor, Capability)}, on the kind in {@code kind}, a local. */
    static String kindIs(TreeDescriptor tree, Capability capability, String kind) {
        return String.join(" || ", tree.kinds().stream().filter(k -> k.has(capability))
                .map(k -> kind + " == " + CodesWriter.kindCode(k)).toList());
    }

    /** A random composite's weights: as written, or 1 for each child when none are given. */
    static List<Integer> weightsOf(Node node) {
        List<Integer> ints = ((Attributes.Weights) node.attributes()).ints();
        return ints.isEmpty() ? Collections.nCopies(node.children(), 1) : ints;
    }

    static String step(Node node, boolean success) {
        if (node.kind() == Kinds.PARALLEL) {
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
            case NEXT_CHILD, DECIDE_AT_RUN_TIME -> throw new IllegalStateException(
                    "no event-loop code for " + node.kind().simpleName() + "'s step at a stop");
        };
    }
}
