// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

/**
 * How a {@link TreeRunner} with a budget (or an interval function) chooses the trees of an
 * update: a plan of the trees it may serve, in serving order, made on the updating thread before
 * any tick; then served in batches, the budget checked between them. The order, for the ring of
 * slots in registration order starting at {@link Schedule#ring} and going round:
 * <ol>
 *   <li>the trees an earlier update deferred (flag {@link Schedule#DEFERRED}), in ring order;</li>
 *   <li>then the other trees that are due or forced, in ring order.</li>
 * </ol>
 * Asleep trees are not in the plan. A budget of trees keeps the plan's first trees up to that
 * many ticks (paused trees cost nothing); a budget of time serves the plan in batches of
 * {@code batch} trees and starts no batch once {@code budget} has passed on the runner's clock
 * since the update's reading (the first batch always runs). The trees of the plan not served are
 * deferred: flagged, their due time kept; and the ring starts at the first of them next time.
 * Nothing here allocates once the arrays have grown.
 */
final class RunnerServing {
    /** A budget of time per update in nanoseconds; 0: none. */
    final long timeBudget;
    /** A budget of ticks per update; Integer.MAX_VALUE: none. */
    final int treeBudget;
    /** Trees served between two checks of the time budget. */
    final int batch;

    /** The plan: slots in serving order. */
    int[] order = new int[16];
    /** The plan's second part while it is made. */
    private int[] rest = new int[16];
    /** Entries of the plan within the budget of trees. */
    int planned;
    /** For the trees not in the plan: how long until the first is due (Long.MAX_VALUE: none). */
    long nextDelay;

    RunnerServing(long timeBudget, int treeBudget, int batch) {
        this.timeBudget = timeBudget;
        this.treeBudget = treeBudget;
        this.batch = batch;
    }

    /**
     * Makes the plan of slots {@code [0, n)} at {@code now}: ends the sleeps that are over, puts
     * every tree due or forced and awake in {@link #order}, in serving order, and sets
     * {@link #planned} and {@link #nextDelay}.
     *
     * @return how many trees the plan holds
     */
    int plan(Schedule schedule, int n, long now) {
        if (order.length < n) {
            order = new int[Math.max(n, order.length * 2)];
            rest = new int[order.length];
        }
        long[] due = schedule.due;
        byte[] flags = schedule.flags;
        long[] sleepUntil = schedule.sleepUntil;
        int start = schedule.ring < n ? schedule.ring : 0;
        int first = 0;
        int others = 0;
        long next = Long.MAX_VALUE;
        for (int k = 0; k < n; k++) {
            int i = start + k < n ? start + k : start + k - n;
            long d = due[i];
            byte flag = flags[i];
            if ((flag & Schedule.ASLEEP) != 0) {
                long s = sleepUntil[i];
                if (now - s < 0) {
                    long at = (flag & (Schedule.FORCED | Schedule.DEFERRED)) != 0 || d - s < 0
                            ? s : d;
                    next = Math.min(next, at - now);
                    continue;
                }
                flag &= ~Schedule.ASLEEP;
                flags[i] = flag;
            }
            if ((flag & Schedule.DEFERRED) != 0) {
                order[first++] = i;
            } else if ((flag & Schedule.FORCED) != 0 || now - d >= 0) {
                rest[others++] = i;
            } else {
                next = Math.min(next, d - now);
            }
        }
        System.arraycopy(rest, 0, order, first, others);
        int m = first + others;
        planned = m;
        if (treeBudget < m) {
            Tree[] trees = schedule.trees;
            int ticks = 0;
            for (int k = 0; k < m; k++) {
                if (!trees[order[k]].isPaused() && ++ticks > treeBudget) {
                    planned = k;
                    break;
                }
            }
        }
        nextDelay = next;
        return m;
    }

    /**
     * Defers the plan's entries from {@code served} to {@code m}: flagged, their due times kept;
     * the next round starts at the first of them.
     *
     * @return how many were deferred
     */
    int defer(Schedule schedule, int served, int m) {
        byte[] flags = schedule.flags;
        for (int k = served; k < m; k++) {
            flags[order[k]] |= Schedule.DEFERRED;
        }
        if (served < m) {
            schedule.ring = order[served];
            schedule.markFlagged();
        }
        return m - served;
    }
}
