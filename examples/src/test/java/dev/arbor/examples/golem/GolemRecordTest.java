// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.golem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.runtime.replay.RecordedFields;
import dev.arbor.runtime.replay.Recording;
import dev.arbor.runtime.replay.Replayer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code GolemDemo --record FILE}: the printed trace is the one without the flag, and the file
 * holds the session: every tick the runner ran, the agent's fields at each, and it replays.
 */
class GolemRecordTest {
    @TempDir
    Path dir;

    /** The demo run with {@code --record}, its recording read back. */
    static Recording recordDemo(Path file) {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        GolemDemo.run(GolemDemo.STEPS, new PrintStream(printed, true, StandardCharsets.UTF_8), file);
        ByteArrayOutputStream plain = new ByteArrayOutputStream();
        GolemDemo.run(GolemDemo.STEPS, new PrintStream(plain, true, StandardCharsets.UTF_8));
        assertEquals(plain.toString(StandardCharsets.UTF_8), printed.toString(StandardCharsets.UTF_8),
                "--record changes nothing the demo prints");
        return Recording.read(file);
    }

    /** The first tick where the golem left its patrol: patrol interrupted by an abort. */
    static int brokeOffPatrol(Recording recording) {
        for (int tick = 1; tick <= recording.ticks(); tick++) {
            List<String> trace = recording.trace(tick);
            if (trace.stream().anyMatch(line -> line.startsWith("abort ")) && trace.contains("end patrol inactive")) {
                return tick;
            }
        }
        throw new AssertionError("the golem never broke off its patrol");
    }

    @Test
    void theDemoRecordsItsSessionAndPrintsTheSame() {
        Recording recording = recordDemo(dir.resolve("golem.arbrec"));
        assertTrue(recording.ticks() > 20, recording.toString());
        int tick = brokeOffPatrol(recording);
        assertEquals(List.of("raise playerSeen"), recording.between(tick), "the brain raised the event");
        RecordedFields fields = recording.fields(tick);
        assertEquals("position", fields.name(0));
        assertTrue(fields.changed(0), fields.toString());
        assertEquals("ArrayList(2) [\"patrol interrupted\", \"chases (at " + fields.value(0) + ")\"]",
                fields.value(fields.size() - 1), fields.toString());
        new Replayer(recording).replay(clock -> new GolemTree(new Golem(new Player(18)), clock, 0));
    }
}
