// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink.bench;

import dev.arbor.Status;
import dev.arbor.flink.KeyedTrees;
import dev.arbor.flink.Scheduling;
import dev.arbor.flink.TreeFactory;
import dev.arbor.flink.internal.Keeper;
import dev.arbor.flink.internal.KeeperSerializer;
import dev.arbor.flink.testing.DelegatingTree;
import dev.arbor.runtime.Tree;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.Stream;
import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.connector.source.util.ratelimit.RateLimiter;
import org.apache.flink.api.connector.source.util.ratelimit.RateLimiterStrategy;
import org.apache.flink.configuration.CheckpointingOptions;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.StateBackendOptions;
import org.apache.flink.connector.datagen.source.DataGeneratorSource;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;

/**
 * The throughput run (never a test): a crowd of W3 agents ({@link CrowdGuard}, benchmarks' W1
 * tree), one key each, ticked by {@link KeyedTrees} in processing time on an in-process Flink at
 * parallelism 2. The source sends one record per key (which makes the keys), then one a second.
 * After a warm-up it counts the ticks for a while and reports agent-ticks per second, the
 * process's CPU time per agent-tick (steadier than wall rates on a shared machine), and the
 * bytes of state per key (serialized, and of the last checkpoint on disk).
 *
 * <pre>
 * mvn -B -q -Pthroughput package -DskipTests -pl flink -am \
 *     -Dcrowd.args="--keys 100000 --hz 4 --backend hashmap --scheduling SWEEP --tree generated"
 * </pre>
 *
 * Options: {@code --keys}, {@code --hz} (ticks per second per key; 1000 ticks as fast as the
 * task can), {@code --backend hashmap|rocksdb}, {@code --scheduling SWEEP|TIMERS},
 * {@code --tree generated|hand} (hand: a hand-written W1 tree with a 10-byte snapshot),
 * {@code --warmup} and {@code --seconds}, {@code --parallelism}.
 */
public final class CrowdThroughput {
    static final LongAdder TICKS = new LongAdder();

    private CrowdThroughput() {}

    public static void main(String[] args) throws Exception {
        int keys = 100_000;
        int hz = 4;
        String backend = "hashmap";
        Scheduling scheduling = Scheduling.SWEEP;
        String tree = "generated";
        int warmup = 15;
        int seconds = 20;
        int parallelism = 2;
        for (int i = 0; i + 1 < args.length; i += 2) {
            String value = args[i + 1];
            switch (args[i]) {
                case "--keys" -> keys = Integer.parseInt(value);
                case "--hz" -> hz = Integer.parseInt(value);
                case "--backend" -> backend = value;
                case "--scheduling" -> scheduling = Scheduling.valueOf(value);
                case "--tree" -> tree = value;
                case "--warmup" -> warmup = Integer.parseInt(value);
                case "--seconds" -> seconds = Integer.parseInt(value);
                case "--parallelism" -> parallelism = Integer.parseInt(value);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Path checkpoints = Files.createTempDirectory("arbor-throughput-");
        Configuration config = new Configuration();
        config.set(StateBackendOptions.STATE_BACKEND, backend);
        config.set(CheckpointingOptions.CHECKPOINTS_DIRECTORY, checkpoints.toUri().toString());
        config.set(CheckpointingOptions.INCREMENTAL_CHECKPOINTS, false);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.createLocalEnvironment(parallelism, config);
        env.enableCheckpointing(10_000);

        int crowd = keys;
        DataStream<Integer> arrivals = env.fromSource(new DataGeneratorSource<>(
                index -> (int) (index % crowd), Long.MAX_VALUE, new BurstThenTrickle(keys), Types.INT),
                org.apache.flink.api.common.eventtime.WatermarkStrategy.noWatermarks(), "Crowd")
                .setParallelism(1);
        boolean hand = tree.equals("hand");
        TreeFactory<CrowdGuard, String> trees = (guard, context) -> new CountingTree(guard,
                hand ? new HandWrittenGuardTree(guard)
                        : new CrowdGuardTree(guard, context.clock(), 0));
        KeyedTrees.on(arrivals.keyBy(key -> key))
                .agents(CrowdGuard.class, CrowdGuard::new)
                .trees(String.class, trees)
                .every(Duration.ofMillis(1000 / hz))
                .processingTime()
                .scheduling(scheduling)
                .build()
                .sinkTo(new DiscardingSink<>());

        JobClient job = env.executeAsync("crowd throughput");
        long started = System.nanoTime();
        while (TICKS.sum() < keys && System.nanoTime() - started < 120e9) {
            Thread.sleep(100);
        }
        Thread.sleep(warmup * 1000L);
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long t0 = System.nanoTime();
        long c0 = TICKS.sum();
        long cpu0 = os.getProcessCpuTime();
        Thread.sleep(seconds * 1000L);
        long t1 = System.nanoTime();
        long c1 = TICKS.sum();
        long cpu1 = os.getProcessCpuTime();
        long onDisk = size(checkpoints);
        job.cancel().get();

        double perSecond = (c1 - c0) * 1e9 / (t1 - t0);
        System.out.printf(Locale.ROOT, "%,d keys at %d Hz (target %,d agent-ticks/s), %s, %s,"
                + " %s tree, parallelism %d, %d s measured after %d s warm-up:%n", keys, hz,
                (long) keys * hz, backend, scheduling, tree, parallelism, seconds, warmup);
        System.out.printf(Locale.ROOT, "  %,.0f agent-ticks/s; process CPU %.0f ns per agent-tick"
                + " (%.2f cores busy)%n", perSecond, (cpu1 - cpu0) / (double) (c1 - c0),
                (cpu1 - cpu0) / (double) (t1 - t0));
        System.out.printf(Locale.ROOT, "  state per key: %d bytes serialized (agent, tree snapshot,"
                + " times); last checkpoint on disk %.1f bytes per key%n",
                serializedBytes(hand), onDisk / (double) keys);
        System.exit(0);
    }

    /** The serialized size of one key's state after a few ticks, as Flink writes it. */
    private static int serializedBytes(boolean hand) throws IOException {
        CrowdGuard guard = new CrowdGuard(7);
        Tree tree = hand ? new HandWrittenGuardTree(guard)
                : new CrowdGuardTree(guard, () -> 0L, 0);
        for (int i = 0; i < 5; i++) {
            guard.beginTick();
            guard.endTick(tree.tick());
        }
        Keeper<CrowdGuard, Integer> keeper = new Keeper<>();
        keeper.agent = guard;
        keeper.snapshot = new byte[tree.snapshotCapacity()];
        keeper.snapshotLength = tree.snapshot(keeper.snapshot, 0);
        var config = new SerializerConfigImpl();
        var serializer = new KeeperSerializer<>(TypeInformation.of(CrowdGuard.class).createSerializer(config),
                Types.INT.createSerializer(config));
        DataOutputSerializer out = new DataOutputSerializer(256);
        serializer.serialize(keeper, out);
        return out.length();
    }

    /** The size of the latest completed checkpoint (the highest chk-N with its _metadata). */
    private static long size(Path directory) throws IOException {
        Path latest = null;
        int highest = -1;
        try (Stream<Path> files = Files.walk(directory)) {
            for (Path metadata : files.filter(file -> file.getFileName().toString().equals("_metadata")).toList()) {
                Path checkpoint = metadata.getParent();
                int n = Integer.parseInt(checkpoint.getFileName().toString().substring(4));
                if (n > highest) {
                    highest = n;
                    latest = checkpoint;
                }
            }
        }
        if (latest == null) {
            return 0;
        }
        try (Stream<Path> files = Files.walk(latest)) {
            return files.filter(Files::isRegularFile).mapToLong(file -> {
                try {
                    return Files.size(file);
                } catch (IOException e) {
                    return 0; // removed meanwhile
                }
            }).sum();
        }
    }

    /** One record per key as fast as it goes, then one a second: the keys exist, the job runs on. */
    static final class BurstThenTrickle implements RateLimiterStrategy<org.apache.flink.api.connector.source.lib.NumberSequenceSource.NumberSequenceSplit> {
        private final long burst;

        BurstThenTrickle(long burst) {
            this.burst = burst;
        }

        @Override
        public RateLimiter<org.apache.flink.api.connector.source.lib.NumberSequenceSource.NumberSequenceSplit> createRateLimiter(int parallelism) {
            return new RateLimiter<>() {
                private long granted;

                @Override
                public CompletionStage<Void> acquire(int permits) {
                    granted += permits;
                    if (granted > burst) {
                        try {
                            Thread.sleep(1000);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                    }
                    return CompletableFuture.completedFuture(null);
                }
            };
        }
    }

    /** The W3 driver around a tree: the agent's clock before each tick, its checksum after, a count. */
    static final class CountingTree extends DelegatingTree {
        private final CrowdGuard agent;

        CountingTree(CrowdGuard agent, Tree tree) {
            super(tree);
            this.agent = agent;
        }

        @Override
        public Status tick() {
            agent.beginTick();
            Status status = tree.tick();
            agent.endTick(status);
            TICKS.increment();
            return status;
        }
    }
}
