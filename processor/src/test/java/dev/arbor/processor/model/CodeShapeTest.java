package dev.arbor.processor.model;

import static dev.arbor.processor.kinds.AbortKind.BOTH;
import static dev.arbor.processor.kinds.AbortKind.LOWER_PRIORITY;
import static dev.arbor.processor.model.HandBuiltTree.action;
import static dev.arbor.processor.model.HandBuiltTree.build;
import static dev.arbor.processor.model.HandBuiltTree.condition;
import static dev.arbor.processor.model.HandBuiltTree.invert;
import static dev.arbor.processor.model.HandBuiltTree.parallel;
import static dev.arbor.processor.model.HandBuiltTree.selector;
import static dev.arbor.processor.model.HandBuiltTree.sequence;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.NodeKind;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * {@link TreeFactory#shape}: straight-line code while every kind keeps to declared order on one
 * run stack, the event loop as soon as one kind runs stacks of its own (a parallel).
 */
class CodeShapeTest {

    /** The shape each kind alone asks for. A new kind must say here which it asks for. */
    private static final Map<NodeKind, CodeShape> SHAPE_OF_KIND = Map.ofEntries(
            Map.entry(Kinds.SEQUENCE, CodeShape.STRAIGHT_LINE),
            Map.entry(Kinds.SELECTOR, CodeShape.STRAIGHT_LINE),
            Map.entry(Kinds.INVERT, CodeShape.STRAIGHT_LINE),
            Map.entry(Kinds.ALWAYS_SUCCEED, CodeShape.STRAIGHT_LINE),
            Map.entry(Kinds.ALWAYS_FAIL, CodeShape.STRAIGHT_LINE),
            Map.entry(Kinds.CONDITION, CodeShape.STRAIGHT_LINE),
            Map.entry(Kinds.ACTION, CodeShape.STRAIGHT_LINE),
            Map.entry(Kinds.TASK, CodeShape.STRAIGHT_LINE),
            Map.entry(Kinds.SUBTREE, CodeShape.STRAIGHT_LINE), // replaced by its tree's root
            // per-instance state, yields, a condition on entry or catching RUNNING
            Map.entry(Kinds.PARALLEL, CodeShape.EVENT_LOOP),
            Map.entry(Kinds.FAIL_IF_RUNNING, CodeShape.EVENT_LOOP),
            Map.entry(Kinds.RUNNING_IF_FAIL, CodeShape.EVENT_LOOP),
            Map.entry(Kinds.REPEAT, CodeShape.EVENT_LOOP),
            Map.entry(Kinds.UNTIL_SUCCESS, CodeShape.EVENT_LOOP),
            Map.entry(Kinds.UNTIL_FAILURE, CodeShape.EVENT_LOOP),
            Map.entry(Kinds.LOOP, CodeShape.EVENT_LOOP),
            Map.entry(Kinds.IF, CodeShape.EVENT_LOOP),
            Map.entry(Kinds.WAIT, CodeShape.EVENT_LOOP),
            Map.entry(Kinds.COOLDOWN, CodeShape.EVENT_LOOP),
            Map.entry(Kinds.TIME_LIMIT, CodeShape.EVENT_LOOP),
            Map.entry(Kinds.WHILE, CodeShape.EVENT_LOOP),
            Map.entry(Kinds.EVENT, CodeShape.EVENT_LOOP),
            Map.entry(Kinds.RANDOM_SELECTOR, CodeShape.EVENT_LOOP),
            Map.entry(Kinds.RANDOM_SEQUENCE, CodeShape.EVENT_LOOP),
            Map.entry(Kinds.WEIGHTED_SELECTOR, CodeShape.EVENT_LOOP));

    @Test
    void everyKindHasAnExpectedShape() {
        assertEquals(Set.copyOf(Kinds.ALL), SHAPE_OF_KIND.keySet(),
                "SHAPE_OF_KIND must list exactly the kinds of Kinds.ALL");
    }

    @Test
    void eachKindAloneGivesItsShape() {
        for (NodeKind kind : Kinds.ALL) {
            assertEquals(SHAPE_OF_KIND.get(kind), TreeFactory.shape(kind),
                    "shape(" + kind.simpleName() + ")");
        }
    }

    @Test
    void sequenceSelectorInvertConditionAndActionTogetherAreStraightLine() {
        assertEquals(CodeShape.STRAIGHT_LINE, TreeFactory.shape(Kinds.SEQUENCE, Kinds.SELECTOR,
                Kinds.INVERT, Kinds.CONDITION, Kinds.ACTION));
    }

    @Test
    void oneParallelAnywhereAmongTheKindsMakesAnEventLoop() {
        NodeKind[] others = {Kinds.SEQUENCE, Kinds.SELECTOR, Kinds.INVERT, Kinds.CONDITION,
                Kinds.ACTION};
        for (int at = 0; at <= others.length; at++) {
            NodeKind[] kinds = new NodeKind[others.length + 1];
            System.arraycopy(others, 0, kinds, 0, at);
            kinds[at] = Kinds.PARALLEL;
            System.arraycopy(others, at, kinds, at + 1, others.length - at);
            assertEquals(CodeShape.EVENT_LOOP, TreeFactory.shape(kinds), "shape("
                    + Arrays.stream(kinds).map(NodeKind::simpleName)
                            .collect(Collectors.joining(", ")) + ")");
        }
    }

    @Test
    void aTreeWithAbortsAndInvertsButNoParallelIsStraightLine() {
        TreeDescriptor tree = build(selector("root", BOTH,
                sequence("s", LOWER_PRIORITY, invert("i", condition("c")), action("a")),
                condition("d"),
                action("b")));
        assertEquals(CodeShape.STRAIGHT_LINE, tree.shape(), "shape of a tree without parallels");
    }

    @Test
    void aParallelDeepInTheTreeMakesTheWholeTreeAnEventLoop() {
        TreeDescriptor tree = build(sequence("root",
                action("a"),
                selector("s", condition("c"), parallel("p", action("x"), action("y")))));
        assertEquals(CodeShape.EVENT_LOOP, tree.shape(), "shape of a tree with one nested parallel");
    }
}
