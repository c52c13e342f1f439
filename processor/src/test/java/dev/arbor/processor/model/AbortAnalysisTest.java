// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

import static dev.arbor.processor.kinds.AbortKind.BOTH;
import static dev.arbor.processor.kinds.AbortKind.LOWER_PRIORITY;
import static dev.arbor.processor.kinds.AbortKind.NONE;
import static dev.arbor.processor.kinds.AbortKind.SELF;
import static dev.arbor.processor.model.HandBuiltTree.action;
import static dev.arbor.processor.model.HandBuiltTree.assertTable;
import static dev.arbor.processor.model.HandBuiltTree.build;
import static dev.arbor.processor.model.HandBuiltTree.condition;
import static dev.arbor.processor.model.HandBuiltTree.entry;
import static dev.arbor.processor.model.HandBuiltTree.invert;
import static dev.arbor.processor.model.HandBuiltTree.node;
import static dev.arbor.processor.model.HandBuiltTree.parallel;
import static dev.arbor.processor.model.HandBuiltTree.selector;
import static dev.arbor.processor.model.HandBuiltTree.sequence;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.processor.kinds.AbortKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link AbortAnalysis} on abort types alone and on hand-built trees (docs/semantics.md §6.3 to
 * §6.5): which entries move when a composite ends and with which type, which composites can be
 * watched, what each entry watches, where an abort resumes and which entries it deletes.
 */
class AbortAnalysisTest {

    // ---- §6.3 rule 2 on types alone: the full table ----------------------------------------

    /**
     * §6.3 rule 2, written out from the text, one grid per entry type: the row is X (the
     * composite that ends), the column P (X's nearest composite); a cell is the entry's type
     * after the move to P, or {@code -} when it is not handed up (rule 3 deletes it).
     * (a) X, P and the entry each SELF or BOTH; (b) X LOWER_PRIORITY or BOTH and the entry
     * LOWER_PRIORITY or BOTH. A moved BOTH becomes SELF if X or P is SELF, else LOWER_PRIORITY
     * if X or P is, else stays BOTH. N/S/L/B abbreviate NONE/SELF/LOWER_PRIORITY/BOTH.
     */
    private static final Map<AbortKind, String> MOVE_TABLE = Map.of(
            SELF, """
                    X\\P  N  S  L  B
                    N    -  -  -  -
                    S    -  S  -  S
                    L    -  -  -  -
                    B    -  S  -  S
                    """,
            LOWER_PRIORITY, """
                    X\\P  N  S  L  B
                    N    -  -  -  -
                    S    -  -  -  -
                    L    L  L  L  L
                    B    L  L  L  L
                    """,
            BOTH, """
                    X\\P  N  S  L  B
                    N    -  -  -  -
                    S    -  S  -  S
                    L    L  S  L  L
                    B    B  S  L  B
                    """);

    static Stream<Arguments> moveTable() {
        List<Arguments> cells = new ArrayList<>();
        for (AbortKind type : List.of(SELF, LOWER_PRIORITY, BOTH)) {
            List<String[]> rows = MOVE_TABLE.get(type).lines().map(l -> l.trim().split("\\s+"))
                    .toList();
            for (int r = 1; r < rows.size(); r++) {
                for (int c = 1; c < rows.get(0).length; c++) {
                    cells.add(Arguments.of(type, kind(rows.get(r)[0]), kind(rows.get(0)[c]),
                            rows.get(r)[c].equals("-") ? null : kind(rows.get(r)[c])));
                }
            }
        }
        return cells.stream();
    }

    @ParameterizedTest(name = "a {0} entry watching a {1} composite that ends under a {2} one: {3}")
    @MethodSource("moveTable")
    void moveRuleOfSection63CellByCell(AbortKind type, AbortKind ended, AbortKind above,
            AbortKind expected) {
        assertEquals(expected, AbortAnalysis.moveUp(ended, above, type),
                "§6.3 table, entry " + type + ", cell (X=" + ended + ", P=" + above + ")"
                        + " (null: deleted)");
    }

    @Test
    void theMoveTableCoversEveryCombination() {
        assertEquals(3 * 4 * 4, moveTable().count());
    }

    @Test
    void selfUnderSelfMovesAsSelf() {
        assertEquals(SELF, AbortAnalysis.moveUp(SELF, SELF, SELF));
    }

    @Test
    void lowerPriorityUnderNoneMovesByRuleB() {
        assertEquals(LOWER_PRIORITY, AbortAnalysis.moveUp(LOWER_PRIORITY, NONE, LOWER_PRIORITY));
    }

    @Test
    void selfUnderNoneIsDeletedBecauseRuleANeedsTheParentSelfOrBoth() {
        assertNull(AbortAnalysis.moveUp(SELF, NONE, SELF));
    }

    @Test
    void aNoneCompositeStopsEveryEntryWhenItEnds() {
        for (AbortKind above : AbortKind.values()) {
            for (AbortKind type : List.of(SELF, LOWER_PRIORITY, BOTH)) {
                assertNull(AbortAnalysis.moveUp(NONE, above, type),
                        "a " + type + " entry watching a NONE composite under " + above);
            }
        }
    }

    @Test
    void bothUnderSelfNarrowsToSelf() {
        assertEquals(SELF, AbortAnalysis.moveUp(BOTH, SELF, BOTH));
    }

    @Test
    void bothUnderLowerPriorityNarrowsToLowerPriority() {
        assertEquals(LOWER_PRIORITY, AbortAnalysis.moveUp(BOTH, LOWER_PRIORITY, BOTH));
    }

    @Test
    void bothUnderBothStaysBoth() {
        assertEquals(BOTH, AbortAnalysis.moveUp(BOTH, BOTH, BOTH));
    }

    @Test
    void bothUnderNoneMovesByRuleBAndStaysBoth() {
        assertEquals(BOTH, AbortAnalysis.moveUp(BOTH, NONE, BOTH));
    }

    @Test
    void bothLeavingASelfCompositeForALowerPriorityOneIsDeletedByNeitherRule() {
        assertNull(AbortAnalysis.moveUp(SELF, LOWER_PRIORITY, BOTH));
    }

    @Test
    void noneNeverArrivesAndANoneEntryNeverMoves() {
        for (AbortKind ended : AbortKind.values()) {
            for (AbortKind above : AbortKind.values()) {
                assertNull(AbortAnalysis.moveUp(ended, above, NONE),
                        "cell (X=" + ended + ", P=" + above + ") for a NONE entry");
                for (AbortKind type : AbortKind.values()) {
                    assertTrue(AbortAnalysis.moveUp(ended, above, type) != NONE,
                            "cell (X=" + ended + ", P=" + above + ", entry " + type + ") gave NONE");
                }
            }
        }
    }

    // ---- lowerPriorityTarget: where a lower-priority half watches, if anywhere ---------------

    @Test
    void aLowerPriorityHalfWatchesTheCompositeAboveThroughDecorators() {
        TreeDescriptor tree = build(selector("root",
                invert("i", sequence("low", LOWER_PRIORITY, condition("c"), action("a"))),
                sequence("mid", sequence("both", BOTH, condition("d"), action("b"))),
                action("e")));
        AbortAnalysis analysis = new AbortAnalysis(tree);
        assertEquals(node(tree, "root"), analysis.lowerPriorityTarget(node(tree, "low")));
        // §6.3 rule 2b: it moves into a NONE composite too
        assertEquals(node(tree, "mid"), analysis.lowerPriorityTarget(node(tree, "both")));
        assertEquals(List.of(0), analysis.ownEntries(node(tree, "low")));
        assertEquals(List.of(), analysis.ownEntries(node(tree, "root")), "c is low's, not root's");
    }

    @Test
    void noLowerPriorityTargetAtTheRootsCompositeOrUnderAParallel() {
        TreeDescriptor atRoot = build(invert("i",
                sequence("top", LOWER_PRIORITY, condition("c"), action("a"))));
        assertNull(new AbortAnalysis(atRoot).lowerPriorityTarget(node(atRoot, "top")));
        TreeDescriptor underParallel = build(selector("root", BOTH,
                parallel("p", sequence("s", BOTH, condition("c"), action("a")), action("b")),
                action("d")));
        AbortAnalysis analysis = new AbortAnalysis(underParallel);
        assertNull(analysis.lowerPriorityTarget(node(underParallel, "s")));
        // the watches agree: s's entry watches s (its SELF half) and nothing above
        assertEquals(List.of(new AbortAnalysis.Watch(node(underParallel, "s"), BOTH)),
                analysis.watches(0));
    }

    @Test
    void aSelfCompositeHasNoLowerPriorityHalf() {
        TreeDescriptor tree = build(selector("root",
                sequence("s", SELF, condition("c"), action("a")), action("b")));
        assertNull(new AbortAnalysis(tree).lowerPriorityTarget(node(tree, "s")));
    }

    // ---- watchable: which composites an entry can be watching when they end -----------------

    @Test
    void aLowerPrioritySequenceAndItsParentAreWatchable() {
        TreeDescriptor tree = build(selector("root",
                sequence("flee", LOWER_PRIORITY, condition("isHurt"), action("runAway")),
                action("patrol")));
        assertTable(tree, """
                node     composite  entries  watchable
                root     -          0..1     true
                flee     root       0..1     true
                isHurt   flee       0..1     false
                runAway  flee       1..1     false
                patrol   root       1..1     false
                """);
    }

    @Test
    void withoutAnAbortTypeNothingIsWatchable() {
        TreeDescriptor tree = build(selector("root",
                sequence("flee", condition("isHurt"), action("runAway")),
                action("patrol")));
        assertTable(tree, """
                node     entries  watchable
                root     0..0     false
                flee     0..0     false
                isHurt   0..0     false
                runAway  0..0     false
                patrol   0..0     false
                """);
    }

    @Test
    void aLowerPriorityEntryClimbsIntoANoneCompositeButNoFurther() {
        TreeDescriptor tree = build(selector("top",
                selector("mid", sequence("low", LOWER_PRIORITY, condition("c"), action("a")),
                        action("b")),
                action("d")));
        assertTable(tree, """
                node  watchable
                top   false
                mid   true
                low   true
                c     false
                a     false
                b     false
                d     false
                """);
    }

    @Test
    void nothingAboveAParallelIsWatchableAndNeitherIsTheParallel() {
        TreeDescriptor tree = build(selector("top", BOTH,
                parallel("p", sequence("s", BOTH, condition("c"), action("a")), action("b")),
                action("d")));
        assertTable(tree, """
                node  composite  stack  watchable
                top   -          0      false
                p     top        0      false
                s     p          1      true
                c     s          1      false
                a     s          1      false
                b     p          2      false
                d     top        0      false
                """);
    }

    @Test
    void theSameTreeWithASelectorInsteadOfTheParallelIsWatchableToTheTop() {
        // The contrast to the test above: it is the parallel, not the types, that stops s's entry.
        TreeDescriptor tree = build(selector("top", BOTH,
                selector("q", BOTH, sequence("s", BOTH, condition("c"), action("a")), action("b")),
                action("d")));
        assertTable(tree, """
                node  composite  stack  watchable
                top   -          0      true
                q     top        0      true
                s     q          0      true
                c     s          0      false
                a     s          0      false
                b     q          0      false
                d     top        0      false
                """);
    }

    @Test
    void aConditionUnderAnInvertMakesItsNearestCompositeWatchableTheInvertIsTransparent() {
        TreeDescriptor tree = build(selector("root",
                sequence("s", LOWER_PRIORITY, invert("i", condition("c")), action("a")),
                action("b")));
        assertTable(tree, """
                node  composite  entries  watchable
                root  -          0..1     true
                s     root       0..1     true
                i     s          0..1     false
                c     s          0..1     false
                a     s          1..1     false
                b     root       1..1     false
                """);
        assertEquals(List.of(node(tree, "c").index()), tree.entryConditions(), "entryConditions");
    }

    @Test
    void aSelfCompositeWithAConditionUnderAnInvertIsWatchable() {
        TreeDescriptor tree = build(sequence("root", SELF,
                invert("i", condition("c")), action("a")));
        assertTable(tree, """
                node  composite  watchable
                root  -          true
                i     root       false
                c     root       false
                a     root       false
                """);
    }

    // ---- watches(entry): the composites an entry can be watching, lowest first --------------

    /** The golden tree of aborts without parallels (goldens/aborts-without-parallels/Guard). */
    private static TreeDescriptor guard() {
        return build(selector("root",
                sequence("fleeing", LOWER_PRIORITY, condition("isHurt"), action("flee")),
                sequence("combat", BOTH, condition("seesEnemy"), action("chase")),
                sequence("patrol", action("pickWaypoint"), action("moveTo"))));
    }

    @Test
    void aLowerPriorityEntryIsDormantAtItsOwnCompositeAndWatchesItsParent() {
        TreeDescriptor tree = guard();
        assertEquals("[root:LOWER_PRIORITY]", watches(tree, "isHurt"), "watches(isHurt)");
    }

    @Test
    void aBothEntryWatchesItsOwnCompositeAndMovesUpUnderANoneParentAsBoth() {
        TreeDescriptor tree = guard();
        assertEquals("[combat:BOTH, root:BOTH]", watches(tree, "seesEnemy"), "watches(seesEnemy)");
    }

    @Test
    void aSelfEntryClimbsAlongAChainOfSelfComposites() {
        TreeDescriptor tree = build(sequence("a", SELF,
                sequence("b", SELF, condition("c"), action("x")), action("y")));
        assertEquals("[b:SELF, a:SELF]", watches(tree, "c"), "watches(c)");
    }

    @Test
    void aSelfEntryNeverReachesANoneParent() {
        TreeDescriptor tree = build(sequence("a",
                sequence("b", SELF, condition("c"), action("x")), action("y")));
        assertEquals("[b:SELF]", watches(tree, "c"), "watches(c)");
        assertFalse(node(tree, "a").watchable(), "cell (a, watchable)");
    }

    @Test
    void aBothEntryNarrowsToSelfUnderASelfParent() {
        TreeDescriptor tree = build(sequence("a", SELF,
                sequence("b", BOTH, condition("c"), action("x")), action("y")));
        assertEquals("[b:BOTH, a:SELF]", watches(tree, "c"), "watches(c)");
    }

    @Test
    void aBothEntryNarrowsToLowerPriorityAndThenClimbsLikeOne() {
        TreeDescriptor tree = build(selector("top",
                selector("a", LOWER_PRIORITY,
                        sequence("b", BOTH, condition("c"), action("x")), action("y")),
                action("z")));
        assertEquals("[b:BOTH, a:LOWER_PRIORITY, top:LOWER_PRIORITY]", watches(tree, "c"),
                "watches(c)");
    }

    @Test
    void aLowerPriorityEntryIsDeletedWhenTheNoneCompositeItWatchesEnds() {
        TreeDescriptor tree = build(selector("top",
                selector("mid", sequence("low", LOWER_PRIORITY, condition("c"), action("a")),
                        action("b")),
                action("d")));
        assertEquals("[mid:LOWER_PRIORITY]", watches(tree, "c"), "watches(c)");
    }

    @Test
    void anEntryNeverWatchesOrCrossesAParallel() {
        TreeDescriptor both = build(parallel("p",
                sequence("s", BOTH, condition("c"), action("a")), action("b")));
        assertEquals("[s:BOTH]", watches(both, "c"), "watches(c) under a parallel, BOTH");
        TreeDescriptor lower = build(parallel("p",
                sequence("s", LOWER_PRIORITY, condition("c"), action("a")), action("b")));
        assertEquals("[]", watches(lower, "c"), "watches(c) under a parallel, LOWER_PRIORITY");
        AbortAnalysis analysis = new AbortAnalysis(lower);
        Node s = node(lower, "s");
        assertNull(analysis.parentComposite(s), "parentComposite(s) under a parallel");
        assertNull(analysis.moveUp(s, LOWER_PRIORITY),
                "moveUp(s, LOWER_PRIORITY) under a parallel, though the types alone would move");
    }

    @Test
    void anEntryUnderAnInvertWatchesAsIfTheInvertWereNotThere() {
        TreeDescriptor tree = build(selector("root",
                sequence("s", LOWER_PRIORITY, invert("i", condition("c")), action("a")),
                action("b")));
        assertEquals("[root:LOWER_PRIORITY]", watches(tree, "c"), "watches(c)");
    }

    // ---- handOvers: what each entry does when a watchable composite ends --------------------

    @Test
    void handOversFollowTheMoveRuleForEachEntryThatCanWatchTheComposite() {
        TreeDescriptor tree = guard();
        assertEquals("[isHurt LOWER_PRIORITY own -> root LOWER_PRIORITY]",
                handOvers(tree, "fleeing"), "handOvers(fleeing)");
        assertEquals("[seesEnemy BOTH own -> root BOTH]", handOvers(tree, "combat"),
                "handOvers(combat)");
        assertEquals("[isHurt LOWER_PRIORITY -> deleted, seesEnemy BOTH -> deleted]",
                handOvers(tree, "root"), "handOvers(root)");
        assertEquals("[]", handOvers(tree, "patrol"), "handOvers(patrol)");
    }

    // ---- §6.5: where an abort resumes and which entries it deletes --------------------------

    @Test
    void anAbortResumesAtTheWatchedCompositesChildHoldingTheCondition() {
        TreeDescriptor tree = guard();
        assertEquals("fleeing", resumeAt(tree, "root", "isHurt"), "resumeAt(root, isHurt)");
        assertEquals("combat", resumeAt(tree, "root", "seesEnemy"), "resumeAt(root, seesEnemy)");
        assertEquals("seesEnemy", resumeAt(tree, "combat", "seesEnemy"),
                "resumeAt(combat, seesEnemy)");
    }

    @Test
    void anAbortDeletesTheEntriesFromTheResumedChildOnAndKeepsEarlierOnes() {
        TreeDescriptor tree = guard();
        assertEquals("[0, 2)", deleted(tree, "root", "isHurt"), "deleted(root, isHurt)");
        assertEquals("[1, 2)", deleted(tree, "root", "seesEnemy"),
                "deleted(root, seesEnemy): isHurt's entry (child 0) stays");
        assertEquals("[1, 2)", deleted(tree, "combat", "seesEnemy"), "deleted(combat, seesEnemy)");
        assertEquals(0, entry(tree, "isHurt"), "entry of isHurt");
        assertEquals(1, entry(tree, "seesEnemy"), "entry of seesEnemy");
    }

    @Test
    void anAbortByAConditionUnderAnInvertResumesAtTheInvert() {
        TreeDescriptor tree = build(sequence("s", SELF,
                condition("a0"), invert("i", condition("c")), action("x")));
        assertEquals("i", resumeAt(tree, "s", "c"), "resumeAt(s, c)");
        assertEquals("[1, 2)", deleted(tree, "s", "c"), "deleted(s, c): a0's entry stays");
        assertEquals("a0", resumeAt(tree, "s", "a0"), "resumeAt(s, a0)");
        assertEquals("[0, 2)", deleted(tree, "s", "a0"), "deleted(s, a0)");
    }

    @Test
    void onlyALowerPriorityEntrySparesItsOwnBranch() {
        assertTrue(AbortAnalysis.spareOwnBranch(LOWER_PRIORITY), "§6.4, LOWER_PRIORITY");
        assertFalse(AbortAnalysis.spareOwnBranch(SELF), "§6.4, SELF");
        assertFalse(AbortAnalysis.spareOwnBranch(BOTH), "§6.4, BOTH");
    }

    // ---- helpers ---------------------------------------------------------------------------

    private static String watches(TreeDescriptor tree, String condition) {
        return new AbortAnalysis(tree).watches(entry(tree, condition)).stream()
                .map(w -> w.composite().method() + ":" + w.type()).toList().toString();
    }

    private static String handOvers(TreeDescriptor tree, String composite) {
        return new AbortAnalysis(tree).handOvers(node(tree, composite)).stream()
                .map(h -> h.condition().method() + " " + h.type() + (h.own() ? " own" : "")
                        + " -> " + (h.movedTo() == null ? "deleted"
                                : h.movedTo().method() + " " + h.movedType()))
                .toList().toString();
    }

    private static String resumeAt(TreeDescriptor tree, String watched, String condition) {
        return new AbortAnalysis(tree).resumeAt(node(tree, watched), node(tree, condition)).method();
    }

    private static String deleted(TreeDescriptor tree, String watched, String condition) {
        int[] range = new AbortAnalysis(tree).deleted(node(tree, watched), node(tree, condition));
        return "[" + range[0] + ", " + range[1] + ")";
    }

    private static AbortKind kind(String letter) {
        return Arrays.stream(AbortKind.values()).filter(k -> k.name().startsWith(letter))
                .findFirst().orElseThrow();
    }
}
