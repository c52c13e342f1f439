package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compiler;
import dev.arbor.processor.testing.Compilers;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The code of a very large tree, checked on small ones: {@code -Aarbor.layout=split} gives any
 * tree the layout the processor otherwise keeps for trees beyond its size limits (every method
 * split at its smallest part, nodes named by index, abort entries in arrays, every table
 * concatenated from parts). Every shared scenario, core and library, and a share of the random
 * differential trees must behave in it exactly as SEMANTICS says, listener and running paths
 * included. LargeTreeTest checks the real thing at 10,000 nodes, more slowly.
 */
class SplitLayoutTest {
    private static Compiler split() {
        return Compilers.arbor("-Aarbor.layout=split");
    }

    @TestFactory
    List<DynamicTest> everySharedScenarioRunsTheSameInTheSplitLayout() {
        List<Scenario> scenarios = new ArrayList<>();
        ScenarioFiles.all().stream().map(ScenarioFiles::read).forEach(scenarios::add);
        ScenarioFiles.library().stream().map(ScenarioFiles::read).forEach(scenarios::add);
        List<Scenario> buildable =
                scenarios.stream().filter(s -> ScenarioTest.missing(s) == null).toList();
        assertEquals(scenarios.size(), buildable.size(), "every scenario is built");
        GeneratedTreeRunner compiled = new GeneratedTreeRunner(buildable, "Split", split());
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < buildable.size(); i++) {
            Scenario scenario = buildable.get(i);
            int index = i;
            tests.add(DynamicTest.dynamicTest(scenario.name, () -> {
                List<Trace> actual = compiled.run(index, scenario);
                ScenarioTest.assertTrace(scenario, actual);
                assertEquals(ReferenceInterpreter.expected(scenario), actual, scenario.name);
            }));
        }
        return tests;
    }

    @Test
    void randomTreesAgreeWithTheReferenceInterpreterInTheSplitLayout() throws IOException {
        long seed = Long.getLong("arbor.fuzz.seed", 20_261_121L) + 7_000_000L;
        DifferentialTest.compare("SplitLayoutTest", 100, seed, 50, RandomScenarios::generate,
                SplitLayoutTest::split);
        DifferentialTest.compare("SplitLayoutTest (large trees)", 10, seed, 10,
                RandomScenarios::generateLarge, SplitLayoutTest::split);
        DifferentialTest.compare("SplitLayoutTest (library trees)", 300, seed, 60,
                RandomScenarios::generateLibrary, SplitLayoutTest::split);
    }
}
