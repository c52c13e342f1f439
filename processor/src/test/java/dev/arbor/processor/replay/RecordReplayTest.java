// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.replay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Clock;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.TraceRecorder;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.replay.RecordedFields;
import dev.arbor.runtime.replay.Recorder;
import dev.arbor.runtime.replay.Recording;
import dev.arbor.runtime.replay.ReplayMismatch;
import dev.arbor.runtime.replay.Replayer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Record and replay (docs/recording.md) on a tree with a conditional abort, an event, a
 * parallel, random and weighted orders, a UtilitySelector, a Switch, an If, a Wait whose duration
 * a method answers, a Cooldown, a service and hooks, driven through pauses, resets and raises: a
 * replay on a fresh agent calls none of its leaves or reads, ends in the recorded state (same
 * snapshot bytes), also from a middle tick, and a replay that parts is reported with its tick
 * and both traces; a corrupt or foreign file is refused.
 */
class RecordReplayTest {
    private static final String SOURCE = """
            package replays;

            import dev.arbor.*;
            import java.util.ArrayList;
            import java.util.List;

            @BehaviorTree
            public final class Scout {
                public final List<String> calls = new ArrayList<>();
                public int danger;
                public int mood;
                public int luck;

                @Selector({"flee", "work"}) void root() {}
                @Sequence(value = {"threatened", "escape"}, abortType = AbortType.LOWER_PRIORITY)
                void flee() {}
                @Condition boolean threatened() { calls.add("threatened"); return danger > 6; }
                @Action(onStart = "startEscape", onEnd = "endEscape")
                Status escape() { calls.add("escape"); return danger > 8 ? Status.SUCCESS : Status.RUNNING; }
                void startEscape() { calls.add("hook:startEscape"); }
                void endEscape(Status how) { calls.add("hook:endEscape " + how); }
                @Sequence({"check", "pick", "rest", "both", "weigh", "score", "shuffle", "alarmed"})
                void work() {}
                @Service(on = "work", millis = 200) void scan() { calls.add("service:scan"); }
                @If(condition = "calm", value = "hum", otherwise = "tremble") void check() {}
                @Condition boolean calm() { calls.add("calm"); return danger < 3; }
                @Action void hum() { calls.add("hum"); if (luck == 3 && mood == 2) throw new IllegalStateException("nightmare"); }
                @Action boolean tremble() { calls.add("tremble"); return luck > 0; }
                @Switch(on = "mode", cases = {"0", "1"}, value = {"walk", "sprint"}, otherwise = "cool")
                void pick() {}
                int mode() { calls.add("mode"); return mood; }
                @Action Status walk() { calls.add("walk"); return luck % 2 == 0 ? Status.SUCCESS : Status.RUNNING; }
                @Action void sprint() { calls.add("sprint"); }
                @Cooldown(value = "nap", millis = 300) void cool() {}
                @Action boolean nap() { calls.add("nap"); return true; }
                @Wait(millisFrom = "delay") void rest() {}
                long delay() { calls.add("delay"); return 20L * luck; }
                @Parallel(value = {"look", "listen"}, success = Policy.ONE) void both() {}
                @Action Status look() { calls.add("look"); return luck > 2 ? Status.SUCCESS : Status.RUNNING; }
                @Action Status listen() { calls.add("listen"); return Status.RUNNING; }
                @WeightedSelector(value = {"left", "right"}, weights = {"wl", "wr"}) void weigh() {}
                double wl() { calls.add("wl"); return 1 + luck; }
                int wr() { calls.add("wr"); return 3; }
                @Action boolean left() { calls.add("left"); return luck > 1; }
                @Action boolean right() { calls.add("right"); return true; }
                @UtilitySelector(value = {"eat", "doze"}, scores = {"hunger", "sleepy"}) void score() {}
                double hunger() { calls.add("hunger"); return luck * 0.25; }
                double sleepy() { calls.add("sleepy"); return 0.6; }
                @Action Status eat() { calls.add("eat"); return luck > 1 ? Status.SUCCESS : Status.RUNNING; }
                @Action void doze() { calls.add("doze"); }
                @RandomSequence({"sweep", "dust"}) void shuffle() {}
                @Action void sweep() { calls.add("sweep"); }
                @Action boolean dust() { calls.add("dust"); return luck != 3; }
                @Event void alarmed() {}
            }
            """;

    private static ClassLoader loader;
    private static Class<?> agentClass;

    @TempDir
    Path dir;

    @BeforeAll
    static void compile() throws Exception {
        Compilation compilation = Compilers.arbor()
                .compile(JavaFileObjects.forSourceString("replays.Scout", SOURCE));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
        loader = Compilers.load(compilation);
        agentClass = loader.loadClass("replays.Scout");
    }

    private static Tree newTree(Clock clock, long seed) {
        try {
            Object agent = agentClass.getConstructor().newInstance();
            return (Tree) loader.loadClass("replays.ScoutTree")
                    .getConstructor(agentClass, Clock.class, long.class)
                    .newInstance(agent, clock, seed);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static final Function<Clock, Tree> FRESH = clock -> newTree(clock, 99);

    private static void set(Tree tree, String field, int value) {
        try {
            agentClass.getField(field).setInt(tree.agent(), value);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static List<String> calls(Tree tree) {
        try {
            return (List<String>) agentClass.getField("calls").get(tree.agent());
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** A recorded session of {@code ticks} ticks, with the recorded tree's snapshots by tick. */
    private record Session(Recording recording, Tree tree, Map<Integer, byte[]> snapshots,
            TraceRecorder trace) {}

    private static Session record(int ticks, long seed) {
        ManualClock clock = new ManualClock();
        Recorder recorder = new Recorder(25);
        Tree tree = newTree(recorder.clock(clock), seed);
        TraceRecorder trace = new TraceRecorder();
        tree.setListener(trace); // the recorder forwards to it
        recorder.start(tree);
        Random world = new Random(seed);
        Map<Integer, byte[]> snapshots = new HashMap<>();
        snapshots.put(0, tree.snapshot());
        int threw = 0;
        for (int tick = 1; tick <= ticks; tick++) {
            clock.advanceMillis(30 + world.nextInt(120));
            set(tree, "danger", world.nextInt(10));
            set(tree, "mood", world.nextInt(3));
            set(tree, "luck", world.nextInt(4));
            if (world.nextInt(10) == 0) {
                tree.raise("alarmed");
            }
            if (world.nextInt(40) == 0) {
                tree.pause();
                clock.advanceMillis(500);
                tree.tick(); // paused: nothing happens, nothing is recorded
                tree.resume();
            }
            if (world.nextInt(60) == 0) {
                tree.reset();
            }
            try {
                recorder.tick();
            } catch (IllegalStateException e) {
                assertEquals("nightmare", e.getMessage());
                threw++;
            }
            snapshots.put(tick, tree.snapshot());
        }
        recorder.stop();
        assertEquals(trace, tree.listener(), "stop() puts the listener back");
        if (ticks >= 300) {
            assertTrue(threw > 0, "no tick threw");
        }
        return new Session(recorder.recording(), tree, snapshots, trace);
    }

    @Test
    void aReplayCallsNoLeafOrReadAndEndsInTheRecordedState() {
        Session session = record(300, 7);
        Recording recording = session.recording();
        assertEquals(300, recording.ticks());
        assertEquals(12, recording.snapshots()); // the start, then before ticks 26, 51, ... 276
        assertTrue(calls(session.tree()).contains("delay"), "the session read values");

        Tree replayed = new Replayer(recording).replay(FRESH);
        assertArrayEquals(session.tree().snapshot(), replayed.snapshot());
        assertEquals(session.tree().runningPath(), replayed.runningPath());
        assertEquals(List.of(), calls(replayed), "the replay called its agent");
        assertTrue(calls(session.tree()).contains("service:scan"));
        assertTrue(calls(session.tree()).contains("hook:startEscape"));
    }

    @Test
    void theTraceOfEachTickIsKeptForATimeline() {
        Session session = record(40, 3);
        Recording recording = session.recording();
        List<String> lines = session.trace().lines(); // tick N, expect ... per tick
        int expectLines = 0;
        for (String line : lines) {
            expectLines += line.startsWith("expect ") ? 1 : 0;
        }
        assertEquals(40, expectLines);
        for (int tick = 1; tick <= 40; tick++) {
            List<String> trace = recording.trace(tick);
            assertEquals("tick", trace.get(0));
            Status status = recording.status(tick);
            assertEquals("=> " + status.name().toLowerCase(java.util.Locale.ROOT),
                    trace.get(trace.size() - 1));
        }
        assertTrue(recording.clockRecorded());
        assertTrue(recording.clockNanos(2) > recording.clockNanos(1));
    }

    @Test
    void aReplayFromAMiddleTickRestoresTheSnapshotBeforeItAndReplaysForward() {
        Session session = record(200, 11);
        Replayer replayer = new Replayer(session.recording());
        for (int tick : new int[] {0, 1, 24, 25, 26, 137, 200}) {
            Tree tree = replayer.replayTo(FRESH, tick);
            assertArrayEquals(session.snapshots().get(tick), tree.snapshot(), "after tick " + tick);
        }
        Tree range = replayer.replay(FRESH, 101, 130);
        assertArrayEquals(session.snapshots().get(130), range.snapshot());
    }

    @Test
    void aReplayThatPartsIsReportedWithTheTickAndBothTraces() {
        Session session = record(120, 5);
        // a tree that does not read the replay's clock: its Waits and Cooldown see no time pass
        ReplayMismatch mismatch = assertThrows(ReplayMismatch.class,
                () -> new Replayer(session.recording()).replay(clock -> newTree(new ManualClock(), 1)));
        assertTrue(mismatch.tick() >= 1, mismatch.getMessage());
        assertEquals(session.recording().trace(mismatch.tick()), mismatch.recorded());
        List<String> replayed = mismatch.replayed();
        assertTrue(replayed.get(replayed.size() - 1).startsWith(">> "), mismatch.getMessage());
        assertTrue(mismatch.getMessage().contains("at tick " + mismatch.tick()),
                mismatch.getMessage());
    }

    @Test
    void aTreeOfAnotherLayoutIsRefused() throws Exception {
        Session session = record(5, 5);
        Compilation other = Compilers.arbor().compile(JavaFileObjects.forSourceString(
                "replays.Other", SOURCE.replace("Scout", "Other")
                        .replace("@Action void doze()", "@Action void doze2()")
                        .replace("\"doze\"", "\"doze2\"")));
        assertEquals(Compilation.Status.SUCCESS, other.status(), () -> other.diagnostics().toString());
        ClassLoader otherLoader = Compilers.load(other);
        Class<?> otherAgent = otherLoader.loadClass("replays.Other");
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new Replayer(session.recording()).replay(clock -> {
                    try {
                        return (Tree) otherLoader.loadClass("replays.OtherTree")
                                .getConstructor(otherAgent, Clock.class, long.class)
                                .newInstance(otherAgent.getConstructor().newInstance(), clock, 0L);
                    } catch (ReflectiveOperationException e) {
                        throw new AssertionError(e);
                    }
                }));
        assertTrue(refused.getMessage().contains("replay it on a tree of the class and tree"
                + " recorded"), refused.getMessage());
    }

    @Test
    void theFileRoundTripsAndACorruptOrForeignFileIsRefused() throws Exception {
        Session session = record(60, 9);
        Path file = dir.resolve("scout.arbrec");
        session.recording().write(file);
        Recording read = Recording.read(file);
        assertEquals(session.recording().ticks(), read.ticks());
        assertEquals(session.recording().nodes(), read.nodes());
        for (int tick = 1; tick <= 60; tick++) {
            assertEquals(session.recording().trace(tick), read.trace(tick));
        }
        assertArrayEquals(session.tree().snapshot(), new Replayer(read).replay(FRESH).snapshot());

        byte[] bytes = Files.readAllBytes(file);
        byte[] flipped = bytes.clone();
        flipped[bytes.length / 2] ^= 0x10;
        assertRefused(flipped, "is a corrupt or truncated Arbor recording: its checksum does not"
                + " match");
        assertRefused(java.util.Arrays.copyOf(bytes, bytes.length - 9),
                "is a corrupt or truncated Arbor recording: its checksum does not match");
        assertRefused("tick 1\nexpect C:isHurt => running\n".getBytes(),
                "is not an Arbor recording (it does not start with ARBOR-REC)");
        byte[] future = bytes.clone();
        future[10] = 7;
        assertRefused(future, "is an Arbor recording of format version 7; this reader reads"
                + " versions 1 and 2");
    }

    private void assertRefused(byte[] bytes, String message) throws Exception {
        Path file = dir.resolve("bad.arbrec");
        Files.write(file, bytes);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> Recording.read(file));
        assertEquals(file + " " + message, refused.getMessage());
    }

    @Test
    void aTreeBuiltWithoutTheRecordingClockIsRecordedWithoutReadings() {
        Recorder recorder = new Recorder();
        Tree tree = newTree(new ManualClock(), 1);
        recorder.start(tree);
        recorder.tick();
        Recording recording = recorder.recording();
        assertEquals(false, recording.clockRecorded());
        assertThrows(IllegalStateException.class, () -> recording.clockNanos(1));
        List<String> calls = new ArrayList<>(calls(tree));
        assertTrue(calls.contains("calm"), calls.toString());
    }

    private static int field(RecordedFields fields, String name) {
        for (int i = 0; i < fields.size(); i++) {
            if (fields.name(i).equals(name)) {
                return i;
            }
        }
        throw new AssertionError("no field " + name + " in " + fields);
    }

    @Test
    void theAgentsFieldsAreKeptPerTickWithWhatChanged() throws Exception {
        Session session = record(120, 4);
        Recording recording = session.recording();
        RecordedFields start = recording.fields(0);
        assertEquals("int", start.type(field(start, "danger")));
        assertEquals("List<String>", start.type(field(start, "calls")));
        // replayed to each tick, a fresh tree's agent is not the recorded one: read the values
        // the recorded session set before each tick from a second run of the same world
        Random world = new Random(4);
        String lastDanger = "0";
        for (int tick = 1; tick <= 120; tick++) {
            world.nextInt(120);
            String danger = Integer.toString(world.nextInt(10));
            world.nextInt(3);
            world.nextInt(4);
            world.nextInt(10);
            if (world.nextInt(40) == 0) { }
            if (world.nextInt(60) == 0) { }
            RecordedFields fields = recording.fields(tick);
            int d = field(fields, "danger");
            assertEquals(danger, fields.value(d), "danger after tick " + tick);
            assertEquals(!danger.equals(lastDanger), fields.changed(d), "danger changed at " + tick);
            lastDanger = danger;
            assertTrue(fields.value(field(fields, "calls")).startsWith("ArrayList("),
                    fields.toString());
        }
        Path file = dir.resolve("fields.arbrec");
        recording.write(file);
        Recording read = Recording.read(file);
        for (int tick = 0; tick <= 120; tick += 7) {
            assertEquals(recording.fields(tick).toString(), read.fields(tick).toString());
        }
        assertEquals(recording.treeNodes().toString(), read.treeNodes().toString());
        assertEquals("Selector", read.treeNodes().kind(0));
    }

    @Test
    void aRecorderToldNoFieldsKeepsNone() {
        Recorder recorder = new Recorder().fields(false);
        Tree tree = newTree(recorder.clock(new ManualClock()), 1);
        recorder.start(tree);
        recorder.tick();
        assertEquals(0, recorder.recording().fields(1).size());
        assertThrows(IllegalStateException.class, () -> recorder.fields(true));
    }

    @Test
    void aRingKeepsTheLastTicksFromASnapshotAndItsWindowReplays() {
        ManualClock clock = new ManualClock();
        Recorder full = new Recorder(10);
        Recorder ring = new Recorder(10).keepLast(25);
        Tree tree = newTree(ring.clock(full.clock(clock)), 21);
        full.start(tree);
        ring.start(tree);
        Random world = new Random(21);
        int maxBytes = 0;
        for (int tick = 1; tick <= 157; tick++) {
            clock.advanceMillis(30 + world.nextInt(120));
            set(tree, "danger", world.nextInt(10));
            set(tree, "mood", world.nextInt(3));
            if (world.nextInt(10) == 0) {
                tree.raise("alarmed");
            }
            full.checkpoint();
            ring.checkpoint();
            try {
                tree.tick();
            } catch (IllegalStateException e) {
                assertEquals("nightmare", e.getMessage());
            }
            maxBytes = Math.max(maxBytes, ring.bytes());
        }
        ring.stop();
        full.stop();
        Recording all = full.recording();
        Recording window = ring.recording();
        assertEquals(157, window.ticksBefore() + window.ticks());
        assertTrue(window.ticks() >= 25 && window.ticks() < 45, window.toString());
        assertEquals(0, window.ticksBefore() % 10);
        for (int tick = 1; tick <= window.ticks(); tick++) {
            int same = window.ticksBefore() + tick;
            assertEquals(all.trace(same), window.trace(tick), "tick " + same);
            assertEquals(all.clockNanos(same), window.clockNanos(tick), "tick " + same);
            // the window's first tick compares with the values at its snapshot, read between
            // ticks 120 and 121 (after the world set them): only its values are the same
            assertEquals(all.fields(same).toString().replace("*", ""),
                    window.fields(tick).toString().replace("*", ""), "tick " + same);
            if (tick > 1) {
                assertEquals(all.fields(same).toString(), window.fields(tick).toString());
            }
        }
        assertArrayEquals(tree.snapshot(), new Replayer(window).replay(FRESH).snapshot());
        assertArrayEquals(tree.snapshot(), new Replayer(Recording.fromBytes(window.toBytes()))
                .replay(FRESH).snapshot());
        assertTrue(maxBytes < full.bytes() / 3, maxBytes + " of " + full.bytes());
        assertThrows(IllegalArgumentException.class, () -> new Replayer(window).diff(FRESH));
    }

    @Test
    void aFileOfVersion1IsStillReadWithoutFields() throws Exception {
        Session session = record(30, 9);
        byte[] v2 = session.recording().toBytes();
        java.io.DataInputStream in = new java.io.DataInputStream(
                new java.io.ByteArrayInputStream(v2, 11, v2.length - 15));
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        java.io.DataOutputStream out = new java.io.DataOutputStream(bytes);
        out.write("ARBOR-REC".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        out.writeShort(1);
        out.writeUTF(in.readUTF());
        out.writeLong(in.readLong());
        int nodes = in.readInt();
        out.writeInt(nodes);
        for (int i = 0; i < nodes; i++) {
            out.writeUTF(in.readUTF());
        }
        out.writeInt(in.readInt());
        out.writeBoolean(in.readBoolean());
        for (int i = 0; i < nodes; i++) { // version 2: kinds and parents
            in.readUTF();
            in.readInt();
        }
        in.readInt();
        in.readLong();
        int fields = in.readInt();
        for (int i = 0; i < fields; i++) {
            in.readUTF();
            in.readUTF();
            in.readUTF();
            if (in.readBoolean()) {
                in.readUTF();
            }
        }
        byte[] body = new byte[in.readInt()];
        in.readFully(body);
        out.writeInt(body.length);
        out.write(body);
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(bytes.toByteArray());
        out.writeInt((int) crc.getValue());
        Recording v1 = Recording.fromBytes(bytes.toByteArray());
        assertEquals(30, v1.ticks());
        assertEquals(0, v1.fields(3).size());
        assertEquals(null, v1.treeNodes());
        assertEquals(session.recording().trace(12), v1.trace(12));
        assertArrayEquals(session.tree().snapshot(), new Replayer(v1).replay(FRESH).snapshot());
    }
}
