// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.crowd;

import dev.arbor.runtime.Clock;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.TreeRunner;
import java.io.PrintStream;
import java.time.Duration;

/**
 * A crowd: {@value #VILLAGERS} villagers, each with its own generated tree, thinking at 4 Hz
 * through a {@link TreeRunner} updated once per 16 ms game frame, with a budget of
 * {@value #BUDGET_MILLIS} ms per update and their phases spread over the 250 ms (added together,
 * the k-th is first due at k/10,000 of the interval), so that each frame ticks about 1/16 of the
 * crowd instead of every 16th frame ticking all of it. Frames follow each other as fast as the
 * machine goes: the villagers read a manual clock at each frame's start; the runner's budget
 * reads that plus the real time since the update began. It runs on one thread and then on every
 * core, and prints ticks per second, the worst frame, the ticks the budget deferred, and the
 * crowd's totals, which are the same whatever the thread count while the budget defers nothing
 * (each tree is ticked by one thread at a time, on the same readings, with its own random
 * generator).
 *
 * <pre>
 * mvn -q -Pdemo package -Dmaven.test.skip=true -pl processor,examples -am \
 *     -Ddemo.main=dev.arbor.examples.crowd.CrowdDemo
 * </pre>
 */
public final class CrowdDemo {
    static final int VILLAGERS = 10_000;
    static final Duration INTERVAL = Duration.ofMillis(250);
    static final long FRAME_MILLIS = 16;
    static final long BUDGET_MILLIS = 2;

    private CrowdDemo() {}

    public static void main(String[] args) {
        int frames = args.length > 0 ? Integer.parseInt(args[0]) : 2_000;
        int cores = Runtime.getRuntime().availableProcessors();
        PrintStream out = System.out;
        out.printf("%,d villagers at 4 Hz, %,d frames of %d ms, a budget of %d ms an update,"
                + " phases spread%n", VILLAGERS, frames, FRAME_MILLIS, BUDGET_MILLIS);
        Totals one = run(1, frames, true);
        out.println(one.line(1));
        Totals all = run(Math.max(2, cores), frames, true);
        out.println(all.line(Math.max(2, cores)));
        if (one.deferred() + all.deferred() > 0) {
            out.println("the budget deferred ticks: where it cut depends on real time, so the totals"
                    + " may differ");
        } else {
            out.println(one.sameAs(all) ? "the same totals on every thread count"
                    : "TOTALS DIFFER: " + one + " vs " + all);
        }
    }

    /**
     * Runs {@code frames} updates of a fresh crowd on {@code threads} threads, timed.
     * {@code realTime}: the budget spends real time (as in a game); else the runner reads frame
     * starts only, so the budget never runs out and the run is the same on any machine.
     */
    static Totals run(int threads, int frames, boolean realTime) {
        ManualClock clock = new ManualClock();         // the frames' starts: what trees read
        Clock budgetClock = realTime ? new FrameClock(clock) : clock;
        Villager[] villagers = new Villager[VILLAGERS];
        try (TreeRunner runner = TreeRunner.builder().clock(budgetClock).interval(INTERVAL)
                .threads(threads).budget(Duration.ofMillis(BUDGET_MILLIS)).spread(true)
                .build()) {
            for (int i = 0; i < VILLAGERS; i++) {
                villagers[i] = new Villager(i);
                runner.add(new VillagerTree(villagers[i], clock, i)); // seed: its index
            }
            int warmUp = frames / 4;
            long ticks = 0;
            long start = 0;
            long worst = 0;
            TreeRunner.Counts before = runner.counts();
            for (int frame = 0; frame < frames; frame++) {
                if (frame == warmUp) {
                    start = System.nanoTime();
                    ticks = 0;
                    worst = 0;
                    before = runner.counts();
                }
                if (budgetClock instanceof FrameClock frameClock) {
                    frameClock.startFrame();
                }
                long began = System.nanoTime();
                ticks += runner.update();
                worst = Math.max(worst, System.nanoTime() - began);
                clock.advanceMillis(FRAME_MILLIS);
            }
            long nanos = System.nanoTime() - start;
            long deferred = runner.counts().deferred() - before.deferred();
            long work = 0;
            long meals = 0;
            long naps = 0;
            for (Villager villager : villagers) {
                work += villager.work;
                meals += villager.meals;
                naps += villager.naps;
            }
            return new Totals(ticks, nanos, worst, deferred, work, meals, naps);
        }
    }

    /** What a run did, and how fast. */
    record Totals(long ticks, long nanos, long worst, long deferred, long work, long meals,
            long naps) {
        String line(int threads) {
            return String.format("%d thread%s: %,.0f ticks per second, worst frame %.3f ms,"
                    + " %,d ticks deferred; work %,d, meals %,d, naps %,d", threads,
                    threads == 1 ? " " : "s", ticks * 1e9 / Math.max(1, nanos), worst / 1e6,
                    deferred, work, meals, naps);
        }

        boolean sameAs(Totals other) {
            return ticks == other.ticks && work == other.work && meals == other.meals
                    && naps == other.naps;
        }
    }

    /** The frame's start on the manual clock, plus the real time since the frame began. */
    private static final class FrameClock implements Clock {
        private final ManualClock frames;
        private volatile long realStart = System.nanoTime();

        FrameClock(ManualClock frames) {
            this.frames = frames;
        }

        void startFrame() {
            realStart = System.nanoTime();
        }

        @Override
        public long nanos() {
            return frames.nanos() + (System.nanoTime() - realStart);
        }
    }
}
