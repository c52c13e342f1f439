// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Status;
import dev.arbor.UtilitySelector;
import dev.arbor.benchmarks.workload.Agent;

/**
 * A utility selector at the root, re-read every 200 ms (every second tick of 100 ms) while a
 * child runs: eat, roam or rest, whichever scores highest, switching when another child scores
 * more than 2 above the running one. Each child is a {@link Agent#task}, so an interrupted child
 * keeps no progress of its own.
 */
@BehaviorTree
public class Forager extends Agent {
    public Forager(int index) {
        super(index);
    }

    @UtilitySelector(value = {"eat", "roam", "rest"}, scores = {"hunger", "boredom", "tiredness"},
            every = 200, margin = 2)
    void root() {}

    @Action Status eat() { return STATUS[task(1, 2)]; }
    @Action Status roam() { return STATUS[task(2, 2)]; }
    @Action Status rest() { return STATUS[task(3, 2)]; }

    int hunger() { return weight(4, 3); }
    int boredom() { return weight(5, 3); }
    int tiredness() { return weight(6, 3); }
}
