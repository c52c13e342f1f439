// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The reference interpreter on random library trees, before any generated code can be compared
 * with it: the hook rules of §4 and §8.4 must hold in every trace, whatever the tree does.
 * Every action entered gets exactly one onEnd, and is called and paused only while running; a
 * pass that ends (success, failure, a throw, a pause hook's throw included) or a reset leaves
 * nothing running; a paused tick does nothing (§8.4), and a pause stands when a hook throws.
 */
class ReferenceInterpreterTest {

    @Test
    void hooksPairUpOnRandomLibraryTrees() {
        for (long seed = 0; seed < 1000; seed += 2) { // even seeds: trees with hooks
            Scenario scenario = RandomScenarios.generateLibrary(seed);
            List<Trace> traces = ReferenceInterpreter.expected(scenario).stream()
                    .map(Trace::withoutPath).toList();
            Set<String> running = new LinkedHashSet<>();
            boolean paused = false;
            for (int i = 0; i < traces.size(); i++) {
                Scenario.Step step = scenario.steps.get(i);
                Trace trace = traces.get(i);
                String where = scenario.name + " step " + (i + 1) + " (" + step.header() + "): "
                        + trace.expectLine();
                if (step.kind == Scenario.StepKind.TICK && paused) {
                    assertEquals(new Trace(List.of(), "running"), trace, where);
                }
                Set<String> before = new LinkedHashSet<>(running);
                for (String event : trace.events()) {
                    String[] parts = event.split(":");
                    // a method that takes the tick's time is traced name@ms (§8.1)
                    String name = parts.length > 1 ? parts[1].replaceFirst("@.*", "") : "";
                    switch (parts[0]) {
                        case "S" -> assertTrue(running.add(name), where);
                        case "E" -> assertTrue(running.remove(name), where);
                        case "U" -> assertTrue(running.contains(name), where);
                        case "P" -> {
                            assertTrue(running.contains(name), where);
                            assertEquals(Boolean.toString(step.kind == Scenario.StepKind.PAUSE),
                                    parts[2], where);
                        }
                        default -> { }
                    }
                }
                if (step.kind == Scenario.StepKind.PAUSE
                        || step.kind == Scenario.StepKind.RESUME) {
                    boolean pausing = step.kind == Scenario.StepKind.PAUSE;
                    // every running action's hook, or none when nothing changes (§8.4), even
                    // when one throws; then (§7) only the interrupted actions' end hooks
                    List<String> hooks = pausing == paused ? List.of() : before.stream()
                            .map(n -> "P:" + n + ":" + pausing).sorted().toList();
                    assertEquals(hooks, trace.events().stream().filter(e -> e.startsWith("P:"))
                            .sorted().toList(), where);
                    assertTrue(trace.events().stream().allMatch(e -> e.startsWith("P:")
                            || e.startsWith("E:") && e.endsWith(":interrupted")), where);
                    paused = pausing; // the pause or resume stands, whatever a hook threw
                }
                boolean passEnded = step.kind == Scenario.StepKind.RESET
                        || (trace.status() != null && !trace.status().equals("running"));
                if (passEnded) {
                    assertTrue(running.isEmpty(), where + " leaves " + running);
                }
            }
        }
    }
}
