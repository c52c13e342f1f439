// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w5;

import com.badlogic.gdx.ai.btree.BehaviorTree;
import com.badlogic.gdx.ai.btree.Task;
import com.badlogic.gdx.ai.btree.branch.DynamicGuardSelector;
import com.badlogic.gdx.ai.btree.branch.Selector;
import com.badlogic.gdx.ai.btree.branch.Sequence;
import dev.arbor.benchmarks.gdx.GdxLibrary.Retry;
import dev.arbor.benchmarks.gdx.GdxLibrary.Rounds;
import dev.arbor.benchmarks.gdx.GdxLibrary.Time;
import dev.arbor.benchmarks.gdx.GdxLibrary.TimeLimit;
import dev.arbor.benchmarks.gdx.GdxLibrary.WaitMillis;
import dev.arbor.benchmarks.gdx.GdxLibrary.While;
import dev.arbor.benchmarks.gdx.GdxParallels.CondNot;
import dev.arbor.benchmarks.gdx.GdxParallels.GuardSelector;
import dev.arbor.benchmarks.gdx.GdxParallels.Parallel;
import dev.arbor.benchmarks.gdx.GdxParallels.Policy;
import dev.arbor.benchmarks.gdx.GdxTasks;
import dev.arbor.benchmarks.gdx.GdxTasks.Act;
import dev.arbor.benchmarks.gdx.GdxTasks.Cond;
import dev.arbor.benchmarks.gdx.GdxTasks.ReCheck;
import dev.arbor.benchmarks.gdx.GdxTasks.Watch;
import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/**
 * W5 on gdx-ai 1.8.2, with the custom tasks of {@link dev.arbor.benchmarks.gdx.GdxLibrary} and
 * {@link dev.arbor.benchmarks.gdx.GdxParallels}. The root's LowerPriority aborts are a
 * {@link DynamicGuardSelector} whose first two branches carry {@link Watch} guards, as in W1, the
 * others a plain {@link Selector} under it (a DynamicGuardSelector does not try the next branch
 * when one fails); sprint's abort inside the move is a {@link GuardSelector} the same way.
 * Arbor's Repeat with endOnFailure is a {@link Rounds}, its UntilSuccess a {@link Retry}.
 *
 * <p>gdx-ai checks a guard when its task is run, in the walk, where Arbor checks every running
 * guard and watched condition at the start of the tick. W5 keeps them in the first branch of
 * each parallel, which the walk reaches before it calls any leaf, so the two orders agree.
 */
public final class W5Gdx implements Workload {
    private final Agent agent;
    private final Time time = new Time();
    private final Task<Agent> root;
    private final BehaviorTree<Agent> tree;

    public W5Gdx(int index) {
        this.agent = new Agent(index);
        this.root = root(time);
        this.tree = new BehaviorTree<>(root, agent);
    }

    @SuppressWarnings("unchecked")
    private static Task<Agent> root(Time time) {
        Cond badlyHurt = new Cond(0, 6);
        ReCheck retreatCheck = new ReCheck(badlyHurt);
        Sequence<Agent> retreat = new Sequence<>(retreatCheck, new Act(1, 3, Agent.SUCCESS));

        Parallel fight = new Parallel(Policy.ALL, Policy.ONE,
                new While(a -> a.conditionNot(3, 5),
                        new TimeLimit(time, 700,
                                new Sequence<>(new Act(4, 1, Agent.SUCCESS),
                                        new Retry(4,
                                                new Sequence<>(new Cond(5, 1),
                                                        new Act(6, 1, Agent.SUCCESS),
                                                        new Cond(7, 1)))))),
                new Rounds(3, new Sequence<>(new WaitMillis(time, 200), new CondNot(8, 4))));
        Cond enemyInSight = new Cond(2, 4);
        ReCheck engageCheck = new ReCheck(enemyInSight);
        Sequence<Agent> engage = new Sequence<>(engageCheck,
                new Selector<>(fight, new Act(9, 2, Agent.SUCCESS)));

        Cond pathClear = new Cond(11, 3);
        ReCheck sprintCheck = new ReCheck(pathClear);
        Sequence<Agent> sprint = new Sequence<>(sprintCheck, new Act(12, 2, Agent.SUCCESS));
        TimeLimit crawlLimit = new TimeLimit(time, 800,
                new Retry(0, new Sequence<>(new Act(13, 1, Agent.SUCCESS), new Cond(14, 2))));
        sprint.setGuard(new Watch(pathClear, sprint, new Task[] {sprint, crawlLimit},
                sprintCheck));
        Parallel move = new Parallel(Policy.ONE, Policy.ALL,
                new GuardSelector(sprint, crawlLimit),
                new Retry(3, new Sequence<>(new WaitMillis(time, 300), new Cond(15, 3))));
        Sequence<Agent> advance = new Sequence<>(new Act(10, 0, Agent.SUCCESS), move,
                new Act(16, 1, Agent.SUCCESS));
        Sequence<Agent> report = new Sequence<>(new CondNot(17, 2), new Act(18, 1, Agent.SUCCESS));
        Selector<Agent> rest = new Selector<>(advance, report);

        Task<Agent>[] branches = new Task[] {retreat, engage, rest};
        retreat.setGuard(new Watch(badlyHurt, retreat, branches, retreatCheck));
        engage.setGuard(new Watch(enemyInSight, engage, branches, engageCheck));
        return new DynamicGuardSelector<>(retreat, engage, rest);
    }

    @Override
    public void tick() {
        agent.beginTick();
        time.advance(W5.TICK_MILLIS);
        tree.step();
        agent.endTick(GdxTasks.code(root.getStatus()));
    }

    @Override
    public Agent agent() {
        return agent;
    }

    @Override
    public Object engine() {
        return tree;
    }
}
