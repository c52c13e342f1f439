// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.gdx;

import com.badlogic.gdx.ai.btree.Decorator;
import com.badlogic.gdx.ai.btree.LeafTask;
import com.badlogic.gdx.ai.btree.Task;
import com.badlogic.gdx.ai.btree.branch.Selector;
import dev.arbor.benchmarks.workload.Agent;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

/**
 * The library nodes gdx-ai 1.8.2 lacks, or has with other semantics, written as its users write
 * custom tasks, for W4 'library' (docs/semantics.md §5.4, §8). gdx-ai's own {@code Wait} reads
 * the global {@code GdxAI.getTimepiece()} in float seconds, and its {@code Repeat} and
 * {@code UntilSuccess} run their child again in the same step; these run one round per step and
 * read a per-agent {@link Time}. Every task is built per agent (never cloned), so the shared
 * objects (time, event, branch) are passed to constructors.
 */
public final class GdxLibrary {
    private GdxLibrary() {}

    /** A per-agent manual clock, in milliseconds, that the driver advances before each step. */
    public static final class Time {
        long millis;

        public void advance(long delta) {
            millis += delta;
        }
    }

    /** An event flag: raised by the driver, pending through the next step, cleared after it. */
    public static final class EventFlag {
        boolean pending;

        public void raise() {
            pending = true;
        }

        /** Called by the driver at the end of every step. */
        public void clear() {
            pending = false;
        }
    }

    /** The event leaf: SUCCEEDED while the event is pending, FAILED otherwise. */
    public static final class EventTask extends LeafTask<Agent> {
        final EventFlag event;

        public EventTask(EventFlag event) {
            this.event = event;
        }

        @Override
        public Status execute() {
            return event.pending ? Status.SUCCEEDED : Status.FAILED;
        }

        @Override
        protected Task<Agent> copyTo(Task<Agent> task) {
            throw new UnsupportedOperationException("built per agent, not cloned");
        }
    }

    /**
     * The guard of a LowerPriority branch that starts with an event, under a
     * {@code DynamicGuardSelector}: while its own branch runs it passes (the branch's own
     * condition is not re-evaluated); otherwise it passes while the event is pending, which makes
     * the selector cancel the running branch and enter this one.
     */
    public static final class EventWatch extends LeafTask<Agent> {
        final EventFlag event;
        final Task<Agent> branch;

        public EventWatch(EventFlag event, Task<Agent> branch) {
            this.event = event;
            this.branch = branch;
        }

        @Override
        public Status execute() {
            return branch.getStatus() == Status.RUNNING || event.pending
                    ? Status.SUCCEEDED : Status.FAILED;
        }

        @Override
        protected Task<Agent> copyTo(Task<Agent> task) {
            throw new UnsupportedOperationException("built per agent, not cloned");
        }
    }

    /** Waits {@code millis} of the agent's time from its start, then succeeds. */
    public static final class WaitMillis extends LeafTask<Agent> {
        final Time time;
        final long millis;
        long start;

        public WaitMillis(Time time, long millis) {
            this.time = time;
            this.millis = millis;
        }

        @Override
        public void start() {
            start = time.millis;
        }

        @Override
        public Status execute() {
            return time.millis - start >= millis ? Status.SUCCEEDED : Status.RUNNING;
        }

        @Override
        protected Task<Agent> copyTo(Task<Agent> task) {
            throw new UnsupportedOperationException("built per agent, not cloned");
        }
    }

    /**
     * Runs its child while a condition holds: the condition is asked each step before the child
     * runs, on the first step too; false cancels a running child and fails.
     */
    public static final class While extends Decorator<Agent> {
        final Predicate<Agent> condition;

        public While(Predicate<Agent> condition, Task<Agent> child) {
            super(child);
            this.condition = condition;
        }

        @Override
        public void run() {
            if (!condition.test(getObject())) {
                if (child.getStatus() == Status.RUNNING) {
                    child.cancel();
                }
                fail();
                return;
            }
            super.run();
        }

        @Override
        protected Task<Agent> copyTo(Task<Agent> task) {
            throw new UnsupportedOperationException("built per agent, not cloned");
        }
    }

    /** Fails, cancelling its child, once {@code millis} of the agent's time have passed since it started. */
    public static final class TimeLimit extends Decorator<Agent> {
        final Time time;
        final long millis;
        long start;

        public TimeLimit(Time time, long millis, Task<Agent> child) {
            super(child);
            this.time = time;
            this.millis = millis;
        }

        @Override
        public void start() {
            start = time.millis;
        }

        @Override
        public void run() {
            if (time.millis - start >= millis) {
                if (child.getStatus() == Status.RUNNING) {
                    child.cancel();
                }
                fail();
                return;
            }
            super.run();
        }

        @Override
        protected Task<Agent> copyTo(Task<Agent> task) {
            throw new UnsupportedOperationException("built per agent, not cloned");
        }
    }

    /** Retries a failing child, one try per step, up to {@code maxTries} tries. */
    public static final class Retry extends Decorator<Agent> {
        final int maxTries;
        int tries;

        public Retry(int maxTries, Task<Agent> child) {
            super(child);
            this.maxTries = maxTries;
        }

        @Override
        public void start() {
            tries = 0;
        }

        @Override
        public void childFail(Task<Agent> task) {
            if (++tries == maxTries) {
                fail();
            } else {
                running(); // the child is started again on the next step
            }
        }

        @Override
        protected Task<Agent> copyTo(Task<Agent> task) {
            throw new UnsupportedOperationException("built per agent, not cloned");
        }
    }

    /**
     * Runs its child {@code times} times, one round per step; a failing child fails it: Arbor's
     * Repeat with endOnFailure, and over a {@code Sequence} Arbor's Loop. (W4's chop never fails,
     * so for its chopping this is also Repeat without endOnFailure.)
     */
    public static final class Rounds extends Decorator<Agent> {
        final int times;
        int count;

        public Rounds(int times, Task<Agent> child) {
            super(child);
            this.times = times;
        }

        @Override
        public void start() {
            count = 0;
        }

        @Override
        public void childSuccess(Task<Agent> task) {
            if (++count == times) {
                success();
            } else {
                running(); // the child is started again on the next step
            }
        }

        @Override
        protected Task<Agent> copyTo(Task<Agent> task) {
            throw new UnsupportedOperationException("built per agent, not cloned");
        }
    }

    /**
     * Refuses (fails without starting its child) when started less than {@code millis} of the
     * agent's time after it last ended, cancelled included; a refusal does not restart it.
     */
    public static final class Cooldown extends Decorator<Agent> {
        final Time time;
        final long millis;
        long ended;
        boolean entering;
        boolean refused;

        public Cooldown(Time time, long millis, Task<Agent> child) {
            super(child);
            this.time = time;
            this.millis = millis;
            this.ended = -millis;
        }

        @Override
        public void start() {
            entering = true;
        }

        @Override
        public void run() {
            if (entering) {
                entering = false;
                if (time.millis - ended < millis) {
                    refused = true;
                    fail();
                    return;
                }
            }
            super.run();
        }

        @Override
        public void end() {
            if (refused) {
                refused = false;
            } else {
                ended = time.millis;
            }
        }

        @Override
        protected Task<Agent> copyTo(Task<Agent> task) {
            throw new UnsupportedOperationException("built per agent, not cloned");
        }
    }

    /**
     * A {@link Selector} over an order computed on each start: each child's weight is asked once,
     * in declared order, and the children are tried heaviest first, ties in declared order.
     */
    public static final class WeightedSelector extends Selector<Agent> {
        final ToIntFunction<Agent>[] weightOf;
        final int[] weights;
        final Task<Agent>[] order;

        /** Child i's weight is {@code weightOf[i]} applied to the agent. */
        @SuppressWarnings("unchecked")
        @SafeVarargs
        public WeightedSelector(ToIntFunction<Agent>[] weightOf, Task<Agent>... children) {
            super(children);
            if (weightOf.length != children.length) {
                throw new IllegalArgumentException("one weight per child");
            }
            this.weightOf = weightOf;
            this.weights = new int[children.length];
            this.order = new Task[children.length];
        }

        @Override
        public void start() {
            super.start();
            Agent agent = getObject();
            // Insertion sort, heaviest first; strict comparisons keep ties in declared order.
            for (int i = 0; i < order.length; i++) {
                int w = weightOf[i].applyAsInt(agent);
                int j = i;
                while (j > 0 && w > weights[j - 1]) {
                    weights[j] = weights[j - 1];
                    order[j] = order[j - 1];
                    j--;
                }
                weights[j] = w;
                order[j] = children.get(i);
            }
        }

        @Override
        public void run() {
            if (runningChild != null) {
                runningChild.run();
            } else if (currentChildIndex < order.length) {
                runningChild = order[currentChildIndex];
                runningChild.setControl(this);
                runningChild.start();
                if (runningChild.checkGuard(this)) {
                    runningChild.run();
                } else {
                    runningChild.fail();
                }
            }
        }

        @Override
        protected Task<Agent> copyTo(Task<Agent> task) {
            throw new UnsupportedOperationException("built per agent, not cloned");
        }
    }
}
