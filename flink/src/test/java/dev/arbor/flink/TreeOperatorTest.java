// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.runtime.checkpoint.OperatorSubtaskState;
import org.apache.flink.runtime.state.StateBackend;
import org.apache.flink.runtime.state.hashmap.HashMapStateBackend;
import org.apache.flink.state.rocksdb.EmbeddedRocksDBStateBackend;
import org.apache.flink.streaming.api.watermark.Watermark;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;
import org.apache.flink.streaming.util.KeyedOneInputStreamOperatorTestHarness;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The operator on Flink's test harness: one task's keyed state, timers and watermarks, without a
 * cluster. Each test drives a script of steps: {@code "a:ping@100"} a record of key a at 100 ms,
 * {@code "W500"} a watermark, {@code "P500"} the processing time, {@code "S"} a checkpoint
 * restored into a fresh operator (as after a failure), and compares what the beacons emitted.
 */
class TreeOperatorTest {

    /** The backends and schedulings every behaviour is checked on. */
    enum Setup {
        HEAP_SWEEP(Scheduling.SWEEP, false),
        HEAP_TIMERS(Scheduling.TIMERS, false),
        ROCKSDB_SWEEP(Scheduling.SWEEP, true),
        ROCKSDB_TIMERS(Scheduling.TIMERS, true);

        final Scheduling scheduling;
        final boolean rocksdb;

        Setup(Scheduling scheduling, boolean rocksdb) {
            this.scheduling = scheduling;
            this.rocksdb = rocksdb;
        }

        StateBackend backend() {
            return rocksdb ? new EmbeddedRocksDBStateBackend() : new HashMapStateBackend();
        }
    }

    private static final RecordHandler<String, Beacon> HEAR = (record, time, beacon, tree) -> {
        String word = record.substring(record.indexOf(':') + 1);
        beacon.heard = word;
        if (word.equals("ping")) {
            tree.raise("pinged");
        }
        if (word.equals("bye")) {
            beacon.out.retire();
        }
    };

    private static final TreeFactory<Beacon, String> BEACON_TREES = (beacon, context) -> {
        beacon.out = context;
        return new BeaconTree(beacon, context.clock(), 0);
    };

    static TreeOperator<String, String, Beacon, String> operator(TreeTime time, Scheduling scheduling) {
        return operator(time, scheduling, BEACON_TREES);
    }

    static TreeOperator<String, String, Beacon, String> operator(TreeTime time, Scheduling scheduling,
            TreeFactory<Beacon, String> trees) {
        return new TreeOperator<>(Beacon::new, trees, HEAR, TypeInformation.of(Beacon.class),
                Types.STRING, 250, time, scheduling);
    }

    /** Runs {@code steps} on a fresh task; answers everything emitted, each as "value @time". */
    static List<String> run(TreeTime time, Setup setup, String... steps) throws Exception {
        List<String> emitted = new ArrayList<>();
        KeyedOneInputStreamOperatorTestHarness<String, String, String> harness =
                open(time, setup, null);
        for (String step : steps) {
            if (step.equals("S")) {
                OperatorSubtaskState checkpoint = harness.snapshot(1, 1);
                collect(harness, emitted);
                harness.close();
                harness = open(time, setup, checkpoint);
            } else if (step.startsWith("W")) {
                harness.processWatermark(new Watermark(Long.parseLong(step.substring(1))));
            } else if (step.startsWith("P")) {
                harness.setProcessingTime(Long.parseLong(step.substring(1)));
            } else {
                int at = step.indexOf('@');
                String record = step.substring(0, at);
                long timestamp = Long.parseLong(step.substring(at + 1));
                if (time == TreeTime.PROCESSING_TIME) {
                    harness.setProcessingTime(timestamp);
                }
                harness.processElement(new StreamRecord<>(record, timestamp));
            }
        }
        collect(harness, emitted);
        harness.close();
        return emitted;
    }

    private static KeyedOneInputStreamOperatorTestHarness<String, String, String> open(
            TreeTime time, Setup setup, OperatorSubtaskState checkpoint) throws Exception {
        return open(operator(time, setup.scheduling), setup, checkpoint);
    }

    private static KeyedOneInputStreamOperatorTestHarness<String, String, String> open(
            TreeOperator<String, String, Beacon, String> operator, Setup setup,
            OperatorSubtaskState checkpoint) throws Exception {
        var harness = new KeyedOneInputStreamOperatorTestHarness<String, String, String>(
                operator, record -> record.substring(0, record.indexOf(':')), Types.STRING);
        harness.setStateBackend(setup.backend());
        if (checkpoint != null) {
            harness.initializeState(checkpoint);
        }
        harness.open();
        return harness;
    }

    private static void collect(KeyedOneInputStreamOperatorTestHarness<String, String, String> harness,
            List<String> into) {
        for (StreamRecord<? extends String> record : harness.extractOutputStreamRecords()) {
            into.add(record.getValue() + (record.hasTimestamp() ? " @" + record.getTimestamp() : ""));
        }
    }

    private static final String[] BEACONS = {
        "a:hello@10", "b:hello@20", "W100", "W260", "a:ping@300", "W520", "b:ping@530",
        "a:hum@760", "W1010", "W1500", "b:x@1510", "W2000"
    };

    @ParameterizedTest
    @EnumSource(Setup.class)
    void eventTimeTicksEveryBoundaryAndHandlesRecordsJustBeforeTheirTick(Setup setup) throws Exception {
        assertEquals(List.of(
                // a and b tick at 250 (rest starts), beep at 500; a is pinged at 300: pong at 500
                "a pong 1 heard ping at 500 @500",
                "b beep 1 at 500 @500",
                "b pong 1 heard ping at 750 @750",
                "a beep 1 at 1000 @1000",
                "b beep 2 at 1250 @1250",
                "a beep 2 at 1500 @1500",
                // end of b's input at 1510: the watermark 2000 still ticks b, which had records
                "b beep 3 at 1750 @1750",
                "a beep 3 at 2000 @2000"),
                sorted(run(TreeTime.EVENT_TIME, setup, BEACONS)));
    }

    @ParameterizedTest
    @EnumSource(Setup.class)
    void aCheckpointRestoredBetweenAnyTwoStepsChangesNothing(Setup setup) throws Exception {
        List<String> plain = sorted(run(TreeTime.EVENT_TIME, setup, BEACONS));
        for (int cut = 0; cut <= BEACONS.length; cut++) {
            List<String> steps = new ArrayList<>(List.of(BEACONS));
            steps.add(cut, "S");
            assertEquals(plain, sorted(run(TreeTime.EVENT_TIME, setup, steps.toArray(String[]::new))),
                    "restored after step " + cut);
        }
    }

    @ParameterizedTest
    @EnumSource(Setup.class)
    void aRecordAheadOfTheWatermarkWaitsForItsTick(Setup setup) throws Exception {
        // the ping at 900 arrives before the tick at 250; it is seen by the tick at 1000, not before
        List<String> out = run(TreeTime.EVENT_TIME, setup, "a:hello@10", "a:ping@900", "W600", "S",
                "W1000");
        assertEquals(List.of("a beep 1 at 500 @500", "a pong 1 heard ping at 1000 @1000"), out);
    }

    @ParameterizedTest
    @EnumSource(Setup.class)
    void theEndOfInputTicksEachKeyThroughItsLastRecordsTickOnly(Setup setup) throws Exception {
        List<String> out = run(TreeTime.EVENT_TIME, setup, "a:hello@10", "a:ping@740",
                "b:hello@10", "W" + Long.MAX_VALUE);
        // a's last record (740) belongs to the tick at 750; b's (10) to the tick at 250
        assertEquals(List.of("a beep 1 at 500 @500", "a pong 1 heard ping at 750 @750"), out);
    }

    @ParameterizedTest
    @EnumSource(Setup.class)
    void processingTimeTicksOnceAtTheLatestBoundaryWhenBehind(Setup setup) throws Exception {
        List<String> out = run(TreeTime.PROCESSING_TIME, setup, "a:hello@10", "P250", "P500",
                "S", "P2600", "P2750");
        // 250 rest, 500 beep, then late: one tick at 2500 (rest), one at 2750 (beep)
        assertEquals(List.of("a beep 1 at 500", "a beep 2 at 2750"), out);
    }

    @ParameterizedTest
    @EnumSource(Setup.class)
    void aRetiredKeyStopsAndALaterRecordStartsItAfresh(Setup setup) throws Exception {
        List<String> out = run(TreeTime.EVENT_TIME, setup, "a:hello@10", "W500", "a:bye@510",
                "W1500", "a:ping@1510", "W2000");
        // the new agent's first tick is the first boundary after the watermark
        assertEquals(List.of("a beep 1 at 500 @500", "a pong 1 heard ping at 1750 @1750"), out);
    }

    @ParameterizedTest
    @EnumSource(value = Setup.class, names = {"HEAP_SWEEP", "ROCKSDB_TIMERS"})
    void rescaledFromOneTaskToTwoAndBackEveryKeyContinues(Setup setup) throws Exception {
        String[] keys = {"a", "b", "c", "d", "e", "f"};
        List<String> steps = new ArrayList<>();
        for (int round = 0; round < 8; round++) {
            for (int k = 0; k < keys.length; k++) {
                long time = round * 250L + 10 + k;
                steps.add(keys[k] + ":" + ((round + k) % 3 == 0 ? "ping" : "hum") + "@" + time);
            }
            steps.add("W" + (round * 250L + 100));
        }
        steps.add("W" + Long.MAX_VALUE);
        List<String> plain = sorted(run(TreeTime.EVENT_TIME, setup, steps.toArray(String[]::new)));

        // rounds 0-2 on one task, 3-5 on two, 6-7 on one again
        List<String> emitted = new ArrayList<>();
        List<OperatorSubtaskState> state = List.of();
        int[] parallelism = {1, 2, 1};
        int step = 0;
        for (int phase = 0; phase < 3; phase++) {
            int tasks = parallelism[phase];
            List<KeyedOneInputStreamOperatorTestHarness<String, String, String>> harnesses = new ArrayList<>();
            OperatorSubtaskState merged = state.isEmpty() ? null
                    : org.apache.flink.streaming.util.AbstractStreamOperatorTestHarness
                            .repackageState(state.toArray(OperatorSubtaskState[]::new));
            for (int task = 0; task < tasks; task++) {
                var harness = new KeyedOneInputStreamOperatorTestHarness<String, String, String>(
                        operator(TreeTime.EVENT_TIME, setup.scheduling),
                        record -> record.substring(0, record.indexOf(':')), Types.STRING,
                        MAX_PARALLELISM, tasks, task);
                harness.setStateBackend(setup.backend());
                if (merged != null) {
                    harness.initializeState(org.apache.flink.streaming.util.AbstractStreamOperatorTestHarness
                            .repartitionOperatorState(merged, MAX_PARALLELISM, parallelism[phase - 1], tasks, task));
                }
                harness.open();
                harnesses.add(harness);
            }
            int rounds = phase == 2 ? Integer.MAX_VALUE : 3;
            for (int done = 0; step < steps.size() && done < rounds; step++) {
                String next = steps.get(step);
                if (next.startsWith("W")) {
                    for (var harness : harnesses) {
                        harness.processWatermark(new Watermark(Long.parseLong(next.substring(1))));
                    }
                    done++;
                } else {
                    String key = next.substring(0, next.indexOf(':'));
                    int owner = org.apache.flink.runtime.state.KeyGroupRangeAssignment
                            .assignKeyToParallelOperator(key, MAX_PARALLELISM, tasks);
                    int at = next.indexOf('@');
                    harnesses.get(owner).processElement(new StreamRecord<>(next.substring(0, at),
                            Long.parseLong(next.substring(at + 1))));
                }
            }
            List<OperatorSubtaskState> snapshots = new ArrayList<>();
            for (var harness : harnesses) {
                snapshots.add(harness.snapshot(phase, phase));
                int before = emitted.size();
                collect(harness, emitted);
                assertTrue(emitted.size() > before, "every task of phase " + phase + " ticked keys");
                harness.close();
            }
            state = snapshots;
        }
        assertEquals(plain, sorted(emitted));
        assertTrue(plain.size() > 20, "the beacons did something: " + plain);
    }

    private static final int MAX_PARALLELISM = 128;

    @Test
    void timersAndSweepGiveTheSameOutput() throws Exception {
        assertEquals(sorted(run(TreeTime.EVENT_TIME, Setup.HEAP_SWEEP, BEACONS)),
                sorted(run(TreeTime.EVENT_TIME, Setup.HEAP_TIMERS, BEACONS)));
    }

    @ParameterizedTest
    @EnumSource(value = Setup.class, names = {"HEAP_SWEEP", "ROCKSDB_TIMERS"})
    void stateWrittenByAnotherTreeIsRefusedNamingTheKey(Setup setup) throws Exception {
        var first = open(TreeTime.EVENT_TIME, setup, null);
        first.processElement(new StreamRecord<>("a:hello", 10));
        first.processWatermark(new Watermark(300));
        OperatorSubtaskState checkpoint = first.snapshot(1, 1);
        first.close();
        // the job's tree changed: its restore refuses the old layout, as Tree.restore does
        TreeFactory<Beacon, String> changed = (beacon, context) -> new OtherLayout(
                BEACON_TREES.create(beacon, context));
        var second = open(operator(TreeTime.EVENT_TIME, setup.scheduling, changed), setup, checkpoint);
        Exception e = assertThrows(IllegalStateException.class,
                () -> second.processWatermark(new Watermark(600)));
        assertTrue(e.getMessage().startsWith("[Arbor/StaleTreeState] the tree state of key a was"
                + " written by another tree"), e.getMessage());
        assertTrue(e.getMessage().endsWith("layout 2 is not layout 1"), e.getMessage());
        assertTrue(e.getMessage().contains("build with onNewVersion(NewVersion.MOVE)"),
                e.getMessage());
        second.close();
    }

    /** A tree of another layout: refuses every snapshot, as a generated tree refuses another's. */
    private static final class OtherLayout extends dev.arbor.flink.testing.DelegatingTree {
        OtherLayout(dev.arbor.runtime.Tree tree) {
            super(tree);
        }

        @Override
        public void restore(byte[] buffer, int offset, int length) {
            throw new IllegalArgumentException("layout 2 is not layout 1");
        }
    }

    @Test
    void aRecordWithoutATimestampInEventTimeIsAClearError() throws Exception {
        var harness = open(TreeTime.EVENT_TIME, Setup.HEAP_SWEEP, null);
        Exception e = assertThrows(IllegalStateException.class,
                () -> harness.processElement(new StreamRecord<>("a:hello")));
        assertTrue(e.getMessage().startsWith("[Arbor/NoTimestamp]"), e.getMessage());
        harness.close();
    }

    @Test
    void theSameKeyOnTwoRunsEmitsTheSame() throws Exception {
        assertEquals(run(TreeTime.EVENT_TIME, Setup.HEAP_SWEEP, BEACONS),
                run(TreeTime.EVENT_TIME, Setup.HEAP_SWEEP, BEACONS));
        assertFalse(run(TreeTime.EVENT_TIME, Setup.HEAP_SWEEP, BEACONS).isEmpty());
    }

    private static List<String> sorted(List<String> lines) {
        List<String> copy = new ArrayList<>(lines);
        copy.sort((x, y) -> {
            long tx = Long.parseLong(x.substring(x.lastIndexOf('@') + 1));
            long ty = Long.parseLong(y.substring(y.lastIndexOf('@') + 1));
            return tx != ty ? Long.compare(tx, ty) : x.compareTo(y);
        });
        return copy;
    }
}
