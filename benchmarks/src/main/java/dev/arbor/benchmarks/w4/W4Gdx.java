// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w4;

import com.badlogic.gdx.ai.btree.BehaviorTree;
import com.badlogic.gdx.ai.btree.Task;
import com.badlogic.gdx.ai.btree.branch.DynamicGuardSelector;
import com.badlogic.gdx.ai.btree.branch.Selector;
import com.badlogic.gdx.ai.btree.branch.Sequence;
import com.badlogic.gdx.ai.btree.decorator.AlwaysSucceed;
import com.badlogic.gdx.ai.btree.decorator.Invert;
import dev.arbor.benchmarks.gdx.GdxLibrary.Cooldown;
import dev.arbor.benchmarks.gdx.GdxLibrary.EventFlag;
import dev.arbor.benchmarks.gdx.GdxLibrary.EventTask;
import dev.arbor.benchmarks.gdx.GdxLibrary.EventWatch;
import dev.arbor.benchmarks.gdx.GdxLibrary.Retry;
import dev.arbor.benchmarks.gdx.GdxLibrary.Rounds;
import dev.arbor.benchmarks.gdx.GdxLibrary.Time;
import dev.arbor.benchmarks.gdx.GdxLibrary.TimeLimit;
import dev.arbor.benchmarks.gdx.GdxLibrary.WaitMillis;
import dev.arbor.benchmarks.gdx.GdxLibrary.WeightedSelector;
import dev.arbor.benchmarks.gdx.GdxLibrary.While;
import dev.arbor.benchmarks.gdx.GdxTasks;
import dev.arbor.benchmarks.gdx.GdxTasks.Act;
import dev.arbor.benchmarks.gdx.GdxTasks.Cond;
import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;
import java.util.function.ToIntFunction;

/**
 * W4 on gdx-ai 1.8.2, with the custom tasks of {@link dev.arbor.benchmarks.gdx.GdxLibrary}. The
 * event's LowerPriority abort is a {@link DynamicGuardSelector} whose first branch, react, is
 * guarded by an {@link EventWatch}; the root's other branches are a plain {@link Selector} under
 * it (a DynamicGuardSelector does not try the next branch when one fails). Arbor's Loop is a
 * {@link Rounds} over a {@link Sequence}. One task tree, clock and event flag per agent.
 */
public final class W4Gdx implements Workload {
    private final Agent agent;
    private final Time time = new Time();
    private final EventFlag hit = new EventFlag();
    private final Task<Agent> root;
    private final BehaviorTree<Agent> tree;

    public W4Gdx(int index) {
        this.agent = new Agent(index);
        this.root = root(time, hit);
        this.tree = new BehaviorTree<>(root, agent);
    }

    @SuppressWarnings("unchecked")
    private static Task<Agent> root(Time time, EventFlag hit) {
        Sequence<Agent> react = new Sequence<>(new EventTask(hit), new Act(0, 2, Agent.SUCCESS),
                new WaitMillis(time, 350));
        react.setGuard(new EventWatch(hit, react));

        Sequence<Agent> fight = new Sequence<>(new Cond(1, 2),
                new While(a -> a.conditionNot(2, 4),
                        new TimeLimit(time, 1200,
                                new Retry(5,
                                        new Sequence<>(new Cond(3, 1), new Act(4, 2, Agent.SUCCESS),
                                                new Cond(5, 2))))));

        Sequence<Agent> gather = new Sequence<>(new Act(11, 3, Agent.SUCCESS),
                new Rounds(3, new Act(12, 1, Agent.SUCCESS)));
        Cooldown build = new Cooldown(time, 2100,
                new Sequence<>(new Cond(13, 1), new Act(14, 4, Agent.SUCCESS)));
        Rounds patrol = new Rounds(2,
                new Sequence<>(new Act(15, 2, Agent.SUCCESS), new WaitMillis(time, 200)));
        ToIntFunction<Agent>[] weights = new ToIntFunction[] {
            (ToIntFunction<Agent>) a -> a.weight(8, 3),
            (ToIntFunction<Agent>) a -> a.weight(9, 3),
            (ToIntFunction<Agent>) a -> a.weight(10, 3)};
        Sequence<Agent> work = new Sequence<>(new Invert<>(new Cond(6, 3)),
                new While(a -> a.conditionNot(7, 6),
                        new WeightedSelector(weights, gather, build, patrol)));

        AlwaysSucceed<Agent> idle = new AlwaysSucceed<>(
                new Sequence<>(new Cond(16, 1), new Act(17, 5, Agent.SUCCESS)));

        return new DynamicGuardSelector<>(react, new Selector<>(fight, work, idle));
    }

    @Override
    public void tick() {
        agent.beginTick();
        time.advance(W4.TICK_MILLIS);
        if (agent.roll(W4.HIT_ID, W4.HIT_BITS)) {
            hit.raise();
        }
        tree.step();
        hit.clear();
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
