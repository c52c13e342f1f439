// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Service;
import dev.arbor.Status;
import dev.arbor.benchmarks.workload.Agent;

/**
 * A service on the path every tick: while the patrol runs, a scan every 200 ms (every second tick
 * of 100 ms), and one each time the patrol is entered.
 */
@BehaviorTree
public class Lookout extends Agent {
    public Lookout(int index) {
        super(index);
    }

    @Selector({"flee", "patrol"})
    void root() {}

    @Sequence({"danger", "runAway"})
    void flee() {}

    @Sequence({"walk", "look"})
    void patrol() {}

    @Service(on = "patrol", millis = 200)
    void scan() { condition(4, 1); }

    @Condition boolean danger() { return condition(0, 3); }
    @Action Status runAway() { return STATUS[action(1, 1, SUCCESS)]; }
    @Action Status walk() { return STATUS[action(2, 4, SUCCESS)]; }
    @Action Status look() { return STATUS[action(3, 2, SUCCESS)]; }
}
