// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.gdx;

import com.badlogic.gdx.ai.btree.LeafTask;
import com.badlogic.gdx.ai.btree.Task;
import dev.arbor.benchmarks.workload.Agent;

/** The leaf tasks the gdx-ai implementations are built from, over the shared {@link Agent}. */
public final class GdxTasks {
    private GdxTasks() {}

    /** Maps an agent result code to a gdx-ai status. */
    static Task.Status status(int code) {
        return code == Agent.RUNNING ? Task.Status.RUNNING
                : code == Agent.SUCCESS ? Task.Status.SUCCEEDED : Task.Status.FAILED;
    }

    /** Maps a gdx-ai status (of a completed or running root) to an agent result code. */
    public static int code(Task.Status status) {
        return status == Task.Status.RUNNING ? Agent.RUNNING
                : status == Task.Status.SUCCEEDED ? Agent.SUCCESS : Agent.FAILURE;
    }

    /** A condition leaf. */
    public static final class Cond extends LeafTask<Agent> {
        int id;
        int bits;

        public Cond() {}

        public Cond(int id, int bits) {
            this.id = id;
            this.bits = bits;
        }

        @Override
        public Status execute() {
            return getObject().condition(id, bits) ? Status.SUCCEEDED : Status.FAILED;
        }

        @Override
        protected Task<Agent> copyTo(Task<Agent> task) {
            ((Cond) task).id = id;
            ((Cond) task).bits = bits;
            return task;
        }
    }

    /** An action leaf. */
    public static final class Act extends LeafTask<Agent> {
        int id;
        int r;
        int x;

        public Act() {}

        public Act(int id, int r, int x) {
            this.id = id;
            this.r = r;
            this.x = x;
        }

        @Override
        public Status execute() {
            return status(getObject().action(id, r, x));
        }

        @Override
        protected Task<Agent> copyTo(Task<Agent> task) {
            Act act = (Act) task;
            act.id = id;
            act.r = r;
            act.x = x;
            return task;
        }
    }

    /**
     * The guard of a LowerPriority branch under a {@code DynamicGuardSelector}, giving Behavior
     * Designer's semantics: while its own branch runs it passes without calling the condition (a
     * branch's own condition is not re-evaluated); otherwise it calls the condition, and when it
     * passes while another branch runs (an abort), it arms the branch's {@link ReCheck}, so the
     * re-entered branch calls its condition again, as the aborting composite does.
     */
    public static final class Watch extends LeafTask<Agent> {
        Cond condition;
        Task<Agent> branch;
        Task<Agent>[] branches;
        ReCheck recheck;

        public Watch() {}

        public Watch(Cond condition, Task<Agent> branch, Task<Agent>[] branches, ReCheck recheck) {
            this.condition = condition;
            this.branch = branch;
            this.branches = branches;
            this.recheck = recheck;
        }

        @Override
        public Status execute() {
            if (branch.getStatus() == Status.RUNNING) {
                return Status.SUCCEEDED;
            }
            boolean pass = getObject().condition(condition.id, condition.bits);
            if (pass) {
                for (Task<Agent> other : branches) {
                    if (other.getStatus() == Status.RUNNING) {
                        recheck.armed = true;
                    }
                }
            }
            return pass ? Status.SUCCEEDED : Status.FAILED;
        }

        @Override
        protected Task<Agent> copyTo(Task<Agent> task) {
            throw new UnsupportedOperationException("built per agent, not cloned");
        }
    }

    /** First child of a guarded branch: calls its condition again when entered by an abort. */
    public static final class ReCheck extends LeafTask<Agent> {
        final Cond condition;
        boolean armed;

        public ReCheck(Cond condition) {
            this.condition = condition;
        }

        @Override
        public Status execute() {
            if (!armed) {
                return Status.SUCCEEDED;
            }
            armed = false;
            return getObject().condition(condition.id, condition.bits)
                    ? Status.SUCCEEDED : Status.FAILED;
        }

        @Override
        protected Task<Agent> copyTo(Task<Agent> task) {
            throw new UnsupportedOperationException("built per agent, not cloned");
        }
    }
}
