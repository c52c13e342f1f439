// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

import dev.arbor.processor.kinds.Capability;
import dev.arbor.processor.kinds.ChildStep;
import dev.arbor.processor.kinds.ResultKind;
import java.util.ArrayList;
import java.util.List;

/**
 * How a tree's code is emitted, decided at build time, without javac: the code shape of
 * {@code run()}, where the state lives, which nodes have a block of their own and which can rest
 * on top of the stack between ticks, what happens when each node completes ({@link Completion}),
 * and how {@code run()} is split into parts so that none is over HotSpot's 8,000 bytes. The
 * writers print it and decide none of it.
 *
 * <ul>
 *   <li><b>Shape.</b> {@link CodeShape#BLOCKS} for every tree with one run stack: a labelled
 *       block per node that does something of its own when it is on top of the stack (every
 *       leaf; a counter, a timer, a guard, a drawn order...), in pre-order, with each completion
 *       climbing through its parents at build time to a forward {@code break}. The
 *       {@link CodeShape#EVENT_LOOP} for a tree with parallels over one part (blocks when
 *       it fits one: {@link Completion.Step#DECIDES}), and for a one-stack tree with a
 *       block over the budget of a part (completions that climb through long chains of counters
 *       and catchers grow with every level), and for a tree with services (§5.6), which its
 *       {@code enter} runs, or with a parallel that re-asks its conditions (§5.3), which its
 *       visit of the branches asks.
 *   <li><b>Layout.</b> {@link Layout#FIELDS} (a field per value) when every kind keeps no
 *       state of its own ({@link Capability#STRAIGHT_LINE}: the core kinds), no node keeps a
 *       clock reading (a re-evaluation period keeps one per watched condition, a service one per
 *       node it serves) and no method takes the tick's time; else {@link Layout#ARRAY}, one
 *       {@code int[]}.
 *   <li><b>Traced ticks.</b> The generic loop reads the array, so a tree in fields runs a traced
 *       copy of its blocks while a listener is attached ({@link #tracedCopy}); any other tree
 *       runs the generic loop, which tells the listener every step.
 *   <li><b>Parts.</b> The most nodes per part, up to a cap, for which each part's estimated
 *       bytecode ({@link #blockBytes}, from {@link BlockCosts}) fits the budget; parts are
 *       aligned ranges of node indices, so {@code run()} finds a node's part by a division.
 *   <li><b>Re-evaluation where the tick starts.</b> For a one-stack tree in one part, §6.4's
 *       walk is written into {@code run()}'s start {@code switch}, once per resting node, with
 *       only the entries and guards that can be watching or running above it
 *       ({@link #reevaluatedAt}); any other tree calls {@code reevaluate()} before {@code run()}.
 * </ul>
 */
public final class EmissionPlan {
    /** Where a tree keeps what changes while it ticks. */
    public enum Layout {
        /** Named fields: the top of the stack, and per abort entry what it watches and stored. */
        FIELDS,
        /** One {@code int[] state}, laid out by constants and the SLOT column. */
        ARRAY
    }

    /**
     * How large the parts of {@code run()} may grow.
     *
     * @param nodesPerPart at most this many node indices per part
     * @param tracedNodesPerPart the same for the traced copy
     * @param bytesPerPart the most estimated bytes of bytecode per part (HotSpot compiles no
     *     method over 8,000)
     */
    public record Limits(int nodesPerPart, int tracedNodesPerPart, int bytesPerPart) {}

    private final TreeDescriptor tree;
    private final CodeShape shape;
    private final Layout layout;
    private final boolean hooks;
    private final Completion[] ends;
    private final Completion[] yields;
    private final BlockCosts plain;
    private final BlockCosts traced;
    private final int nodesPerPart;
    private final int tracedNodesPerPart;
    private final AbortAnalysis aborts;
    private final boolean checksWhereTickStarts;

    private EmissionPlan(TreeDescriptor tree, Limits limits) {
        this.tree = tree;
        this.hooks = tree.hasStartHooks() || tree.hasEndHooks();
        boolean oneStack = tree.stackOwners().size() == 1;
        // a tree whose methods take the tick's time keeps the clock's state, which only the
        // array's snapshot holds; so does one whose watched conditions have a period
        this.layout = tree.nodes().stream().allMatch(n -> n.kind().has(Capability.STRAIGHT_LINE)
                && n.timer() < 0) && !tree.readsNow() && !tree.hasServices()
                && !tree.hasReAsked() ? Layout.FIELDS
                : Layout.ARRAY;
        int count = tree.nodes().size();
        this.ends = new Completion[2 * count];
        this.yields = new Completion[count];
        BlockCosts costs = null;
        int perPart = 0;
        // in pre-order, a node's completions after its parent's and its catcher's: no recursion
        for (Node node : tree.nodes()) {
            build(node);
        }
        costs = new BlockCosts(this, false);
        perPart = costs.nodesPerPart(limits.nodesPerPart(), limits.bytesPerPart());
        // with a block alone over the budget, a tree in the array runs the generic loop; one in
        // fields has nothing else to run: it keeps parts of the most nodes, as smaller ones
        // would not make that block fit. A tree with parallels has blocks only in one part
        // (spike: a jump back to a parallel in another part is not written yet)
        // a tree with services (§5.6) runs the generic loop, whose enter() runs them
        // and so does a tree whose parallel re-asks its conditions (§5.3), whose NEXT asks them
        boolean blocks = tree.hasServices() || tree.hasReAsked() ? false
                : oneStack ? perPart > 0 || layout == Layout.FIELDS : perPart >= count;
        this.shape = blocks ? CodeShape.BLOCKS : CodeShape.EVENT_LOOP;
        this.plain = blocks ? costs : null;
        this.nodesPerPart = !blocks ? 0 : perPart > 0 ? perPart : limits.nodesPerPart();
        this.traced = blocks && layout == Layout.FIELDS ? new BlockCosts(this, true) : null;
        int tracedPerPart = traced == null ? 0
                : traced.nodesPerPart(limits.tracedNodesPerPart(), limits.bytesPerPart());
        this.tracedNodesPerPart = traced == null ? 0
                : tracedPerPart > 0 ? tracedPerPart : limits.tracedNodesPerPart();
        this.aborts = new AbortAnalysis(tree);
        boolean walks = tree.hasAborts() || tree.nodes().stream()
                .anyMatch(n -> n.kind().behaviour().checkedInStep2());
        // the start switch written twice, with checks: only where the whole run() stays one part
        // (costs.part() adds the checks' bytes once this field is set, so here they are added once)
        this.checksWhereTickStarts = blocks && oneStack && walks && perPart >= count
                && costs.part(0, count) + costs.checks() <= limits.bytesPerPart();
    }

    /** The plan for {@code tree}, its parts within {@code limits}. */
    public static EmissionPlan of(TreeDescriptor tree, Limits limits) {
        return new EmissionPlan(tree, limits);
    }

    public TreeDescriptor tree() {
        return tree;
    }

    public CodeShape shape() {
        return shape;
    }

    public Layout layout() {
        return layout;
    }

    /**
     * Whether a tick with a listener runs a traced copy of the blocks ({@code runTraced()}): for
     * a tree in fields, which the generic loop cannot run. Otherwise a BLOCKS tree's traced ticks
     * run the generic loop, and an EVENT_LOOP tree's run it anyway.
     */
    public boolean tracedCopy() {
        return traced != null;
    }

    /**
     * Whether the blocks write the top of the stack only where a tick stops (a node answers
     * RUNNING, or the pass ends) rather than as each node is entered. Within a tick only an
     * exception reads the top: it ends the nodes from the top up, which in a tree in fields
     * calls end hooks and hands over abort entries that {@code clear()} resets anyway. So
     * without hooks the top written by an earlier tick ends the same nodes to the same effect.
     * A tree in the array keeps it exact: an interrupted Cooldown notes the time, and the
     * generic loop's {@code enter} and {@code complete} read it.
     */
    public boolean topOnlyWhereTickStops() {
        return layout == Layout.FIELDS && !hooks;
    }

    /**
     * Whether some jump is decided at run time (the next child of a drawn or weighted order),
     * which may go backwards: {@code run()} then goes round a loop whose {@code switch} finds
     * where it lands.
     */
    public boolean jumpsAtRunTime() {
        return tree.stackOwners().size() > 1 || tree.nodes().stream().anyMatch(n -> n.kind().behaviour().ordersChildren());
    }

    /**
     * Whether {@code node} has a block of its own: it does something when it is on top of the
     * stack (a leaf, or a kind with an effect on entry). Any other node, once entered, enters
     * its {@code first} node at once, which {@code run()}'s {@code switch} does for it.
     */
    public boolean ownBlock(Node node) {
        return node.first() == node.index();
    }

    /**
     * The nodes that can be on top of the run stack between ticks: a leaf that can answer
     * RUNNING (an action or task answering a Status, a Wait), a parallel (on top of its own stack
     * while its branches run), and a node that yields (stays running to enter its child again
     * next tick). Any other node on top of a stack is a snapshot no run can take.
     */
    public static boolean rests(Node node) {
        return switch (node.kind().behaviour().onTop()) {
            case CALL -> node.leaf() != null && node.leaf().result() == ResultKind.STATUS;
            case WAIT, BRANCHES, PERMIT -> true; // a Permit waits for a settle (§5.7)
            case EVENT -> false;
            case FIRST_CHILD, CHILD, CONDITION, COOLDOWN, DRAWN_CHILD, MATCH_CASE, DRAW_ONE,
                    ONCE, SHARED_COOLDOWN -> staysRunning(node);
            case INLINED -> throw new IllegalStateException("a subtree is inlined");
        };
    }

    /** Whether {@code node} can stay running after a child completes, to enter it again. */
    private static boolean staysRunning(Node node) {
        for (boolean success : new boolean[] {true, false}) {
            ChildStep step = node.onChild(success);
            if (step == ChildStep.YIELD || step == ChildStep.COUNT) {
                return true;
            }
        }
        return false;
    }

    /** The resting nodes ({@link #rests}), in pre-order. */
    public List<Node> resting() {
        return tree.nodes().stream().filter(EmissionPlan::rests).toList();
    }

    // ---- re-evaluation where the tick starts

    /**
     * Whether {@code run()} re-evaluates (§6.4, §5.5) in its start {@code switch}, each resting
     * node with {@link #reevaluatedAt its own checks}, rather than {@code tick()} calling
     * {@code reevaluate()}: for a BLOCKS tree with one run stack, abort entries or guards, and
     * a {@code run()} that stays one part with the checks in it. A jump decided at run time goes
     * round {@code run()}'s loop to the plain switch, past the checks. The traced tick always calls
     * {@code reevaluateTraced()}.
     */
    public boolean checksWhereTickStarts() {
        return checksWhereTickStarts;
    }

    /**
     * What §6.4's walk can find when a tick starts with {@code resting} on top of the stack, in
     * the walk's order (pre-order): the condition of each entry that can watch a composite above
     * {@code resting} (or {@code resting} itself), and each guard above it, which is running
     * since its subtree holds the top. An entry watches only a running composite, and one stack
     * runs exactly the top's ancestors, so every other entry is dormant or gone, and the walk
     * would skip it. At a new pass nothing is running and every entry is gone: the walk is
     * empty, so only resting nodes have checks. A snapshot is held to the same (it is refused
     * when an entry watches a composite that does not run).
     */
    public List<Node> reevaluatedAt(Node resting) {
        List<Node> checks = new ArrayList<>();
        int entry = 0;
        for (Node node : tree.nodes()) { // pre-order: the walk's order
            // a guard, or a UtilitySelector (§5.4), whose child runs since the top is below it
            if (node.kind().behaviour().checkedInStep2() && above(node, resting)
                    && (node.kind().behaviour().isGuard() || node.index() < resting.index())) {
                checks.add(node);
            }
            if (entry < tree.entryConditions().size()
                    && tree.entryConditions().get(entry) == node.index()) {
                if (watchesAbove(entry, resting)) {
                    checks.add(node);
                }
                entry++;
            }
        }
        return checks;
    }

    /**
     * The resting nodes with something to re-evaluate ({@link #reevaluatedAt}), in pre-order:
     * when there is none, {@code run()} has one start switch, and nothing is re-evaluated.
     */
    public List<Node> checkedResting() {
        return resting().stream().filter(n -> !reevaluatedAt(n).isEmpty()).toList();
    }

    private boolean watchesAbove(int entry, Node resting) {
        return aborts.watches(entry).stream().anyMatch(w -> above(w.composite(), resting));
    }

    /** Whether {@code node} is {@code below} or one of its ancestors. */
    private static boolean above(Node node, Node below) {
        return node.index() <= below.index() && below.index() < node.end();
    }

    // ---- parts

    /** Node indices per part of {@code run()} (or of its traced copy). */
    public int nodesPerPart(boolean traced) {
        return traced ? tracedNodesPerPart : nodesPerPart;
    }

    /** Whether {@code run()} (or its traced copy) is split into parts. */
    public boolean parts(boolean traced) {
        return tree.nodes().size() > nodesPerPart(traced);
    }

    /** The part of {@code run()} (or of its traced copy) that holds node {@code index}. */
    public int part(int index, boolean traced) {
        return parts(traced) ? index / nodesPerPart(traced) : 0;
    }

    /**
     * The estimated bytes of bytecode of {@code node}'s case in {@code run()}'s {@code switch}
     * and of its block: an upper bound, within about a third (HotSpotLimitsTest and
     * BlockLimitsTest compare it with javac's).
     */
    public long blockBytes(Node node, boolean traced) {
        return (traced ? this.traced : plain).block(node);
    }

    /** The estimated bytes of bytecode of part {@code part} of {@code run()}. */
    public long partBytes(int part, boolean traced) {
        return (traced ? this.traced : plain).part(part, nodesPerPart(traced));
    }

    // ---- completions

    /** {@code node} ends with SUCCESS ({@code success}) or FAILURE, and what follows. */
    public Completion ends(Node node, boolean success) {
        return ends[2 * node.index() + (success ? 1 : 0)];
    }

    /**
     * What follows {@code node}'s completion, without its own end: what its parent does with
     * the result (or the pass is over).
     */
    public Completion after(Node node, boolean success) {
        return ends(node, success).then();
    }

    /** {@code node} answers RUNNING, and what a catcher above makes of it. */
    public Completion yields(Node node) {
        return yields[node.index()];
    }

    private void build(Node node) {
        int i = node.index();
        yields[i] = new Completion(Completion.Step.YIELDS, node, false,
                node.catcher() < 0 ? null : ends(node(node.catcher()), false), null);
        for (boolean success : new boolean[] {true, false}) {
            ends[2 * i + (success ? 1 : 0)] = new Completion(Completion.Step.ENDS, node, success,
                    parentActs(node, success), null);
        }
    }

    /** What {@code node}'s parent does when {@code node} completes with {@code success}. */
    private Completion parentActs(Node node, boolean success) {
        if (node.parent() < 0) {
            return new Completion(Completion.Step.FINISHES, null, success, null, null);
        }
        Node parent = node(node.parent());
        ChildStep step = tree.onChild(node, success);
        return switch (step) {
            case NEXT_CHILD -> new Completion(Completion.Step.ENTERS, node(node.end()), success,
                    null, null);
            case SUCCEED, FAIL -> ends(parent, step == ChildStep.SUCCEED);
            case YIELD -> yields(parent);
            case COUNT -> parent.limit() == 0 ? yields(parent)
                    : new Completion(Completion.Step.COUNTS, parent, success, yields(parent),
                            ends(parent, parent.kind().atLimit() == ChildStep.SUCCEED));
            case NEXT_DRAWN -> new Completion(Completion.Step.DRAWS, parent, success,
                    ends(parent, success), null);
            case DECIDE_AT_RUN_TIME -> new Completion(Completion.Step.DECIDES, node, success,
                    ends(parent, true), ends(parent, false));
            case CLEAN_UP -> new Completion(Completion.Step.CLEANS_UP, parent, success,
                    new Completion(Completion.Step.ENTERS, lastChild(parent), success, null,
                            null), null);
        };
    }

    private Node node(int index) {
        return tree.nodes().get(index);
    }

    /** The last child of {@code parent} (a TryCatch's clean-up). */
    private Node lastChild(Node parent) {
        int child = parent.index() + 1;
        while (node(child).end() < parent.end()) {
            child = node(child).end();
        }
        return node(child);
    }
}
