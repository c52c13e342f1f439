// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Parallel;
import dev.arbor.Selector;
import dev.arbor.Status;
import dev.arbor.benchmarks.workload.Agent;

/**
 * A parallel that re-asks its condition every tick (Don't Starve's ParallelNode) on the path
 * every tick: go home while it is night, and stop the moment it is not (one tick in eight), then
 * idle.
 */
@BehaviorTree
public class Homeward extends Agent {
    public Homeward(int index) {
        super(index);
    }

    @Selector({"homeward", "idle"})
    void root() {}

    @Parallel(value = {"isNight", "goHome"}, recheckConditions = true)
    void homeward() {}

    @Condition boolean isNight() { return conditionNot(0, 3); }
    @Action Status goHome() { return STATUS[task(1, 2)]; }
    @Action Status idle() { return STATUS[action(2, 1, SUCCESS)]; }
}
