// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.arbor.Status;
import dev.arbor.processor.scenario.GeneratedTreeRunner.Instance;
import dev.arbor.processor.scenario.ScriptedAgent.ScriptedFailure;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.internal.SnapshotBytes;
import dev.arbor.runtime.internal.SnapshotSupport;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * docs/semantics.md §9 and docs/snapshots.md on compiled trees of both state layouts, with every
 * node kind between them: a snapshot of another class or of another layout of the same class,
 * truncated bytes (every length) and every single-byte corruption of real snapshots are refused
 * with IllegalArgumentException and leave the instance exactly as it was (its snapshot unchanged,
 * and it ticks on as a twin never touched); values no run can leave, even under a valid
 * checksum, are refused too, and whatever is accepted is a tree that works. The buffer forms
 * allocate nothing and refuse a short buffer without writing to it.
 */
class SnapshotTest {
    /** Conditional aborts of every type, no parallel: the state in fields (W1's shape). */
    private static final String GUARD = """
            scenario snapshot-guard
            tree
            selector root
              sequence fleeing abort=lower_priority
                condition hurt
                action flee
              sequence fighting abort=both
                condition enemy
                invert calm
                  condition scared
                action fight
              sequence resting abort=self
                condition tired
                action sleep
              sequence patrol
                action walk
                action look
            end
            init hurt=false enemy=false scared=false tired=false flee=running fight=running \
            sleep=running walk=running look=running
            tick 1
            tick 2 walk=success
            tick 3 enemy=true
            tick 4 fight=success look=success
            tick 5 tired=true
            pause
            tick 6 hurt=true
            resume
            tick 7
            tick 8 hurt=false flee=success
            tick 9
            """;

    /**
     * Every library kind, parallels (one with a count, which re-asks its condition `quiet`, §5.3),
     * aborts under and outside them, an event,
     * the clock, seeded random composites and a weighted one, a Switch, a utility selector that
     * switches: the state in an array.
     */
    private static final String EVERYTHING = """
            scenario snapshot-everything
            seed 11
            tree
            selector root
              sequence alarmed abort=lower_priority
                event alarm
                action flee
              parallel both success_count=2 failure=all recheck_conditions=true
                sequence watchful abort=self
                  condition safe
                  repeat rounds times=3
                    action patrol
                time_limit limit millis=200
                  while guarded condition=daylight
                    loop laps times=2
                      until_success retry max_tries=3
                        action step
                until_failure drain max_tries=4
                  cooldown cool millis=30
                    fail_if_running quick
                      running_if_fail again
                        action work
                try_catch attempt
                  run_once warmup
                    action warm
                  action task
                  action undo
                condition quiet
              random_sequence shuffle
                invert notTired
                  condition tired
                always_succeed fine
                  action rest
                switch mode on=level cases=1,2
                  random_choice coin weights=1,2
                    action heads
                    action tails
                  action calm
                  action other
              weighted_selector choose weights=wA,wB
                if maybe condition=ready
                  action a
                  action b
                always_fail nope
                  wait nap millis=30
              random_selector pick weights=1,3
                permit gate permits=1
                  shared_cooldown hush millis=20
                    action x
                utility_selector util scores=sY,sZ every=20 margin=1
                  action y
                  action z
            end
            init safe=true quiet=true daylight=true patrol=running step=failure work=failure \
            warm=running task=running undo=running \
            flee=running rest=running a=running x=running y=running ready=true
            tick 1 level=1 heads=running tails=running
            advance 10
            tick 2 patrol=success step=success warm=success
            advance 10
            tick 3 work=running
            raise alarm
            advance 5
            tick 4
            tick 5 flee=success
            pause
            advance 20
            raise alarm
            resume
            advance 10
            tick 6 safe=false task=failure
            advance 50
            tick 7 daylight=false quiet=false
            advance 100
            tick 8 patrol=failure step=failure work=success undo=success
            advance 300
            tick 9 safe=true daylight=true heads=success quiet=true
            tick 10 wA=3 wB=5 ready=false
            advance 40
            tick 11 b=failure
            advance 40
            tick 12 x=failure
            advance 10
            tick 13 sZ=3
            advance 10
            tick 14
            advance 30
            tick 15 z=running
            tick 16 z=failure
            """;

    private static final List<Scenario> SCENARIOS = List.of(ScenarioFormat.parse(GUARD),
            ScenarioFormat.parse(EVERYTHING));
    private static GeneratedTreeRunner runner;
    /** Per scenario, its snapshot after each step of its script. */
    private static final List<List<byte[]>> SNAPSHOTS = new ArrayList<>();
    /** Per reason given, how many refusals gave it (printed at the end). */
    private static final Map<String, Integer> REASONS = new TreeMap<>();
    private static long refusals;
    private static long forgedAccepted;

    @BeforeAll
    static void compile() {
        runner = new GeneratedTreeRunner(SCENARIOS, "Snap");
        for (int i = 0; i < SCENARIOS.size(); i++) {
            SNAPSHOTS.add(snapshotsAlong(i));
        }
    }

    @AfterAll
    static void report() {
        System.out.printf("SnapshotTest: %d refused restores (each leaving its tree unchanged),"
                + " %d forged snapshots accepted as valid states; reasons: %s%n", refusals,
                forgedAccepted, REASONS);
    }

    /** The trees are the two layouts, and the script reaches states worth taking. */
    @Test
    void theTreesCoverBothLayoutsAndEveryKind() throws Exception {
        assertTrue(hasField(runner.treeClass(0), "top"), "the guard keeps its state in fields");
        assertTrue(hasField(runner.treeClass(1), "state"), "the other in an array");
        List<String> kinds = SCENARIOS.get(1).nodes().stream().map(n -> n.kind).distinct().toList();
        for (String kind : ScenarioKinds.NAMES) {
            assertTrue(kinds.contains(kind) || SCENARIOS.get(0).nodes().stream()
                    .anyMatch(n -> n.kind.equals(kind)), "no " + kind);
        }
        for (List<byte[]> snapshots : SNAPSHOTS) {
            assertTrue(snapshots.stream().map(HexFormat.of()::formatHex).distinct().count() > 5);
        }
    }

    private static boolean hasField(Class<?> type, String name) {
        return Arrays.stream(type.getDeclaredFields()).anyMatch(f -> f.getName().equals(name));
    }

    @Test
    void aSnapshotStartsWithItsFormatAndLayoutAndEndsWithItsCrc() {
        for (int i = 0; i < SCENARIOS.size(); i++) {
            Tree tree = runner.fresh(i, SCENARIOS.get(i)).tree();
            for (byte[] snapshot : SNAPSHOTS.get(i)) {
                assertEquals((byte) 0xA1, snapshot[0]);
                assertEquals(tree.layoutHash(), SnapshotBytes.getLong(snapshot, 1));
                java.util.zip.CRC32 crc = new java.util.zip.CRC32();
                crc.update(snapshot, 0, snapshot.length - 4);
                assertEquals((int) crc.getValue(), SnapshotBytes.getInt(snapshot,
                        snapshot.length - 4));
                assertTrue(snapshot.length <= tree.snapshotCapacity());
            }
        }
        assertNotEquals(runner.fresh(0, SCENARIOS.get(0)).tree().layoutHash(),
                runner.fresh(1, SCENARIOS.get(1)).tree().layoutHash());
    }

    @Test
    void anotherClassesSnapshotIsRefused() {
        for (int from = 0; from < SCENARIOS.size(); from++) {
            int to = 1 - from;
            for (byte[] snapshot : SNAPSHOTS.get(from)) {
                Twins twins = twins(to, SNAPSHOTS.get(to).get(3));
                String message = refused(twins, snapshot);
                String name = runner.treeClass(to).getSimpleName();
                assertTrue(message.contains(name + ".restore() refused a snapshot of another"
                        + " tree layout"), message);
                assertTrue(message.contains(hex(SnapshotBytes.getLong(snapshot, 1)))
                        && message.contains(hex(twins.target.tree().layoutHash())), message);
                twins.assertAlike();
            }
        }
    }

    /** The same class name, compiled from another tree: another layout hash, refused. */
    @Test
    void theSameClassCompiledFromAnotherTreeIsRefused() {
        Scenario before = ScenarioFormat.parse(GUARD);
        Scenario after = ScenarioFormat.parse(GUARD.replace("action look", "action look\n"
                + "    action again"));
        GeneratedTreeRunner old = new GeneratedTreeRunner(List.of(before), "Layout");
        GeneratedTreeRunner changed = new GeneratedTreeRunner(List.of(after), "Layout");
        assertEquals(old.treeClass(0).getName(), changed.treeClass(0).getName());
        Instance source = old.fresh(0, before);
        source.tree().tick();
        byte[] snapshot = source.tree().snapshot();
        Instance target = changed.fresh(0, after);
        target.tree().tick();
        byte[] unchanged = target.tree().snapshot();
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> target.tree().restore(snapshot));
        assertTrue(error.getMessage().contains("Layout0Tree.restore() refused a snapshot of"
                + " another tree layout: the snapshot has layout hash "
                + hex(source.tree().layoutHash()) + ", Layout0Tree has "
                + hex(target.tree().layoutHash())), error.getMessage());
        assertArrayEquals(unchanged, target.tree().snapshot());
        // a change of an attribute only (a duration, a limit) is another layout too
        GeneratedTreeRunner longer = new GeneratedTreeRunner(List.of(ScenarioFormat.parse(
                EVERYTHING.replace("times=3", "times=4"))), "Layout");
        assertNotEquals(longer.fresh(0, SCENARIOS.get(1)).tree().layoutHash(),
                runner.fresh(1, SCENARIOS.get(1)).tree().layoutHash());
        // and so is a parallel's count (§5.3)
        GeneratedTreeRunner counted = new GeneratedTreeRunner(List.of(ScenarioFormat.parse(
                EVERYTHING.replace("success_count=2", "success_count=3"))), "Layout");
        assertNotEquals(counted.fresh(0, SCENARIOS.get(1)).tree().layoutHash(),
                runner.fresh(1, SCENARIOS.get(1)).tree().layoutHash());
    }

    /** Every length short of a snapshot, and one byte more. */
    @Test
    void truncatedOrLongerBytesAreRefused() {
        int cases = 0;
        for (int i = 0; i < SCENARIOS.size(); i++) {
            List<byte[]> snapshots = SNAPSHOTS.get(i);
            Twins twins = twins(i, snapshots.get(snapshots.size() / 2));
            for (byte[] snapshot : snapshots) {
                for (int length = 0; length < snapshot.length; length++) {
                    String message = refused(twins, Arrays.copyOf(snapshot, length));
                    assertTrue(message.contains("truncated") || message.contains("empty")
                            || message.contains("corrupt"), message);
                }
                refused(twins, Arrays.copyOf(snapshot, snapshot.length + 1));
                cases += snapshot.length + 1;
            }
            twins.assertAlike();
        }
        System.out.println("SnapshotTest: " + cases + " truncated or longer snapshots refused");
    }

    /**
     * Every byte of a few real snapshots of each tree, changed to several values: each is
     * refused, and the tree it was offered to is left exactly as it was.
     */
    @Test
    void everySingleByteCorruptionIsRefused() {
        int cases = 0;
        for (int i = 0; i < SCENARIOS.size(); i++) {
            List<byte[]> snapshots = SNAPSHOTS.get(i);
            for (int pick : new int[] {1, snapshots.size() / 2, snapshots.size() - 1}) {
                byte[] snapshot = snapshots.get(pick);
                Twins twins = twins(i, snapshots.get(0));
                for (int at = 0; at < snapshot.length; at++) {
                    for (int change : new int[] {0x01, 0x02, 0x10, 0x80, 0xFF, 0x55}) {
                        byte[] corrupt = snapshot.clone();
                        corrupt[at] ^= (byte) change;
                        refused(twins, corrupt);
                        cases++;
                    }
                    byte[] zero = snapshot.clone();
                    if (zero[at] != 0) {
                        zero[at] = 0;
                        refused(twins, zero);
                        cases++;
                    }
                }
                twins.assertAlike();
            }
        }
        System.out.println("SnapshotTest: " + cases + " single-byte corruptions refused");
    }

    /**
     * Single-byte changes with the checksum made right again: what no run can leave is refused
     * (the tree unchanged), and what is accepted is a working tree whose snapshot gives the same
     * bytes back and that ticks, resets and ticks again without an internal error.
     */
    @Test
    void forgedValuesAreRefusedOrMakeAWorkingTree() {
        int cases = 0;
        for (int i = 0; i < SCENARIOS.size(); i++) {
            List<byte[]> snapshots = SNAPSHOTS.get(i);
            for (int pick = 1; pick < snapshots.size(); pick += 3) {
                byte[] snapshot = snapshots.get(pick);
                Twins twins = twins(i, snapshots.get(0));
                for (int at = SnapshotSupport.HEADER; at < snapshot.length - 4; at++) {
                    for (int value = 0; value < 256; value++) {
                        if (value == (snapshot[at] & 0xFF)) {
                            continue;
                        }
                        byte[] forged = snapshot.clone();
                        forged[at] = (byte) value;
                        SnapshotSupport.seal(forged, 0, forged.length - 4);
                        cases++;
                        try {
                            twins.target.tree().restore(forged);
                        } catch (IllegalArgumentException refused) {
                            count(refused.getMessage());
                            twins.assertUnchanged();
                            continue;
                        }
                        forgedAccepted++;
                        works(i, forged);
                        twins = twins(i, snapshots.get(0));
                    }
                }
                twins.assertAlike();
            }
        }
        // the checks of values, not only the frame's, refused some
        for (String reason : List.of("on top", "watches", "where it keeps", "flags",
                "order of the children", "pending events", "answered")) {
            assertTrue(REASONS.keySet().stream().anyMatch(r -> r.contains(reason)),
                    reason + " in " + REASONS.keySet());
        }
        System.out.println("SnapshotTest: " + cases + " forged single-byte values");
    }

    /** A tree restored from {@code forged}: gives it back, ticks, resets, ticks. */
    private static void works(int i, byte[] forged) {
        Instance instance = runner.fresh(i, SCENARIOS.get(i));
        instance.tree().restore(forged);
        assertArrayEquals(forged, instance.tree().snapshot(), "the accepted bytes come back");
        try {
            for (int tick = 0; tick < 8; tick++) {
                if (tick == 4) {
                    instance.tree().reset();
                    instance.tree().resume();
                }
                try {
                    instance.tree().tick();
                } catch (ScriptedFailure expected) {
                    // a leaf scripted to throw: the tree is cleared and reusable
                }
                instance.clock().advance(Duration.ofMillis(25));
            }
        } catch (RuntimeException | Error broken) {
            fail("an accepted forged snapshot broke the tree: "
                    + HexFormat.of().formatHex(forged), broken);
        }
    }

    @Test
    void theBufferFormsAllocateNothing() {
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        for (int i = 0; i < SCENARIOS.size(); i++) {
            List<byte[]> snapshots = SNAPSHOTS.get(i);
            Tree tree = runner.fresh(i, SCENARIOS.get(i)).tree();
            byte[] buffer = new byte[tree.snapshotCapacity() + 7];
            long least = Long.MAX_VALUE;
            for (int round = 0; round < 6; round++) { // warm up, then measure the last rounds
                long before = threads.getThreadAllocatedBytes(thread);
                for (int n = 0; n < 100_000; n++) {
                    byte[] from = snapshots.get(n % snapshots.size());
                    System.arraycopy(from, 0, buffer, 7, from.length);
                    tree.restore(buffer, 7, from.length);
                    tree.snapshot(buffer, 7);
                }
                long allocated = threads.getThreadAllocatedBytes(thread) - before;
                least = round >= 3 ? Math.min(least, allocated) : least;
            }
            // a few bytes of measuring (or compiling) noise at most, nothing per call
            assertTrue(least < 1_000, "allocated " + least + " bytes in 100,000 restores and"
                    + " snapshots of " + tree.getClass());
        }
    }

    @Test
    void aShortBufferIsRefusedWithNothingWritten() {
        for (int i = 0; i < SCENARIOS.size(); i++) {
            for (byte[] snapshot : SNAPSHOTS.get(i)) {
                Instance instance = runner.fresh(i, SCENARIOS.get(i));
                instance.tree().restore(snapshot);
                for (int room = 0; room < snapshot.length; room++) {
                    byte[] buffer = new byte[room + 3];
                    Arrays.fill(buffer, (byte) 0x5A);
                    assertThrows(IndexOutOfBoundsException.class,
                            () -> instance.tree().snapshot(buffer, 3));
                    byte[] untouched = new byte[room + 3];
                    Arrays.fill(untouched, (byte) 0x5A);
                    assertArrayEquals(untouched, buffer);
                }
                byte[] exact = new byte[snapshot.length + 3];
                assertEquals(snapshot.length, instance.tree().snapshot(exact, 3));
                assertArrayEquals(snapshot, Arrays.copyOfRange(exact, 3, exact.length));
                assertThrows(IndexOutOfBoundsException.class,
                        () -> instance.tree().snapshot(exact, -1));
                assertThrows(IndexOutOfBoundsException.class,
                        () -> instance.tree().restore(snapshot, 1, snapshot.length));
                assertTrue(snapshot.length <= instance.tree().snapshotCapacity());
            }
        }
    }

    /** A straight-line tree refuses both from inside its own leaf, as tick() is refused. */
    @Test
    void snapshotAndRestoreFromInsideALeafAreRefused() {
        Scenario scenario = SCENARIOS.get(0);
        byte[] snapshot = SNAPSHOTS.get(0).get(2);
        List<Function<Tree, Object>> calls = List.of(Tree::snapshot,
                tree -> tree.snapshot(new byte[64], 0), tree -> {
                    tree.restore(snapshot);
                    return null;
                });
        for (Function<Tree, Object> call : calls) {
            Instance instance = runner.fresh(0, scenario);
            Tree tree = instance.tree();
            IllegalStateException[] refused = new IllegalStateException[1];
            instance.agent().answers.put("walk", "running");
            tree.setListener(new dev.arbor.runtime.TreeListener() {
                @Override
                public void leafAnswered(Tree t, int node, Status status) {
                    try {
                        call.apply(t);
                    } catch (IllegalStateException e) {
                        refused[0] = e;
                    }
                }
            });
            tree.tick();
            assertTrue(refused[0] != null && refused[0].getMessage().startsWith(
                    "[Arbor/Reentrant] Snap0Tree."), String.valueOf(refused[0]));
            tree.setListener(null);
            assertEquals(Status.RUNNING, tree.status()); // refused, and nothing else happened
        }
    }

    /**
     * Large trees: 113 abort entries, in fields (their entry methods split into parts of 64) and
     * in an array (under a parallel), moved before every step, trace for trace with the
     * reference interpreter.
     */
    @Test
    void largeTreesMoveEveryStepAsTheInterpreterRuns() throws Exception {
        List<Scenario> large = List.of(largeScenario(false), largeScenario(true));
        GeneratedTreeRunner compiled = new GeneratedTreeRunner(large, "Large");
        assertTrue(Arrays.stream(compiled.treeClass(0).getDeclaredMethods())
                .anyMatch(m -> m.getName().equals("checkEntries1")), "entries in parts");
        assertTrue(hasField(compiled.treeClass(1), "state"));
        for (int i = 0; i < large.size(); i++) {
            assertEquals(ReferenceInterpreter.expected(large.get(i)),
                    compiled.runMoving(i, large.get(i), true, step -> true));
        }
    }

    private static Scenario largeScenario(boolean parallel) {
        StringBuilder text = new StringBuilder("scenario large\ntree\n");
        String indent = parallel ? "    " : "  ";
        text.append(parallel ? "parallel root\n  selector left\n" : "selector root\n");
        StringBuilder init = new StringBuilder("init");
        String[] aborts = {"lower_priority", "both", "self", "none"};
        for (int k = 0; k < 150; k++) {
            if (parallel && k == 75) {
                text.append("  selector right\n");
            }
            text.append(indent).append("sequence s").append(k).append(" abort=")
                    .append(aborts[k % 4]).append('\n')
                    .append(indent).append("  condition c").append(k).append('\n')
                    .append(indent).append("  action a").append(k).append('\n');
            init.append(" c").append(k).append("=false a").append(k).append("=running");
        }
        text.append(indent).append("action idle\nend\n").append(init).append(" idle=running\n");
        java.util.Random random = new java.util.Random(150);
        for (int tick = 1; tick <= 40; tick++) {
            text.append("tick ").append(tick);
            for (int change = 0; change < 3; change++) {
                int k = random.nextInt(150);
                text.append(random.nextBoolean() ? " c" + k + "=" + random.nextBoolean()
                        : " a" + k + "=" + (random.nextBoolean() ? "running" : "success"));
            }
            text.append('\n');
        }
        return ScenarioFormat.parse(text.toString());
    }

    // ---- helpers

    /** Runs scenario {@code i}'s script on one instance; its snapshot after each step. */
    private static List<byte[]> snapshotsAlong(int i) {
        Scenario scenario = SCENARIOS.get(i);
        Instance instance = runner.fresh(i, scenario);
        List<byte[]> snapshots = new ArrayList<>(List.of(instance.tree().snapshot()));
        for (Scenario.Step step : scenario.steps) {
            instance.agent().answers.putAll(step.changes);
            try {
                switch (step.kind) {
                    case TICK -> instance.tree().tick();
                    case RESET -> instance.tree().reset();
                    case ADVANCE -> instance.clock().advanceMillis(step.millis);
                    case RAISE -> instance.tree().raise(step.event);
                    case PAUSE -> instance.tree().pause();
                    case RESUME -> instance.tree().resume();
                    default -> throw new AssertionError(step.kind);
                }
            } catch (ScriptedFailure thrown) {
                // part of the script
            }
            instance.agent().$drain();
            snapshots.add(instance.tree().snapshot());
        }
        return snapshots;
    }

    /**
     * A target to offer bad bytes to, and its twin that is offered nothing: both fresh trees of
     * scenario {@code i} restored from {@code snapshot}, with the same answers.
     */
    private static Twins twins(int i, byte[] snapshot) {
        Instance target = runner.fresh(i, SCENARIOS.get(i));
        Instance twin = runner.fresh(i, SCENARIOS.get(i));
        target.tree().restore(snapshot);
        twin.tree().restore(snapshot);
        return new Twins(target, twin, snapshot);
    }

    private record Twins(Instance target, Instance twin, byte[] snapshot) {
        void assertUnchanged() {
            assertArrayEquals(snapshot, target.tree().snapshot(), "a refused restore changed"
                    + " the tree");
        }

        /** Unchanged, and ticking on as its twin does, step for step. */
        void assertAlike() {
            assertUnchanged();
            for (int tick = 0; tick < 6; tick++) {
                assertEquals(step(twin), step(target), "tick " + tick);
                assertEquals(twin.tree().runningPath(), target.tree().runningPath());
            }
            assertArrayEquals(twin.tree().snapshot(), target.tree().snapshot());
        }

        private static String step(Instance instance) {
            String status;
            try {
                status = instance.tree().tick().name().toLowerCase(Locale.ROOT);
            } catch (ScriptedFailure thrown) {
                status = ScriptedFailure.describe(thrown);
            }
            instance.clock().advanceMillis(15);
            return instance.agent().$drain() + " => " + status;
        }
    }

    /** Offers {@code bytes} to the target, which must refuse them and stay as it was. */
    private static String refused(Twins twins, byte[] bytes) {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> twins.target.tree().restore(bytes), () -> "accepted "
                        + HexFormat.of().formatHex(bytes));
        String message = error.getMessage();
        assertTrue(message.startsWith("[Arbor/Snapshot] " + twins.target.tree().getClass()
                .getSimpleName() + ".restore() refused") && message.endsWith("the tree is"
                + " unchanged"), message);
        count(message);
        twins.assertUnchanged();
        return message;
    }

    private static void count(String message) {
        refusals++;
        String reason = message.replaceAll("0x[0-9a-f]+|\\d+|\\([^)]*\\)", "#");
        REASONS.merge(reason.substring(reason.indexOf("refused") + 8,
                Math.min(reason.length(), reason.indexOf("refused") + 110)), 1, Integer::sum);
    }

    private static String hex(long value) {
        return String.format("0x%016x", value);
    }
}
