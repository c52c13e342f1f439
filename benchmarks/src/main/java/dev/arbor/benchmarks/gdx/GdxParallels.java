// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.gdx;

import com.badlogic.gdx.ai.btree.BranchTask;
import com.badlogic.gdx.ai.btree.LeafTask;
import com.badlogic.gdx.ai.btree.Task;
import com.badlogic.gdx.ai.btree.branch.DynamicGuardSelector;
import com.badlogic.gdx.utils.Array;
import dev.arbor.benchmarks.workload.Agent;

/**
 * What W5 'skirmish' needs on gdx-ai 1.8.2 beyond {@link GdxLibrary}, written as its users write
 * custom tasks: a parallel with docs/semantics.md §5.3's policies, and a guard selector that can
 * be cancelled and entered again.
 *
 * <p>gdx-ai's own {@code Parallel} cannot run W5: when it decides it calls {@code reset()} on
 * its children, the pooling reset, which empties a {@code Sequence}'s children and a
 * decorator's child, so the tree is gone after its first decision (libgdx/gdx-ai issues #113,
 * #132). Its orchestrators are not §5.3 either: {@code Resume} starts completed branches again
 * on every step; under {@code Join} the {@code Selector} policy never fails once the last child
 * has failed first (W5's move would run on with both branches done), and the {@code Sequence}
 * policy succeeds when the first child succeeds after the last, whatever runs between them.
 */
public final class GdxParallels {
    private GdxParallels() {}

    /** A parallel's policy: one branch or all of them. */
    public enum Policy { ONE, ALL }

    /**
     * Runs its children side by side (§5.3): on its first step it starts every child left to
     * right, each running until it reports; on later steps it runs the running children left to
     * right. Each time a child completes the policies are checked: failures reach the failure
     * threshold → fail; else successes reach the success threshold → succeed; else, every child
     * completed → fail. Once decided, no further child is started or run: the running ones are
     * cancelled and the parallel completes in the same step.
     */
    public static final class Parallel extends BranchTask<Agent> {
        private final int successesNeeded;
        private final int failuresNeeded;
        private int successes;
        private int failures;
        private boolean entering;
        /** 0 while undecided, else the decision: 1 succeed, 2 fail. */
        private int decision;

        @SafeVarargs
        public Parallel(Policy success, Policy failure, Task<Agent>... children) {
            super(new Array<>(children));
            this.successesNeeded = success == Policy.ONE ? 1 : children.length;
            this.failuresNeeded = failure == Policy.ONE ? 1 : children.length;
        }

        @Override
        public void start() {
            successes = 0;
            failures = 0;
            decision = 0;
            entering = true;
        }

        @Override
        public void run() {
            boolean entry = entering;
            entering = false;
            for (int i = 0; i < children.size; i++) {
                Task<Agent> child = children.get(i);
                if (entry) {
                    child.setControl(this);
                    child.start();
                    if (child.checkGuard(this)) {
                        child.run();
                    } else {
                        child.fail();
                    }
                } else if (child.getStatus() == Status.RUNNING) {
                    child.run();
                } else {
                    continue; // completed earlier
                }
                if (decision != 0) {
                    cancelRunningChildren(0);
                    if (decision == 1) {
                        success();
                    } else {
                        fail();
                    }
                    return;
                }
            }
            running();
        }

        @Override
        public void childRunning(Task<Agent> task, Task<Agent> reporter) {}

        @Override
        public void childSuccess(Task<Agent> task) {
            successes++;
            decide();
        }

        @Override
        public void childFail(Task<Agent> task) {
            failures++;
            decide();
        }

        private void decide() {
            if (failures >= failuresNeeded) {
                decision = 2;
            } else if (successes >= successesNeeded) {
                decision = 1;
            } else if (successes + failures == children.size) {
                decision = 2;
            }
        }

        @Override
        protected Task<Agent> copyTo(Task<Agent> task) {
            throw new UnsupportedOperationException("built per agent, not cloned");
        }
    }

    /**
     * A {@link DynamicGuardSelector} that forgets its running child when cancelled. The stock
     * one keeps it: entered again and choosing the same child, it runs that cancelled child
     * without starting it (a time limit keeps its old start). Needed where the selector is
     * cancelled, inside a parallel branch.
     */
    public static final class GuardSelector extends DynamicGuardSelector<Agent> {
        @SafeVarargs
        public GuardSelector(Task<Agent>... children) {
            super(children);
        }

        @Override
        protected void cancelRunningChildren(int startIndex) {
            super.cancelRunningChildren(startIndex);
            runningChild = null;
        }
    }

    /** A condition leaf that succeeds unless the low {@code bits} bits of its draw are zero. */
    public static final class CondNot extends LeafTask<Agent> {
        final int id;
        final int bits;

        public CondNot(int id, int bits) {
            this.id = id;
            this.bits = bits;
        }

        @Override
        public Status execute() {
            return getObject().conditionNot(id, bits) ? Status.SUCCEEDED : Status.FAILED;
        }

        @Override
        protected Task<Agent> copyTo(Task<Agent> task) {
            throw new UnsupportedOperationException("built per agent, not cloned");
        }
    }
}
