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
 * A lower-priority abort re-checked every tick (reevaluateEvery 0, the default, written out): while the patrol runs, a danger interrupts it and the sentry
 * runs away.
 */
@BehaviorTree
public class SentryEveryTick extends Agent {
    public SentryEveryTick(int index) {
        super(index);
    }

    @Selector({"flee", "patrol"})
    void root() {}

    @Sequence(value = {"danger", "runAway"}, abortType = AbortType.LOWER_PRIORITY,
            reevaluateEvery = 0)
    void flee() {}

    @Sequence({"walk", "look"})
    void patrol() {}

    @Condition boolean danger() { return condition(0, 3); }
    @Action Status runAway() { return STATUS[action(1, 1, SUCCESS)]; }
    @Action Status walk() { return STATUS[action(2, 4, SUCCESS)]; }
    @Action Status look() { return STATUS[action(3, 2, SUCCESS)]; }
}
