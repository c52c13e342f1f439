// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Behaviour.OnEntry;
import dev.arbor.processor.kinds.LeafCall;
import java.util.List;

/**
 * Estimated bytes of bytecode, per construct the block writer prints, each rounded up:
 * javac's for the longest form (a node index over 127 takes {@code sipush}, a jump into
 * another part a call). Saturating: completions through chains of counters double with
 * every level.
 */
final class BlockCosts {
private final EmissionPlan plan;
private final TreeDescriptor tree;
    private static final long CASE = 7;
    private static final long JUMP = 9;
    private static final long TOP = 10;
    private static final long CALL_SITE = 5;
    private static final long CALL = 8;
    private static final long PER_RECEIVER = 3;
    private static final long LISTENER = 18;
    /** The traced copy's question to the listener before a leaf call, and its answer's use. */
    private static final long INSTEAD = 28;
    private static final long ENTERED_DOWN = 22;
    private static final long RECORD = 26;
    private static final long HAND_OVER = 5;
    private static final long END_HOOK = 12;
    private static final long SLOT = 11;
    private static final long GUARD_TICK = 15;
    private static final long TIMER = 32;
    private static final long ORDER = 6;
    private static final long COOLDOWN_ENDS = 24;
    private static final long YIELD = 3;
    private static final long CATCH = 26;
    private static final long FINISH = 13;
    private static final long COUNT = 22;
    private static final long DRAW = 32;
    private static final long STATUS_ANSWER = 52;
    private static final long BOOLEAN_ANSWER = 4;
    private static final long WAIT = 40;
    private static final long EVENT = 16;
    private static final long GUARD = 14;
    private static final long COOLDOWN = 52;
    private static final long CONDITION = 4;
    private static final long ANSWER = 4;
    private static final long CASE_TEST = 10;
    private static final long DRAW_ONE = 24;
    private static final long DRAW_TEST = 10;
    private static final long DRAWN_START = 28;
    private static final long METHOD = 80;
    private static final long BRANCH = 40;
    private static final long GUARD_BRANCH = 30;
    private static final long PARALLEL = 30;
    private static final long DECIDE = 70;
    private static final long BACK = 8;
    private static final long CHECKED_CASE = 24;
    private static final long ENTRY_CHECK = 40;
    private static final long ENTRY_CHECK_ARRAY = 72;
    private static final long GUARD_CHECK = 72;
    private static final long STARTING = 12;
    private static final long ONCE = 30;
    private static final long KEEP = 12;
    private static final long SATURATED = Long.MAX_VALUE / 4;

    private final boolean traced;
    private final boolean topAtEntry;
    private final long[] ends;
    private final long[] yields;
    private final long[] block;

    BlockCosts(EmissionPlan plan, boolean traced) {
        this.plan = plan;
        this.tree = plan.tree();
        this.traced = traced;
        this.topAtEntry = traced || !plan.topOnlyWhereTickStops();
        int count = tree.nodes().size();
        this.ends = new long[2 * count];
        this.yields = new long[count];
        this.block = new long[count];
        for (Node node : tree.nodes()) { // pre-order: what a cost reads is known already
            int i = node.index();
            yields[i] = of(plan.yields(node));
            for (int s = 0; s < 2; s++) {
                Completion end = plan.ends(node, s == 1);
                ends[2 * i + s] = add(ended(node), of(end.then()));
            }
        }
        for (Node node : tree.nodes()) {
            block[node.index()] = blockOf(node);
        }
    }

    /** The most nodes per aligned part, up to {@code cap}, within {@code budget}; else 0. */
    int nodesPerPart(int cap, long budget) {
        int count = tree.nodes().size();
        for (int n = Math.min(cap, count); n >= 1; n--) {
            boolean fits = true;
            for (int from = 0; fits && from < count; from += n) {
                fits = part(from / n, n) <= budget;
            }
            if (fits) {
                return n;
            }
        }
        return 0;
    }

    long part(int part, int perPart) {
        long bytes = METHOD;
        int to = Math.min(tree.nodes().size(), (part + 1) * perPart);
        for (int i = part * perPart; i < to; i++) {
            bytes = add(bytes, block[i]);
        }
        if (!traced && plan.checksWhereTickStarts()) {
            bytes = add(bytes, checks());
        }
        return bytes;
    }

    /**
     * What re-evaluating in the start switch adds to {@code run()}: each resting node's
     * checks, each one that acts followed by those after it, and the plain start switch
     * again, for a tick whose abort moved the stack.
     */
    long checks() {
        List<Node> checked = plan.checkedResting();
        if (checked.isEmpty()) {
            return 0;
        }
        long bytes = plan.jumpsAtRunTime() ? STARTING : 0;
        for (Node node : tree.nodes()) {
            bytes = add(bytes, plan.ownBlock(node) ? CASE
                    : add(CASE, entering(node(node.index() + 1), node(node.first()))));
            List<Node> checks = checked.contains(node) ? plan.reevaluatedAt(node) : List.of();
            if (!checks.isEmpty()) {
                bytes = add(bytes, CHECKED_CASE + (plan.ownBlock(node) ? 0
                        : entering(node(node.index() + 1), node(node.first()))));
            }
            for (int i = 0; i < checks.size(); i++) { // check i, in the tails of those before
                bytes = add(bytes, (i + 1) * (checks.get(i).kind().behaviour().checkedInStep2()
                        ? GUARD_CHECK
                        : plan.layout() == EmissionPlan.Layout.FIELDS ? ENTRY_CHECK : ENTRY_CHECK_ARRAY));
            }
        }
        return bytes;
    }

    /** The case of {@code node} in the switch, and its block if it has one. */
    /** The estimated bytes of {@code node}'s case in the start switch and of its block. */
    long block(Node node) {
        return block[node.index()];
    }

    private long blockOf(Node node) {
        if (!plan.ownBlock(node)) {
            return add(CASE, entering(node(node.index() + 1), node(node.first())));
        }
        long bytes = CASE;
        if (node.kind().behaviour().isGuard()) {
            bytes = add(bytes, GUARD + ends[2 * node.index()]);
        }
        Node child = node.kind().isLeaf() ? null : node(node.index() + 1);
        return add(bytes, switch (node.kind().behaviour().onTop()) {
            case CALL, EVENT, WAIT -> leaf(node);
            case COOLDOWN -> COOLDOWN + of(plan.after(node, false)) + SLOT
                    + entering(child, child);
            case SHARED_COOLDOWN -> COOLDOWN + CALL + of(plan.after(node, false)) + SLOT
                    + entering(child, child);
            case PERMIT -> add(3 * SLOT + COOLDOWN + yields[node.index()],
                    add(ends[2 * node.index()], entering(child, child)));
            case DRAWN_CHILD -> DRAWN_START;
            case FIRST_CHILD, CHILD -> entering(child, node(child.first()));
            case CONDITION -> {
                Node second = child.end() < node.end() ? node(child.end()) : null;
                yield add(entering(child, node(child.first())), CALL_SITE + CALL + CONDITION
                        + receivers(node.receiver()) + (second == null ? ends[2 * node.index()]
                                : entering(second, node(second.first()))));
            }
            case BRANCHES -> branches(node);
            case MATCH_CASE -> matchCase(node);
            case DRAW_ONE -> drawOne(node);
            case ONCE -> add(ONCE + of(plan.after(node, true)), add(of(plan.after(node, false)),
                    entering(child, node(child.first()))));
            case INLINED -> throw new IllegalStateException(
                    "no block for " + node.kind().simpleName());
        });
    }

    /**
     * A Switch's block: its method called and its answer kept, then a test and an entry per
     * case, and the otherwise child entered or the Switch's failure.
     */
    private long matchCase(Node node) {
        Attributes.Switched switched = (Attributes.Switched) node.attributes();
        long bytes = CALL_SITE + CALL + ANSWER + receivers(node.receiver());
        for (int c = node.index() + 1; c < node.end(); c = node(c).end()) {
            Node child = node(c);
            bytes = add(bytes, entering(child, node(child.first())));
            if (node(c).end() < node.end() || !switched.hasOtherwise()) {
                bytes = add(bytes, CASE_TEST); // a case's child: tested first
            }
        }
        return switched.hasOtherwise() ? bytes : add(bytes, ends[2 * node.index()]);
    }

    /**
     * A RandomChoice's block: with two children or more of positive weight, one draw and a
     * test per child but the last; an entry per child of positive weight.
     */
    private long drawOne(Node node) {
        Attributes.Weights weights = (Attributes.Weights) node.attributes();
        long bytes = 0;
        int drawn = 0;
        int position = 0;
        for (int c = node.index() + 1; c < node.end(); c = node(c).end(), position++) {
            if (weights.weight(position) > 0) {
                bytes = add(bytes, DRAW_TEST + entering(node(c), node(node(c).first())));
                drawn++;
            }
        }
        return drawn > 1 ? add(bytes, DRAW_ONE) : bytes;
    }

    /** A parallel's block: fired guard branches, then each branch entered or served. */
    private long branches(Node parallel) {
        long bytes = add(PARALLEL, yields[parallel.index()]);
        for (int b = parallel.index() + 1; b < parallel.end(); b = node(b).end()) {
            Node branch = node(b);
            bytes += branch.kind().behaviour().isGuard() ? GUARD_BRANCH : 0;
            bytes = add(bytes, BRANCH + entering(branch, node(branch.first())));
        }
        return bytes;
    }

    private long leaf(Node leaf) {
        int success = 2 * leaf.index() + 1;
        return switch (leaf.kind().behaviour().onTop()) {
            case WAIT -> add(WAIT + ends[success], yields[leaf.index()]);
            case EVENT -> add(EVENT + ends[success], ends[success - 1]);
            case CALL -> call(leaf, success);
            case FIRST_CHILD, CHILD, CONDITION, COOLDOWN, DRAWN_CHILD, BRANCHES, INLINED,
                    MATCH_CASE, DRAW_ONE, ONCE, PERMIT, SHARED_COOLDOWN ->
                    throw new IllegalStateException(leaf.method() + " is no leaf");
        };
    }

    private long call(Node leaf, int success) {
        LeafCall call = leaf.leaf();
        long bytes = CALL_SITE + CALL + receivers(call.receiver()) + (traced ? INSTEAD : 0);
        return switch (call.result()) {
            case BOOLEAN -> add(bytes + BOOLEAN_ANSWER + (traced ? 2 * LISTENER : 0),
                    add(ends[success], ends[success - 1]));
            case STATUS -> add(bytes + STATUS_ANSWER + (traced ? 3 * LISTENER : 0),
                    add(yields[leaf.index()], add(ends[success], ends[success - 1])));
            case VOID -> add(bytes + (traced ? LISTENER : 0), ends[success]);
        };
    }

    /** Entering {@code child}, which runs from {@code first}, and the jump to its block. */
    private long entering(Node child, Node first) {
        long bytes = JUMP + (topAtEntry ? TOP : 0) + (traced ? LISTENER : 0);
        if (traced && first.index() != child.index()) { // on the way: by name, or a loop
            bytes += first.parent() == child.index() ? LISTENER : ENTERED_DOWN;
        }
        bytes += first.slot() >= 0 ? SLOT : 0;
        for (OnEntry effect : first.kind().behaviour().onEntry()) {
            bytes += switch (effect) {
                case CLEAR_SLOT -> 0; // counted as SLOT above
                case DRAW_ORDER, SORT_BY_WEIGHT, SCORE -> ORDER;
                case NOTE_TICK -> GUARD_TICK;
                case START_TIMER -> TIMER;
                case CLEAR_BRANCHES -> 4 * SLOT;
            };
        }
        LeafCall call = first.leaf();
        if (call != null && call.onStart() != null) {
            bytes += CALL_SITE + CALL + receivers(call.receiver());
        }
        return bytes;
    }

    /** {@code node}'s own end. */
    private long ended(Node node) {
        long bytes = node.hasEntry() ? RECORD : 0;
        bytes += node.watchable() ? HAND_OVER : 0;
        bytes += switch (node.kind().behaviour().onEnd()) {
            case NOTHING, CLEAN_UP_IF_INTERRUPTED -> 0; // an interruption's is complete()'s
            case START_COOLDOWN, REPORT_GROUP_END -> COOLDOWN_ENDS;
            case GIVE_BACK_PERMIT -> COOLDOWN_ENDS + 2 * SLOT;
            case KEEP_RESULT -> KEEP;
        };
        LeafCall call = node.leaf();
        boolean hook = call != null && call.hasEnd();
        if (hook) {
            bytes += CALL_SITE + CALL + END_HOOK + receivers(call.receiver());
        }
        if (hook || traced) {
            bytes += TOP;
        }
        return bytes + (traced ? LISTENER : 0);
    }

    private long of(Completion completion) {
        if (completion == null) {
            return 0;
        }
        int i = completion.node() == null ? -1 : completion.node().index();
        return switch (completion.step()) {
            case ENDS -> ends[2 * i + (completion.success() ? 1 : 0)];
            case ENTERS -> entering(completion.node(), node(completion.node().first()));
            case FINISHES -> FINISH;
            case YIELDS -> completion.then() == null
                    ? TOP + YIELD + (completion.node().stack() != 0 ? BACK : 0)
                    : add(TOP + CATCH, of(completion.then()));
            case DECIDES -> add(DECIDE + TOP, add(of(completion.then()),
                    of(completion.otherwise())));
            case COUNTS -> add(COUNT + yields[i], of(completion.otherwise()));
            case DRAWS -> add(DRAW, of(completion.then()));
            case CLEANS_UP -> add(SLOT, of(completion.then()));
        };
    }

    private static long receivers(String receiver) {
        return receiver == null ? 0 : PER_RECEIVER * receiver.split("\\.").length;
    }

    private static long add(long a, long b) {
        return Math.min(SATURATED, a + b);
    }

    private Node node(int index) {
        return tree.nodes().get(index);
    }
}
