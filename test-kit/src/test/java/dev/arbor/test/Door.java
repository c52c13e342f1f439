// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.While;

/**
 * The tree of {@link TreeCoverageTest} alone (coverage adds up per tree class in a JVM): knock
 * while the door is locked, push it open once it is not.
 */
@BehaviorTree
public class Door {
    boolean locked = true;

    @Selector({"open", "keepKnocking", "leave"}) void root() {}

    @Sequence(value = {"isUnlocked", "push"}, abortType = AbortType.LOWER_PRIORITY) void open() {}

    @Condition boolean isUnlocked() {
        return !locked;
    }

    @Action void push() {}

    @While(value = "knock", condition = "isLocked") void keepKnocking() {}

    @Condition boolean isLocked() {
        return locked;
    }

    @Action Status knock() {
        return Status.RUNNING;
    }

    @Action void leave() {}
}
