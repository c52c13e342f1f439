// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Status;
import dev.arbor.Switch;
import dev.arbor.benchmarks.workload.Agent;

/**
 * A Switch at the root on an int the agent draws (0 to 3): three cases, and the otherwise for 3.
 */
@BehaviorTree
public class Duelist extends Agent {
    public Duelist(int index) {
        super(index);
    }

    @Switch(on = "stance", cases = {"0", "1", "2"}, value = {"attack", "defend", "feint"},
            otherwise = "hold")
    void root() {}

    int stance() { return weight(0, 2); }

    @Action Status attack() { return STATUS[action(1, 2, SUCCESS)]; }
    @Action Status defend() { return STATUS[action(2, 1, FAILURE)]; }
    @Action Status feint() { return STATUS[task(3, 1)]; }
    @Action Status hold() { return STATUS[action(4, 0, SUCCESS)]; }
}
