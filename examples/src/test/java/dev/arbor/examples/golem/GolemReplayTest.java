// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.golem;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.replay.Recorder;
import dev.arbor.runtime.replay.Recording;
import dev.arbor.runtime.replay.Replayer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The golem's session, recorded as the player walks past it (its event raised when the player
 * is near, a pause and a reset on the way), replays on a golem that never moves: every tick the
 * same, the same state at the end and after any tick, and the replay's golem untouched (no leaf,
 * hook or condition of it called).
 */
class GolemReplayTest {
    private static final int STEPS = 120;

    @Test
    void theGolemsSessionReplaysWithoutTheGolem() {
        ManualClock clock = new ManualClock();
        Player player = new Player(18);
        Golem golem = new Golem(player);
        Recorder recorder = new Recorder(16);
        GolemTree tree = new GolemTree(golem, recorder.clock(clock), 0);
        recorder.start(tree);
        List<byte[]> states = new ArrayList<>();
        states.add(tree.snapshot());
        boolean wasInSight = false;
        for (int step = 1; step <= STEPS; step++) {
            clock.advanceMillis(GolemDemo.STEP_MILLIS);
            player.step();
            boolean inSight = Math.abs(player.position - golem.position) <= Golem.SIGHT;
            if (inSight && !wasInSight) {
                tree.raise("playerSeen"); // as the demo's brain does
            }
            wasInSight = inSight;
            if (step == 50) {
                tree.pause();
                clock.advanceMillis(700);
                tree.resume();
            }
            if (step == 90) {
                tree.reset();
            }
            recorder.tick();
            states.add(tree.snapshot());
        }
        Recording recording = recorder.recording();
        assertEquals(STEPS, recording.ticks());
        List<String> all = new ArrayList<>();
        for (int tick = 1; tick <= STEPS; tick++) {
            all.addAll(recording.trace(tick));
        }
        assertTrue(all.contains("enter chase"), "the golem chased the player: " + all);
        assertTrue(all.contains("enter spinAttack") || all.contains("enter slam"),
                "the golem attacked");
        assertTrue(all.stream().anyMatch(line -> line.startsWith("abort ")), "an abort fired");

        Replayer replayer = new Replayer(recording);
        List<Golem> replayGolems = new ArrayList<>();
        Tree replayed = replayer.replay(c -> {
            Golem fresh = new Golem(new Player(18));
            replayGolems.add(fresh);
            return new GolemTree(fresh, c, 0);
        });
        assertArrayEquals(tree.snapshot(), replayed.snapshot());
        Golem untouched = replayGolems.get(0);
        assertEquals(Golem.POST, untouched.position);
        assertEquals(List.of(), untouched.notes);
        for (int tick : new int[] {1, 17, 49, 50, 51, 90, 119}) {
            Tree at = replayer.replayTo(c -> new GolemTree(new Golem(new Player(18)), c, 0), tick);
            assertArrayEquals(states.get(tick), at.snapshot(), "after tick " + tick);
        }
    }
}
