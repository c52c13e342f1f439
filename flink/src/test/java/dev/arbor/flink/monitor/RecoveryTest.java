// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.arbor.flink.KeyedTrees;
import dev.arbor.flink.Scheduling;
import dev.arbor.flink.TreeContext;
import dev.arbor.runtime.Clock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.flink.api.common.JobStatus;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.FlatMapFunction;
import org.apache.flink.api.common.functions.RichMapFunction;
import org.apache.flink.api.common.state.CheckpointListener;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.connector.source.util.ratelimit.RateLimiterStrategy;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.configuration.StateBackendOptions;
import org.apache.flink.configuration.StateRecoveryOptions;
import org.apache.flink.connector.datagen.source.DataGeneratorSource;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.runtime.state.FunctionInitializationContext;
import org.apache.flink.runtime.state.FunctionSnapshotContext;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.checkpoint.CheckpointedFunction;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.KeyedStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.operators.AbstractStreamOperator;
import org.apache.flink.streaming.api.operators.OneInputStreamOperator;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.util.Collector;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Recovery of the service monitor on a real (in-process) Flink, in every combination of state
 * backend (heap, RocksDB), time (event, processing), scheduling (sweep, a timer per key) and
 * disruption: a failure thrown by a map before the trees, a failure thrown by a leaf of a tree
 * inside the tree operator, or a rescale 1 → 2 → 1 (stop with a savepoint, restart from it with
 * another parallelism, twice). Alerts go to a file sink that commits at checkpoints; in every
 * combination the committed lines must be exactly the expected ones, computed without Flink:
 * none lost, none doubled. Each combination also shows that the disruption really happened
 * (the failure was thrown once, the tasks were restored, the probes after the restored
 * checkpoint were read again, or in a rescale the middle job emitted from two tasks) and that
 * the chosen backend was the one in use (the class of the keyed state backend a keyed operator
 * beside the trees was given).
 *
 * <p><b>Event time</b> runs the monitor job's own trees ({@link ProbeMonitor}, a tick every
 * 250 ms of event time): their output depends on the input only, and the expected lines are
 * those trees ticked in a plain loop ({@link #simulateEventTime}).
 *
 * <p><b>Processing time</b> ticks on the wall clock, so how the probes of a service fall
 * between its ticks differs on every run, and again after a failure, where the replayed probes
 * meet other ticks than the first time. The job is therefore built so that its output cannot
 * depend on that: its trees ({@link Tally}) queue each probe in the agent and consume the queue
 * when they tick, and a line names the probe that decided it (the third failure in a row: ALERT;
 * the first success after it: CLEARED) by its number among the service's probes. The lines are a
 * function of each service's sequence of probes, which one source task sends in order over one
 * channel per key; the expected lines come from a plain state machine over {@link ProbeScript}
 * ({@link #simulateProcessingTime}), without a tree. Two things remain bounded rather than
 * timed: ticks per service (a tick consumes the queue through the end of an incident, so after
 * a service's last probe it is done within as many ticks as it has incidents left), and the end
 * of the input, which in processing time would stop the ticks before the last probes are
 * consumed. So the source ends with one extra record, on which the map before the trees waits
 * (up to two minutes) until every service's tree has consumed its last probe and said so
 * ({@link #TALLIED}); only then does the input end and the last checkpoint commit.
 *
 * <p>The default suite runs two combinations far apart ({@link #twoCombinations}); the other 22
 * are tagged {@code exhaustive}. Each prints a line with its figures and its time.
 */
class RecoveryTest {
    /** Event time: 1,000 services, a minute of probes (240 rounds) at 60,000 a second. */
    private static final Size EVENT = new Size(1_000, 240, 60_000);
    /** Processing time: 500 services, 160 rounds at 10,000 a second (8 s), a tick every 100 ms. */
    private static final Size PROCESSING = new Size(500, 160, 10_000);
    private static final long PROCESSING_TICK_MILLIS = 100;
    /** How long after the last checkpoint barrier the failure comes. */
    private static final Duration AFTER_BARRIER = Duration.ofMillis(500);
    /** The service of the extra record that ends the input in processing time. */
    private static final String END = "end-of-input";

    @RegisterExtension
    static final MiniClusterExtension FLINK = new MiniClusterExtension(
            new MiniClusterResourceConfiguration.Builder()
                    .setNumberTaskManagers(1)
                    .setNumberSlotsPerTaskManager(2)
                    .build());

    enum Backend {
        HEAP("hashmap"), ROCKSDB("rocksdb");

        final String option;

        Backend(String option) {
            this.option = option;
        }
    }

    enum Time { EVENT, PROCESSING }

    enum Disruption {
        /** A map before the trees throws once. */
        MAP_FAILURE,
        /** A leaf of a tree throws once, in the tree operator. */
        LEAF_FAILURE,
        /** Parallelism 1, then 2, then 1, each job restored from the last one's savepoint. */
        RESCALE
    }

    record Combination(Backend backend, Time time, Scheduling scheduling, Disruption disruption) {
        @Override
        public String toString() {
            return backend + " " + time + " " + scheduling + " " + disruption;
        }
    }

    record Size(int services, int steps, double rate) {
        long records() {
            return (long) services * steps;
        }
    }

    private static final List<Combination> DEFAULTS = List.of(
            new Combination(Backend.HEAP, Time.EVENT, Scheduling.SWEEP, Disruption.MAP_FAILURE),
            new Combination(Backend.ROCKSDB, Time.PROCESSING, Scheduling.TIMERS,
                    Disruption.LEAF_FAILURE));

    /** Two combinations that share no setting, in the default suite. */
    @Test
    void twoCombinations(@TempDir Path dir) throws Exception {
        for (int i = 0; i < DEFAULTS.size(); i++) {
            check(DEFAULTS.get(i), dir.resolve("run" + i));
        }
    }

    /** The other combinations. */
    @Tag("exhaustive")
    @ParameterizedTest(name = "{0}")
    @MethodSource("matrix")
    void everyOtherCombination(Combination combination, @TempDir Path dir) throws Exception {
        check(combination, dir);
    }

    /**
     * The exhaustive combinations; {@code -Darbor.recovery.only=REGEX} keeps those whose name
     * (such as "ROCKSDB PROCESSING SWEEP RESCALE") the expression matches in part.
     */
    static List<Combination> matrix() {
        Pattern only = Pattern.compile(System.getProperty("arbor.recovery.only", ""));
        List<Combination> all = new ArrayList<>();
        for (Disruption disruption : Disruption.values()) {
            for (Time time : Time.values()) {
                for (Backend backend : Backend.values()) {
                    for (Scheduling scheduling : Scheduling.values()) {
                        Combination c = new Combination(backend, time, scheduling, disruption);
                        if (!DEFAULTS.contains(c) && only.matcher(c.toString()).find()) {
                            all.add(c);
                        }
                    }
                }
            }
        }
        return all;
    }

    // ---- one combination ----

    private static final Map<Time, List<String>> EXPECTED = new EnumMap<>(Time.class);

    private static synchronized List<String> expected(Time time) {
        return EXPECTED.computeIfAbsent(time, t -> sorted(t == Time.EVENT
                ? simulateEventTime(EVENT.services(), EVENT.steps())
                : simulateProcessingTime(PROCESSING.services(), PROCESSING.steps())));
    }

    private static void check(Combination c, Path dir) throws Exception {
        Size size = c.time() == Time.EVENT ? EVENT : PROCESSING;
        List<String> expected = expected(c.time());
        assertTrue(expected.size() > 100, "the input makes alerts: " + expected.size());
        assertTrue(expected.stream().anyMatch(line -> line.contains(" CLEARED ")));
        long total = size.records() + (c.time() == Time.PROCESSING ? 1 : 0);
        long start = System.nanoTime();
        Run run;
        try {
            run = c.disruption() == Disruption.RESCALE
                    ? rescale(c, size, dir) : failure(c, size, dir);
        } catch (Throwable e) {
            System.out.printf(Locale.ROOT, "recovery %s: ERROR after %.1f s: %s%n", c,
                    (System.nanoTime() - start) / 1e9, e);
            throw e;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        String difference = difference(expected, run.alerts);
        System.out.printf(Locale.ROOT, "recovery %s: %s in %.1f s; %d probes, %d read; %d alerts"
                + " expected, %d emitted, %d committed; %d failure, %d+%d restores;"
                + " %d trees built%n",
                c, difference == null ? "OK" : "FAILED", seconds, size.records(), run.seen,
                expected.size(), run.emitted, run.alerts.size(), run.failures, run.restores,
                run.restoresAfter, run.treesBuilt);
        if (difference != null) {
            fail(c + ": " + difference);
        }
        String backend = c.backend() == Backend.ROCKSDB
                ? "RocksDBKeyedStateBackend" : "HeapKeyedStateBackend";
        assertEquals(Set.of(backend), run.backends, "the keyed state backend in use");
        if (c.disruption() == Disruption.RESCALE) {
            assertEquals(0, run.failures);
            assertEquals(total, run.seen, "each probe read once over the three jobs");
            assertTrue(run.restores >= 2 && run.restoresAfter >= 2,
                    "the second and third jobs were restored from savepoints");
            assertTrue(run.middleTasks == 2, "the middle job's trees emitted from two tasks: "
                    + run.middleTasks);
        } else {
            assertEquals(1, run.failures, "the failure was injected once");
            assertTrue(run.restores > 0 && run.restoresAfter > 0,
                    "the tasks before and after the trees were restored from a checkpoint");
            assertTrue(run.seen > total, "probes after the restored checkpoint were read again: "
                    + run.seen + " for " + total);
            assertTrue(run.emitted >= run.alerts.size());
        }
    }

    /**
     * Null if {@code alerts} is exactly {@code expected} (in any order); else the lines missing
     * and those in excess (a doubled line is one in excess), at most ten of each.
     */
    private static String difference(List<String> expected, List<String> alerts) {
        List<String> missing = new ArrayList<>(expected);
        List<String> extra = new ArrayList<>();
        for (String line : alerts) {
            if (!missing.remove(line)) {
                extra.add(line);
            }
        }
        if (missing.isEmpty() && extra.isEmpty()) {
            return null;
        }
        return "committed " + alerts.size() + " alerts, " + expected.size() + " expected; "
                + missing.size() + " lost, e.g. " + missing.subList(0, Math.min(10, missing.size()))
                + "; " + extra.size() + " too many (doubled or wrong), e.g. "
                + extra.subList(0, Math.min(10, extra.size()));
    }

    // ---- the jobs ----

    /** What a run committed, and what its probes and alerts went through. */
    record Run(List<String> alerts, int failures, int restores, int restoresAfter, long seen,
            long emitted, long treesBuilt, int middleTasks, Set<String> backends) {}

    static final AtomicInteger FAILURES = new AtomicInteger();
    static final AtomicInteger RESTORES = new AtomicInteger();
    static final AtomicInteger RESTORES_AFTER = new AtomicInteger();
    static final AtomicBoolean CHECKPOINTED = new AtomicBoolean();
    /** Set by the map when the failure is due, once per run (so it is not due again). */
    static final AtomicBoolean FIRED = new AtomicBoolean();
    /** Set by the map when the failure is due in a leaf: the next leaf called throws. */
    static final AtomicBoolean ARMED = new AtomicBoolean();
    static final AtomicLong SEEN = new AtomicLong();
    static final AtomicLong EMITTED = new AtomicLong();
    static final AtomicLong TREES_BUILT = new AtomicLong();
    /** The tree tasks that emitted (their subtask indices), in the current job. */
    static final Set<Integer> TASKS = ConcurrentHashMap.newKeySet();
    /** The keyed state backends the jobs used (their class names), by {@link BackendCheck}. */
    static final Set<String> BACKENDS = ConcurrentHashMap.newKeySet();
    /** Processing time: the services whose tree consumed their last probe. */
    static final Set<String> TALLIED = ConcurrentHashMap.newKeySet();
    /** Processing time: probes per service in the current run. */
    static volatile int tallySteps;

    private static void reset(Size size) {
        FAILURES.set(0);
        RESTORES.set(0);
        RESTORES_AFTER.set(0);
        CHECKPOINTED.set(false);
        FIRED.set(false);
        ARMED.set(false);
        SEEN.set(0);
        EMITTED.set(0);
        TREES_BUILT.set(0);
        TASKS.clear();
        TALLIED.clear();
        BACKENDS.clear();
        tallySteps = size.steps();
    }

    private static Run failure(Combination c, Size size, Path dir) throws Exception {
        reset(size);
        job(c, size, 2, c.disruption(), dir.resolve("alerts"), null, -1, null);
        return new Run(sorted(committed(dir.resolve("alerts"))), FAILURES.get(), RESTORES.get(),
                RESTORES_AFTER.get(), SEEN.get(), EMITTED.get(), TREES_BUILT.get(), 0,
                Set.copyOf(BACKENDS));
    }

    private static Run rescale(Combination c, Size size, Path dir) throws Exception {
        reset(size);
        long records = size.records();
        Path savepoints = dir.resolve("savepoints");
        // one directory: a sink restored from a savepoint keeps writing its buckets where they were
        Path out = dir.resolve("alerts");
        String first = job(c, size, 1, null, out, null, records / 3, savepoints);
        TASKS.clear();
        String second = job(c, size, 2, null, out, first, 2 * records / 3, savepoints);
        int middleTasks = TASKS.size();
        job(c, size, 1, null, out, second, -1, null);
        List<String> alerts = committed(out);
        return new Run(sorted(alerts), FAILURES.get(), RESTORES.get(), RESTORES_AFTER.get(),
                SEEN.get(), EMITTED.get(), TREES_BUILT.get(), middleTasks, Set.copyOf(BACKENDS));
    }

    /**
     * Runs the job with the trees at {@code parallelism}, restored from {@code savepoint} if not
     * null, failing once as {@code failure} says (null: not), to the end of the input, or if
     * {@code stopAt} is not negative, until that many probes were read, then stopped with a
     * savepoint under {@code savepoints}, whose path it answers.
     */
    private static String job(Combination c, Size size, int parallelism, Disruption failure,
            Path out, String savepoint, long stopAt, Path savepoints) throws Exception {
        Configuration config = new Configuration();
        config.set(RestartStrategyOptions.RESTART_STRATEGY, "fixed-delay");
        config.set(RestartStrategyOptions.RESTART_STRATEGY_FIXED_DELAY_ATTEMPTS, 2);
        config.set(RestartStrategyOptions.RESTART_STRATEGY_FIXED_DELAY_DELAY,
                Duration.ofMillis(100));
        config.set(StateBackendOptions.STATE_BACKEND, c.backend().option);
        if (savepoint != null) {
            config.set(StateRecoveryOptions.SAVEPOINT_PATH, savepoint);
        }
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(config);
        env.setParallelism(parallelism);
        env.enableCheckpointing(1000);
        // checkpoints at least 800 ms apart, so that the failure can come 500 ms after one
        env.getCheckpointConfig().setMinPauseBetweenCheckpoints(800);

        boolean eventTime = c.time() == Time.EVENT;
        int services = size.services();
        long records = size.records();
        DataGeneratorSource<Probe> source = new DataGeneratorSource<>(
                index -> index < records
                        ? ProbeScript.probe((int) (index % services), index / services)
                        : new Probe(END, 0, 200),
                eventTime ? records : records + 1,
                RateLimiterStrategy.perSecond(size.rate()),
                TypeInformation.of(Probe.class));
        WatermarkStrategy<Probe> watermarks = eventTime
                ? WatermarkStrategy.<Probe>forBoundedOutOfOrderness(Duration.ofMillis(200))
                        .withTimestampAssigner((probe, previous) -> probe.time)
                : WatermarkStrategy.noWatermarks();
        KeyedStream<Probe, String> probes = env.fromSource(source, watermarks, "Probes")
                .uid("probes").setParallelism(1)
                .flatMap(new FailOnce(failure, records, eventTime ? 0 : services))
                .uid("fail-once").setParallelism(1).name("Fail once")
                .keyBy(probe -> probe.service);
        probes.transform("Backend check", TypeInformation.of(Void.class), new BackendCheck())
                .uid("backend-check");
        DataStream<String> lines = eventTime ? monitors(probes, c.scheduling())
                : tallies(probes, c.scheduling());
        lines.map(new CountEmitted()).uid("count-emitted")
                .sinkTo(MonitorJob.lines(out.toString())).uid("alert-files");
        if (stopAt < 0) {
            env.execute(c + " at parallelism " + parallelism);
            return null;
        }
        JobClient job = env.executeAsync(c + " at parallelism " + parallelism + ", stopped");
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (SEEN.get() < stopAt) {
            JobStatus status = job.getJobStatus().get();
            if (status.isTerminalState() || System.nanoTime() > deadline) {
                fail("the job ended or stalled before reading " + stopAt + " probes: " + status
                        + ", " + SEEN.get() + " read");
            }
            Thread.sleep(20);
        }
        return job.stopWithSavepoint(false, savepoints.toUri().toString(),
                SavepointFormatType.CANONICAL).get(2, TimeUnit.MINUTES);
    }

    /** The monitor job's trees, in event time, with a leaf that can be made to throw. */
    private static DataStream<String> monitors(KeyedStream<Probe, String> probes,
            Scheduling scheduling) {
        return KeyedTrees.on(probes)
                .agents(ArmedProbeMonitor.class, ArmedProbeMonitor::new)
                .trees(Alert.class, (monitor, context) -> {
                    TREES_BUILT.incrementAndGet();
                    monitor.alerts = context;
                    return new ProbeMonitorTree(monitor, context.clock(), 0);
                })
                .onRecord((probe, time, monitor, tree) -> monitor.observe(probe))
                .every(Duration.ofMillis(ProbeScript.STEP_MILLIS))
                .eventTime()
                .scheduling(scheduling)
                .name("Service monitors")
                .build()
                .uid("trees")
                .map(Alert::toString).uid("alert-lines");
    }

    /** {@link Tally} trees in processing time (see the class comment). */
    private static DataStream<String> tallies(KeyedStream<Probe, String> probes,
            Scheduling scheduling) {
        return KeyedTrees.on(probes)
                .agents(Tally.class, Tally::new)
                .trees(String.class, (tally, context) -> {
                    TREES_BUILT.incrementAndGet();
                    tally.out = context;
                    return new TallyTree(tally, context.clock(), 0);
                })
                .onRecord((probe, time, tally, tree) -> tally.observe(probe))
                .every(Duration.ofMillis(PROCESSING_TICK_MILLIS))
                .processingTime()
                .scheduling(scheduling)
                .name("Tallies")
                .build()
                .uid("trees");
    }

    /** The monitor with a leaf that throws once when {@link #ARMED}. */
    public static class ArmedProbeMonitor extends ProbeMonitor {
        public ArmedProbeMonitor() {}

        public ArmedProbeMonitor(String service) {
            super(service);
        }

        @Override
        boolean probe() {
            tripwire(service);
            return super.probe();
        }
    }

    /** Called by the leaves: throws once if {@link #ARMED}. */
    static void tripwire(String service) {
        if (ARMED.compareAndSet(true, false)) {
            FAILURES.incrementAndGet();
            throw new IllegalStateException("injected failure in a leaf of " + service);
        }
    }

    /** Called by {@link Tally} for each probe it consumes. */
    static void consumed(String service, int count) {
        if (count == tallySteps) {
            TALLIED.add(service);
        }
    }

    /**
     * Passes probes through and, if {@code failure} says so, fails once: when a checkpoint has
     * completed, a quarter of the probes have passed, and the last checkpoint barrier passed
     * {@link #AFTER_BARRIER} ago (so that the trees have ticked and emitted after the checkpoint
     * the job will be restored from), it throws ({@link Disruption#MAP_FAILURE}) or arms the
     * leaves ({@link Disruption#LEAF_FAILURE}). Counts the probes it sees over all attempts and
     * its restores. In processing time it holds the record that ends the input until the trees
     * of all {@code tallied} services consumed their last probe.
     */
    static final class FailOnce implements FlatMapFunction<Probe, Probe>, CheckpointListener,
            CheckpointedFunction {
        private final Disruption failure;
        private final long records;
        private final int tallied;
        private long seen;
        private long lastBarrier = Long.MAX_VALUE;

        FailOnce(Disruption failure, long records, int tallied) {
            this.failure = failure;
            this.records = records;
            this.tallied = tallied;
        }

        @Override
        public void flatMap(Probe probe, Collector<Probe> out) throws InterruptedException {
            SEEN.incrementAndGet();
            seen++;
            if (probe.service.equals(END)) {
                long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
                while (TALLIED.size() < tallied && System.nanoTime() < deadline) {
                    Thread.sleep(10);
                }
                return;
            }
            if (failure != null && !FIRED.get() && CHECKPOINTED.get() && seen >= records / 4
                    && System.nanoTime() - lastBarrier >= AFTER_BARRIER.toNanos()
                    && FIRED.compareAndSet(false, true)) {
                if (failure == Disruption.MAP_FAILURE) {
                    FAILURES.incrementAndGet();
                    throw new IllegalStateException("injected failure after " + seen + " probes");
                }
                ARMED.set(true);
            }
            out.collect(probe);
        }

        @Override
        public void notifyCheckpointComplete(long checkpointId) {
            CHECKPOINTED.set(true);
        }

        @Override
        public void snapshotState(FunctionSnapshotContext context) {
            lastBarrier = System.nanoTime();
        }

        @Override
        public void initializeState(FunctionInitializationContext context) {
            if (context.isRestored()) {
                RESTORES.incrementAndGet();
            }
        }
    }

    /**
     * Beside the trees, on the same keyed stream: notes the class of the keyed state backend the
     * job gave its keyed operators ({@link #BACKENDS}), and passes nothing on.
     */
    static final class BackendCheck extends AbstractStreamOperator<Void>
            implements OneInputStreamOperator<Probe, Void> {
        @Override
        public void open() throws Exception {
            super.open();
            BACKENDS.add(getKeyedStateBackend().getClass().getSimpleName());
        }

        @Override
        public void processElement(StreamRecord<Probe> element) {}
    }

    /** Counts the alerts the trees emit over all attempts, and the tasks that emit them. */
    static final class CountEmitted extends RichMapFunction<String, String>
            implements CheckpointedFunction {
        @Override
        public String map(String line) {
            EMITTED.incrementAndGet();
            TASKS.add(getRuntimeContext().getTaskInfo().getIndexOfThisSubtask());
            return line;
        }

        @Override
        public void snapshotState(FunctionSnapshotContext context) {}

        @Override
        public void initializeState(FunctionInitializationContext context) {
            if (context.isRestored()) {
                RESTORES_AFTER.incrementAndGet();
            }
        }
    }

    /** The lines of the committed part files (in-progress and pending ones are hidden files). */
    private static List<String> committed(Path out) throws IOException {
        List<String> lines = new ArrayList<>();
        if (!Files.exists(out)) {
            return lines;
        }
        try (Stream<Path> files = Files.walk(out)) {
            for (Path file : files.filter(Files::isRegularFile)
                    .filter(file -> !file.getFileName().toString().startsWith(".")).toList()) {
                lines.addAll(Files.readAllLines(file));
            }
        }
        return lines;
    }

    // ---- the oracles ----

    /**
     * Each service's {@link ProbeMonitor} tree ticked in a plain loop: probe round k is handed to
     * the monitor, then its tree ticks at the round's end, as the job's event-time ticks do.
     */
    static List<String> simulateEventTime(int services, long steps) {
        List<String> lines = new ArrayList<>();
        LoopContext context = new LoopContext(lines);
        for (int s = 0; s < services; s++) {
            ProbeMonitor monitor = new ProbeMonitor(ProbeScript.service(s));
            monitor.alerts = context;
            ProbeMonitorTree tree = new ProbeMonitorTree(monitor, context.clock(), 0);
            for (long step = 0; step < steps; step++) {
                monitor.observe(ProbeScript.probe(s, step));
                context.millis = ProbeScript.START + step * ProbeScript.STEP_MILLIS;
                tree.tick();
            }
        }
        return lines;
    }

    /**
     * What {@link Tally} says of each service's probes, as a plain state machine (no tree): the
     * third failure in a row raises an ALERT, the first success after it clears it.
     */
    static List<String> simulateProcessingTime(int services, int steps) {
        List<String> lines = new ArrayList<>();
        for (int s = 0; s < services; s++) {
            String service = ProbeScript.service(s);
            int failuresInARow = 0;
            int downAt = -1;
            for (int step = 0; step < steps; step++) {
                int number = step + 1;
                boolean ok = ProbeScript.status(s, step) == 200;
                if (downAt >= 0) {
                    if (ok) {
                        lines.add(service + " #" + number + " CLEARED after " + (number - downAt)
                                + " probes");
                        downAt = -1;
                        failuresInARow = 0;
                    }
                } else if (ok) {
                    failuresInARow = 0;
                } else if (++failuresInARow == 3) {
                    lines.add(service + " #" + number + " ALERT after 3 failures");
                    downAt = number;
                }
            }
        }
        return lines;
    }

    private static final class LoopContext implements TreeContext<Alert> {
        private final List<String> lines;
        long millis;

        LoopContext(List<String> lines) {
            this.lines = lines;
        }

        @Override
        public Clock clock() {
            return () -> millis * 1_000_000L;
        }

        @Override
        public long currentTimeMillis() {
            return millis;
        }

        @Override
        public void emit(Alert alert) {
            lines.add(alert.toString());
        }

        @Override
        public void retire() {
            throw new UnsupportedOperationException();
        }
    }

    private static List<String> sorted(List<String> lines) {
        List<String> copy = new ArrayList<>(lines);
        copy.sort(null);
        return copy;
    }
}
