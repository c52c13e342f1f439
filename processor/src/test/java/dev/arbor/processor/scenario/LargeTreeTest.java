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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A tree of 10,501 nodes and 3,000 abort entries compiles, in both code shapes, with every method
 * small enough for HotSpot to compile, and ticks exactly as the reference interpreter says. Its
 * class would hold far more than a class file's 65,535 constant-pool entries if it named every
 * node with a constant and every abort entry with two fields: beyond their limits (Sizes) the
 * processor names nodes by index and keeps entries in arrays. Its snapshots move it to a fresh
 * instance before every step without changing a thing.
 */
class LargeTreeTest {
    private static final int BRANCHES = 1500;
    private static final int HUGE_METHOD_LIMIT = 8000;

    /**
     * The straight-line shape with start, end and pause hooks on every action (21,000 methods
     * of the agent called: the code is spread over inner classes), and the event loop without
     * hooks (one class, nodes by index, tables in parts).
     */
    @ParameterizedTest
    @ValueSource(strings = {"selector root", "parallel root success=all failure=all"})
    void aTreeOfTenThousandNodesAndThreeThousandEntriesCompilesAndTicks(String root)
            throws IOException {
        Scenario scenario = ScenarioFormat.parse(scenario(root));
        boolean hooks = scenario.hooks;
        assertEquals(10_501, scenario.nodes().size());
        GeneratedTreeRunner compiled = new GeneratedTreeRunner(List.of(scenario), "Large");
        List<Trace> expected = ReferenceInterpreter.expected(scenario);
        assertTrue(expected.stream().mapToInt(t -> t.events().size()).sum() > 1000,
                "the script reaches far into the tree");
        assertEquals(expected, compiled.run(0, scenario));
        // §9: moved by snapshot and restore to a fresh instance before every step
        assertEquals(expected, compiled.runMoving(0, scenario, true, step -> step > 0));

        Map<String, Integer> tooBig = new TreeMap<>();
        int classes = 0;
        for (JavaFileObject file : compiled.compilation().generatedFiles()) {
            if (file.getKind() != JavaFileObject.Kind.CLASS
                    || !file.getName().matches(".*Large0Tree(\\$Part\\d+)?\\.class")) {
                continue;
            }
            classes++;
            try (InputStream in = file.openInputStream()) {
                ClassFiles.codeLengths(in).forEach((method, size) -> {
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
        }
        assertEquals(Map.of(), tooBig, "methods over " + HUGE_METHOD_LIMIT + " bytes");
    }

    /**
     * The root over 1,500 branches, each a sequence with a BOTH abort over two conditions, an
     * action and a selector of two actions. The script walks far into the tree (the first branch
     * whose conditions hold is the 700th), fires a lower-priority abort from the 10th, a self
     * abort there, and ends a pass.
     */
    private static String scenario(String root) {
        StringBuilder text = new StringBuilder("scenario large-tree\n"
                + (root.startsWith("parallel") ? "hooks none\n" : "") + "tree\n" + root + "\n");
        StringBuilder init = new StringBuilder("init");
        for (int i = 0; i < BRANCHES; i++) {
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
                    .formatted(i, i == 700 || i == 1200));
        }
        return text.append("end\n").append(init).append('\n').append("""
                tick 1
                tick 2 c10=true
                tick 3 c1400=true
                tick 4 d10=false
                tick 5 b700=success
                tick 6
                tick 7 c700=false b1200=success
                """).toString();
    }
}
