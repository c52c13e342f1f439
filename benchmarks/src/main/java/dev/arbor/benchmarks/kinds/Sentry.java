// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.benchmarks.workload.Agent;

/**
 * A lower-priority abort re-checked every 300 ms (every third tick of 100 ms): while the patrol runs, a danger interrupts it and the sentry
 * runs away.
 */
@BehaviorTree
public class Sentry extends Agent {
    public Sentry(int index) {
        super(index);
    }

    @Selector({"flee", "patrol"})
    void root() {}

    @Sequence(value = {"danger", "runAway"}, abortType = AbortType.LOWER_PRIORITY,
            reevaluateEvery = 300)
    void flee() {}

    @Sequence({"walk", "look"})
    void patrol() {}

    @Condition boolean danger() { return condition(0, 3); }
    @Action Status runAway() { return STATUS[action(1, 1, SUCCESS)]; }
    @Action Status walk() { return STATUS[action(2, 4, SUCCESS)]; }
    @Action Status look() { return STATUS[action(3, 2, SUCCESS)]; }
}
