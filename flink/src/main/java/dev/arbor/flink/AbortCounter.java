// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import dev.arbor.Status;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import org.apache.flink.metrics.Counter;

/**
 * The listener the operator attaches to each tree to count its conditional aborts
 * ({@link TreeMetrics#ABORTS}). A tree whose factory attached a listener of its own keeps it: this
 * one then passes every call on to it, answers included.
 */
final class AbortCounter implements TreeListener {
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
    public void abortFired(Tree tree, int condition, int watched) {
        aborts.inc();
        if (user != null) {
            user.abortFired(tree, condition, watched);
        }
    }

    @Override
    public void tickStarted(Tree tree) {
        if (user != null) {
            user.tickStarted(tree);
        }
    }

    @Override
    public void entered(Tree tree, int node) {
        if (user != null) {
            user.entered(tree, node);
        }
    }

    @Override
    public void leafAnswered(Tree tree, int node, Status status) {
        if (user != null) {
            user.leafAnswered(tree, node, status);
        }
    }

    @Override
    public void completed(Tree tree, int node, Status status) {
        if (user != null) {
            user.completed(tree, node, status);
        }
    }

    @Override
    public void reevaluated(Tree tree, int condition, Status status) {
        if (user != null) {
            user.reevaluated(tree, condition, status);
        }
    }

    @Override
    public void guardFired(Tree tree, int guard) {
        if (user != null) {
            user.guardFired(tree, guard);
        }
    }

    @Override
    public void eventRaised(Tree tree, int node) {
        if (user != null) {
            user.eventRaised(tree, node);
        }
    }

    @Override
    public void eventCleared(Tree tree, int node) {
        if (user != null) {
            user.eventCleared(tree, node);
        }
    }

    @Override
    public void paused(Tree tree) {
        if (user != null) {
            user.paused(tree);
        }
    }

    @Override
    public void resumed(Tree tree) {
        if (user != null) {
            user.resumed(tree);
        }
    }

    @Override
    public void tickEnded(Tree tree, Status status) {
        if (user != null) {
            user.tickEnded(tree, status);
        }
    }

    @Override
    public void serviceRan(Tree tree, int node, String service) {
        if (user != null) {
            user.serviceRan(tree, node, service);
        }
    }

    @Override
    public Status answerInstead(Tree tree, int leaf) {
        return user == null ? null : user.answerInstead(tree, leaf);
    }

    @Override
    public void resetDone(Tree tree) {
        if (user != null) {
            user.resetDone(tree);
        }
    }

    @Override
    public void valueRead(Tree tree, int node, int index, double value) {
        if (user != null) {
            user.valueRead(tree, node, index, value);
        }
    }

    @Override
    public boolean skipsHooks(Tree tree) {
        return user != null && user.skipsHooks(tree);
    }

    @Override
    public boolean readsInstead(Tree tree) {
        return user != null && user.readsInstead(tree);
    }

    @Override
    public double valueInstead(Tree tree, int node, int index) {
        return user == null ? TreeListener.super.valueInstead(tree, node, index)
                : user.valueInstead(tree, node, index);
    }
}
