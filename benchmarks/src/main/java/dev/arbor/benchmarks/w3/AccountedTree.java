// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w3;

import dev.arbor.Status;
import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import dev.arbor.runtime.TreeNodes;

/**
 * A workload's tree as a {@link dev.arbor.runtime.TreeRunner} sees it: its {@code tick()} is the
 * whole agent-tick of WORKLOADS.md, the agent's clock moved before the tree's tick and the root's
 * result folded into the checksum after it. A runner only calls {@code tick()}, so what a game
 * does around each agent's tick (here the accounting; there, updating what the agent sees of the
 * world) goes into a wrapper like this one. Everything else is the wrapped tree's.
 */
public final class AccountedTree implements Tree {
    private final Agent agent;
    private final Tree tree;

    public AccountedTree(Agent agent, Tree tree) {
        this.agent = agent;
        this.tree = tree;
    }

    @Override
    public Status tick() {
        agent.beginTick();
        Status status = tree.tick();
        agent.endTick(status);
        return status;
    }

    @Override
    public void reset() {
        tree.reset();
    }

    @Override
    public Status status() {
        return tree.status();
    }

    @Override
    public void pause() {
        tree.pause();
    }

    @Override
    public void resume() {
        tree.resume();
    }

    @Override
    public boolean isPaused() {
        return tree.isPaused();
    }

    @Override
    public void raise(String nodeName) {
        tree.raise(nodeName);
    }

    @Override
    public Object agent() {
        return agent;
    }

    @Override
    public String runningPath() {
        return tree.runningPath();
    }

    @Override
    public void setListener(TreeListener listener) {
        tree.setListener(listener);
    }

    @Override
    public TreeListener listener() {
        return tree.listener();
    }

    @Override
    public TreeNodes nodes() {
        return tree.nodes();
    }

    @Override
    public long layoutHash() {
        return tree.layoutHash();
    }

    @Override
    public byte[] snapshot() {
        return tree.snapshot();
    }

    @Override
    public int snapshot(byte[] buffer, int offset) {
        return tree.snapshot(buffer, offset);
    }

    @Override
    public int snapshotCapacity() {
        return tree.snapshotCapacity();
    }

    @Override
    public void restore(byte[] buffer, int offset, int length) {
        tree.restore(buffer, offset, length);
    }
}
