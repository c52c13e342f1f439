// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;

/** The tree the inspector's tests watch: it walks while it has steps left, then rests. */
@BehaviorTree
public class Walker {
    int steps = 3;
    boolean tired;

    @Selector({"rest", "walkAbout"})
    void root() {}

    @Sequence({"isTired", "sleep"})
    void rest() {}

    @Sequence({"hasSteps", "walk"})
    void walkAbout() {}

    @Condition
    boolean isTired() {
        return tired;
    }

    @Action
    Status sleep() {
        return Status.SUCCESS;
    }

    @Condition
    boolean hasSteps() {
        return steps > 0;
    }

    @Action
    Status walk() {
        return --steps > 0 ? Status.RUNNING : Status.SUCCESS;
    }
}
