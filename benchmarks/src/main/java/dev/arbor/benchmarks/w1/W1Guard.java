// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w1;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.benchmarks.workload.Agent;

/** W1 'guard' written for Arbor: the tree of WORKLOADS.md as a user would annotate it. */
@BehaviorTree
public class W1Guard extends Agent {
    public W1Guard(int index) {
        super(index);
    }

    @Selector({"fleeing", "combat", "patrol"})
    void root() {}

    @Sequence(value = {"isHurt", "flee"}, abortType = AbortType.LOWER_PRIORITY)
    void fleeing() {}

    @Sequence(value = {"seesEnemy", "chase", "attack"}, abortType = AbortType.LOWER_PRIORITY)
    void combat() {}

    @Sequence({"pickWaypoint", "moveTo", "idle"})
    void patrol() {}

    @Condition boolean isHurt() { return condition(0, 5); }
    @Action Status flee() { return STATUS[action(1, 3, SUCCESS)]; }
    @Condition boolean seesEnemy() { return condition(2, 4); }
    @Action Status chase() { return STATUS[action(3, 2, SUCCESS)]; }
    @Action Status attack() { return STATUS[action(4, 0, SUCCESS)]; }
    @Action Status pickWaypoint() { return STATUS[action(5, 0, SUCCESS)]; }
    @Action Status moveTo() { return STATUS[action(6, 4, SUCCESS)]; }
    @Action Status idle() { return STATUS[action(7, 2, SUCCESS)]; }
}
