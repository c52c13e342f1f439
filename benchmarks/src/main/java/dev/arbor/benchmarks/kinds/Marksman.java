// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Now;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.Wait;
import dev.arbor.benchmarks.workload.Agent;

/**
 * A Wait whose duration a method answers from a draw and the tick's time: aim, steady for 0 to
 * 350 ms, fire.
 */
@BehaviorTree
public class Marksman extends Agent {
    public Marksman(int index) {
        super(index);
    }

    @Sequence({"aim", "steady", "fire"})
    void root() {}

    @Wait(millisFrom = "steadyMillis")
    void steady() {}

    /** 0 to 300 ms by a draw, 50 more in odd tenths of a second of the tick's time. */
    long steadyMillis(@Now long now) {
        return weight(1, 2) * 100L + ((now / 100_000_000L) & 1) * 50L;
    }

    @Action Status aim() { return STATUS[action(0, 1, SUCCESS)]; }
    @Action Status fire() { return STATUS[task(2, 1)]; }
}
