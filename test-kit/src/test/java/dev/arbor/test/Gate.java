// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Event;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;

/**
 * The tree of {@link TreeCoverageReportTest} alone (coverage adds up per tree class in a JVM): pass
 * the gate once it is open, wave when called, wait otherwise.
 */
@BehaviorTree
public class Gate {
    boolean open;

    @Selector({"pass", "greet", "idle"}) void root() {}

    @Sequence(value = {"isOpen", "walkThrough"}, abortType = AbortType.LOWER_PRIORITY)
    void pass() {}

    @Condition boolean isOpen() {
        return open;
    }

    @Action void walkThrough() {}

    @Sequence({"called", "wave"}) void greet() {}

    @Event void called() {}

    @Action void wave() {}

    @Action Status idle() {
        return Status.RUNNING;
    }
}
