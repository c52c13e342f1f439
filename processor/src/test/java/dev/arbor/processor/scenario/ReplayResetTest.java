// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A {@code reset()} whose TryCatch clean-up throws, recorded and replayed (docs/recording.md):
 * the reset is no tick, so nothing marks the throw but the clean-up ended without an answer,
 * and the replay must throw there too rather than ask for an answer the recording does not
 * have. The exhaustive DifferentialTest found it on a random tree (seed 17350372490856).
 */
class ReplayResetTest {
    @Test
    void aResetWhoseCleanUpThrewReplaysAsRecorded() {
        Scenario scenario = ScenarioFormat.parse("""
                scenario replay-reset-clean-up-throws
                tree
                try_catch try0
                  action a4
                  action a8
                end
                init a4=running
                tick 1 a8=throw
                expect S:a4 U:a4 => running
                reset
                expect E:a4:interrupted S:a8 U:a8 E:a8:interrupted => throws:U:a8
                tick 2 a8=success
                expect S:a4 U:a4 => running
                """);
        GeneratedTreeRunner runner = new GeneratedTreeRunner(List.of(scenario), "ReplayReset");
        List<Trace> expected = ReferenceInterpreter.expected(scenario);
        assertEquals(expected, runner.run(0, scenario), "the generated tree runs as written");
        assertNull(runner.recordAndReplay(0, scenario));
    }
}
