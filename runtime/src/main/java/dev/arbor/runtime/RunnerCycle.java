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
    /** The budgeted (planned) way of choosing trees, or null: every due tree, registration order. */
    private final RunnerServing serving;
    /** Whether trees added together get spread first due times. */
    private final boolean spread;
    /** {@code stagger()} asked: every tree's phase is spread at the start of the next update. */
    boolean staggerAsked;

    // Counts (TreeRunner.counts()), written at the end of each update.
    long updates;
    long ticks;
    long deferred;
    long dropped;
    int lastTicked;
    int lastDeferred;

    // What the runner's own thread needs between updates (written by the update).
    private long lastNow;
    private long nextDelay = Long.MAX_VALUE;
    /** The first exception the error handler threw in the update in progress (others suppressed). */
    private RuntimeException handlerError;
    /** Updates that settled shared requests so far: where the next settle starts (§5.7). */
    private long settles;

    RunnerCycle(Schedule schedule, RunnerWorkers workers, RunnerRequests requests, Clock clock,
            TreeRunner.ErrorHandler errorHandler, RunnerServing serving, boolean spread) {
        this.schedule = schedule;
        this.serving = serving;
        this.spread = spread;
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
        if (staggerAsked) {
            staggerAsked = false;
            schedule.place(0, now);
        } else if (spread && schedule.fresh < n) {
            schedule.place(schedule.fresh, now);
        }
        schedule.fresh = n;
        int ticked;
        long next;
        boolean failed;
        int deferredNow = 0;
        boolean ok = false;
        try {
            if (serving == null) {
                RunnerLane total = workers.tick(n, now);
                ticked = total.ticked;
                next = total.nextDelay;
                failed = total.failed;
                dropped += total.dropped;
            } else {
                int m = serving.plan(schedule, n, now);
                int planned = serving.planned;
                ticked = 0;
                next = serving.nextDelay;
                failed = false;
                int served = 0;
                while (served < planned) {
                    if (served > 0 && clock.nanos() - now >= serving.timeBudget) {
                        break; // the time budget is spent: no further batch
                    }
                    int to = serving.timeBudget == 0 ? planned
                            : Math.min(planned, served + serving.batch);
                    RunnerLane total = workers.serve(serving.order, served, to, now);
                    ticked += total.ticked;
                    next = Math.min(next, total.nextDelay);
                    failed |= total.failed;
                    dropped += total.dropped;
                    served = to;
                }
                deferredNow = serving.defer(schedule, served, m);
                if (deferredNow > 0) {
                    next = 0; // deferred trees are due now
                }
            }
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
        updates++;
        ticks += ticked;
        lastTicked = ticked;
        deferred += deferredNow;
        lastDeferred = deferredNow;
        lastNow = now;
        nextDelay = next;
        if (failed) {
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
