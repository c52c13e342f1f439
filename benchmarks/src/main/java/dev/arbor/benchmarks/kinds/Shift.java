// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Loop;
import dev.arbor.RunOnce;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.benchmarks.workload.Agent;

/**
 * A RunOnce in a loop of three rounds: the set-up (unpack, calibrate) runs once per instance,
 * and every later round enters the RunOnce, which answers its kept SUCCESS at once.
 */
@BehaviorTree
public class Shift extends Agent {
    public Shift(int index) {
        super(index);
    }

    @Loop(value = {"setUpOnce", "work", "rest"}, times = 3)
    void root() {}

    @RunOnce("setUp")
    void setUpOnce() {}

    @Sequence({"unpack", "calibrate"})
    void setUp() {}

    @Action Status unpack() { return STATUS[action(0, 2, SUCCESS)]; }
    @Action Status calibrate() { return STATUS[action(1, 1, SUCCESS)]; }
    @Action Status work() { return STATUS[task(2, 1)]; }
    @Action Status rest() { return STATUS[action(3, 1, SUCCESS)]; }
}
