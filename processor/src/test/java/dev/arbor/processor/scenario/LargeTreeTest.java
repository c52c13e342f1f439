// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.processor.testing.ClassFiles;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A tree of 10,501 nodes and 3,000 abort entries compiles, in both code shapes, with every method
 * small enough for HotSpot to compile, and ticks exactly as the reference interpreter says. Its
 * class would hold far more than a class file's 65,535 constant-pool entries if it named every
 * node with a constant and every abort entry with two fields: beyond their limits (Sizes) the
 * processor names nodes by index and keeps entries in arrays. Its snapshots move it to a fresh
 * instance before every step without changing a thing.
 *
 * <p>That tree takes minutes to compile: it runs in the exhaustive profile ({@code mvn -B verify
 * -Pexhaustive}, docs/testing.md). The default suite runs the same tree at a tenth of the size,
 * 1,051 nodes and 300 entries, compiled with the whole-tree limits divided by ten (the test
 * property {@code arbor.test.layoutDivisor}, Sizes): so it gets the very large tree's layout
 * (nodes by index, entries in arrays, the code spread over inner classes of several methods
 * each) with the same parts, whose methods are as long as the large tree's.
 */
class LargeTreeTest {
    private static final int HUGE_METHOD_LIMIT = 8000;

    /**
     * The straight-line shape with start, end and pause hooks on every action (21,000 methods
     * of the agent called: the code is spread over inner classes), and the event loop without
     * hooks (one class, nodes by index, tables in parts).
     */
    @Tag("exhaustive")
    @ParameterizedTest
    @ValueSource(strings = {"selector root", "parallel root success=all failure=all"})
    void aTreeOfTenThousandNodesAndThreeThousandEntriesCompilesAndTicks(String root)
            throws IOException {
        compileAndTick(root, 1500, 1);
    }

    /**
     * The same at a tenth of the size, with the layout limits divided by ten: the hooked tree is
     * spread over inner classes as the large one is, and both name nodes by index and keep their
     * entries in arrays.
     */
    @ParameterizedTest
    @ValueSource(strings = {"selector root", "parallel root success=all failure=all"})
    void aTreeOfAThousandNodesInTheLayoutOfAVeryLargeOneCompilesAndTicks(String root)
            throws IOException {
        String generated = compileAndTick(root, 150, 10);
        assertTrue(!generated.contains("int S149 ="), "nodes are named by index, not by constants");
        if (root.startsWith("selector")) {
            assertTrue(generated.contains("watches[299]"), "the entries are kept in arrays");
        }
    }

    /**
     * Compiles and ticks the tree of {@code branches} branches under {@code root}, with the
     * processor's whole-tree limits divided by {@code divisor}; answers the generated source.
     */
    private static String compileAndTick(String root, int branches, int divisor)
            throws IOException {
        Scenario scenario = ScenarioFormat.parse(scenario(root, branches));
        boolean hooks = scenario.hooks;
        assertEquals(7 * branches + 1, scenario.nodes().size());
        GeneratedTreeRunner compiled;
        String property = "arbor.test.layoutDivisor";
        String before = System.getProperty(property);
        System.setProperty(property, String.valueOf(divisor));
        try {
            compiled = new GeneratedTreeRunner(List.of(scenario), "Large");
        } finally {
            if (before == null) {
                System.clearProperty(property);
            } else {
                System.setProperty(property, before);
            }
        }
        List<Trace> expected = ReferenceInterpreter.expected(scenario);
        int events = expected.stream().mapToInt(t -> t.events().size()).sum();
        assertTrue(events > 2 * branches / 3, "the script reaches far into the tree: " + events);
        assertEquals(expected, compiled.run(0, scenario));
        // §9: moved by snapshot and restore to a fresh instance before every step
        assertEquals(expected, compiled.runMoving(0, scenario, true, step -> step > 0));

        Map<String, Integer> tooBig = new TreeMap<>();
        int classes = 0;
        int methods = 0;
        for (JavaFileObject file : compiled.compilation().generatedFiles()) {
            if (file.getKind() != JavaFileObject.Kind.CLASS
                    || !file.getName().matches(".*Large0Tree(\\$Part\\d+)?\\.class")) {
                continue;
            }
            classes++;
            try (InputStream in = file.openInputStream()) {
                Map<String, Integer> lengths = ClassFiles.codeLengths(in);
                if (file.getName().contains("$Part")) {
                    methods = Math.max(methods, lengths.size());
                }
                lengths.forEach((method, size) -> {
                    // the class initializer and the table parts it calls run once: interpreted
                    boolean once = method.equals("<clinit>") || method.matches("(nodes|stackOwners"
                            + "|parallelRows|weightRows|durations|entryConditions|initialState|resting|entryWatches)\\d+");
                    if (!once && size >= HUGE_METHOD_LIMIT) {
                        tooBig.put(file.getName() + " " + method, size);
                    }
                });
            }
        }
        if (hooks) {
            assertTrue(classes > 2, "the code is spread over inner classes: " + classes);
            // a part holds several methods, which call each other unqualified
            assertTrue(methods > 2, "methods of the largest part: " + methods);
        }
        assertEquals(Map.of(), tooBig, "methods over " + HUGE_METHOD_LIMIT + " bytes");
        try {
            return compiled.compilation().generatedSourceFile(ScenarioSource.PACKAGE
                    + ".Large0Tree").orElseThrow().getCharContent(false).toString();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * The root over {@code branches} branches, each a sequence with a BOTH abort over two
     * conditions, an action and a selector of two actions. The script walks far into the tree
     * (the first branch whose conditions hold is 7/15 of the way: the 700th of 1,500), fires a
     * lower-priority abort from the 10th, a self abort there, and ends a pass.
     */
    private static String scenario(String root, int branches) {
        int first = 7 * branches / 15;
        int second = 4 * branches / 5;
        int late = 14 * branches / 15;
        StringBuilder text = new StringBuilder("scenario large-tree\n"
                + (root.startsWith("parallel") ? "hooks none\n" : "") + "tree\n" + root + "\n");
        StringBuilder init = new StringBuilder("init");
        for (int i = 0; i < branches; i++) {
            text.append("""
                      sequence s%1$d abort=both
                        condition c%1$d
                        condition d%1$d
                        action g%1$d
                        selector p%1$d
                          action a%1$d
                          action b%1$d
                    """.formatted(i));
            init.append(" c%1$d=%2$s d%1$d=true g%1$d=success a%1$d=failure b%1$d=running"
                    .formatted(i, i == first || i == second));
        }
        return text.append("end\n").append(init).append('\n').append("""
                tick 1
                tick 2 c10=true
                tick 3 c%3$d=true
                tick 4 d10=false
                tick 5 b%1$d=success
                tick 6
                tick 7 c%1$d=false b%2$d=success
                """.formatted(first, second, late)).toString();
    }
}
