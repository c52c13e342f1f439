// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.jmh;

import dev.arbor.Status;
import dev.arbor.runtime.Clock;
import dev.arbor.runtime.Tree;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What an async action (docs/semantics.md §5.8) costs beside a future polled by hand in a plain
 * action, on the same two-leaf tree ({@code ready}, then {@code probe}):
 * <ul>
 *   <li>{@code waiting}: one tick while the work runs (the stage never completes): the poll;</li>
 *   <li>{@code cycle}: a whole run of the action: the tick that starts the work (a new future),
 *       the completion, and the tick that sees it and ends the pass.</li>
 * </ul>
 * {@code implementation}: {@code async}, the {@code CompletionStage} action ({@link AsyncProber});
 * {@code by-hand}, the plain action keeping the future in the agent ({@link HandPolledProber}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class AsyncBenchmark {
    @Param({"async", "by-hand"})
    public String implementation;

    private Tree tree;
    private AsyncProber async;
    private HandPolledProber byHand;

    @Setup
    public void setUp() {
        if (implementation.equals("async")) {
            async = new AsyncProber();
            tree = new AsyncProberTree(async, Clock.system(), 0);
        } else {
            byHand = new HandPolledProber();
            tree = new HandPolledProberTree(byHand, Clock.system(), 0);
        }
        tree.tick(); // the work starts; the waiting benchmark polls it from here
    }

    @Benchmark
    public Status waiting() {
        return tree.tick();
    }

    @Benchmark
    public Status cycle() {
        tree.reset(); // the waiting work is cancelled: a run from the start
        CompletableFuture<Status> work = new CompletableFuture<>();
        if (async != null) {
            async.work = work;
        } else {
            byHand.work = work;
        }
        tree.tick(); // starts it
        work.complete(Status.SUCCESS);
        return tree.tick(); // sees it: SUCCESS
    }
}
