// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A recording diffed on the class it was recorded on must part nowhere (docs/recording.md,
 * "Diff"). The differential test diffs every tree it records so; these are the corners it found
 * wrong: a tick that threw (the leaf that threw has no answer: the diff stopped there instead of
 * throwing as recorded), also inside a parallel (the other branch is ended first) and a TryCatch
 * (its clean-up runs after the throw), and a condition an abort asks again (no line enters it);
 * an event raised and not taken (cleared after the tick's
 * end, which the recorded trace does not hold); and a service (its name's record showed in the
 * recorded trace as {@code tag 20}).
 */
class DiffOwnClassTest {
    private static void diffsAsNothing(String text) {
        Scenario scenario = ScenarioFormat.parse(text);
        GeneratedTreeRunner runner = new GeneratedTreeRunner(List.of(scenario), "DiffOwn");
        List<Trace> expected = ReferenceInterpreter.expected(scenario);
        for (int i = 0; i < scenario.steps.size(); i++) {
            Scenario.Step step = scenario.steps.get(i);
            if (step.expects()) {
                assertEquals(new Trace(step.expectedEvents, step.hasStatus()
                        ? step.expectedStatus : null).expectLine(), expected.get(i).expectLine(),
                        step.header() + ": the scenario as written");
            }
        }
        assertEquals(expected, runner.run(0, scenario), "the generated tree runs as written");
        assertNull(runner.recordAndReplay(0, scenario), "replayed, then diffed on its own class");
    }

    @Test
    void aTickThatThrewInAParallel() {
        diffsAsNothing("""
                scenario diff-throw-in-parallel
                tree
                parallel par0 success_count=1 failure_count=1
                  action a1
                  action a2
                end
                init a1=running a2=running
                tick 1
                expect S:a1 U:a1 S:a2 U:a2 => running
                tick 2 a2=throw
                expect U:a1 U:a2 E:a1:interrupted E:a2:interrupted => throws:U:a2
                tick 3 a2=success
                expect S:a1 U:a1 S:a2 U:a2 E:a2:success E:a1:interrupted => success
                """);
    }

    @Test
    void aTickThatThrewInATryCatchBlock() {
        diffsAsNothing("""
                scenario diff-throw-in-try-catch
                tree
                try_catch try0
                  action a1
                  action a3
                end
                init a1=running a3=running
                tick 1
                expect S:a1 U:a1 => running
                tick 2 a1=throw
                expect U:a1 E:a1:interrupted S:a3 U:a3 E:a3:interrupted => throws:U:a1
                tick 3 a1=success
                expect S:a1 U:a1 E:a1:success => success
                """);
    }

    @Test
    void aConditionAskedAgainByAnAbortThatThrew() {
        diffsAsNothing("""
                scenario diff-reask-throws
                tree
                selector sel0 abort=both
                  condition c1
                  action a2
                end
                init c1=false a2=running
                tick 1
                expect C:c1 S:a2 U:a2 => running
                tick 2 c1=throw
                expect C:c1 E:a2:interrupted => throws:C:c1
                tick 3 c1=false
                expect C:c1 S:a2 U:a2 => running
                """);
    }

    @Test
    void anEventRaisedAndNotTaken() {
        diffsAsNothing("""
                scenario diff-event-not-taken
                tree
                selector sel0
                  event ev1
                  action a2
                end
                init a2=running
                tick 1
                expect S:a2 U:a2 => running
                raise ev1
                tick 2
                expect U:a2 => running
                """);
    }

    @Test
    void aService() {
        diffsAsNothing("""
                scenario diff-service
                tree
                sequence seq0 services=sv0:30
                  action a1
                end
                init a1=running
                tick 1
                expect R:sv0 S:a1 U:a1 => running
                advance 30
                tick 2
                expect R:sv0 U:a1 => running
                """);
    }
}
