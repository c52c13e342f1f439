// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Selector;
import dev.arbor.Status;
import dev.arbor.TryCatch;
import dev.arbor.benchmarks.workload.Agent;

/**
 * A TryCatch on the path every tick: open then write, either of which can fail; a failure runs
 * the clean-up (close, over two ticks), and the TryCatch's failure then gives up.
 */
@BehaviorTree
public class Scribe extends Agent {
    public Scribe(int index) {
        super(index);
    }

    @Selector({"save", "giveUp"})
    void root() {}

    @TryCatch(value = {"open", "write"}, cleanup = "close")
    void save() {}

    @Action Status open() { return STATUS[task(0, 1)]; }
    @Action Status write() { return STATUS[task(1, 2)]; }
    @Action Status close() { return STATUS[action(2, 1, SUCCESS)]; }
    @Action Status giveUp() { return STATUS[action(3, 0, SUCCESS)]; }
}
