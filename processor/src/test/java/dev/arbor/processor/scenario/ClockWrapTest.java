// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * docs/semantics.md §8.1: a tree compares clock readings only by their difference and keeps no
 * reading that means "none", so it runs the same whatever the clock read when it started. Every
 * scenario that measures time (a Wait, a TimeLimit, a Cooldown, or a pause) runs again on a
 * clock that starts at {@code Long.MIN_VALUE} (a Cooldown that ends at that reading once looked
 * as if it had never ended), 30 ms before the readings wrap from {@code Long.MAX_VALUE} to
 * {@code Long.MIN_VALUE} (its durations are measured across the wrap), and at
 * {@code Long.MAX_VALUE}: the generated tree, with a listener, moved by snapshot and restore
 * before every step (the clock readings a snapshot holds are taken across the wrap too), and
 * the reference interpreter; each must give the file's trace, made on a clock from 0.
 */
class ClockWrapTest {
    private static final Set<String> TIMED = Set.of("wait", "time_limit", "cooldown");
    private static final long[] ORIGINS = {Long.MIN_VALUE, Long.MAX_VALUE - 30_000_000L,
        Long.MAX_VALUE};

    @TestFactory
    List<DynamicTest> timedScenariosFromEveryReading() {
        List<Scenario> timed = new ArrayList<>();
        List<Path> files = new ArrayList<>(ScenarioFiles.all());
        files.addAll(ScenarioFiles.library());
        files.addAll(ScenarioFiles.own());
        for (Path file : files) {
            Scenario scenario = ScenarioFiles.read(file);
            boolean measures = scenario.nodes().stream().anyMatch(n -> TIMED.contains(n.kind))
                    || scenario.steps.stream().anyMatch(s -> s.kind == Scenario.StepKind.PAUSE);
            if (measures) {
                timed.add(scenario);
            }
        }
        assertTrue(timed.size() >= 10, "timed scenarios: " + timed.size());
        GeneratedTreeRunner compiled = new GeneratedTreeRunner(timed, "Wrap");
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < timed.size(); i++) {
            Scenario scenario = timed.get(i);
            int index = i;
            for (long origin : ORIGINS) {
                tests.add(DynamicTest.dynamicTest(scenario.name + " from " + origin, () -> {
                    ScenarioTest.assertTrace(scenario, compiled.runMoving(index, scenario,
                            origin, true, step -> true));
                    ScenarioTest.assertTrace(scenario, compiled.runMoving(index, scenario,
                            origin, false, step -> false));
                    assertEquals(ReferenceInterpreter.expected(scenario),
                            ReferenceInterpreter.expectedMoving(scenario, origin, step -> true),
                            scenario.name + " (reference interpreter) from " + origin);
                }));
            }
        }
        return tests;
    }
}
