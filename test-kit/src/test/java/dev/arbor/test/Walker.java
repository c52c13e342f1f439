// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.Subtree;
import java.util.ArrayList;
import java.util.List;

/**
 * The tree of the overrides' tests with hooks and a subtree inlined twice (so its methods name
 * two nodes each: handles tell them apart); every method it calls is noted in {@link #calls}.
 */
@BehaviorTree
public class Walker {
    final List<String> calls = new ArrayList<>();

    @Subtree final Leg left = new Leg(calls);

    @Subtree final Leg right = new Leg(calls);

    @Sequence({"left", "right", "rest"}) void root() {}

    @Action(onStart = "restStarts", onEnd = "restEnds") Status rest() {
        calls.add("rest");
        return Status.SUCCESS;
    }

    void restStarts() {
        calls.add("restStarts");
    }

    void restEnds() {
        calls.add("restEnds");
    }

    /** One leg: lift, then step. */
    @BehaviorTree
    public static final class Leg {
        private final List<String> calls;

        Leg(List<String> calls) {
            this.calls = calls;
        }

        @Sequence({"lift", "step"}) void root() {}

        @Condition boolean lift() {
            calls.add("lift");
            return true;
        }

        @Action Status step() {
            calls.add("step");
            return Status.SUCCESS;
        }
    }
}
