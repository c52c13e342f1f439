// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import java.util.Arrays;

/**
 * One update of a {@link TreeRunner}, once the runner holds its lock: the ticks (by
 * {@link RunnerWorkers}), the settle of shared requests, the failure reports and the requests
 * made during the update; and what the runner's own thread needs between updates. Used under the
 * runner's lock only.
 */
final class RunnerCycle {
    private final Schedule schedule;
    private final RunnerWorkers workers;
    private final RunnerRequests requests;
    private final Clock clock;
    private final TreeRunner.ErrorHandler errorHandler;

    // What the runner's own thread needs between updates (written by the update).
    private long lastNow;
    private long nextDelay = Long.MAX_VALUE;
    /** The first exception the error handler threw in the update in progress (others suppressed). */
    private RuntimeException handlerError;
    /** Updates that settled shared requests so far: where the next settle starts (§5.7). */
    private long settles;

    RunnerCycle(Schedule schedule, RunnerWorkers workers, RunnerRequests requests, Clock clock,
            TreeRunner.ErrorHandler errorHandler) {
        this.schedule = schedule;
        this.workers = workers;
        this.requests = requests;
        this.clock = clock;
        this.errorHandler = errorHandler;
    }

    /**
     * One update; the lock is held and the runner's {@code updater} set. {@code started}: the
     * runner's own thread updates, so a request that makes a tree due now asks it to update
     * again at once.
     */
    int run(boolean started) {
        if (schedule.holes > 0) {
            schedule.squeeze();
        }
        int n = schedule.count;
        long now = clock.nanos();
        RunnerLane total;
        boolean ok = false;
        try {
            total = workers.tick(n, now);
            ok = true;
        } finally {
            if (!ok) { // an Error: no failure reports, and none left over for the next update
                Arrays.fill(schedule.failures, 0, n, null);
            }
        }
        if (schedule.sharing > 0 && n > 0) {
            // §5.7: after every tick, before anything else; one tree further at each settle
            schedule.settleShared(n, (int) (settles++ % n));
        }
        int ticked = total.ticked;
        lastNow = now;
        nextDelay = total.nextDelay;
        if (total.failed) {
            reportFailures(n);
        }
        if (requests.applyDeferred() && started) {
            nextDelay = 0; // something may be due now: the runner's thread updates again
        }
        schedule.settleFlags();
        RuntimeException thrown = handlerError;
        if (thrown != null) {
            handlerError = null;
            throw thrown;
        }
        return ticked;
    }

    /** Hands this update's failures to the handler, in registration order. */
    private void reportFailures(int n) {
        for (int i = 0; i < n; i++) {
            RuntimeException failure = schedule.failures[i];
            if (failure != null) {
                schedule.failures[i] = null;
                report(schedule.trees[i], failure);
            }
        }
    }

    /** Hands one failure to the handler; what the handler throws is kept for update() to throw. */
    void report(Tree tree, RuntimeException failure) {
        try {
            errorHandler.failed(tree, failure);
        } catch (RuntimeException e) {
            if (handlerError == null) {
                handlerError = e;
            } else if (handlerError != e) {
                handlerError.addSuppressed(e);
            }
        }
    }

    /**
     * For the runner's own thread, after an update: how long until the next tree is due by the
     * clock (Long.MAX_VALUE when none is), from what that update saw.
     */
    long nanosUntilDue() {
        return nextDelay == Long.MAX_VALUE ? Long.MAX_VALUE : nextDelay - (clock.nanos() - lastNow);
    }
}
