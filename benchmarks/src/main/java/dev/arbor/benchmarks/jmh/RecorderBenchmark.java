// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.jmh;

import dev.arbor.benchmarks.Implementations;
import dev.arbor.benchmarks.workload.Workload;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.replay.Recorder;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The cost of recording (docs/recording.md): W1 (a traced copy of its blocks) and W4 (the generic
 * loop) on Arbor, with no recorder ("off"), with a {@code Recorder} attached that keeps no
 * fields ("on", {@code fields(false)}) and with one that keeps the agent's fields too
 * ("fields", the recorder's default: read and compared at every tick's end, the changes kept), a
 * snapshot every 100 ticks taken between ticks by {@code checkpoint()}. A recording is started
 * afresh every 2<sup>16</sup> ticks, so that memory stays bounded (the cost of the restart is
 * included, spread over those ticks). The bytes recorded per tick, snapshots included, are
 * printed at the end of each trial. W1's and W4's trees read no clock, so none is recorded.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class RecorderBenchmark {
    private static final int SESSION_TICKS = 1 << 16;

    /** W1, W4, or F: {@link Fielded}, a two-leaf tree whose agent's fields change. */
    @Param({"W1", "W4", "F"})
    public String workload;

    @Param({"off", "on", "fields"})
    public String recorder;

    private Workload tree;
    private Tree engine;
    private Recorder recording;
    private int ticks;
    private long bytes;
    private long recordedTicks;

    @Setup(Level.Trial)
    public void setUp() {
        if (workload.equals("F")) {
            engine = new FieldedTree(new Fielded());
        } else {
            tree = (workload.equals("W1") ? Implementations.w1("arbor")
                    : Implementations.w4("arbor")).apply(0);
            engine = (Tree) tree.engine();
        }
        if (!recorder.equals("off")) {
            restart();
        }
    }

    private void restart() {
        if (recording != null) {
            bytes += recording.bytes();
            recordedTicks += recording.ticks();
            recording.stop();
        }
        recording = new Recorder(100).fields(recorder.equals("fields"));
        recording.start(engine);
        ticks = 0;
    }

    @Benchmark
    public void tick() {
        if (tree != null) {
            tree.tick();
        } else {
            engine.tick();
        }
        if (recording != null) {
            recording.checkpoint();
            if (++ticks == SESSION_TICKS) {
                restart();
            }
        }
    }

    @TearDown(Level.Trial)
    public void report() {
        if (recording != null) {
            long allBytes = bytes + recording.bytes();
            long allTicks = recordedTicks + recording.ticks();
            System.out.printf(Locale.ROOT, "%n%s recorded (%s): %.1f bytes per tick over %d ticks,"
                    + " %d agent fields%n", workload, recorder,
                    allTicks == 0 ? 0.0 : (double) allBytes / allTicks, allTicks,
                    engine.agentFields().count());
        }
    }
}
