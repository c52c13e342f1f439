// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

import static dev.arbor.processor.kinds.AbortKind.BOTH;
import static dev.arbor.processor.kinds.AbortKind.LOWER_PRIORITY;
import static dev.arbor.processor.kinds.AbortKind.SELF;
import static dev.arbor.processor.model.HandBuiltTree.action;
import static dev.arbor.processor.model.HandBuiltTree.build;
import static dev.arbor.processor.model.HandBuiltTree.condition;
import static dev.arbor.processor.model.HandBuiltTree.counting;
import static dev.arbor.processor.model.HandBuiltTree.invert;
import static dev.arbor.processor.model.HandBuiltTree.node;
import static dev.arbor.processor.model.HandBuiltTree.of;
import static dev.arbor.processor.model.HandBuiltTree.parallel;
import static dev.arbor.processor.model.HandBuiltTree.selector;
import static dev.arbor.processor.model.HandBuiltTree.sequence;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.ChildStep;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.kinds.PolicyKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * {@link EmissionPlan} on hand-built trees, without javac: the shape and layout each kind asks
 * for, which nodes have blocks and which rest between ticks, what each completion does, and how
 * {@code run()} is split.
 */
class EmissionPlanTest {
    /** What a build uses (codegen's Sizes.DEFAULT). */
    private static final EmissionPlan.Limits LIMITS = new EmissionPlan.Limits(64, 24, 7000);

    /**
     * The layout each kind alone asks for: fields for the core kinds, which keep no state of
     * their own; the array for the library's. A new kind must say here which it asks for.
     */
    private static final Map<NodeKind, EmissionPlan.Layout> LAYOUT_OF_KIND = Map.ofEntries(
            Map.entry(Kinds.SEQUENCE, EmissionPlan.Layout.FIELDS),
            Map.entry(Kinds.SELECTOR, EmissionPlan.Layout.FIELDS),
            Map.entry(Kinds.INVERT, EmissionPlan.Layout.FIELDS),
            Map.entry(Kinds.ALWAYS_SUCCEED, EmissionPlan.Layout.FIELDS),
            Map.entry(Kinds.ALWAYS_FAIL, EmissionPlan.Layout.FIELDS),
            Map.entry(Kinds.CONDITION, EmissionPlan.Layout.FIELDS),
            Map.entry(Kinds.ACTION, EmissionPlan.Layout.FIELDS),
            Map.entry(Kinds.TASK, EmissionPlan.Layout.FIELDS),
            Map.entry(Kinds.PARALLEL, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.FAIL_IF_RUNNING, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.RUNNING_IF_FAIL, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.REPEAT, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.UNTIL_SUCCESS, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.UNTIL_FAILURE, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.LOOP, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.IF, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.WAIT, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.COOLDOWN, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.TIME_LIMIT, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.WHILE, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.EVENT, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.RANDOM_SELECTOR, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.RANDOM_SEQUENCE, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.WEIGHTED_SELECTOR, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.SWITCH, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.RANDOM_CHOICE, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.RUN_ONCE, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.TRY_CATCH, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.UTILITY_SELECTOR, EmissionPlan.Layout.ARRAY),

            Map.entry(Kinds.PERMIT, EmissionPlan.Layout.ARRAY),
            Map.entry(Kinds.SHARED_COOLDOWN, EmissionPlan.Layout.ARRAY));

    private static EmissionPlan plan(HandBuiltTree.Spec root) {
        return EmissionPlan.of(build(root), LIMITS);
    }

    // ---- shape and layout

    @Test
    void everyKindButASubtreeHasAnExpectedLayout() {
        Set<NodeKind> kinds = new java.util.HashSet<>(Kinds.ALL);
        kinds.remove(Kinds.SUBTREE); // replaced by its tree's root: never a node of its own
        assertEquals(kinds, LAYOUT_OF_KIND.keySet(),
                "LAYOUT_OF_KIND must list the kinds of Kinds.ALL but Subtree");
    }

    /** Each kind alone (over actions): its layout, and blocks (a parallel's too, in one part). */
    @Test
    void eachKindAloneGivesItsLayoutAndShape() {
        LAYOUT_OF_KIND.forEach((kind, layout) -> {
            HandBuiltTree.Spec[] children = switch (kind.arity()) {
                case LEAF -> new HandBuiltTree.Spec[0];
                case DECORATOR -> new HandBuiltTree.Spec[] {action("a")};
                case COMPOSITE -> new HandBuiltTree.Spec[] {action("a"), action("b")};
            };
            EmissionPlan plan = plan(of(kind, "root", children));
            assertEquals(layout, plan.layout(), "layout of " + kind.simpleName());
            assertEquals(CodeShape.BLOCKS, plan.shape(), "shape of " + kind.simpleName());
        });
    }

    @Test
    void aCoreTreeWithAbortsAndInvertsIsBlocksInFieldsWithATracedCopy() {
        EmissionPlan plan = plan(selector("root", BOTH,
                sequence("s", LOWER_PRIORITY, invert("i", condition("c")), action("a")),
                condition("d"),
                action("b")));
        assertEquals(CodeShape.BLOCKS, plan.shape());
        assertEquals(EmissionPlan.Layout.FIELDS, plan.layout());
        assertTrue(plan.tracedCopy(), "traced ticks run a traced copy: the loop reads the array");
        assertTrue(plan.topOnlyWhereTickStops(), "no hooks: the top is written where it stops");
        assertFalse(plan.jumpsAtRunTime());
    }

    @Test
    void aParallelDeepInTheTreeIsBlocksInTheArrayWithTheLoop() {
        EmissionPlan plan = plan(sequence("root",
                action("a"),
                selector("s", condition("c"), parallel("p", action("x"), action("y")))));
        assertEquals(CodeShape.BLOCKS, plan.shape());
        assertTrue(plan.jumpsAtRunTime(), "a branch goes back to its parallel round the loop");
        assertEquals(EmissionPlan.Layout.ARRAY, plan.layout());
        assertFalse(plan.tracedCopy());
    }

    @Test
    void aLibraryTreeIsBlocksInTheArrayAndItsTracedTicksRunTheGenericLoop() {
        EmissionPlan plan = plan(selector("root",
                counting(Kinds.REPEAT, "r", 3, action("a")),
                of(Kinds.RANDOM_SELECTOR, "pick", action("b"), action("c"))));
        assertEquals(CodeShape.BLOCKS, plan.shape());
        assertEquals(EmissionPlan.Layout.ARRAY, plan.layout());
        assertFalse(plan.tracedCopy());
        assertFalse(plan.topOnlyWhereTickStops(), "the array keeps the top exact");
        assertTrue(plan.jumpsAtRunTime(), "a drawn order's next child is found at run time");
    }

    // ---- blocks and resting nodes

    @Test
    void aNodeHasABlockWhenItActsOnTopOfTheStack() {
        TreeDescriptor tree = build(selector("root",
                sequence("s", condition("c"), of(Kinds.FAIL_IF_RUNNING, "quick", action("a"))),
                counting(Kinds.REPEAT, "r", 3, invert("i", action("b"))),
                of(Kinds.COOLDOWN, "cool", of(Kinds.WAIT, "hold")),
                of(Kinds.RANDOM_SEQUENCE, "pick", action("d"), action("e"))));
        EmissionPlan plan = EmissionPlan.of(tree, LIMITS);
        assertEquals(List.of("c", "a", "r", "b", "cool", "hold", "pick", "d", "e"),
                tree.nodes().stream().filter(plan::ownBlock).map(Node::method).toList(),
                "leaves, and the kinds with an effect on entry; not those that enter their"
                        + " first child");
    }

    @Test
    void theRestingNodesAnswerRunningOrYield() {
        TreeDescriptor tree = build(selector("root",
                sequence("s", condition("c"), of(Kinds.RUNNING_IF_FAIL, "retry", action("a"))),
                counting(Kinds.REPEAT, "r", 3, condition("d")),
                of(Kinds.WAIT, "hold"),
                parallel("p", action("x"), action("y"))));
        assertEquals(List.of("retry", "a", "r", "hold", "p", "x", "y"),
                EmissionPlan.of(tree, LIMITS).resting().stream().map(Node::method).toList());
    }

    // ---- re-evaluation where the tick starts

    @Test
    void theWalkWhereATickStartsHasWhatCanActAboveTheTop() {
        EmissionPlan plan = plan(selector("root",
                sequence("flee", LOWER_PRIORITY, condition("hurt"), action("run")),
                of(Kinds.WHILE, "guard", selector("fight", SELF,
                        sequence("melee", SELF, condition("near"), action("hit")),
                        action("shoot"))),
                action("idle")));
        assertTrue(plan.checksWhereTickStarts(), "one stack, one part");
        assertEquals(Map.of(
                        // dormant while flee runs, but the plan does not follow the path: hurt's
                        // entry can watch root, which is above run too
                        "run", List.of("hurt"),
                        "hit", List.of("hurt", "guard", "near"),
                        "shoot", List.of("hurt", "guard", "near"),
                        "idle", List.of("hurt")),
                walks(plan), "in pre-order: entries that can watch an ancestor, guards above");
    }

    @Test
    void aNewPassAndATreeWithNothingWatchedHaveNoWalk() {
        EmissionPlan plan = plan(selector("root",
                sequence("s", condition("c"), action("a")),
                action("b")));
        assertFalse(plan.checksWhereTickStarts(), "no entry and no guard: nothing to walk");
        EmissionPlan parallel = plan(selector("root", LOWER_PRIORITY,
                parallel("p", sequence("s", LOWER_PRIORITY, condition("c"), action("a")),
                        action("b"))));
        assertFalse(parallel.checksWhereTickStarts(), "a parallel runs more than one stack");
    }

    private static Map<String, List<String>> walks(EmissionPlan plan) {
        return plan.checkedResting().stream().collect(Collectors.toMap(Node::method,
                node -> plan.reevaluatedAt(node).stream().map(Node::method).toList()));
    }

    // ---- completions

    /**
     * §5.4 TryCatch: a block child's failure stops at the child (the TryCatch notes at run time
     * that its clean-up runs, then enters it); the block's last success completes it SUCCESS,
     * though that child is not its last; the clean-up completes it FAILURE either way.
     */
    @Test
    void aTryCatchEntersItsCleanUpAfterABlockFailure() {
        EmissionPlan plan = plan(sequence("root", of(Kinds.TRY_CATCH, "t", action("a"),
                action("b"), action("c")), action("d")));
        assertEquals("a:SUCCESS, enters b", ends(plan, "a", true));
        assertEquals("a:FAILURE, cleans up t, enters c", ends(plan, "a", false));
        assertEquals("b:SUCCESS, t:SUCCESS, enters d", ends(plan, "b", true));
        assertEquals("b:FAILURE, cleans up t, enters c", ends(plan, "b", false));
        assertEquals("c:SUCCESS, t:FAILURE, root:FAILURE, finishes FAILURE",
                ends(plan, "c", true));
        assertEquals("c:FAILURE, t:FAILURE, root:FAILURE, finishes FAILURE",
                ends(plan, "c", false));
        Node a = node(plan.tree(), "a");
        assertEquals(Jumps.stopAt(a.index()), a.onFailure(), "the clean-up is noted at run time");
        assertEquals(node(plan.tree(), "d").index(), node(plan.tree(), "b").onSuccess());
        Node c = node(plan.tree(), "c");
        assertEquals(Jumps.stopAt(c.index()), c.onSuccess(), "SUCCESS completes it FAILURE");
        assertEquals(Jumps.ROOT_COMPLETES, c.onFailure());
        assertTrue(plan.ownBlock(node(plan.tree(), "t")), "its flag is cleared on entry");
    }

    /** §5.4 RunOnce: its end keeps the result, so every completion stops at its child. */
    @Test
    void aRunOnceKeepsItsResultAsItEnds() {
        EmissionPlan plan = plan(sequence("root", of(Kinds.RUN_ONCE, "once", action("a")),
                action("b")));
        assertEquals("a:SUCCESS, once:SUCCESS, enters b", ends(plan, "a", true));
        assertEquals("a:FAILURE, once:FAILURE, root:FAILURE, finishes FAILURE",
                ends(plan, "a", false));
        Node a = node(plan.tree(), "a");
        assertEquals(Jumps.stopAt(a.index()), a.onSuccess());
        assertEquals(Jumps.stopAt(a.index()), a.onFailure());
        assertTrue(plan.ownBlock(node(plan.tree(), "once")), "it asks its kept result on top");
        assertFalse(EmissionPlan.rests(node(plan.tree(), "once")));
    }

    @Test
    void aCompletionClimbsThroughEveryParentThatCompletesWithIt() {
        EmissionPlan plan = plan(selector("root",
                sequence("s", LOWER_PRIORITY, condition("c"), action("a")),
                action("b")));
        assertEquals("a:SUCCESS, s:SUCCESS, root:SUCCESS, finishes SUCCESS", ends(plan, "a", true));
        assertEquals("a:FAILURE, s:FAILURE, enters b", ends(plan, "a", false));
        assertEquals("c:SUCCESS, enters a", ends(plan, "c", true));
        assertEquals("b:FAILURE, root:FAILURE, finishes FAILURE", ends(plan, "b", false));
    }

    @Test
    void anInvertOnTheWayFlipsTheResult() {
        EmissionPlan plan = plan(sequence("root",
                invert("i", condition("c")),
                action("a")));
        assertEquals("c:SUCCESS, i:FAILURE, root:FAILURE, finishes FAILURE",
                ends(plan, "c", true));
        assertEquals("c:FAILURE, i:SUCCESS, enters a", ends(plan, "c", false));
    }

    @Test
    void aCounterCountsUnderItsLimitAndEndsAtIt() {
        EmissionPlan plan = plan(sequence("root",
                of(Kinds.REPEAT, "r", new Attributes.Counted(3, null, true), action("a")),
                action("b")));
        assertEquals("a:SUCCESS, counts r (under its limit: yields r; at it: r:SUCCESS, enters b)",
                ends(plan, "a", true));
        assertEquals("a:FAILURE, r:FAILURE, root:FAILURE, finishes FAILURE",
                ends(plan, "a", false), "a Repeat that ends on failure fails with its child");
    }

    @Test
    void aBranchCompletingGoesToItsParallelsDecisionWithBothEndsBuilt() {
        EmissionPlan plan = plan(selector("root",
                parallel("p", sequence("s", action("x"), action("y")), action("z")),
                action("b")));
        assertEquals("x:FAILURE, s:FAILURE, decides after s (succeeds: p:SUCCESS, root:SUCCESS,"
                + " finishes SUCCESS; fails: p:FAILURE, enters b)", ends(plan, "x", false));
        assertEquals("yields z", render(plan.yields(node(plan.tree(), "z"))),
                "a branch's yield: the writer goes back to the parallel owning its stack");
    }

    @Test
    void aCatcherFailsWhatYieldsBelowIt() {
        EmissionPlan plan = plan(selector("root",
                of(Kinds.FAIL_IF_RUNNING, "quick", counting(Kinds.REPEAT, "r", 2, action("a"))),
                action("b")));
        assertEquals("yields a, caught: quick:FAILURE, enters b", render(plan.yields(
                node(plan.tree(), "a"))));
        assertEquals("a:SUCCESS, counts r (under its limit: yields r, caught: quick:FAILURE,"
                + " enters b; at it: r:SUCCESS, quick:SUCCESS, root:SUCCESS, finishes SUCCESS)",
                ends(plan, "a", true));
    }

    @Test
    void aDrawnOrderEntersItsNextChildAtRunTime() {
        EmissionPlan plan = plan(sequence("root",
                of(Kinds.RANDOM_SELECTOR, "pick", action("a"), action("b")),
                action("c")));
        assertEquals("a:FAILURE, draws pick (after the last: pick:FAILURE, root:FAILURE,"
                + " finishes FAILURE)", ends(plan, "a", false));
        assertEquals("b:SUCCESS, pick:SUCCESS, enters c", ends(plan, "b", true),
                "a selector's child succeeding ends it, drawn or not");
    }

    /**
     * On a core tree, every completion ends where the jumps of the tables, followed through
     * each stop by its parent's rule, go: the blocks and the event loop agree.
     */
    @Test
    void completionsEndWhereTheJumpsGo() {
        TreeDescriptor tree = build(selector("root", BOTH,
                sequence("s", LOWER_PRIORITY, invert("i", condition("c")), action("a")),
                invert("j", selector("t", condition("d"), invert("k", action("e")))),
                sequence("u", action("f"), action("g"))));
        EmissionPlan plan = EmissionPlan.of(tree, LIMITS);
        for (Node node : tree.nodes()) {
            for (boolean success : new boolean[] {true, false}) {
                Completion end = plan.ends(node, success);
                while (end.step() == Completion.Step.ENDS) {
                    end = end.then();
                }
                int next = node.jump(success);
                boolean result = success;
                while (next < Jumps.ROOT_COMPLETES) {
                    Node stopped = tree.nodes().get(Jumps.stoppedAt(next));
                    Node parent = tree.nodes().get(stopped.parent());
                    result = parent.kind().onChild(parent.attributes(), result,
                            stopped.end() == parent.end()) == ChildStep.SUCCEED;
                    next = parent.jump(result);
                }
                String where = node.method() + (success ? " succeeds" : " fails");
                if (next == Jumps.ROOT_COMPLETES) {
                    assertEquals(Completion.Step.FINISHES, end.step(), where);
                    assertEquals(result, end.success(), where);
                } else {
                    assertEquals(Completion.Step.ENTERS, end.step(), where);
                    assertEquals(next, end.node().first(), where);
                }
            }
        }
    }

    // ---- parts

    @Test
    void aLargeCoreTreeIsSplitIntoPartsOf64Nodes() {
        EmissionPlan plan = plan(wide(40)); // 1 + 40 * 5 nodes
        assertEquals(64, plan.nodesPerPart(false));
        assertEquals(24, plan.nodesPerPart(true), "the traced copy's cap");
        assertTrue(plan.parts(false));
        assertEquals(3, plan.part(200, false));
        for (int part = 0; part <= 3; part++) {
            assertTrue(plan.partBytes(part, false) <= LIMITS.bytesPerPart(), "part " + part);
        }
    }

    @Test
    void aSmallerBudgetGivesSmallerParts() {
        TreeDescriptor tree = build(wide(40));
        EmissionPlan plan = EmissionPlan.of(tree, new EmissionPlan.Limits(64, 24, 1000));
        int perPart = plan.nodesPerPart(false);
        assertTrue(perPart < 64 && perPart > 1, "nodes per part: " + perPart);
        for (int part = 0; part * perPart < tree.nodes().size(); part++) {
            assertTrue(plan.partBytes(part, false) <= 1000, "part " + part);
        }
    }

    @Test
    void aParallelThatReAsksItsConditionsRunsTheEventLoopInTheArray() {
        HandBuiltTree.Spec plain = parallel("home", condition("isNight"), action("goHome"));
        assertEquals(CodeShape.BLOCKS, plan(plain).shape());
        Attributes.Policies reAsking = new Attributes.Policies(PolicyKind.ALL, PolicyKind.ONE,
                null, null, 0, null, 0, null, true, null);
        TreeDescriptor tree = build(of(Kinds.PARALLEL, "home", reAsking, condition("isNight"),
                action("goHome")));
        EmissionPlan plan = EmissionPlan.of(tree, LIMITS);
        assertEquals(CodeShape.EVENT_LOOP, plan.shape(), "§5.3: its visit of the branches asks");
        assertEquals(EmissionPlan.Layout.ARRAY, plan.layout());
        assertTrue(tree.reAsks(tree.nodes().get(1)));
        assertFalse(tree.reAsks(tree.nodes().get(2)));
        assertEquals(1, tree.stateSlots(tree.nodes().get(1)), "its latest answer");
        assertTrue(tree.nodes().get(1).slot() >= 0);
    }

    @Test
    void aBlockOverTheBudgetMakesALibraryTreeAnEventLoop() {
        assertEquals(CodeShape.BLOCKS, plan(chain(6)).shape());
        EmissionPlan deep = plan(chain(20));
        assertEquals(CodeShape.EVENT_LOOP, deep.shape(),
                "completions through 20 counters and catchers double with every level");
        assertEquals(EmissionPlan.Layout.ARRAY, deep.layout());
    }

    @Test
    void aCoreTreeKeepsItsBlocksWhateverTheirSize() {
        TreeDescriptor tree = build(wide(3));
        EmissionPlan plan = EmissionPlan.of(tree, new EmissionPlan.Limits(64, 24, 10));
        assertEquals(CodeShape.BLOCKS, plan.shape(), "a tree in fields has no loop to run");
        assertEquals(64, plan.nodesPerPart(false), "smaller parts would not make a block fit");
        assertEquals(24, plan.nodesPerPart(true));
    }

    /** A selector over {@code branches} sequences of a condition and a selector of two actions. */
    private static HandBuiltTree.Spec wide(int branches) {
        List<HandBuiltTree.Spec> children = new ArrayList<>();
        for (int i = 0; i < branches; i++) {
            children.add(sequence("s" + i, LOWER_PRIORITY, condition("c" + i),
                    selector("t" + i, action("a" + i), action("b" + i))));
        }
        return selector("root", children.toArray(HandBuiltTree.Spec[]::new));
    }

    /**
     * {@code depth} decorators (Repeat, UntilSuccess, FailIfRunning, Invert in turn) over a
     * sequence of three actions.
     */
    private static HandBuiltTree.Spec chain(int depth) {
        HandBuiltTree.Spec spec = sequence("d" + (depth - 1),
                action("a"), action("b"), action("c"));
        for (int i = depth - 2; i >= 0; i--) {
            String method = i == 0 ? "root" : "d" + i;
            spec = switch (i % 4) {
                case 0 -> counting(Kinds.REPEAT, method, 2, spec);
                case 1 -> counting(Kinds.UNTIL_SUCCESS, method, 2, spec);
                case 2 -> of(Kinds.FAIL_IF_RUNNING, method, spec);
                default -> invert(method, spec);
            };
        }
        return spec;
    }

    // ---- completions as text

    private static String ends(EmissionPlan plan, String method, boolean success) {
        return render(plan.ends(node(plan.tree(), method), success));
    }

    /** A completion as one line: the ends on the way, then what follows. */
    static String render(Completion completion) {
        List<String> steps = new ArrayList<>();
        while (completion.step() == Completion.Step.ENDS) {
            steps.add(completion.node().method() + ":" + result(completion.success()));
            completion = completion.then();
        }
        Node node = completion.node();
        steps.add(switch (completion.step()) {
            case ENTERS -> "enters " + node.method();
            case FINISHES -> "finishes " + result(completion.success());
            case YIELDS -> "yields " + node.method() + (completion.then() == null ? ""
                    : ", caught: " + render(completion.then()));
            case COUNTS -> "counts " + node.method() + " (under its limit: "
                    + render(completion.then()) + "; at it: " + render(completion.otherwise())
                    + ")";
            case DRAWS -> "draws " + node.method() + " (after the last: "
                    + render(completion.then()) + ")";
            case DECIDES -> "decides after " + node.method() + " (succeeds: "
                    + render(completion.then()) + "; fails: " + render(completion.otherwise())
                    + ")";
            case CLEANS_UP -> "cleans up " + node.method() + ", " + render(completion.then());
            case ENDS -> throw new AssertionError();
        });
        return steps.stream().collect(Collectors.joining(", "));
    }

    private static String result(boolean success) {
        return success ? "SUCCESS" : "FAILURE";
    }
}
