// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import dev.arbor.Status;

/**
 * A {@link TreeListener} that passes every call on to another one, answers included: the base of
 * a listener that adds something to the one a tree already has. A tree has one listener slot, so
 * a recorder, an inspector or a metric that attaches itself keeps the listener it found (a test's
 * overrides, a {@link TraceRecorder}) and hears everything through this class.
 *
 * <pre>{@code
 * final class Counting extends ForwardingTreeListener {
 *     private final TreeListener next;
 *     long aborts;
 *
 *     Counting(TreeListener next) {
 *         this.next = next;                      // null: nothing to pass on to
 *     }
 *
 *     @Override
 *     protected TreeListener delegate() {
 *         return next;
 *     }
 *
 *     @Override
 *     public void abortFired(Tree tree, int condition, int watched) {
 *         aborts++;
 *         super.abortFired(tree, condition, watched); // passed on
 *     }
 * }
 * tree.setListener(new Counting(tree.listener()));
 * }</pre>
 *
 * <p>With no listener to pass on to ({@link #delegate()} null), each call does what
 * {@link TreeListener}'s default does: nothing, no answer instead, hooks not skipped, values not
 * read instead. Every method of {@code TreeListener} is forwarded (a test holds this class to
 * that as methods are added).
 */
public abstract class ForwardingTreeListener implements TreeListener {

    /** For subclasses. */
    protected ForwardingTreeListener() {}

    /**
     * The listener every call is passed on to, asked at each call (so it may change between
     * calls), or null for none.
     *
     * @return the listener to pass calls on to, or null
     */
    protected abstract TreeListener delegate();

    @Override
    public void tickStarted(Tree tree) {
        TreeListener next = delegate();
        if (next != null) {
            next.tickStarted(tree);
        }
    }

    @Override
    public void entered(Tree tree, int node) {
        TreeListener next = delegate();
        if (next != null) {
            next.entered(tree, node);
        }
    }

    @Override
    public void leafAnswered(Tree tree, int node, Status status) {
        TreeListener next = delegate();
        if (next != null) {
            next.leafAnswered(tree, node, status);
        }
    }

    @Override
    public void completed(Tree tree, int node, Status status) {
        TreeListener next = delegate();
        if (next != null) {
            next.completed(tree, node, status);
        }
    }

    @Override
    public void reevaluated(Tree tree, int condition, Status status) {
        TreeListener next = delegate();
        if (next != null) {
            next.reevaluated(tree, condition, status);
        }
    }

    @Override
    public void abortFired(Tree tree, int condition, int watched) {
        TreeListener next = delegate();
        if (next != null) {
            next.abortFired(tree, condition, watched);
        }
    }

    @Override
    public void guardFired(Tree tree, int guard) {
        TreeListener next = delegate();
        if (next != null) {
            next.guardFired(tree, guard);
        }
    }

    @Override
    public void eventRaised(Tree tree, int node) {
        TreeListener next = delegate();
        if (next != null) {
            next.eventRaised(tree, node);
        }
    }

    @Override
    public void eventCleared(Tree tree, int node) {
        TreeListener next = delegate();
        if (next != null) {
            next.eventCleared(tree, node);
        }
    }

    @Override
    public void paused(Tree tree) {
        TreeListener next = delegate();
        if (next != null) {
            next.paused(tree);
        }
    }

    @Override
    public void resumed(Tree tree) {
        TreeListener next = delegate();
        if (next != null) {
            next.resumed(tree);
        }
    }

    @Override
    public void resetDone(Tree tree) {
        TreeListener next = delegate();
        if (next != null) {
            next.resetDone(tree);
        }
    }

    @Override
    public void tickEnded(Tree tree, Status status) {
        TreeListener next = delegate();
        if (next != null) {
            next.tickEnded(tree, status);
        }
    }

    @Override
    public void serviceRan(Tree tree, int node, String service) {
        TreeListener next = delegate();
        if (next != null) {
            next.serviceRan(tree, node, service);
        }
    }

    @Override
    public Status answerInstead(Tree tree, int leaf) {
        TreeListener next = delegate();
        return next == null ? null : next.answerInstead(tree, leaf);
    }

    @Override
    public void valueRead(Tree tree, int node, int index, double value) {
        TreeListener next = delegate();
        if (next != null) {
            next.valueRead(tree, node, index, value);
        }
    }

    @Override
    public boolean skipsHooks(Tree tree) {
        TreeListener next = delegate();
        return next != null && next.skipsHooks(tree);
    }

    @Override
    public boolean readsInstead(Tree tree) {
        TreeListener next = delegate();
        return next != null && next.readsInstead(tree);
    }

    @Override
    public double valueInstead(Tree tree, int node, int index) {
        TreeListener next = delegate();
        if (next == null) {
            return TreeListener.super.valueInstead(tree, node, index);
        }
        return next.valueInstead(tree, node, index);
    }
}
