// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink.monitor;

import dev.arbor.flink.KeyedTrees;
import java.time.Duration;
import java.util.function.UnaryOperator;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.serialization.SimpleStringEncoder;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.connector.source.util.ratelimit.RateLimiterStrategy;
import org.apache.flink.connector.datagen.source.DataGeneratorSource;
import org.apache.flink.connector.file.sink.FileSink;
import org.apache.flink.core.fs.Path;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.filesystem.bucketassigners.BasePathBucketAssigner;
import org.apache.flink.streaming.api.functions.sink.filesystem.rollingpolicies.OnCheckpointRollingPolicy;

/**
 * The seed's service monitor at scale: a {@link ProbeMonitor} tree per service, thousands of
 * services as the keys of a Flink job, probe results as its input and ALERT and CLEARED lines as
 * its output. The trees tick every 250 ms of event time, so a run's output depends on its input
 * only: the same with one task or many, with or without a failure and recovery on the way.
 *
 * <pre>
 * java ... MonitorJob [--services 2000] [--minutes 5] [--rate 20000] [--out DIR]
 *                     [--checkpoint-ms 2000] [--parallelism N]
 * </pre>
 *
 * The probes come from {@link ProbeScript} (a deterministic generator source, {@code --rate}
 * probes per second of wall time, covering {@code --minutes} of event time); the alerts go to
 * files under {@code --out} (written exactly once: a part file is committed when the checkpoint
 * after it completes) or, without it, to standard output. Local runs and submitting to a cluster:
 * {@code docs/flink.md}.
 */
public final class MonitorJob {
    private MonitorJob() {}

    /** The job's settings, from {@code --name value} arguments. */
    public record Settings(int services, double minutes, double rate, String out,
            long checkpointMillis, int parallelism) {

        public static Settings parse(String... args) {
            int services = 2000;
            double minutes = 5;
            double rate = 20_000;
            String out = null;
            long checkpoint = 2000;
            int parallelism = 0;
            for (int i = 0; i + 1 < args.length; i += 2) {
                String value = args[i + 1];
                switch (args[i]) {
                    case "--services" -> services = Integer.parseInt(value);
                    case "--minutes" -> minutes = Double.parseDouble(value);
                    case "--rate" -> rate = Double.parseDouble(value);
                    case "--out" -> out = value;
                    case "--checkpoint-ms" -> checkpoint = Long.parseLong(value);
                    case "--parallelism" -> parallelism = Integer.parseInt(value);
                    default -> throw new IllegalArgumentException("unknown option " + args[i]
                            + "; the options are --services, --minutes, --rate, --out,"
                            + " --checkpoint-ms, --parallelism");
                }
            }
            if (args.length % 2 != 0) {
                throw new IllegalArgumentException("option " + args[args.length - 1] + " has no value");
            }
            return new Settings(services, minutes, rate, out, checkpoint, parallelism);
        }

        /** Probe rounds (one probe per service each) in the input. */
        public long steps() {
            return Math.round(minutes * 60_000 / ProbeScript.STEP_MILLIS);
        }
    }

    public static void main(String[] args) throws Exception {
        Settings settings = Settings.parse(args);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        if (settings.parallelism() > 0) {
            env.setParallelism(settings.parallelism());
        }
        env.enableCheckpointing(settings.checkpointMillis());
        DataStream<Alert> alerts = alerts(probes(env, settings), UnaryOperator.identity());
        if (settings.out() != null) {
            alerts.map(Alert::toString).name("Alert lines").sinkTo(lines(settings.out()))
                    .name("Alert files");
        } else {
            alerts.print();
        }
        env.execute("Arbor service monitor: " + settings.services() + " services");
    }

    /**
     * The probe stream: one source task reading {@link ProbeScript} round by round, in event time
     * (a probe may be up to 200 ms out of order within its round).
     */
    public static DataStream<Probe> probes(StreamExecutionEnvironment env, Settings settings) {
        int services = settings.services();
        DataGeneratorSource<Probe> source = new DataGeneratorSource<>(
                index -> ProbeScript.probe((int) (index % services), index / services),
                settings.steps() * services,
                RateLimiterStrategy.perSecond(settings.rate()),
                TypeInformation.of(Probe.class));
        WatermarkStrategy<Probe> time = WatermarkStrategy
                .<Probe>forBoundedOutOfOrderness(Duration.ofMillis(200))
                .withTimestampAssigner((probe, previous) -> probe.time);
        return env.fromSource(source, time, "Probes").setParallelism(1);
    }

    /**
     * The monitors: a {@link ProbeMonitor} tree per service, ticked every 250 ms of event time.
     * {@code beforeMonitors} may change the probe stream first (the recovery test injects a
     * failure there).
     */
    public static DataStream<Alert> alerts(DataStream<Probe> probes,
            UnaryOperator<DataStream<Probe>> beforeMonitors) {
        return KeyedTrees.on(beforeMonitors.apply(probes).keyBy(probe -> probe.service))
                .agents(ProbeMonitor.class, ProbeMonitor::new)
                .trees(Alert.class, (monitor, context) -> {
                    monitor.alerts = context; // the leaves emit through the operator's context
                    return new ProbeMonitorTree(monitor, context.clock(), 0);
                })
                .onRecord((probe, time, monitor, tree) -> monitor.observe(probe))
                .every(Duration.ofMillis(ProbeScript.STEP_MILLIS))
                .eventTime()
                .name("Service monitors")
                .build()
                .uid("service-monitors");
    }

    /**
     * Lines into part files under {@code directory}, exactly once: a part file is rolled at each
     * checkpoint and committed (renamed from its hidden in-progress name) when that checkpoint
     * completes, so a failure loses or repeats no line of a committed file.
     */
    public static FileSink<String> lines(String directory) {
        return FileSink.forRowFormat(new Path(directory), new SimpleStringEncoder<String>())
                .withBucketAssigner(new BasePathBucketAssigner<>())
                .withRollingPolicy(OnCheckpointRollingPolicy.build())
                .build();
    }
}
