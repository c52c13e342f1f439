// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w3;

import dev.arbor.benchmarks.workload.Workload;
import dev.arbor.runtime.Clock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeRunner;
import java.time.Duration;
import java.util.function.IntFunction;

/**
 * A crowd of W1 agents (W3's, in any number) thinking at 4 Hz through a {@link TreeRunner} with
 * a time budget per update, one update per game frame. Frames are 16 ms apart on the runner's
 * clock without waiting for them: the clock is the frame's start plus the real time since the
 * update began, so the budget is spent in real time while a run of a thousand frames takes only
 * as long as its updates.
 */
public final class FrameCrowd implements AutoCloseable {
    /** 4 Hz. */
    public static final Duration INTERVAL = Duration.ofMillis(250);
    /** A 60 Hz frame, near enough. */
    public static final long FRAME_NANOS = 16_000_000L;
    /** The budget of one update. */
    public static final Duration BUDGET = Duration.ofMillis(2);

    private final FrameClock clock = new FrameClock();
    private final TreeRunner runner;
    private final Workload[] agents;
    private long frame;

    /**
     * {@code agents} agents of {@code w1}, added together to a runner with {@code threads}
     * threads and the 2 ms budget; {@code spread}: their phases spread over the interval.
     */
    public FrameCrowd(IntFunction<Workload> w1, int agents, int threads, boolean spread) {
        this.agents = new Workload[agents];
        runner = TreeRunner.builder().clock(clock).interval(INTERVAL).threads(threads)
                .budget(BUDGET).spread(spread).build();
        for (int i = 0; i < agents; i++) {
            this.agents[i] = w1.apply(i);
            Tree tree = new AccountedTree(this.agents[i].agent(), (Tree) this.agents[i].engine());
            runner.add(tree);
        }
    }

    /** The next frame's update; answers its real time in nanoseconds. */
    public long frame() {
        clock.startFrame(frame++ * FRAME_NANOS);
        long start = System.nanoTime();
        runner.update();
        return System.nanoTime() - start;
    }

    /** The runner's counts: ticks, trees deferred, ticks dropped. */
    public TreeRunner.Counts counts() {
        return runner.counts();
    }

    /** C = C * 31 + c_i over the agents in order (mod 2^64): what they did, whoever ticked. */
    public long checksum() {
        long c = 0;
        for (Workload agent : agents) {
            c = c * 31 + agent.agent().checksum();
        }
        return c;
    }

    @Override
    public void close() {
        runner.close();
    }

    /** A frame's start on the game's time line, plus the real time since the frame began. */
    private static final class FrameClock implements Clock {
        private volatile long frameStart;
        private volatile long realStart = System.nanoTime();

        void startFrame(long at) {
            realStart = System.nanoTime();
            frameStart = at;
        }

        @Override
        public long nanos() {
            return frameStart + (System.nanoTime() - realStart);
        }
    }
}
