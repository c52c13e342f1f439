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
 * {@link AsyncBenchmark}'s future polled by hand, as a plain action did it before async actions:
 * the agent keeps the future, the action starts it on its first call and polls it after, and the
 * end hook cancels it when the action is interrupted.
 */
@BehaviorTree
public class HandPolledProber {
    /** What {@code probe} starts: the benchmark's future. */
    CompletableFuture<Status> work = new CompletableFuture<>();
    /** The future under way, or null. */
    private CompletableFuture<Status> pending;
    /** Ends counted, as {@link AsyncProber} does. */
    int ends;

    @Sequence({"ready", "probe"})
    void root() {}

    @Condition
    boolean ready() {
        return true;
    }

    @Action(onEnd = "ended")
    Status probe() {
        if (pending == null) {
            pending = work;
            return Status.RUNNING; // as the async action: seen at the next tick at the earliest
        }
        if (!pending.isDone()) {
            return Status.RUNNING;
        }
        Status result = pending.join();
        pending = null;
        return result;
    }

    void ended(Status how) {
        ends++;
        if (pending != null) { // interrupted while the work runs
            pending.cancel(true);
            pending = null;
        }
    }
}
