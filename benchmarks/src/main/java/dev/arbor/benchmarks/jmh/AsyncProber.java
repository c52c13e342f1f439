// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.jmh;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Sequence;
import dev.arbor.Status;
import java.util.concurrent.CompletableFuture;

/**
 * {@link AsyncBenchmark}'s async action (docs/semantics.md §5.8): the tree keeps the stage and
 * polls it.
 */
@BehaviorTree
public class AsyncProber {
    /** What {@code probe} returns when it starts: the benchmark's stage. */
    CompletableFuture<Status> work = new CompletableFuture<>();
    /** Ends counted, so that the end hook has work the JIT cannot drop. */
    int ends;

    @Sequence({"ready", "probe"})
    void root() {}

    @Condition
    boolean ready() {
        return true;
    }

    @Action(onEnd = "ended")
    CompletableFuture<Status> probe() {
        return work;
    }

    void ended(Status how) {
        ends++;
    }
}
