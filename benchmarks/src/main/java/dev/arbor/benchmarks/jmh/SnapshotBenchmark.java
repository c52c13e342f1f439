// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.jmh;

import dev.arbor.benchmarks.w1.W1Guard;
import dev.arbor.benchmarks.w1.W1GuardTree;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Snapshots of W3 trees with the buffer forms (DESIGN §7: under 50 ns each, 0 B, at most 64
 * bytes): 1,024 W1 trees ticked into their varied states, each op the snapshot of the next tree
 * into a reused buffer, or the restore of the next tree from its own snapshot. {@code tick} ticks
 * the same trees, for scale (snapshots add nothing to a tick).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SnapshotBenchmark {
    private static final int TREES = 1024;

    private W1Guard[] agents;
    private W1GuardTree[] trees;
    private byte[][] snapshots;
    private byte[] buffer;
    private int next;

    @Setup
    public void setUp() {
        agents = new W1Guard[TREES];
        trees = new W1GuardTree[TREES];
        snapshots = new byte[TREES][];
        for (int i = 0; i < TREES; i++) {
            agents[i] = new W1Guard(i);
            trees[i] = new W1GuardTree(agents[i]);
            for (int frame = 0; frame < 10 + i % 7; frame++) {
                agents[i].beginTick();
                agents[i].endTick(trees[i].tick());
            }
            snapshots[i] = trees[i].snapshot();
            if (snapshots[i].length > 64) {
                throw new IllegalStateException("a W3 snapshot of " + snapshots[i].length
                        + " bytes");
            }
        }
        buffer = new byte[trees[0].snapshotCapacity()];
    }

    @Benchmark
    public int snapshot() {
        int i = next++ & TREES - 1;
        return trees[i].snapshot(buffer, 0);
    }

    @Benchmark
    public void restore() {
        int i = next++ & TREES - 1;
        byte[] snapshot = snapshots[i];
        trees[i].restore(snapshot, 0, snapshot.length);
    }

    @Benchmark
    public void tick() {
        int i = next++ & TREES - 1;
        agents[i].beginTick();
        agents[i].endTick(trees[i].tick());
    }
}
