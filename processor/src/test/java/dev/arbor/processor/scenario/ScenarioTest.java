// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every shared scenario, twice: the generated tree (compiled by the processor, in memory) and
 * the reference interpreter must each produce exactly the expected trace, step by step. New
 * files dropped into the scenario folder are picked up without code changes.
 * Nothing is skipped: a scenario whose kind the processor does not know fails.
 */
class ScenarioTest {
    @TestFactory
    List<DynamicTest> sharedScenarios() {
        List<Path> files = ScenarioFiles.all();
        assertFalse(files.isEmpty(), "no scenarios found in " + ScenarioFiles.folder());
        List<DynamicTest> tests = new ArrayList<>();
        addRuns(files.stream().map(ScenarioFiles::read).toList(), "Shared", tests);
        return tests;
    }

    @TestFactory
    List<DynamicTest> libraryScenarios() {
        List<Path> files = ScenarioFiles.library();
        assertFalse(files.isEmpty(), "no library scenarios found in " + ScenarioFiles.folder());
        return addRuns(files.stream().map(ScenarioFiles::read).toList(), "Library",
                new ArrayList<>());
    }

    @TestFactory
    List<DynamicTest> ownScenarios() {
        List<Path> files = ScenarioFiles.own();
        assertFalse(files.isEmpty(), "no scenarios found in " + ScenarioFiles.OWN);
        return addRuns(files.stream().map(ScenarioFiles::read).toList(), "Own",
                new ArrayList<>());
    }

    /**
     * For each scenario, a test of the reference interpreter, and those of the generated tree
     * (all compiled together, in one javac run).
     */
    static List<DynamicTest> addRuns(List<Scenario> scenarios, String prefix,
            List<DynamicTest> tests) {
        List<Scenario> buildable = scenarios;
        GeneratedTreeRunner compiled = new GeneratedTreeRunner(buildable, prefix);
        for (int index = 0; index < scenarios.size(); index++) {
            Scenario scenario = scenarios.get(index);
            int at = index;
            tests.add(DynamicTest.dynamicTest(scenario.name + " (generated)",
                    () -> assertTrace(scenario, compiled.run(at, scenario))));
            tests.add(DynamicTest.dynamicTest(scenario.name + " (reference interpreter)",
                    () -> assertTrace(scenario, ReferenceInterpreter.expected(scenario))));
            tests.add(DynamicTest.dynamicTest(scenario.name + " (running paths and listener)",
                    () -> assertEquals(paths(ReferenceInterpreter.expected(scenario)),
                            paths(compiled.run(at, scenario)), scenario.name)));
            tests.add(DynamicTest.dynamicTest(scenario.name
                            + " (generated, moved to a fresh instance by snapshot and restore"
                            + " before every step)",
                    () -> assertMovedEveryStep(scenario, compiled, at)));
            tests.add(DynamicTest.dynamicTest(scenario.name + " (reference interpreter, moved"
                            + " before every step)",
                    () -> assertEquals(ReferenceInterpreter.expected(scenario),
                            ReferenceInterpreter.expectedMoving(scenario, step -> true),
                            scenario.name)));
        }
        long moves = buildable.stream().mapToLong(s -> s.steps.size() - 1).sum();
        long nodeSwitches = java.util.stream.IntStream.range(0, buildable.size())
                .filter(i -> DifferentialTest.hasNodeSwitch(compiled.treeClass(i))).count();
        System.out.printf("%s scenarios: %d of %d run generated (%d of them by a node switch"
                + " without a listener), also moved by snapshot and restore before each of their"
                + " %d steps after the first (not while an async action waits, §5.8)%n", prefix,
                buildable.size(), scenarios.size(),
                nodeSwitches, moves);
        return tests;
    }

    /**
     * §9: the generated tree taken over by a fresh instance (fresh agent with the same answers,
     * clock at the same reading, another seed) restored from its snapshot before every step
     * after the first, with and without a listener: the same trace, running paths and listener
     * events included.
     */
    private static void assertMovedEveryStep(Scenario scenario, GeneratedTreeRunner compiled,
            int index) {
        List<Trace> moved = compiled.runMoving(index, scenario, true, step -> true);
        assertTrace(scenario, moved);
        assertEquals(paths(ReferenceInterpreter.expected(scenario)), paths(moved), scenario.name);
        assertTrace(scenario, compiled.runMoving(index, scenario, false, step -> true));
    }

    /** The running path after each step and what the listener heard in it, a line per step. */
    private static String paths(List<Trace> traces) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < traces.size(); i++) {
            text.append(i).append(": ").append(traces.get(i).path()).append(" | ")
                    .append(String.join(" ", traces.get(i).heard())).append('\n');
        }
        return text.toString();
    }

    /** Compares the whole trace as text, so a failure shows every step side by side. */
    static void assertTrace(Scenario scenario, List<Trace> actual) {
        StringBuilder expected = new StringBuilder();
        StringBuilder got = new StringBuilder();
        for (int i = 0; i < scenario.steps.size(); i++) {
            Scenario.Step step = scenario.steps.get(i);
            if (!step.expects()) {
                expected.append(step.header()).append('\n');
                got.append(step.header()).append(actual.get(i).events().isEmpty()
                        && actual.get(i).status() == null ? "" : " | " + actual.get(i).expectLine())
                        .append('\n');
                continue;
            }
            Trace want = new Trace(step.expectedEvents,
                    step.hasStatus() ? step.expectedStatus : null);
            expected.append(step.header()).append(" | ").append(want.expectLine()).append('\n');
            got.append(step.header()).append(" | ").append(actual.get(i).expectLine()).append('\n');
        }
        assertEquals(expected.toString(), got.toString(), scenario.name);
    }
}
