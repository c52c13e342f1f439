// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.runtime.TraceRecorder;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeNodes;
import java.lang.reflect.Proxy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The recorder writes what the scenario files expect: every shared scenario whose events a
 * listener can see (hooks traced; no reset, pause, If, While or weights, whose calls a listener
 * is not told of) is run on its generated tree with a {@link TraceRecorder}, and the recorder's
 * lines must be the file's tick and expect lines.
 */
class TraceRecorderTest {
    private static final Set<String> UNSEEN = Set.of("if", "while", "weighted_selector");

    @Test
    void recordsWhatTheScenarioFilesExpect() {
        List<Scenario> scenarios = new ArrayList<>();
        for (Path file : ScenarioFiles.all()) {
            Scenario scenario = ScenarioFiles.read(file);
            boolean seen = scenario.hooks
                    && scenario.nodes().stream().noneMatch(n -> UNSEEN.contains(n.kind))
                    && scenario.steps.stream().allMatch(s -> s.kind == Scenario.StepKind.TICK
                            || s.kind == Scenario.StepKind.ADVANCE
                            || s.kind == Scenario.StepKind.RAISE);
            if (seen) {
                scenarios.add(scenario);
            }
        }
        assertTrue(scenarios.size() >= 20, "scenarios compared: " + scenarios.size());
        GeneratedTreeRunner compiled = new GeneratedTreeRunner(scenarios, "Recorded");
        for (int i = 0; i < scenarios.size(); i++) {
            Scenario scenario = scenarios.get(i);
            TraceRecorder recorder = new TraceRecorder();
            compiled.runWith(i, scenario, tree -> tree.setListener(recorder));
            List<String> expected = new ArrayList<>();
            int tick = 0;
            for (Scenario.Step step : scenario.steps) {
                if (step.kind == Scenario.StepKind.RAISE) {
                    expected.add("raise " + step.event);
                } else if (step.kind == Scenario.StepKind.TICK) {
                    expected.add("tick " + ++tick);
                    expected.add(new Trace(step.expectedEvents, step.expectedStatus)
                            .expectLine().replace("=> throws:", "=> throws").replaceAll(
                                    "=> throws.*", "=> throws"));
                }
            }
            assertEquals(String.join("\n", expected), String.join("\n", recorder.lines()),
                    scenario.name);
        }
    }

    @Test
    void verifyRecordsTheFirstRunThenComparesWithIt(@TempDir Path dir) throws IOException {
        Path golden = dir.resolve("traces/guard.trace");
        TraceRecorder first = recorded("S:a U:a", "running");
        first.verify(golden); // no file yet: it records
        assertEquals("tick 1\nexpect S:a U:a => running\n", Files.readString(golden));
        recorded("S:a U:a", "running").verify(golden); // the same: passes
        AssertionError changed = assertThrows(AssertionError.class,
                () -> recorded("S:a U:a", "success").verify(golden));
        assertTrue(changed.getMessage().contains("line 2 differs:\n  expected: expect S:a U:a"
                + " => running\n  recorded: expect S:a U:a => success"), changed.getMessage());
    }

    @Test
    void compareNamesTheFirstDifferenceOrAMissingEnd() {
        assertNull(TraceRecorder.compare(List.of("tick 1"), List.of("tick 1")));
        assertEquals("the recording ends at line 2; expected: expect - => running",
                TraceRecorder.compare(List.of("tick 1", "expect - => running"),
                        List.of("tick 1")));
        assertEquals("the recording goes on at line 2: pause",
                TraceRecorder.compare(List.of("tick 1"), List.of("tick 1", "pause")));
    }

    /** A recorder that heard one tick with those events and that result, written by hand. */
    private static TraceRecorder recorded(String events, String status) {
        TraceRecorder recorder = new TraceRecorder();
        TreeNodes nodes = new TreeNodes("T", new String[] {"root", "a"},
                new String[] {"Sequence", "Action"}, new int[] {-1, 0});
        Tree tree = (Tree) Proxy.newProxyInstance(Tree.class.getClassLoader(),
                new Class<?>[] {Tree.class}, (proxy, method, args) -> {
                    if (method.getName().equals("nodes")) {
                        return nodes;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
        recorder.tickStarted(tree);
        for (String event : events.split(" ")) {
            int node = event.startsWith("S:") || event.startsWith("U:") ? 1 : 0;
            if (event.startsWith("S:")) {
                recorder.entered(tree, node);
            } else {
                recorder.leafAnswered(tree, node, dev.arbor.Status.SUCCESS);
            }
        }
        recorder.tickEnded(tree, dev.arbor.Status.valueOf(status.toUpperCase()));
        return recorder;
    }
}
