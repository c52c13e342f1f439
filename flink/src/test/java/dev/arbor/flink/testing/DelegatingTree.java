// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink.testing;

import dev.arbor.Status;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import dev.arbor.runtime.TreeNodes;

/** A tree that does what another does: tests override the part they change. */
public class DelegatingTree implements Tree {
    protected final Tree tree;

    public DelegatingTree(Tree tree) {
        this.tree = tree;
    }

    @Override public Status tick() { return tree.tick(); }
    @Override public long layoutHash() { return tree.layoutHash(); }
    @Override public byte[] snapshot() { return tree.snapshot(); }
    @Override public int snapshot(byte[] buffer, int offset) { return tree.snapshot(buffer, offset); }
    @Override public int snapshotCapacity() { return tree.snapshotCapacity(); }
    @Override public void restore(byte[] buffer, int offset, int length) { tree.restore(buffer, offset, length); }
    @Override public void reset() { tree.reset(); }
    @Override public Status status() { return tree.status(); }
    @Override public void pause() { tree.pause(); }
    @Override public void resume() { tree.resume(); }
    @Override public boolean isPaused() { return tree.isPaused(); }
    @Override public void raise(String nodeName) { tree.raise(nodeName); }
    @Override public String runningPath() { return tree.runningPath(); }
    @Override public void setListener(TreeListener listener) { tree.setListener(listener); }
    @Override public TreeListener listener() { return tree.listener(); }
    @Override public TreeNodes nodes() { return tree.nodes(); }
    @Override public Object agent() { return tree.agent(); }
}
