// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compiler;
import dev.arbor.processor.testing.Compilers;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The code of a very large tree, checked on small ones: {@code -Aarbor.layout=split} gives any
 * tree the layout the processor otherwise keeps for trees beyond its size limits (every method
 * split at its smallest part, nodes named by index, abort entries in arrays, every table
 * concatenated from parts). Every shared scenario, core and library, and a share of the random
 * differential trees must behave in it exactly as SEMANTICS says, listener and running paths
 * included. LargeTreeTest checks the real thing at 1,051 nodes (and 10,501 in the exhaustive
 * profile), more slowly.
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
        ScenarioFiles.own().stream().map(ScenarioFiles::read).forEach(scenarios::add);
        List<Scenario> buildable = scenarios;
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

    /**
     * A share of the random differential trees: 30 core, 3 large and 90 library trees here, and
     * the 70, 7 and 210 that follow them in the exhaustive profile (docs/testing.md).
     */
    @Test
    void randomTreesAgreeWithTheReferenceInterpreterInTheSplitLayout() throws IOException {
        compareSplit(0, 30, 3, 90);
    }

    @Tag("exhaustive")
    @Test
    void moreRandomTreesAgreeWithTheReferenceInterpreterInTheSplitLayout() throws IOException {
        compareSplit(30, 70, 7, 210);
    }

    /**
     * From the {@code from}th seed on, {@code core} trees of RandomScenarios#generate, then
     * {@code large} and {@code library} trees of the other two generators, in the split layout.
     */
    private static void compareSplit(int from, int core, int large, int library)
            throws IOException {
        long seed = Long.getLong("arbor.fuzz.seed", 20_261_121L) + 7_000_000L;
        DifferentialTest.compare("SplitLayoutTest", core, seed + from, 50,
                RandomScenarios::generate, SplitLayoutTest::split);
        DifferentialTest.compare("SplitLayoutTest (large trees)", large, seed + from / 10, 10,
                RandomScenarios::generateLarge, SplitLayoutTest::split);
        DifferentialTest.compare("SplitLayoutTest (library trees)", library, seed + 3 * from, 60,
                RandomScenarios::generateLibrary, SplitLayoutTest::split);
    }
}
