// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks;

import dev.arbor.benchmarks.w3.FrameCrowd;
import dev.arbor.runtime.TreeRunner;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * The crowd run of issue 32: 100,000 W3 agents (W1 guards, each its own Arbor tree) at 4 Hz
 * through a {@code TreeRunner} with a 2 ms budget per 16 ms frame, with and without phases
 * spread, on 1 and 2 threads. Each run adds the agents together, updates 250 frames to warm up,
 * then measures 1,000 frames (16 s of game time, 64 thinking rounds): the worst update's real
 * time, the 99th percentile and the mean, the updates over 2 ms, the ticks deferred by the
 * budget and dropped (late by a whole interval), and the agents' checksum. On a machine that
 * other work keeps busy, real times include the updates' waits for a core: the worst CPU time
 * of the updating thread (its share of the ticks, the planning, the hand-overs to a worker) is
 * printed beside them.
 *
 * <pre>
 * java -cp benchmarks/target/arbor-benchmarks-0.1.0-SNAPSHOT.jar:&lt;its classpath&gt; \
 *     dev.arbor.benchmarks.CrowdFrames [agents] [frames]
 * </pre>
 */
public final class CrowdFrames {
    private CrowdFrames() {}

    public static void main(String[] args) {
        int agents = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        int frames = args.length > 1 ? Integer.parseInt(args[1]) : 1_000;
        int warmUp = frames / 4;
        System.out.printf("%,d W3 agents at 4 Hz, a 2 ms budget per 16 ms frame, %,d frames"
                + " measured after %,d%n", agents, frames, warmUp);
        System.out.println("| spread | threads | worst update | p99 | mean | updates > 2 ms"
                + " | worst CPU (updating thread) | ticks | deferred | dropped | checksum |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
        for (boolean spread : new boolean[] {false, true}) {
            for (int threads = 1; threads <= 2; threads++) {
                System.out.println(run(agents, frames, warmUp, threads, spread));
            }
        }
    }

    /** One run, as a table row. */
    static String run(int agents, int frames, int warmUp, int threads, boolean spread) {
        try (FrameCrowd crowd = new FrameCrowd(Implementations.w1("arbor"), agents, threads,
                spread)) {
            for (int f = 0; f < warmUp; f++) {
                crowd.frame();
            }
            TreeRunner.Counts before = crowd.counts();
            ThreadMXBean threadBean = ManagementFactory.getThreadMXBean();
            long[] times = new long[frames];
            long worstCpu = 0;
            for (int f = 0; f < frames; f++) {
                long cpu = threadBean.getCurrentThreadCpuTime();
                times[f] = crowd.frame();
                worstCpu = Math.max(worstCpu, threadBean.getCurrentThreadCpuTime() - cpu);
            }
            TreeRunner.Counts after = crowd.counts();
            long over = Arrays.stream(times).filter(t -> t > 2_000_000L).count();
            double mean = Arrays.stream(times).average().orElse(0);
            long[] sorted = times.clone();
            Arrays.sort(sorted);
            return String.format("| %s | %d | %.3f ms | %.3f ms | %.3f ms | %d | %.3f ms | %,d | %,d"
                    + " | %,d | %016x |", spread ? "yes" : "no", threads,
                    sorted[frames - 1] / 1e6, sorted[(int) Math.ceil(frames * 0.99) - 1] / 1e6,
                    mean / 1e6, over, worstCpu / 1e6,
                    after.ticks() - before.ticks(), after.deferred() - before.deferred(),
                    after.dropped() - before.dropped(), crowd.checksum());
        }
    }
}
