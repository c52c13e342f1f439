// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Parallel;
import dev.arbor.Selector;
import dev.arbor.Status;
import dev.arbor.benchmarks.workload.Agent;

/**
 * An N-of-M parallel on the path every tick: three lookouts report side by side; two that agree
 * decide (two successes: SUCCESS, two failures: FAILURE, then a shrug). Each lookout is a
 * {@link Agent#task}, which keeps its own draws, so the three can run together.
 */
@BehaviorTree
public class Vote extends Agent {
    public Vote(int index) {
        super(index);
    }

    @Selector({"agree", "shrug"})
    void root() {}

    @Parallel(value = {"lookA", "lookB", "lookC"}, successCount = 2, failureCount = 2)
    void agree() {}

    @Action Status lookA() { return STATUS[task(0, 1)]; }
    @Action Status lookB() { return STATUS[task(1, 2)]; }
    @Action Status lookC() { return STATUS[task(2, 1)]; }
    @Action Status shrug() { return STATUS[action(3, 1, SUCCESS)]; }
}
