// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import dev.arbor.runtime.ForwardingTreeListener;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import org.apache.flink.metrics.Counter;

/**
 * The listener the operator attaches to each tree to count its conditional aborts
 * ({@link TreeMetrics#ABORTS}). A tree whose factory attached a listener of its own keeps it: this
 * one then passes every call on to it, answers included.
 */
final class AbortCounter extends ForwardingTreeListener {
    private final Counter aborts;
    private final TreeListener user;

    private AbortCounter(Counter aborts, TreeListener user) {
        this.aborts = aborts;
        this.user = user;
    }

    /** Attaches a counter to {@code tree}, around the listener it has, if any. */
    static void attach(Tree tree, Counter aborts, AbortCounter shared) {
        TreeListener own = tree.listener();
        tree.setListener(own == null ? shared : new AbortCounter(aborts, own));
    }

    /** The counter for trees without a listener of their own. */
    static AbortCounter shared(Counter aborts) {
        return new AbortCounter(aborts, null);
    }

    @Override
    protected TreeListener delegate() {
        return user;
    }

    @Override
    public void abortFired(Tree tree, int condition, int watched) {
        aborts.inc();
        super.abortFired(tree, condition, watched);
    }
}
