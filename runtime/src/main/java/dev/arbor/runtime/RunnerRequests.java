// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * How a {@link TreeRunner} applies its requests to its {@link Schedule}: at once (the runner
 * holds its lock), or, for requests made from inside an update (a tick, the error handler), in
 * order at that update's end, so that results do not depend on which thread ticked.
 */
final class RunnerRequests {
    private final Schedule schedule;
    private final TreeRunner runner;
    /** Requests made from inside an update, applied at its end. */
    private final ConcurrentLinkedQueue<RunnerRequest> deferred = new ConcurrentLinkedQueue<>();

    RunnerRequests(Schedule schedule, TreeRunner runner) {
        this.schedule = schedule;
        this.runner = runner;
    }

    /** Keeps {@code request}, made inside an update, for {@link #applyDeferred()}. */
    void defer(RunnerRequest request) {
        deferred.add(request);
    }

    /**
     * Applies the requests made during the update (and those they make), in order; the lock is
     * held. What one throws (a late raise of an unknown event, a throwing hook) goes to the
     * runner's error handler.
     *
     * @return whether a tree may now be due earlier than the runner's thread planned
     */
    boolean applyDeferred() {
        boolean hurry = false;
        RunnerRequest request;
        while ((request = deferred.poll()) != null) {
            try {
                hurry |= apply(request, true);
            } catch (RuntimeException e) {
                runner.report(request.tree, e);
            }
        }
        return hurry;
    }

    /** Drops the requests not applied yet (the runner closes). */
    void clear() {
        deferred.clear();
    }

    /**
     * Applies one request; the lock is held. {@code late}: it was made inside an update, so its
     * tree may have been removed since (then it is dropped).
     *
     * @return whether a tree may now be due earlier than the runner's thread planned
     */
    boolean apply(RunnerRequest request, boolean late) {
        Tree tree = request.tree;
        int kind = request.kind;
        if (kind == RunnerRequest.ADD) {
            schedule.add(tree, request.nanos, request.at);
            return true;
        }
        if (kind == RunnerRequest.STAGGER) {
            runner.staggerAsked();
            return true;
        }
        if (kind == RunnerRequest.PAUSE_ALL || kind == RunnerRequest.RESUME_ALL) {
            applyToAll(kind == RunnerRequest.PAUSE_ALL, late);
            return false;
        }
        int i = schedule.slotOf(tree);
        if (i < 0) { // removed since the request was made
            return false;
        }
        switch (kind) {
            case RunnerRequest.REMOVE:
                schedule.remove(i);
                runner.released(tree);
                return false;
            case RunnerRequest.INTERVAL:
                schedule.setInterval(i, request.nanos, request.at);
                return true;
            case RunnerRequest.SLEEP:
                if (request.nanos == 0) {
                    schedule.wake(i);
                    return true;
                }
                schedule.sleep(i, request.at + request.nanos);
                return false;
            case RunnerRequest.SLEEP_RESET: {
                // the sleep first, so that it stands whatever the end hooks do (as a pause)
                boolean hurry = request.nanos == 0;
                if (hurry) {
                    schedule.wake(i);
                } else {
                    schedule.sleep(i, request.at + request.nanos);
                }
                tree.reset(); // the running nodes end now, told INACTIVE; it wakes to a new pass
                return hurry;
            }
            case RunnerRequest.WAKE:
                schedule.wake(i);
                return true;
            case RunnerRequest.FORCE:
                schedule.force(i);
                return true;
            case RunnerRequest.RAISE:
                tree.raise(request.name);
                schedule.force(i);
                return true;
            case RunnerRequest.PAUSE:
                tree.pause();
                return false;
            case RunnerRequest.RESUME:
                tree.resume();
                return false;
            default:
                throw new AssertionError(kind);
        }
    }

    private void applyToAll(boolean pause, boolean late) {
        RuntimeException first = null;
        for (int i = 0; i < schedule.count; i++) {
            Tree tree = schedule.trees[i];
            if (tree == null) {
                continue;
            }
            try {
                if (pause) {
                    tree.pause();
                } else {
                    tree.resume();
                }
            } catch (RuntimeException e) {
                if (late) {
                    runner.report(tree, e);
                } else if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
