// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Sequence;
import dev.arbor.Status;

/** Holds a tree class nested in another, whose drawing the build names {@code Nested.Inner}. */
final class Nested {
    private Nested() {}

    /** A nested tree class. */
    @BehaviorTree
    static class Inner {
        @Sequence({"first", "second"})
        void root() {}

        @Action
        Status first() {
            return Status.SUCCESS;
        }

        @Action
        Status second() {
            return Status.RUNNING;
        }
    }

    /** An agent that extends the tree class: the drawing is still the tree class's. */
    static final class Sub extends Walker {}
}
