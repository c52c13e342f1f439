// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.crowd;

import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.TreeRunner;
import java.io.PrintStream;
import java.time.Duration;

/**
 * A crowd: {@value #VILLAGERS} villagers, each with its own generated tree, ticked by a
 * {@link TreeRunner} every 250 ms of a manual clock, as fast as the machine goes, on one thread
 * and then on every core. It prints ticks per second for each, and the crowd's totals, which
 * are the same whatever the thread count (each tree is ticked by one thread at a time, on the
 * same clock readings, with its own random generator).
 *
 * <pre>
 * mvn -q -Pdemo package -Dmaven.test.skip=true -pl processor,examples -am \
 *     -Ddemo.main=dev.arbor.examples.crowd.CrowdDemo
 * </pre>
 */
public final class CrowdDemo {
    static final int VILLAGERS = 10_000;
    static final Duration INTERVAL = Duration.ofMillis(250);

    private CrowdDemo() {}

    public static void main(String[] args) {
        int frames = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        int cores = Runtime.getRuntime().availableProcessors();
        PrintStream out = System.out;
        out.printf("%,d villagers, %d frames of 250 ms, one tree each%n", VILLAGERS, frames);
        Totals one = run(1, frames);
        out.println(one.line(1));
        Totals all = run(Math.max(2, cores), frames);
        out.println(all.line(Math.max(2, cores)));
        out.println(one.sameAs(all) ? "the same totals on every thread count"
                : "TOTALS DIFFER: " + one + " vs " + all);
    }

    /** Runs {@code frames} updates of a fresh crowd on {@code threads} threads, timed. */
    static Totals run(int threads, int frames) {
        ManualClock clock = new ManualClock();
        Villager[] villagers = new Villager[VILLAGERS];
        try (TreeRunner runner = TreeRunner.builder().clock(clock).interval(INTERVAL)
                .threads(threads).build()) {
            for (int i = 0; i < VILLAGERS; i++) {
                villagers[i] = new Villager(i);
                runner.add(new VillagerTree(villagers[i], clock, i)); // seed: its index
            }
            int warmUp = frames / 4;
            long ticks = 0;
            long start = 0;
            for (int frame = 0; frame < frames; frame++) {
                if (frame == warmUp) {
                    start = System.nanoTime();
                    ticks = 0;
                }
                ticks += runner.update();
                clock.advance(INTERVAL);
            }
            long nanos = System.nanoTime() - start;
            long work = 0;
            long meals = 0;
            long naps = 0;
            for (Villager villager : villagers) {
                work += villager.work;
                meals += villager.meals;
                naps += villager.naps;
            }
            return new Totals(ticks, nanos, work, meals, naps);
        }
    }

    /** What a run did, and how fast. */
    record Totals(long ticks, long nanos, long work, long meals, long naps) {
        String line(int threads) {
            return String.format("%d thread%s: %,.0f ticks per second; work %,d, meals %,d,"
                    + " naps %,d", threads, threads == 1 ? " " : "s",
                    ticks * 1e9 / Math.max(1, nanos), work, meals, naps);
        }

        boolean sameAs(Totals other) {
            return work == other.work && meals == other.meals && naps == other.naps;
        }
    }
}
