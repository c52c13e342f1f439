// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;

/**
 * The tree the inspector's tests watch: it walks while it has steps left, then rests; once tired
 * it rests at once (the rest branch aborts the walk, LOWER_PRIORITY). Its walk throws
 * {@link #boom} when that is set. Its fields are what the page's "Agent's fields" shows.
 */
@BehaviorTree
public class Walker {
    int steps = 3;
    boolean tired;
    RuntimeException boom;
    private int rested; // listed by the page as not readable (private)

    @Selector({"rest", "walkAbout"})
    void root() {}

    @Sequence(value = {"isTired", "sleep"}, abortType = AbortType.LOWER_PRIORITY)
    void rest() {}

    @Sequence({"hasSteps", "walk"})
    void walkAbout() {}

    @Condition
    boolean isTired() {
        return tired;
    }

    @Action
    Status sleep() {
        rested++;
        return Status.SUCCESS;
    }

    @Condition
    boolean hasSteps() {
        return steps > 0;
    }

    @Action
    Status walk() {
        if (boom != null) throw boom;
        return --steps > 0 ? Status.RUNNING : Status.SUCCESS;
    }
}
