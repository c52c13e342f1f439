// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.AbortTrigger;
import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.benchmarks.workload.Agent;

/**
 * A lower-priority abort that fires only on a relevant change: the escape can fail, and then
 * the patrol runs with danger stored true; danger turning false is stored without an abort,
 * and turning true again interrupts the patrol.
 */
@BehaviorTree
public class Skittish extends Agent {
    public Skittish(int index) {
        super(index);
    }

    @Selector({"flee", "patrol"})
    void root() {}

    @Sequence(value = {"danger", "runAway"}, abortType = AbortType.LOWER_PRIORITY,
            abortOn = AbortTrigger.RELEVANT_CHANGE)
    void flee() {}

    @Sequence({"walk", "look"})
    void patrol() {}

    @Condition boolean danger() { return condition(0, 2); }
    @Action Status runAway() { return STATUS[task(1, 1)]; }
    @Action Status walk() { return STATUS[action(2, 4, SUCCESS)]; }
    @Action Status look() { return STATUS[action(3, 2, SUCCESS)]; }
}
