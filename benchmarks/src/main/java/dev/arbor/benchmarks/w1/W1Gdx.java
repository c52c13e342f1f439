// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w1;

import com.badlogic.gdx.ai.btree.Task;
import com.badlogic.gdx.ai.btree.branch.DynamicGuardSelector;
import com.badlogic.gdx.ai.btree.branch.Sequence;
import dev.arbor.benchmarks.gdx.GdxTasks.Act;
import dev.arbor.benchmarks.gdx.GdxTasks.Cond;
import dev.arbor.benchmarks.gdx.GdxTasks.ReCheck;
import dev.arbor.benchmarks.gdx.GdxTasks.Watch;
import dev.arbor.benchmarks.gdx.GdxWorkload;
import dev.arbor.benchmarks.workload.Agent;

/**
 * W1 on gdx-ai 1.8.2: the LowerPriority aborts are a {@link DynamicGuardSelector} whose first
 * two branches carry {@link Watch} guards (see there for how they give Behavior Designer's
 * semantics), each branch a {@link Sequence}. One task tree per agent.
 */
public final class W1Gdx extends GdxWorkload {
    public W1Gdx(int index) {
        super(new Agent(index), root());
    }

    @SuppressWarnings("unchecked")
    private static Task<Agent> root() {
        Cond isHurt = new Cond(0, 5);
        Cond seesEnemy = new Cond(2, 4);
        ReCheck fleeCheck = new ReCheck(isHurt);
        ReCheck combatCheck = new ReCheck(seesEnemy);
        Sequence<Agent> fleeing = new Sequence<>(fleeCheck, new Act(1, 3, Agent.SUCCESS));
        Sequence<Agent> combat = new Sequence<>(combatCheck, new Act(3, 2, Agent.SUCCESS),
                new Act(4, 0, Agent.SUCCESS));
        Sequence<Agent> patrol = new Sequence<>(new Act(5, 0, Agent.SUCCESS),
                new Act(6, 4, Agent.SUCCESS), new Act(7, 2, Agent.SUCCESS));
        Task<Agent>[] branches = new Task[] {fleeing, combat, patrol};
        fleeing.setGuard(new Watch(isHurt, fleeing, branches, fleeCheck));
        combat.setGuard(new Watch(seesEnemy, combat, branches, combatCheck));
        return new DynamicGuardSelector<>(fleeing, combat, patrol);
    }
}
