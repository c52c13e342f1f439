// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Sequence;
import dev.arbor.Service;
import dev.arbor.Status;

/** A tree with a service, so the kit's traces show it: {@code scan} every 100 ms of search. */
@BehaviorTree
public class Scout {
    int scans;

    @Sequence({"search"}) void root() {}

    @Action Status search() {
        return Status.RUNNING;
    }

    @Service(on = "root", millis = 100) void scan() {
        scans++;
    }
}
