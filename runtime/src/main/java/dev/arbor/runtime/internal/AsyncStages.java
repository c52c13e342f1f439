// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.internal;

import dev.arbor.Status;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.function.BiConsumer;

/**
 * The stages a tree's async actions wait on (docs/semantics.md §5.8): one slot per node, made
 * only in a tree that has an async action. Not meant for user code.
 *
 * <p>A slot is empty while its action does not run; the action's first call in a run starts the
 * work ({@link #start}) and answers RUNNING; each later call polls ({@link #status},
 * {@link #bool}, {@link #done}) and answers RUNNING until the stage's completion is seen. A
 * completion is seen from the first tick that starts after it: the completing thread stamps it
 * with the tick number at that moment plus one, and a poll applies it only once the tree's tick
 * number ({@link #tick}, called as each tick starts) has reached the stamp. So a stage that
 * completes while tick t runs, even one already complete when the method returns it, is applied
 * at tick t + 1 at the earliest, whichever thread completed it, and never from that thread.
 * {@link #end} drops the slot and cancels its stage when the action ends without the stage's own
 * answer (interrupted, or a listener's override answered); {@link #cancelAll} drops them all
 * (restore).
 */
public final class AsyncStages {
    private static final VarHandle TICKS;

    static {
        try {
            TICKS = MethodHandles.lookup().findVarHandle(AsyncStages.class, "ticks", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final String tree;
    private final String[] methods;
    private final Pending[] slots;
    /**
     * The number of the tick running or last run: written by the ticking thread only, through
     * {@link #TICKS}; read plainly by that thread, with {@code getVolatile} by completing ones.
     */
    private long ticks;
    /** How many slots wait on a stage; the ticking thread's own. */
    private int waiting;

    /**
     * @param tree the tree's name, for messages
     * @param methods the nodes' method names, by pre-order index
     */
    public AsyncStages(String tree, String[] methods) {
        this.tree = tree;
        this.methods = methods;
        this.slots = new Pending[methods.length];
    }

    /**
     * A tick starts: completions from now on are seen at the next one. While a stage started in
     * an earlier tick waits, the new number is written with a full fence, so that a completion
     * racing the tick's start is stamped on the right side of it; with none waiting, a release
     * store is enough: a stage started in this tick reaches the thread that completes it after
     * this store (the start, and whatever hands the work over, come after it), so that thread
     * reads this number or a later one, and a stage is never asked before the tick after its
     * start anyway.
     */
    public void tick() {
        long next = ticks + 1; // one writer: the ticking thread reads its own writes
        if (waiting == 0) {
            TICKS.setRelease(this, next);
        } else {
            TICKS.setVolatile(this, next);
        }
    }

    /** Whether {@code node} waits on a stage (its work started in this run of the node). */
    public boolean running(int node) {
        return slots[node] != null;
    }

    /**
     * The first call of {@code node} in this run returned {@code stage}: it is kept and waited on;
     * answers RUNNING (its completion is seen at the next tick at the earliest).
     *
     * @throws IllegalStateException tagged {@code [Arbor/BadStatus]} if {@code stage} is null
     */
    public Status start(int node, CompletionStage<?> stage) {
        if (stage == null) {
            throw new IllegalStateException("[Arbor/BadStatus] " + tree + ": async action "
                    + methods[node] + "() returned null; it must return the stage of the work"
                    + " it started");
        }
        Pending pending = new Pending(stage);
        slots[node] = pending;
        waiting++;
        stage.whenComplete(pending); // may run at once, here: stamped for the next tick
        return Status.RUNNING;
    }

    /**
     * {@code node}, a {@code CompletionStage<Status>} action: RUNNING until its stage's completion
     * is seen, then the status it completed with.
     */
    public Status status(int node) {
        Pending pending = seen(node);
        if (pending == null) {
            return Status.RUNNING;
        }
        Object value = pending.value;
        if (value instanceof Status status && status != Status.INACTIVE
                && status != Status.RUNNING) {
            return status;
        }
        throw badValue(node, value, "SUCCESS or FAILURE");
    }

    /**
     * {@code node}, a {@code CompletionStage<Boolean>} action: RUNNING until its stage's
     * completion is seen, then SUCCESS for true, FAILURE for false.
     */
    public Status bool(int node) {
        Pending pending = seen(node);
        if (pending == null) {
            return Status.RUNNING;
        }
        Object value = pending.value;
        if (value instanceof Boolean answer) {
            return answer ? Status.SUCCESS : Status.FAILURE;
        }
        throw badValue(node, value, "true or false");
    }

    /**
     * {@code node}, a {@code CompletionStage<Void>} action (or of any other value, ignored):
     * RUNNING until its stage's completion is seen, then SUCCESS.
     */
    public Status done(int node) {
        return seen(node) == null ? Status.RUNNING : Status.SUCCESS;
    }

    /**
     * {@code node} ends: its slot is emptied, and a stage still waited on is cancelled
     * ({@code CompletableFuture.cancel(true)} on a CompletableFuture, else
     * {@code toCompletableFuture().cancel(true)}; a stage that cannot be cancelled is left to
     * finish, and what it completes with is ignored).
     */
    public void end(int node) {
        Pending pending = slots[node];
        if (pending != null) {
            slots[node] = null;
            waiting--;
            pending.cancel();
        }
    }

    /** Every slot emptied, each stage waited on cancelled as {@link #end} does (restore). */
    public void cancelAll() {
        for (int node = 0; node < slots.length; node++) {
            end(node);
        }
    }

    /**
     * The slot of {@code node} if its completion is seen now (the slot is then emptied, and a
     * failure thrown), else null.
     */
    private Pending seen(int node) {
        Pending pending = slots[node];
        if (pending.seenFrom > ticks) {
            return null;
        }
        slots[node] = null;
        waiting--;
        Throwable failure = pending.failure;
        if (failure != null) {
            throw TreeSupport.rethrow(unwrapped(failure));
        }
        return pending;
    }

    /** The exception the work threw: a {@code CompletionException}'s cause. */
    private static Throwable unwrapped(Throwable failure) {
        return failure instanceof CompletionException && failure.getCause() != null
                ? failure.getCause() : failure;
    }

    private IllegalStateException badValue(int node, Object value, String expected) {
        return new IllegalStateException("[Arbor/BadStatus] " + tree + ": async action "
                + methods[node] + "() completed its stage with " + value + "; it must complete"
                + " with " + expected);
    }

    /** One start's stage and, once it completes, its outcome and from which tick it is seen. */
    private final class Pending implements BiConsumer<Object, Throwable> {
        private final CompletionStage<?> stage;
        private Object value;
        private Throwable failure;
        /** Long.MAX_VALUE until complete; written last, after value and failure. */
        private volatile long seenFrom = Long.MAX_VALUE;

        Pending(CompletionStage<?> stage) {
            this.stage = stage;
        }

        @Override public void accept(Object value, Throwable failure) {
            this.value = value;
            this.failure = failure;
            seenFrom = (long) TICKS.getVolatile(AsyncStages.this) + 1;
        }

        void cancel() {
            try {
                // a CompletableFuture itself: a subclass's toCompletableFuture() may hand a copy
                // (the HTTP client's futures do), whose cancel would not reach it
                CompletableFuture<?> future = stage instanceof CompletableFuture<?> itself
                        ? itself : stage.toCompletableFuture();
                if (!future.isDone()) {
                    future.cancel(true);
                }
            } catch (UnsupportedOperationException | CancellationException cannot) {
                // a stage that cannot be cancelled finishes on its own; nothing waits on it
            }
        }
    }
}
