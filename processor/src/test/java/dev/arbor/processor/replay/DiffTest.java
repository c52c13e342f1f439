// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Clock;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.replay.Recorder;
import dev.arbor.runtime.replay.Recording;
import dev.arbor.runtime.replay.ReplayMismatch;
import dev.arbor.runtime.replay.Replayer;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * "What would the new tree do" (docs/recording.md, "Diff"): a session recorded on one tree class,
 * replayed by node names on other classes compiled in the test: the same tree under another
 * name does the same; one whose sequence runs its children in another order parts at the first
 * tick that reaches it, both traces shown; one with a new leaf is stopped where it asks it,
 * which the recording never answered.
 */
class DiffTest {
    private static final String SOURCE = """
            package diffs;

            import dev.arbor.*;

            @BehaviorTree
            public final class NAME {
                public int danger;
                public int luck;

                @ROOT({"flee", "work"}) void root() {}
                @Sequence({"threatened", "escape"}) void flee() {}
                @Condition boolean threatened() { return danger > 6; }
                @Action Status escape() { return danger > 8 ? Status.SUCCESS : Status.RUNNING; }
                @Sequence({WORK}) void work() {}
                @Action boolean look() { return luck > 0; }
                @Action boolean listen() { return true; }
                @Wait(millisFrom = "delay") void rest() {}
                long delay() { return 20L * luck; }
                @Action Status patrol() { return luck == 3 ? Status.SUCCESS : Status.RUNNING; }
            }
            """;

    private static ClassLoader loader;

    @BeforeAll
    static void compile() {
        Compilation compilation = Compilers.arbor().compile(
                source("Recorded", "Selector", "\"look\", \"rest\", \"patrol\""),
                source("Renamed", "Selector", "\"look\", \"rest\", \"patrol\""),
                source("Changed", "Sequence", "\"look\", \"rest\", \"patrol\""),
                source("Swapped", "Selector", "\"rest\", \"look\", \"patrol\""),
                source("Extra", "Selector", "\"look\", \"listen\", \"rest\", \"patrol\""));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
        loader = Compilers.load(compilation);
    }

    private static javax.tools.JavaFileObject source(String name, String root, String work) {
        String text = SOURCE.replace("NAME", name).replace("ROOT", root).replace("WORK", work);
        if (!work.contains("listen")) {
            text = text.replace("@Action boolean listen() { return true; }", "");
        }
        return JavaFileObjects.forSourceString("diffs." + name, text);
    }

    private static Function<Clock, Tree> tree(String name) {
        return clock -> {
            try {
                Class<?> agent = loader.loadClass("diffs." + name);
                return (Tree) loader.loadClass("diffs." + name + "Tree")
                        .getConstructor(agent, Clock.class, long.class)
                        .newInstance(agent.getConstructor().newInstance(), clock, 0L);
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        };
    }

    private static Recording record() throws Exception {
        ManualClock clock = new ManualClock();
        Recorder recorder = new Recorder(10);
        Tree tree = tree("Recorded").apply(recorder.clock(clock));
        recorder.start(tree);
        Random world = new Random(3);
        for (int tick = 0; tick < 60; tick++) {
            clock.advanceMillis(25);
            tree.agent().getClass().getField("danger").setInt(tree.agent(), world.nextInt(10));
            tree.agent().getClass().getField("luck").setInt(tree.agent(), world.nextInt(4));
            recorder.tick();
        }
        return recorder.recording();
    }

    private static int firstTickWith(Recording recording, String line) {
        for (int tick = 1; tick <= recording.ticks(); tick++) {
            if (recording.trace(tick).contains(line)) {
                return tick;
            }
        }
        throw new AssertionError(line);
    }

    @Test
    void theSameTreeUnderAnotherNameDoesTheSame() throws Exception {
        assertEquals(Optional.empty(), new Replayer(record()).diff(tree("Renamed")));
    }

    @Test
    void aChangedCompositePartsAtTheFirstTickItActsOtherwise() throws Exception {
        Recording recording = record();
        // root a Sequence, not a Selector: where flee failed, the root fails instead of working
        ReplayMismatch parted = new Replayer(recording).diff(tree("Changed")).orElseThrow();
        assertEquals(firstTickWith(recording, "enter work"), parted.tick(), parted.getMessage());
        assertEquals(recording.trace(parted.tick()), parted.recorded());
        List<String> replayed = parted.replayed();
        assertEquals(">> end root failure", replayed.get(replayed.size() - 1),
                parted.getMessage());
        assertTrue(parted.getMessage().startsWith("the new tree did \"end root failure\" where"
                + " the recording has \"enter work\" at tick " + parted.tick()),
                parted.getMessage());
    }

    @Test
    void childrenInAnotherOrderStopWhereTheyAskWhatWasNotAnswered() throws Exception {
        Recording recording = record();
        ReplayMismatch parted = new Replayer(recording).diff(tree("Swapped")).orElseThrow();
        assertTrue(parted.tick() >= firstTickWith(recording, "enter work"), parted.getMessage());
        assertTrue(parted.getMessage().startsWith("the new tree "), parted.getMessage());
    }

    @Test
    void aLeafTheRecordingNeverAnsweredIsReportedNotGuessed() throws Exception {
        Recording recording = record();
        ReplayMismatch parted = new Replayer(recording).diff(tree("Extra")).orElseThrow();
        int tick = firstTickWith(recording, "answer look success");
        assertEquals(tick, parted.tick(), parted.getMessage());
        assertTrue(parted.getMessage().startsWith("the new tree asks listen, which the recording"
                + " does not answer in this tick at tick " + tick), parted.getMessage());
        List<String> replayed = parted.replayed();
        assertEquals(">> the new tree asks listen, which the recording does not answer in this"
                + " tick", replayed.get(replayed.size() - 1));
    }
}
