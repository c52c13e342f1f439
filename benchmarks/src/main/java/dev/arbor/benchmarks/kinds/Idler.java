// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.RandomChoice;
import dev.arbor.Status;
import dev.arbor.benchmarks.workload.Agent;

/**
 * A RandomChoice by weights at the root, one draw from the tree's generator per entry: wander
 * 3, sit 1, nap 0 (never drawn), sniff 1.
 */
@BehaviorTree
public class Idler extends Agent {
    public Idler(int index) {
        super(index);
    }

    @RandomChoice(value = {"wander", "sit", "nap", "sniff"}, weights = {3, 1, 0, 1})
    void root() {}

    @Action Status wander() { return STATUS[action(0, 2, SUCCESS)]; }
    @Action Status sit() { return STATUS[task(1, 1)]; }
    @Action Status nap() { return STATUS[action(2, 3, SUCCESS)]; }
    @Action Status sniff() { return STATUS[action(3, 0, FAILURE)]; }
}
