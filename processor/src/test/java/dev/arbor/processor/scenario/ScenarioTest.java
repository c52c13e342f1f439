package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every shared scenario, twice: the generated tree (compiled by the processor, in memory) and
 * the reference interpreter must each produce exactly the expected trace, step by step. New
 * files dropped into the scenario folder are picked up without code changes.
 *
 * <p>The node-library scenarios ({@code library/}) run the same way once every node kind they
 * use is built; until then each is reported as skipped, naming what it still needs.
 */
class ScenarioTest {
    /**
     * The scenario kinds the processor builds today. {@code "pause"} is not a node kind: add it
     * once generated trees call the actions' onPause hooks (§8.4); until then the scenarios and
     * random trees that pause are not run through generated code.
     */
    static final Set<String> BUILT_KINDS =
            Set.of("sequence", "selector", "parallel", "condition", "action", "invert");

    @TestFactory
    List<DynamicTest> sharedScenarios() {
        List<Path> files = ScenarioFiles.all();
        assertFalse(files.isEmpty(), "no scenarios found in " + ScenarioFiles.folder());
        List<DynamicTest> tests = new ArrayList<>();
        addRuns(files.stream().map(ScenarioFiles::read).toList(), "Shared", tests);
        return tests;
    }

    /** For each scenario, a test of the generated tree and one of the reference interpreter. */
    private static void addRuns(List<Scenario> scenarios, String prefix, List<DynamicTest> tests) {
        if (scenarios.isEmpty()) {
            return;
        }
        GeneratedTreeRunner compiled = new GeneratedTreeRunner(scenarios, prefix);
        for (int i = 0; i < scenarios.size(); i++) {
            Scenario scenario = scenarios.get(i);
            int index = i;
            tests.add(DynamicTest.dynamicTest(scenario.name + " (generated)",
                    () -> assertTrace(scenario, compiled.run(index, scenario))));
            tests.add(DynamicTest.dynamicTest(scenario.name + " (reference interpreter)",
                    () -> assertTrace(scenario, ReferenceInterpreter.expected(scenario))));
        }
    }

    @TestFactory
    List<DynamicTest> libraryScenarios() {
        List<Path> files = ScenarioFiles.library();
        assertFalse(files.isEmpty(), "no library scenarios found in " + ScenarioFiles.folder());
        List<Scenario> runnable = new ArrayList<>();
        List<DynamicTest> tests = new ArrayList<>();
        for (Path file : files) {
            String missing = missing(file);
            if (missing != null) {
                String name = file.getFileName().toString();
                tests.add(DynamicTest.dynamicTest(name + " (not built yet)",
                        () -> Assumptions.abort("needs " + missing)));
            } else {
                runnable.add(ScenarioFiles.read(file));
            }
        }
        addRuns(runnable, "Library", tests);
        return tests;
    }

    /** What a library scenario needs that is not built yet (a kind, time, ...), or null. */
    private static String missing(Path file) {
        Scenario scenario;
        try {
            scenario = ScenarioFiles.read(file);
        } catch (IllegalArgumentException unknownLine) {
            return "a step this test cannot run yet: " + unknownLine.getMessage();
        }
        for (Scenario.ScenarioNode node : scenario.nodes()) {
            if (!BUILT_KINDS.contains(node.kind)) {
                return "the node kind '" + node.kind + "'";
            }
        }
        boolean pauses = scenario.steps.stream().anyMatch(s -> s.kind == Scenario.StepKind.PAUSE
                || s.kind == Scenario.StepKind.RESUME);
        if (pauses && !BUILT_KINDS.contains("pause")) {
            return "pause() and resume() calling the onPause hooks ('pause' in BUILT_KINDS)";
        }
        return null;
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
