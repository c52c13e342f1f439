// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@link ScenarioFormat#write} must give back what {@link ScenarioFormat#parse} read: the
 * differential test writes shrunk scenarios with it, and a reproducer that reads back otherwise
 * reproduces nothing. Checked on every scenario file and on random library scenarios (seeds,
 * advances, raises, pauses, weights).
 */
class ScenarioFormatTest {

    @Test
    void everyScenarioFileRoundTrips() {
        List<Path> files = Stream.of(ScenarioFiles.all(), ScenarioFiles.library(),
                ScenarioFiles.own()).flatMap(List::stream).toList();
        for (Path file : files) {
            Scenario scenario = ScenarioFiles.read(file);
            assertRoundTrip(scenario, expectations(scenario));
        }
    }

    @Test
    void randomLibraryScenariosRoundTrip() {
        for (long seed = 0; seed < 50; seed++) {
            Scenario scenario = RandomScenarios.generateLibrary(seed);
            assertRoundTrip(scenario, ReferenceInterpreter.expected(scenario).stream()
                    .map(Trace::withoutPath).toList());
        }
    }

    @Test
    void libraryLinesAreRead() {
        Scenario scenario = ScenarioFormat.parse("""
                scenario lines
                seed 42
                tree
                weighted_selector root weights=wa,wb
                  repeat r times=3 end_on_failure=true
                    action a
                  wait w millis=100
                end
                init wa=2 a=running
                advance 250
                raise ping
                pause
                expect P:a:true
                resume
                expect -
                tick 1 wb=3
                expect W:wa W:wb S:a U:a => running
                """);
        assertEquals(42, scenario.seed);
        assertEquals(List.of("wa", "wb"), scenario.root.weightMethods());
        assertEquals("3", scenario.root.children.get(0).attribute("times", "0"));
        assertEquals(List.of(Scenario.StepKind.ADVANCE, Scenario.StepKind.RAISE,
                Scenario.StepKind.PAUSE, Scenario.StepKind.RESUME, Scenario.StepKind.TICK),
                scenario.steps.stream().map(s -> s.kind).toList());
        assertEquals(250, scenario.steps.get(0).millis);
        assertEquals("ping", scenario.steps.get(1).event);
        assertEquals(List.of("P:a:true"), scenario.steps.get(2).expectedEvents);
        assertEquals(null, scenario.steps.get(2).expectedStatus);
        assertEquals("running", scenario.steps.get(4).expectedStatus);
    }

    @Test
    void misplacedLinesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> ScenarioFormat.parse(
                "scenario s\ntree\naction a\nend\nseed 1\n"));
        assertThrows(IllegalArgumentException.class, () -> ScenarioFormat.parse(
                "scenario s\ntree\naction a\nend\nadvance 5\nexpect -\n"));
        assertThrows(IllegalArgumentException.class, () -> ScenarioFormat.parse(
                "scenario s\ntree\naction a\nend\nadvance -5\n"));
    }

    /** The file's own expect lines, one trace per step (empty for advance and raise). */
    private static List<Trace> expectations(Scenario scenario) {
        List<Trace> traces = new ArrayList<>();
        for (Scenario.Step step : scenario.steps) {
            traces.add(new Trace(step.expectedEvents, step.hasStatus() ? step.expectedStatus
                    : null));
        }
        return traces;
    }

    private static void assertRoundTrip(Scenario scenario, List<Trace> traces) {
        String text = ScenarioFormat.write(scenario, List.of("a comment"), traces);
        Scenario back = ScenarioFormat.parse(text);
        assertEquals(text, ScenarioFormat.write(back, List.of("a comment"), expectations(back)),
                scenario.name);
        assertEquals(traces, expectations(back), scenario.name);
        assertEquals(scenario.seed, back.seed, scenario.name);
        assertEquals(scenario.hooks, back.hooks, scenario.name);
        assertEquals(scenario.init, back.init, scenario.name);
    }
}
