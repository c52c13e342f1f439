// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.arbor.flink.TreeContext;
import dev.arbor.runtime.Clock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.state.CheckpointListener;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.runtime.state.FunctionInitializationContext;
import org.apache.flink.runtime.state.FunctionSnapshotContext;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.checkpoint.CheckpointedFunction;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The service monitor at scale on a real (in-process) Flink: 1,000 services, a minute of probes,
 * parallelism 2, checkpoints every second, alerts written by a file sink that commits at
 * checkpoints. A run with a failure injected mid-stream must commit exactly the alerts of a
 * failure-free run, and both exactly the alerts of the same trees ticked in a plain loop.
 */
class MonitorJobTest {
    private static final int SERVICES = 1_000;
    private static final MonitorJob.Settings SETTINGS =
            new MonitorJob.Settings(SERVICES, 1.0, 60_000, null, 1000, 2);
    private static final long RECORDS = SETTINGS.steps() * SERVICES;
    /** How long after the last checkpoint barrier the failure comes. */
    private static final Duration AFTER_BARRIER = Duration.ofMillis(500);

    @RegisterExtension
    static final MiniClusterExtension FLINK = new MiniClusterExtension(
            new MiniClusterResourceConfiguration.Builder()
                    .setNumberTaskManagers(1)
                    .setNumberSlotsPerTaskManager(2)
                    .build());

    /** What the trees of a plain loop emit for the same probes: the expected output. */
    private static List<String> expected;

    @BeforeAll
    static void simulate() {
        expected = sorted(simulate(SERVICES, SETTINGS.steps()));
    }

    @Test
    void aFailureMidStreamLosesAndDoublesNoAlert(@TempDir Path dir) throws Exception {
        assertTrue(expected.size() > 100, "the input makes alerts: " + expected.size());
        assertTrue(expected.stream().anyMatch(line -> line.contains(" CLEARED ")));

        Run clean = run(dir.resolve("clean"), false);
        assertEquals(0, clean.failures);
        assertEquals(RECORDS, clean.recordsSeen, "a failure-free run reads each probe once");
        assertSameAlerts(clean.alerts, "the failure-free run");

        Run failed = run(dir.resolve("failed"), true);
        assertEquals(1, failed.failures, "the failure was injected once");
        assertTrue(failed.restores > 0, "the failed task was restored from a checkpoint");
        assertTrue(failed.recordsSeen > RECORDS,
                "probes after the restored checkpoint were read again: " + failed.recordsSeen);
        assertTrue(failed.emitted > failed.alerts.size(), "alerts emitted after the checkpoint,"
                + " before the failure, were emitted again (" + failed.emitted + " emitted, "
                + failed.alerts.size() + " committed)");
        assertSameAlerts(failed.alerts, "the run with a failure");
        System.out.printf("monitor: %d services, %d probes, %d alerts expected; failure-free run"
                + " read %d probes; failed run read %d, emitted %d alerts, committed %d%n",
                SERVICES, RECORDS, expected.size(), clean.recordsSeen, failed.recordsSeen,
                failed.emitted, failed.alerts.size());
    }

    /**
     * Fails with the lines missing from {@code alerts} and those in excess (a doubled line is one
     * in excess), at most ten of each, if {@code alerts} is not exactly {@link #expected}.
     */
    private static void assertSameAlerts(List<String> alerts, String run) {
        List<String> missing = new ArrayList<>(expected);
        List<String> extra = new ArrayList<>();
        for (String line : alerts) {
            if (!missing.remove(line)) {
                extra.add(line);
            }
        }
        if (!missing.isEmpty() || !extra.isEmpty()) {
            fail(run + " committed " + alerts.size() + " alerts, " + expected.size()
                    + " expected; " + missing.size() + " lost, e.g. "
                    + missing.subList(0, Math.min(10, missing.size())) + "; " + extra.size()
                    + " too many (doubled or wrong), e.g. " + extra.subList(0, Math.min(10, extra.size())));
        }
    }

    // ---- the job ----

    /** What one run committed, and what its probes and alerts went through. */
    record Run(List<String> alerts, int failures, int restores, long recordsSeen, long emitted) {}

    private static final AtomicInteger FAILURES = new AtomicInteger();
    private static final AtomicInteger RESTORES = new AtomicInteger();
    private static final AtomicBoolean CHECKPOINTED = new AtomicBoolean();
    private static final AtomicLong SEEN = new AtomicLong();
    private static final AtomicLong EMITTED = new AtomicLong();

    private static Run run(Path out, boolean injectFailure) throws Exception {
        FAILURES.set(0);
        RESTORES.set(0);
        CHECKPOINTED.set(false);
        SEEN.set(0);
        EMITTED.set(0);
        Configuration config = new Configuration();
        config.set(RestartStrategyOptions.RESTART_STRATEGY, "fixed-delay");
        config.set(RestartStrategyOptions.RESTART_STRATEGY_FIXED_DELAY_ATTEMPTS, 2);
        config.set(RestartStrategyOptions.RESTART_STRATEGY_FIXED_DELAY_DELAY, Duration.ofMillis(100));
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(config);
        env.setParallelism(SETTINGS.parallelism());
        env.enableCheckpointing(SETTINGS.checkpointMillis());

        // checkpoints at least 800 ms apart, so that the failure can come 500 ms after one
        env.getCheckpointConfig().setMinPauseBetweenCheckpoints(800);
        DataStream<Alert> alerts = MonitorJob.alerts(MonitorJob.probes(env, SETTINGS),
                probes -> probes.map(new FailOnce(injectFailure)).setParallelism(1).name("Fail once"));
        alerts.map(new CountEmitted()).map(Alert::toString).sinkTo(MonitorJob.lines(out.toString()));
        env.execute("monitor " + (injectFailure ? "with a failure" : "without failure"));
        return new Run(sorted(committed(out)), FAILURES.get(), RESTORES.get(), SEEN.get(),
                EMITTED.get());
    }

    /**
     * Passes probes through, and throws once: when a checkpoint has completed, a quarter of the
     * probes have passed, and the last checkpoint barrier passed {@link #AFTER_BARRIER} ago, so
     * that the trees have ticked (and emitted alerts) after the checkpoint the job will be
     * restored from. Counts the probes it sees over all attempts, and its restores.
     */
    static final class FailOnce implements MapFunction<Probe, Probe>, CheckpointListener,
            CheckpointedFunction {
        private final boolean armed;
        private long seen;
        private long lastBarrier = Long.MAX_VALUE;

        FailOnce(boolean armed) {
            this.armed = armed;
        }

        @Override
        public Probe map(Probe probe) {
            SEEN.incrementAndGet();
            seen++;
            if (armed && FAILURES.get() == 0 && CHECKPOINTED.get() && seen >= RECORDS / 4
                    && System.nanoTime() - lastBarrier >= AFTER_BARRIER.toNanos()) {
                FAILURES.incrementAndGet();
                throw new IllegalStateException("injected failure after " + seen + " probes");
            }
            return probe;
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

    /** Counts the alerts the trees emit, over all attempts, before the sink. */
    static final class CountEmitted implements MapFunction<Alert, Alert> {
        @Override
        public Alert map(Alert alert) {
            EMITTED.incrementAndGet();
            return alert;
        }
    }

    /** The lines of the committed part files (in-progress and pending ones are hidden files). */
    private static List<String> committed(Path out) throws IOException {
        List<String> lines = new ArrayList<>();
        try (Stream<Path> files = Files.walk(out)) {
            for (Path file : files.filter(Files::isRegularFile)
                    .filter(file -> !file.getFileName().toString().startsWith(".")).toList()) {
                lines.addAll(Files.readAllLines(file));
            }
        }
        return lines;
    }

    // ---- the oracle ----

    /**
     * Each service's tree ticked in a plain loop: probe round k is handed to the monitor, then
     * its tree ticks at the round's end, as the job's event-time ticks do.
     */
    static List<String> simulate(int services, long steps) {
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
