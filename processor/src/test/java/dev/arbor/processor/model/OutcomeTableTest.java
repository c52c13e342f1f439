// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.palantir.javapoet.ClassName;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Ending;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.LeafCall;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.kinds.Outcome;
import dev.arbor.processor.kinds.ResultKind;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The outcome table on flattened trees built without javac: each node's row from its kind and
 * its children's rows, at any depth, and what the warnings ask of it (a node's children, where
 * a child is, whether a node can be reached).
 */
class OutcomeTableTest {
    private static final Attributes ABORTS = new Attributes.Aborts(AbortKind.NONE, null);

    /** A row of the flattened tree: a composite or decorator, or an action of {@code result}. */
    private static TreeFactory.Row row(NodeKind kind, String method, int parent,
            ResultKind result) {
        return new TreeFactory.Row(kind, method, parent,
                kind == Kinds.SEQUENCE || kind == Kinds.SELECTOR ? ABORTS : Attributes.NONE,
                result == null ? null : new LeafCall(result, null, null, false, null, null,
                        method));
    }

    private static TreeDescriptor flatten(List<TreeFactory.Row> rows) {
        ClassName name = ClassName.get("hand", "Built");
        return TreeFactory.flatten(rows, name, name, ClassName.get("hand", "BuiltTree"));
    }

    /**
     * 100,000 levels, a sequence and an invert in turn, over a void action: one pass, no
     * recursion, so no stack to overflow and no level to cut off; 50,000 inverts give SUCCESS.
     */
    @Test
    void aChainAHundredThousandLevelsDeepIsExact() {
        int depth = 100_000;
        List<TreeFactory.Row> rows = new ArrayList<>();
        for (int i = 0; i < depth; i++) {
            rows.add(row(i % 2 == 0 ? Kinds.SEQUENCE : Kinds.INVERT, "c" + i, i - 1, null));
        }
        rows.add(row(Kinds.ACTION, "act", depth - 1, ResultKind.VOID));
        TreeDescriptor tree = flatten(rows);
        OutcomeTable table = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> new OutcomeTable(tree));
        assertEquals(Outcome.SUCCESS, table.outcome(tree.nodes().get(0)));
        assertEquals(Outcome.FAILURE, table.outcome(tree.nodes().get(2))); // under 49,999
        assertEquals(new Ending(Outcome.FAILURE, 1), table.ending(tree.nodes().get(depth - 1)));
    }

    /**
     * {@code root = Sequence[pick = Selector[wave, never], flip = Invert(wave), after]}, wave a
     * void action: pick only succeeds and never gets past wave; flip only fails, so root never
     * gets past it. Rows, children, positions, reach.
     */
    @Test
    void rowsChildrenPositionsAndReach() {
        List<TreeFactory.Row> rows = List.of(
                row(Kinds.SEQUENCE, "root", -1, null),
                row(Kinds.SELECTOR, "pick", 0, null),
                row(Kinds.ACTION, "wave", 1, ResultKind.VOID),
                row(Kinds.ACTION, "never", 1, ResultKind.STATUS),
                row(Kinds.INVERT, "flip", 0, null),
                row(Kinds.ACTION, "wave", 4, ResultKind.VOID),
                row(Kinds.ACTION, "after", 0, ResultKind.BOOLEAN));
        TreeDescriptor tree = flatten(rows);
        OutcomeTable table = new OutcomeTable(tree);
        List<Node> nodes = tree.nodes();
        assertEquals(new Ending(Outcome.SUCCESS, 1), table.ending(nodes.get(1)));
        assertEquals(new Ending(Outcome.FAILURE, 1), table.ending(nodes.get(4)));
        assertEquals(new Ending(Outcome.FAILURE, 2), table.ending(nodes.get(0)));
        assertEquals(List.of(nodes.get(1), nodes.get(4), nodes.get(6)),
                table.children(nodes.get(0)));
        assertEquals(2, table.position(nodes.get(0), nodes.get(6)));
        assertTrue(table.reaches(nodes.get(0), nodes.get(5)));
        assertFalse(table.reaches(nodes.get(0), nodes.get(3))); // after a void action, in pick
        assertFalse(table.reaches(nodes.get(0), nodes.get(6))); // after the invert, in root
    }
}
