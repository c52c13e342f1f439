// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.Status;
import dev.arbor.flink.TreeOperatorTest.Setup;
import dev.arbor.flink.testing.DelegatingTree;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.metrics.Counter;
import org.apache.flink.metrics.Gauge;
import org.apache.flink.metrics.Histogram;
import org.apache.flink.metrics.Meter;
import org.apache.flink.metrics.Metric;
import org.apache.flink.metrics.View;
import org.apache.flink.runtime.checkpoint.OperatorSubtaskState;
import org.apache.flink.runtime.jobgraph.OperatorID;
import org.apache.flink.runtime.metrics.groups.InternalOperatorMetricGroup;
import org.apache.flink.runtime.metrics.util.InterceptingOperatorMetricGroup;
import org.apache.flink.runtime.metrics.util.InterceptingTaskMetricGroup;
import org.apache.flink.runtime.operators.testutils.MockEnvironmentBuilder;
import org.apache.flink.streaming.api.watermark.Watermark;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;
import org.apache.flink.streaming.util.KeyedOneInputStreamOperatorTestHarness;
import org.apache.flink.util.OutputTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Operating the trees (docs/flink.md, "Operating it"): idle keys expire with a goodbye, in event
 * and processing time and across a restore; late records are applied, sent to the side output or
 * dropped, and counted; and the operator's metrics read what happened. Scripts as in
 * {@link TreeOperatorTest}: {@code "a:hush@10"} a record, {@code "W500"} a watermark,
 * {@code "P500"} the processing time, {@code "S"} a checkpoint restored into a fresh operator.
 */
class OperatingTest {
    private static final OutputTag<String> LATE = new OutputTag<>("arbor-late-records", Types.STRING);

    private static final RecordHandler<String, Beacon> HEAR = (record, time, beacon, tree) -> {
        String word = record.substring(record.indexOf(':') + 1);
        beacon.heard = word;
        if (word.equals("ping")) {
            tree.raise("pinged");
        }
    };

    private static final TreeFactory<Beacon, String> BEACON_TREES = (beacon, context) -> {
        beacon.out = context;
        return new BeaconTree(beacon, context.clock(), 0);
    };

    private static final ExpiryHook<Beacon, String> GOODBYE = (beacon, tree, context) ->
            context.emit(beacon.name + " goodbye after " + beacon.beeps + " beeps at "
                    + context.currentTimeMillis());

    /** A task of one operator, its metrics intercepted, and everything it emitted. */
    static final class Task {
        final Supplier<TreeOperator<String, String, Beacon, String>> operators;
        final Setup setup;
        final List<String> emitted = new ArrayList<>();
        final List<String> late = new ArrayList<>();
        Metrics metrics;
        KeyedOneInputStreamOperatorTestHarness<String, String, String> harness;

        Task(Supplier<TreeOperator<String, String, Beacon, String>> operators, Setup setup)
                throws Exception {
            this.operators = operators;
            this.setup = setup;
            open(null);
        }

        private void open(OperatorSubtaskState checkpoint) throws Exception {
            metrics = new Metrics();
            var environment = new MockEnvironmentBuilder().setMetricGroup(metrics).build();
            harness = new KeyedOneInputStreamOperatorTestHarness<>(operators.get(),
                    record -> record.substring(0, record.indexOf(':')), Types.STRING, environment);
            harness.setStateBackend(setup.backend());
            if (checkpoint != null) {
                harness.initializeState(checkpoint);
            }
            harness.open();
        }

        void run(boolean processingTime, String... steps) throws Exception {
            for (String step : steps) {
                if (step.equals("S")) {
                    OperatorSubtaskState checkpoint = harness.snapshot(1, 1);
                    collect();
                    harness.close();
                    open(checkpoint);
                } else if (step.startsWith("W")) {
                    harness.processWatermark(new Watermark(Long.parseLong(step.substring(1))));
                } else if (step.startsWith("P")) {
                    harness.setProcessingTime(Long.parseLong(step.substring(1)));
                } else {
                    int at = step.indexOf('@');
                    long timestamp = Long.parseLong(step.substring(at + 1));
                    if (processingTime) {
                        harness.setProcessingTime(timestamp);
                    }
                    harness.processElement(new StreamRecord<>(step.substring(0, at), timestamp));
                }
            }
            collect();
        }

        private void collect() {
            for (StreamRecord<? extends String> record : harness.extractOutputStreamRecords()) {
                emitted.add(record.getValue() + (record.hasTimestamp() ? " @" + record.getTimestamp() : ""));
            }
            var side = harness.getSideOutput(LATE);
            if (side != null) {
                for (StreamRecord<String> record : side) {
                    late.add(record.getValue() + " @" + record.getTimestamp());
                }
                side.clear();
            }
        }

        void close() throws Exception {
            harness.close();
        }
    }

    /** The task's metric group, handing the operator a group that keeps what it registers. */
    static final class Metrics extends InterceptingTaskMetricGroup {
        final InterceptingOperatorMetricGroup operator = new InterceptingOperatorMetricGroup();

        @Override
        public InternalOperatorMetricGroup getOrAddOperator(OperatorID id, String name,
                Map<String, String> additionalVariables) {
            return operator;
        }

        Metric metric(String name) {
            Metric metric = operator.get(name);
            assertTrue(metric != null, "no metric " + name);
            return metric;
        }

        long count(String name) {
            Metric metric = metric(name);
            return metric instanceof Counter counter ? counter.getCount() : ((Meter) metric).getCount();
        }

        long gauge(String name) {
            return (Long) ((Gauge<?>) metric(name)).getValue();
        }
    }

    private static TreeOperator<String, String, Beacon, String> operator(TreeTime time, Setup setup,
            LateRecords late, long idleMillis, ExpiryHook<Beacon, String> goodbye,
            TreeFactory<Beacon, String> trees) {
        return operator(time, setup, late, idleMillis, goodbye, trees, true);
    }

    private static TreeOperator<String, String, Beacon, String> operator(TreeTime time, Setup setup,
            LateRecords late, long idleMillis, ExpiryHook<Beacon, String> goodbye,
            TreeFactory<Beacon, String> trees, boolean countAborts) {
        return new TreeOperator<>(Beacon::new, trees, HEAR, TypeInformation.of(Beacon.class),
                Types.STRING, 250, time, setup.scheduling, late, LATE, idleMillis, goodbye,
                countAborts);
    }

    private static Task expiring(TreeTime time, Setup setup) throws Exception {
        return new Task(() -> operator(time, setup, LateRecords.APPLY, 1000, GOODBYE, BEACON_TREES),
                setup);
    }

    // ---- idle keys ----

    /** a and c fall silent ("hush": their beeps emit nothing); b beeps on; c hears a record late on. */
    private static final String[] IDLE_EVENT_TIME = {
        "a:hush@10", "b:hello@20", "c:hush@30", "W600", "c:hush@900", "W1500", "a:ping@1600", "W2600"
    };

    private static final List<String> IDLE_EVENT_TIME_OUT = List.of(
            "b beep 1 at 500 @500",
            "b beep 2 at 1000 @1000",
            // a's last activity: its record at 10; found idle at its first tick 1,000 ms after
            "a goodbye after 2 beeps at 1250 @1250",
            "b beep 3 at 1500 @1500",
            // a's record at 1600 starts a new a: a new agent, its first tick after the watermark
            "a pong 1 heard ping at 1750 @1750",
            // c's last activity: its record at 900, handled after the tick at 750
            "b beep 4 at 2000 @2000",
            "c goodbye after 4 beeps at 2000 @2000",
            "a beep 1 at 2250 @2250",
            "b beep 5 at 2500 @2500");

    @ParameterizedTest
    @EnumSource(Setup.class)
    void inEventTimeAKeyWithNoRecordAndNoEmitForTheExpirySaysGoodbyeAndIsRetired(Setup setup)
            throws Exception {
        Task task = expiring(TreeTime.EVENT_TIME, setup);
        task.run(false, IDLE_EVENT_TIME);
        assertEquals(IDLE_EVENT_TIME_OUT, sorted(task.emitted));
        assertEquals(2, task.metrics.count(TreeMetrics.EXPIRED_KEYS));
        assertEquals(2, task.metrics.gauge(TreeMetrics.KEYS_ALIVE)); // b and the new a
        assertEquals(2, entries(task));
        task.close();
    }

    @ParameterizedTest
    @EnumSource(Setup.class)
    void idleExpiryContinuesAcrossARestoreBetweenAnyTwoSteps(Setup setup) throws Exception {
        for (int cut = 0; cut <= IDLE_EVENT_TIME.length; cut++) {
            List<String> steps = new ArrayList<>(List.of(IDLE_EVENT_TIME));
            steps.add(cut, "S");
            Task task = expiring(TreeTime.EVENT_TIME, setup);
            task.run(false, steps.toArray(String[]::new));
            assertEquals(IDLE_EVENT_TIME_OUT, sorted(task.emitted), "restored after step " + cut);
            task.close();
        }
    }

    @ParameterizedTest
    @EnumSource(Setup.class)
    void inProcessingTimeIdleIsMeasuredOnTheWallClock(Setup setup) throws Exception {
        List<String> steps = new ArrayList<>(List.of("a:hush@10", "b:hello@20"));
        for (long now = 250; now <= 1500; now += 250) {
            steps.add("P" + now);
        }
        steps.add("b:hush@1510"); // b falls silent too: its last activity is this record
        for (long now = 1750; now <= 3000; now += 250) {
            steps.add("P" + now);
            if (now == 2000) {
                steps.add("S");
            }
        }
        Task task = expiring(TreeTime.PROCESSING_TIME, setup);
        task.run(true, steps.toArray(String[]::new));
        assertEquals(List.of(
                "b beep 1 at 500",
                "b beep 2 at 1000",
                "a goodbye after 2 beeps at 1250",
                "b beep 3 at 1500",
                "b goodbye after 5 beeps at 2750"), task.emitted);
        assertEquals(2, task.metrics.count(TreeMetrics.EXPIRED_KEYS) + 1); // one since the restore
        assertEquals(0, task.metrics.gauge(TreeMetrics.KEYS_ALIVE));
        assertEquals(0, entries(task));
        task.close();
    }

    @ParameterizedTest
    @EnumSource(value = Setup.class, names = {"HEAP_SWEEP", "ROCKSDB_TIMERS"})
    void aKeyHoldingARecordAheadOfItsTickIsNotIdle(Setup setup) throws Exception {
        Task task = expiring(TreeTime.EVENT_TIME, setup);
        // the ping at 3000 arrives at once and is held until the tick at 3000; a is silent till then
        task.run(false, "a:hush@10", "a:ping@3000", "W2600", "S", "W3100");
        assertEquals(List.of("a pong 1 heard ping at 3000 @3000"), task.emitted);
        assertEquals(0, task.metrics.count(TreeMetrics.EXPIRED_KEYS));
        task.close();
    }

    @Test
    void withoutExpiryAnIdleKeyTicksOn() throws Exception {
        Task task = new Task(() -> operator(TreeTime.EVENT_TIME, Setup.HEAP_SWEEP,
                LateRecords.APPLY, 0, null, BEACON_TREES), Setup.HEAP_SWEEP);
        task.run(false, "a:hush@10", "W5000");
        assertEquals(List.of(), task.emitted);
        assertEquals(20, task.metrics.count(TreeMetrics.TICKS));
        assertEquals(1, task.metrics.gauge(TreeMetrics.KEYS_ALIVE));
        task.close();
    }

    // ---- late records ----

    /**
     * After the watermark 1000: a's ping at 600 and hum at 1000 are late (their ticks, 750 and
     * 1000, ran); its hum at 1050 is behind the watermark but ahead of its tick (1250): on time;
     * z's first record, at 500, is late.
     */
    private static final String[] LATE_SCRIPT = {
        "a:hello@10", "W1000", "a:ping@600", "a:hum@1000", "z:ping@500", "a:hum@1050", "W1600"
    };

    @ParameterizedTest
    @EnumSource(value = Setup.class, names = {"HEAP_SWEEP", "ROCKSDB_TIMERS"})
    void lateRecordsAreAppliedByDefaultAsBeforeAndCounted(Setup setup) throws Exception {
        Task task = new Task(() -> operator(TreeTime.EVENT_TIME, setup, LateRecords.APPLY, 0, null,
                BEACON_TREES), setup);
        task.run(false, LATE_SCRIPT);
        assertEquals(List.of(
                "a beep 1 at 500 @500",
                "a beep 2 at 1000 @1000",
                // the late ping, handled at 1000 (a's last tick), answered at the next tick
                "a pong 1 heard hum at 1250 @1250",
                // z started by its late record, ticked from the next boundary
                "z pong 1 heard ping at 1250 @1250"), sorted(task.emitted));
        assertEquals(List.of(), task.late);
        assertEquals(3, task.metrics.count(TreeMetrics.LATE_RECORDS));
        assertEquals(2, task.metrics.gauge(TreeMetrics.KEYS_ALIVE));
        task.close();
    }

    @ParameterizedTest
    @EnumSource(value = Setup.class, names = {"HEAP_SWEEP", "ROCKSDB_TIMERS"})
    void lateRecordsGoToTheSideOutputWithTheirTimestampsAndStartNoKey(Setup setup) throws Exception {
        Task task = new Task(() -> operator(TreeTime.EVENT_TIME, setup, LateRecords.SIDE_OUTPUT, 0,
                null, BEACON_TREES), setup);
        task.run(false, LATE_SCRIPT);
        assertEquals(List.of("a beep 1 at 500 @500", "a beep 2 at 1000 @1000",
                "a beep 3 at 1500 @1500"), sorted(task.emitted));
        assertEquals(List.of("a:ping @600", "a:hum @1000", "z:ping @500"), task.late);
        assertEquals(3, task.metrics.count(TreeMetrics.LATE_RECORDS));
        assertEquals(1, task.metrics.gauge(TreeMetrics.KEYS_ALIVE));
        assertEquals(1, entries(task));
        task.close();
    }

    @ParameterizedTest
    @EnumSource(value = Setup.class, names = {"HEAP_SWEEP", "ROCKSDB_TIMERS"})
    void droppedLateRecordsAreOnlyCounted(Setup setup) throws Exception {
        Task task = new Task(() -> operator(TreeTime.EVENT_TIME, setup, LateRecords.DROP, 0, null,
                BEACON_TREES), setup);
        task.run(false, LATE_SCRIPT);
        assertEquals(List.of("a beep 1 at 500 @500", "a beep 2 at 1000 @1000",
                "a beep 3 at 1500 @1500"), sorted(task.emitted));
        assertEquals(List.of(), task.late);
        assertEquals(3, task.metrics.count(TreeMetrics.LATE_RECORDS));
        assertEquals(1, task.metrics.gauge(TreeMetrics.KEYS_ALIVE));
        task.close();
    }

    @Test
    void inProcessingTimeNoRecordIsLate() throws Exception {
        Task task = new Task(() -> operator(TreeTime.PROCESSING_TIME, Setup.HEAP_SWEEP,
                LateRecords.DROP, 0, null, BEACON_TREES), Setup.HEAP_SWEEP);
        task.run(true, "a:hello@10", "P250", "P500", "a:ping@600", "P750");
        assertEquals(List.of("a beep 1 at 500", "a pong 1 heard ping at 750"), task.emitted);
        assertEquals(0, task.metrics.count(TreeMetrics.LATE_RECORDS));
        task.close();
    }

    // ---- metrics ----

    /** Beacons whose tree answers FAILURE at each tick at which it pongs (its root succeeded). */
    private static final TreeFactory<Beacon, String> FAILING_ON_PONG = (beacon, context) ->
            new DelegatingTree(BEACON_TREES.create(beacon, context)) {
                private int pings = beacon.pings;

                @Override
                public Status tick() {
                    Status status = tree.tick();
                    boolean ponged = beacon.pings != pings;
                    pings = beacon.pings;
                    return ponged ? Status.FAILURE : status;
                }
            };

    @ParameterizedTest
    @EnumSource(value = Setup.class, names = {"HEAP_SWEEP", "ROCKSDB_TIMERS"})
    void theMetricsCountTicksAbortsFailuresEmitsAndKeys(Setup setup) throws Exception {
        Task task = new Task(() -> operator(TreeTime.EVENT_TIME, setup, LateRecords.APPLY, 0, null,
                FAILING_ON_PONG), setup);
        // a pinged while its cycle waits (an abort), b pinged on a fresh pass (no abort), c never
        task.run(false, "a:hello@10", "b:hello@20", "c:hello@30", "W300", "a:ping@310", "W500",
                "b:ping@510", "W750", "W2000");
        Metrics metrics = task.metrics;
        // every key from 250 to 2000: 8 ticks each
        assertEquals(24, metrics.count(TreeMetrics.TICKS));
        ((View) metrics.metric(TreeMetrics.TICKS_PER_SECOND)).update();
        assertEquals(24, metrics.count(TreeMetrics.TICKS_PER_SECOND));
        assertEquals(1, metrics.count(TreeMetrics.ABORTS));
        assertEquals(2, metrics.count(TreeMetrics.FAILURES));
        assertEquals(task.emitted.size(), metrics.count(TreeMetrics.EMITTED));
        assertEquals(0, metrics.count(TreeMetrics.LATE_RECORDS));
        assertEquals(0, metrics.count(TreeMetrics.EXPIRED_KEYS));
        assertEquals(3, metrics.gauge(TreeMetrics.KEYS_ALIVE));
        Histogram tickTime = (Histogram) metrics.metric(TreeMetrics.TICK_TIME_NANOS);
        assertEquals((24 + TreeMetrics.TICK_TIME_SAMPLING - 1) / TreeMetrics.TICK_TIME_SAMPLING,
                tickTime.getCount());
        assertTrue(tickTime.getStatistics().getMin() > 0, "ticks take time");
        task.close();
    }

    @Test
    void theKeysAliveAreCountedAgainAfterARestore() throws Exception {
        Task task = new Task(() -> operator(TreeTime.EVENT_TIME, Setup.ROCKSDB_SWEEP,
                LateRecords.APPLY, 0, null, BEACON_TREES), Setup.ROCKSDB_SWEEP);
        task.run(false, "a:hello@10", "b:hello@20", "c:bye@30", "W300", "S");
        assertEquals(3, task.metrics.gauge(TreeMetrics.KEYS_ALIVE));
        assertEquals(0, task.metrics.count(TreeMetrics.TICKS)); // a new task's counters start at 0
        task.close();
    }

    @Test
    void aTreeFactorysOwnListenerStillHearsEverythingBesideTheAbortCount() throws Exception {
        List<String> heard = new ArrayList<>();
        TreeListener own = new TreeListener() {
            @Override
            public void abortFired(Tree tree, int condition, int watched) {
                heard.add("abort");
            }

            @Override
            public void tickEnded(Tree tree, Status status) {
                heard.add(status.name());
            }
        };
        TreeFactory<Beacon, String> listened = (beacon, context) -> {
            Tree tree = BEACON_TREES.create(beacon, context);
            tree.setListener(own);
            return tree;
        };
        Task task = new Task(() -> operator(TreeTime.EVENT_TIME, Setup.HEAP_SWEEP,
                LateRecords.APPLY, 0, null, listened), Setup.HEAP_SWEEP);
        task.run(false, "a:hello@10", "W300", "a:ping@310", "W500");
        assertEquals(List.of("RUNNING", "abort", "SUCCESS"), heard);
        assertEquals(1, task.metrics.count(TreeMetrics.ABORTS));
        task.close();
    }

    @Test
    void withoutAbortCountingTheTreesKeepNoListenerAndTheOtherMetricsCount() throws Exception {
        List<Tree> made = new ArrayList<>();
        TreeFactory<Beacon, String> kept = (beacon, context) -> {
            Tree tree = BEACON_TREES.create(beacon, context);
            made.add(tree);
            return tree;
        };
        Task task = new Task(() -> operator(TreeTime.EVENT_TIME, Setup.HEAP_SWEEP,
                LateRecords.APPLY, 0, null, kept, false), Setup.HEAP_SWEEP);
        task.run(false, "a:hello@10", "W300", "a:ping@310", "W500");
        assertFalse(made.isEmpty());
        for (Tree tree : made) {
            assertNull(tree.listener(), "no abort-counting listener");
        }
        assertNull(task.metrics.operator.get(TreeMetrics.ABORTS));
        assertEquals(2, task.metrics.count(TreeMetrics.TICKS));
        task.close();
    }

    @Test
    void everyMetricNameIsInTheTableOfDocsFlinkMd() throws Exception {
        java.util.Set<String> names = new java.util.TreeSet<>();
        for (var field : TreeMetrics.class.getFields()) {
            if (field.getType() == String.class) {
                names.add((String) field.get(null));
            }
        }
        java.util.Set<String> documented = new java.util.TreeSet<>();
        // Surefire runs in the module's directory
        for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of("../docs/flink.md"))) {
            if (line.startsWith("| `arbor")) {
                documented.add(line.substring(3, line.indexOf('`', 3)));
            }
        }
        assertEquals(names, documented);
        assertEquals(11, names.size());
    }

    /** The keys in the task's state, counted by the backend (the heap's harness can count them). */
    private static long entries(Task task) throws Exception {
        try (var keys = task.harness.getOperator().getKeyedStateBackend()
                .getKeys(TreeOperator.STATE_NAME, org.apache.flink.runtime.state.VoidNamespace.INSTANCE)) {
            return keys.count();
        }
    }

    static List<String> sorted(List<String> lines) {
        List<String> copy = new ArrayList<>(lines);
        copy.sort((x, y) -> {
            long tx = Long.parseLong(x.substring(x.lastIndexOf('@') + 1));
            long ty = Long.parseLong(y.substring(y.lastIndexOf('@') + 1));
            return tx != ty ? Long.compare(tx, ty) : x.compareTo(y);
        });
        return copy;
    }
}
