// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

import static dev.arbor.processor.kinds.AbortKind.LOWER_PRIORITY;
import static dev.arbor.processor.kinds.AbortKind.SELF;
import static dev.arbor.processor.model.HandBuiltTree.action;
import static dev.arbor.processor.model.HandBuiltTree.assertTable;
import static dev.arbor.processor.model.HandBuiltTree.build;
import static dev.arbor.processor.model.HandBuiltTree.condition;
import static dev.arbor.processor.model.HandBuiltTree.invert;
import static dev.arbor.processor.model.HandBuiltTree.parallel;
import static dev.arbor.processor.model.HandBuiltTree.selector;
import static dev.arbor.processor.model.HandBuiltTree.sequence;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@link Jumps} on hand-built trees (docs/semantics.md §5): where a tick goes when each node
 * completes. In the tables, a cell is the node to run next, {@code ROOT_COMPLETES}, or
 * {@code stop:x} (x completed and its parent must act by its own rule: a parallel deciding, a
 * watchable composite ending, an Invert flipping the result).
 */
class JumpsTest {

    @Test
    void aSequenceChildSucceedingEntersTheNextChildAndFailingClimbsToTheSelector() {
        TreeDescriptor tree = build(selector("root",
                sequence("s", condition("c"), action("a")),
                action("b")));
        assertTable(tree, """
                node  first  onSuccess       onFailure
                root  c      ROOT_COMPLETES  ROOT_COMPLETES
                s     c      ROOT_COMPLETES  b
                c     c      a               b
                a     a      ROOT_COMPLETES  b
                b     b      ROOT_COMPLETES  ROOT_COMPLETES
                """);
    }

    @Test
    void aLastChildsResultClimbsThroughEveryParentThatCompletesWithTheSameResult() {
        // y succeeding completes low and mid with SUCCESS (each is its parent's last child) and
        // lands on root's next child; y failing fails all three.
        TreeDescriptor tree = build(sequence("root",
                sequence("mid", sequence("low", action("x"), action("y"))),
                action("z")));
        assertTable(tree, """
                node  first  onSuccess       onFailure
                root  x      ROOT_COMPLETES  ROOT_COMPLETES
                mid   x      z               ROOT_COMPLETES
                low   x      z               ROOT_COMPLETES
                x     x      y               ROOT_COMPLETES
                y     y      z               ROOT_COMPLETES
                z     z      ROOT_COMPLETES  ROOT_COMPLETES
                """);
    }

    @Test
    void theNextChildIsEnteredAtItsFirstLeafThroughCompositesThatEnterTheirFirstChild() {
        TreeDescriptor tree = build(selector("root",
                condition("c"),
                sequence("s", action("a"), action("b"))));
        assertTable(tree, """
                node  first  onSuccess       onFailure
                root  c      ROOT_COMPLETES  ROOT_COMPLETES
                c     c      ROOT_COMPLETES  a
                s     a      ROOT_COMPLETES  ROOT_COMPLETES
                a     a      b               ROOT_COMPLETES
                b     b      ROOT_COMPLETES  ROOT_COMPLETES
                """);
    }

    @Test
    void aWatchableCompositeStopsTheClimbButNotTheStepToItsNextChild() {
        // flee is LOWER_PRIORITY: its end moves c's entry (§6.3), and the entry moves on to root,
        // so both are watchable and every completion that ends one of them stops there.
        TreeDescriptor tree = build(selector("root",
                sequence("s", LOWER_PRIORITY, condition("c"), action("a")),
                action("b")));
        assertTable(tree, """
                node  watchable  onSuccess       onFailure
                root  true       ROOT_COMPLETES  ROOT_COMPLETES
                s     true       stop:s          b
                c     false      a               stop:c
                a     false      stop:a          stop:a
                b     false      stop:b          stop:b
                """);
    }

    @Test
    void aSelfCompositeStopsTheClimbButItsNoneParentIsNotWatchable() {
        // A SELF entry is deleted when it would move under a NONE composite (§6.3 a), so root is
        // not watchable and s's own completion climbs through it.
        TreeDescriptor tree = build(selector("root",
                sequence("s", SELF, condition("c"), action("a")),
                action("b")));
        assertTable(tree, """
                node  watchable  onSuccess       onFailure
                root  false      ROOT_COMPLETES  ROOT_COMPLETES
                s     true       ROOT_COMPLETES  b
                c     false      a               stop:c
                a     false      stop:a          stop:a
                b     false      ROOT_COMPLETES  ROOT_COMPLETES
                """);
    }

    @Test
    void aParallelParentAlwaysStopsItsBranchWhateverTheResult() {
        TreeDescriptor tree = build(parallel("root",
                sequence("s", action("a1"), action("a2")),
                action("b")));
        assertTable(tree, """
                node  first  stack  onSuccess       onFailure
                root  root   0      ROOT_COMPLETES  ROOT_COMPLETES
                s     a1     1      stop:s          stop:s
                a1    a1     1      a2              stop:s
                a2    a2     1      stop:s          stop:s
                b     b      2      stop:b          stop:b
                """);
    }

    @Test
    void aParallelIsEnteredAtItselfNotAtItsFirstChild() {
        TreeDescriptor tree = build(sequence("root",
                action("a"),
                parallel("p", action("x"), action("y"))));
        assertTable(tree, """
                node  first  onSuccess       onFailure
                root  a      ROOT_COMPLETES  ROOT_COMPLETES
                a     a      p               ROOT_COMPLETES
                p     p      ROOT_COMPLETES  ROOT_COMPLETES
                x     x      stop:x          stop:x
                y     y      stop:y          stop:y
                """);
    }

    @Test
    void anInvertOverAConditionInASequenceStopsTheClimbBecauseItFlipsTheResult() {
        // c's result is not i's: the jump stops at c and i's own row says where its result goes.
        TreeDescriptor tree = build(sequence("root",
                invert("i", condition("c")),
                action("a")));
        assertTable(tree, """
                node  first  composite  onSuccess       onFailure
                root  c      -          ROOT_COMPLETES  ROOT_COMPLETES
                i     c      root       a               ROOT_COMPLETES
                c     c      root       stop:c          stop:c
                a     a      root       ROOT_COMPLETES  ROOT_COMPLETES
                """);
    }

    @Test
    void anInvertAtTheRootStopsEveryClimbBelowIt() {
        TreeDescriptor tree = build(invert("root",
                sequence("s", condition("c"), action("a"))));
        assertTable(tree, """
                node  first  onSuccess       onFailure
                root  c      ROOT_COMPLETES  ROOT_COMPLETES
                s     c      stop:s          stop:s
                c     c      a               stop:s
                a     a      stop:s          stop:s
                """);
    }

    @Test
    void stopValuesLieBelowRootCompletesAndRoundTrip() {
        assertEquals(Jumps.STOP, Jumps.stopAt(0), "stopAt(0)");
        for (int node = 0; node < 100; node++) {
            int jump = Jumps.stopAt(node);
            assertTrue(jump < Jumps.ROOT_COMPLETES, "stopAt(" + node + ") = " + jump);
            assertEquals(node, Jumps.stoppedAt(jump), "stoppedAt(stopAt(" + node + "))");
        }
    }
}
