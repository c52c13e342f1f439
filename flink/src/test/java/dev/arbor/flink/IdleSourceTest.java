// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Predicate;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.connector.sink2.Sink;
import org.apache.flink.api.connector.sink2.SinkWriter;
import org.apache.flink.api.connector.sink2.WriterInitContext;
import org.apache.flink.api.connector.source.util.ratelimit.RateLimiter;
import org.apache.flink.api.connector.source.util.ratelimit.RateLimiterStrategy;
import org.apache.flink.connector.datagen.source.DataGeneratorSource;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An idle source in event time (docs/flink.md, "Idle sources"): two sources feed the trees; one
 * sends a few records and then nothing, without finishing (a quiet partition). Flink's watermark
 * is the least of its inputs', so without {@code withIdleness} event time stands still at the
 * quiet source's last record and no tree ticks beyond it; with it, the quiet source is marked
 * idle and left out, and every tree, the quiet source's keys' included, ticks on.
 */
class IdleSourceTest {
    /** The steady source: a record every 50 ms of event time, 200 a second of wall time. */
    private static final int STEADY_RECORDS = 400;
    /** The quiet source: this many records, then nothing, for ever. */
    private static final int QUIET_RECORDS = 5;

    @RegisterExtension
    static final MiniClusterExtension FLINK = new MiniClusterExtension(
            new MiniClusterResourceConfiguration.Builder()
                    .setNumberTaskManagers(1)
                    .setNumberSlotsPerTaskManager(2)
                    .build());

    /** What the trees emitted, through {@link Collect}: the job runs in this JVM. */
    static final ConcurrentLinkedQueue<String> EMITTED = new ConcurrentLinkedQueue<>();

    private static final RecordHandler<String, Beacon> HEAR = (record, time, beacon, tree) ->
            beacon.heard = record.substring(record.indexOf(':') + 1, record.indexOf('@'));

    private static final TreeFactory<Beacon, String> BEACON_TREES = (beacon, context) -> {
        beacon.out = context;
        return new BeaconTree(beacon, context.clock(), 0);
    };

    @Test
    void withIdlenessTheTreesTickOnWhenOneSourceFallsQuiet() throws Exception {
        JobClient job = start(Duration.ofMillis(500));
        try {
            // the steady source's event time runs to 20 s: b (the quiet source's key) beeps on
            // (both keys' first records are at 0: their first tick at 0, their beeps at 250, 750, ...)
            assertTrue(await(60_000, lines -> lines.contains("b beep 20 at 9750")
                    && lines.contains("a beep 20 at 9750")), "b and a beep at 9.75 s: "
                    + EMITTED.stream().filter(line -> line.startsWith("b ")).toList());
        } finally {
            job.cancel().get();
        }
    }

    @Test
    void withoutIdlenessEventTimeStandsStillAtTheQuietSourcesLastRecord() throws Exception {
        JobClient job = start(null);
        try {
            // the steady source has sent everything (2 s of wall time) and more: the watermark
            // stays below the quiet source's last record (at 200 ms), and no tick after 0 runs
            await(5_000, lines -> false);
            assertTrue(EMITTED.stream().noneMatch(line -> line.contains(" beep ")),
                    "no beep (the first is at 250 ms): " + EMITTED);
        } finally {
            job.cancel().get();
        }
    }

    /** Starts the job: two sources, the quiet one marked idle after {@code idleness} if given. */
    private static JobClient start(Duration idleness) throws Exception {
        EMITTED.clear();
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        env.setParallelism(1);
        WatermarkStrategy<String> time = WatermarkStrategy.<String>forMonotonousTimestamps()
                .withTimestampAssigner((record, previous) ->
                        Long.parseLong(record.substring(record.indexOf('@') + 1)));
        if (idleness != null) {
            time = time.withIdleness(idleness);
        }
        DataStream<String> steady = env.fromSource(new DataGeneratorSource<>(
                index -> "a:hum@" + index * 50, STEADY_RECORDS, RateLimiterStrategy.perSecond(200),
                Types.STRING), time, "steady");
        DataStream<String> quiet = env.fromSource(new DataGeneratorSource<>(
                index -> "b:hello@" + index * 50, Long.MAX_VALUE, new FallsQuiet(QUIET_RECORDS),
                Types.STRING), time, "quiet");
        KeyedTrees.on(steady.union(quiet).keyBy(record -> record.substring(0, record.indexOf(':'))))
                .agents(Beacon.class, Beacon::new)
                .trees(String.class, BEACON_TREES)
                .onRecord(HEAR)
                .eventTime()
                .build()
                .sinkTo(new Collect());
        return env.executeAsync("idle source");
    }

    /** Waits up to {@code millis} for the emitted lines to satisfy {@code done}. */
    private static boolean await(long millis, Predicate<List<String>> done) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000;
        while (System.nanoTime() < end) {
            if (done.test(List.copyOf(EMITTED))) {
                return true;
            }
            Thread.sleep(100);
        }
        return false;
    }

    /** Lets {@code records} records through at once, then none: a source that falls quiet. */
    private static final class FallsQuiet implements RateLimiterStrategy<org.apache.flink.api.connector.source.SourceSplit> {
        private static final long serialVersionUID = 1L;
        private final int records;

        FallsQuiet(int records) {
            this.records = records;
        }

        @Override
        public RateLimiter<org.apache.flink.api.connector.source.SourceSplit> createRateLimiter(int parallelism) {
            return new RateLimiter<>() {
                private int granted;
                private final CompletableFuture<Void> never = new CompletableFuture<>();

                @Override
                public CompletionStage<Void> acquire(int permits) {
                    granted += permits;
                    return granted <= records ? CompletableFuture.completedFuture(null) : never;
                }
            };
        }
    }

    /** A sink into {@link #EMITTED}. */
    private static final class Collect implements Sink<String> {
        private static final long serialVersionUID = 1L;

        @Override
        public SinkWriter<String> createWriter(WriterInitContext context) {
            return new SinkWriter<>() {
                @Override
                public void write(String line, Context context) {
                    EMITTED.add(line);
                }

                @Override
                public void flush(boolean endOfInput) {}

                @Override
                public void close() {}
            };
        }
    }
}
