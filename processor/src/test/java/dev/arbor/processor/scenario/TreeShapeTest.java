// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeMigration;
import dev.arbor.runtime.TreeShape;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * §9.1 "Without the old class": a tree class's {@link TreeShape} as bytes, read back, and a move
 * planned from it and a snapshot (the classes of {@link MoveSubtreeTest}).
 */
class TreeShapeTest {
    private static ClassLoader loader;

    @BeforeAll
    static void compile() {
        String two = "    @Subtree Gate front = new Gate(this);\n"
                + "    @Subtree Gate back = new Gate(this);\n";
        Compilation compilation = Compilers.arbor().compile(
                JavaFileObjects.forSourceString("moves.Before", MoveSubtreeTest.source("Before",
                        "\"front\", \"step\", \"back\"", two)),
                JavaFileObjects.forSourceString("moves.Edited", MoveSubtreeTest.source("Edited",
                        "\"step\", \"front\", \"back\"", two)),
                JavaFileObjects.forSourceString("moves.Shorter", MoveSubtreeTest.source(
                        "Shorter", "\"step\", \"back\"",
                        "    @Subtree Gate back = new Gate(this);\n")));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                compilation.diagnostics().toString());
        loader = Compilers.load(compilation);
    }

    @Test
    void aShapeReadsBackAsItWasWritten() throws Exception {
        Tree tree = tree("Before", new ArrayList<>());
        TreeShape shape = TreeShape.of(tree);
        byte[] bytes = shape.toBytes();
        TreeShape read = TreeShape.fromBytes(bytes);
        assertEquals("moves.BeforeTree", read.className());
        assertEquals(tree.layoutHash(), read.layoutHash());
        assertEquals(tree.nodes().size(), read.nodes().size());
        for (int n = 0; n < read.nodes().size(); n++) {
            assertEquals(tree.nodes().path(n), read.nodes().path(n));
            assertEquals(tree.nodes().kind(n), read.nodes().kind(n));
            assertEquals(tree.moveLayout().abortType(n), read.moveLayout().abortType(n));
        }
        assertArrayEquals(tree.nodes().abortEntries(), read.nodes().abortEntries());
        assertArrayEquals(bytes, read.toBytes());
    }

    @Test
    void aRunThatCarriesCarriesWithoutTheOldInstance() throws Exception {
        List<String> log = new ArrayList<>();
        byte[] snapshot = backRunning(log).snapshot();
        TreeShape shape = TreeShape.fromBytes(TreeShape.of(backRunning(log)).toBytes());
        List<String> newLog = new ArrayList<>();
        Tree edited = tree("Edited", newLog);
        TreeMigration carry = TreeMigration.plan(shape, snapshot, edited);
        assertEquals("0 nodes added, 0 removed, the run carries", carry.summary());
        carry.apply();
        assertEquals("rounds > root > close", edited.runningPath());
        closes(edited).add(Status.SUCCESS);
        assertEquals(Status.SUCCESS, edited.tick());
        assertEquals(List.of("close", "closed:SUCCESS"), newLog);
    }

    @Test
    void aRunThatEndsEndsWithoutOnEnd() throws Exception {
        List<String> log = new ArrayList<>();
        Tree before = backRunning(log);
        List<String> newLog = new ArrayList<>();
        Tree shorter = tree("Shorter", newLog);
        TreeMigration end = TreeMigration.plan(TreeShape.of(before), before.snapshot(), shorter);
        assertEquals("0 nodes added, 3 removed, the run ends (root is gone or changed its kind;"
                + " close is gone or changed its kind): 1 running action ended without onEnd,"
                + " the old class being gone (close)", end.summary());
        assertEquals(List.of("close"), end.endedActions());
        end.apply();
        assertEquals(List.of(), log); // no old instance was told
        assertEquals(List.of(), newLog);
        assertEquals(Status.INACTIVE, shorter.status());
        assertEquals("", shorter.runningPath());
        assertEquals(Status.RUNNING, shorter.tick()); // a new pass
        assertEquals(List.of("step", "isOpen", "close"), newLog);
    }

    @Test
    void whatIsNotAShapeOrNotItsSnapshotIsRefused() throws Exception {
        Tree before = backRunning(new ArrayList<>());
        byte[] bytes = TreeShape.of(before).toBytes();
        assertEquals("[Arbor/Shape] TreeShape.fromBytes refused these bytes: they are not a tree"
                + " shape (they do not begin with its mark)", assertThrows(
                IllegalArgumentException.class, () -> TreeShape.fromBytes(new byte[] {1, 2, 3}))
                .getMessage());
        byte[] later = bytes.clone();
        later[4] = 2;
        assertEquals("[Arbor/Shape] TreeShape.fromBytes refused these bytes: they are of version"
                + " 2 of the format, and this Arbor reads version 1: read them with the Arbor"
                + " that wrote them", assertThrows(IllegalArgumentException.class,
                () -> TreeShape.fromBytes(later)).getMessage());
        byte[] changed = bytes.clone();
        changed[10] ^= 1;
        assertEquals("[Arbor/Shape] TreeShape.fromBytes refused these bytes: their checksum does"
                + " not match (they were cut short or changed)", assertThrows(
                IllegalArgumentException.class, () -> TreeShape.fromBytes(changed))
                .getMessage());
        Tree other = tree("Edited", new ArrayList<>());
        String refused = assertThrows(IllegalArgumentException.class, () -> TreeMigration.plan(
                TreeShape.of(other), before.snapshot(), tree("Shorter", new ArrayList<>())))
                .getMessage();
        assertEquals("[Arbor/Move] the snapshot is not one of moves.EditedTree (layout "
                + Long.toHexString(other.layoutHash()) + "): pass the shape of the class that"
                + " wrote it", refused);
        byte[] cut = before.snapshot();
        cut[cut.length - 1] ^= 1;
        assertThrows(IllegalArgumentException.class, () -> TreeMigration.plan(
                TreeShape.of(before), cut, tree("Shorter", new ArrayList<>())));
    }

    /** A Before tree whose second Gate's close runs (the first closed at once). */
    private static Tree backRunning(List<String> log) throws Exception {
        Tree tree = tree("Before", log);
        closes(tree).add(Status.SUCCESS);
        assertEquals(Status.RUNNING, tree.tick());
        log.clear();
        return tree;
    }

    @SuppressWarnings("unchecked")
    private static List<Status> closes(Tree tree) throws Exception {
        Object agent = tree.agent();
        return (List<Status>) agent.getClass().getField("closes").get(agent);
    }

    private static Tree tree(String name, List<String> calls) throws Exception {
        Class<?> agentClass = loader.loadClass("moves." + name);
        Object agent = agentClass.getConstructor(List.class).newInstance(calls);
        return (Tree) loader.loadClass("moves." + name + "Tree").getConstructor(agentClass)
                .newInstance(agent);
    }
}
