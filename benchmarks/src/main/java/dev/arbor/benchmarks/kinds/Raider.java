// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Permit;
import dev.arbor.Selector;
import dev.arbor.Status;
import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.runtime.Permits;

/**
 * A permit on the path every tick: the raider asks for the one permit of its own, swings once the
 * tree's settle at the end of the tick has given it, and gives it back when the swing ends; a
 * failed swing ends in a shrug. Ticked outside a runner, the tree settles itself after each tick.
 */
@BehaviorTree
public class Raider extends Agent {
    final Permits slots = new Permits(1);

    public Raider(int index) {
        super(index);
    }

    @Selector({"attack", "shrug"})
    void root() {}

    @Permit(value = "swing", permits = "slots")
    void attack() {}

    @Action Status swing() { return STATUS[task(0, 2)]; }
    @Action Status shrug() { return STATUS[action(1, 1, SUCCESS)]; }
}
