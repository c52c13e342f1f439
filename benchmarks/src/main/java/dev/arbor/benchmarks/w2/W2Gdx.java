package dev.arbor.benchmarks.w2;

import com.badlogic.gdx.ai.btree.BehaviorTree;
import com.badlogic.gdx.ai.btree.BranchTask;
import com.badlogic.gdx.ai.btree.Task;
import com.badlogic.gdx.ai.btree.branch.Selector;
import com.badlogic.gdx.ai.btree.branch.Sequence;
import dev.arbor.benchmarks.gdx.GdxTasks;
import dev.arbor.benchmarks.gdx.GdxTasks.Act;
import dev.arbor.benchmarks.gdx.GdxTasks.Cond;
import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/** W2 on gdx-ai 1.8.2: its Selector and Sequence (both with memory) and the leaf tasks. */
public final class W2Gdx implements Workload {
    private final Agent agent;
    private final BehaviorTree<Agent> tree;
    private final Task<Agent> root;

    public W2Gdx(int index) {
        this.agent = new Agent(index);
        int[] leaf = {0};
        this.root = build(0, leaf);
        this.tree = new BehaviorTree<>(root, agent);
    }

    private static Task<Agent> build(int level, int[] leaf) {
        if (level == W2Shape.DEPTH) {
            int id = leaf[0]++;
            return W2Shape.isCondition(id) ? new Cond(id, 1)
                    : new Act(id, W2Shape.runs(id), W2Shape.result(id));
        }
        BranchTask<Agent> branch = W2Shape.isSelector(level) ? new Selector<>() : new Sequence<>();
        for (int k = 0; k < W2Shape.FANOUT; k++) {
            branch.addChild(build(level + 1, leaf));
        }
        return branch;
    }

    @Override
    public void tick() {
        agent.beginTick();
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
