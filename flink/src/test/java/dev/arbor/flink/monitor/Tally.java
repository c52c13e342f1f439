// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink.monitor;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.flink.TreeContext;

/**
 * The recovery test's monitor for processing time: its output depends on the probes a service
 * got and their order only, never on when its tree ticked. The record handler queues each probe's
 * result ({@link #pending}); the tree consumes the queue, three failures in a row raising an ALERT
 * and the first success after it a CLEARED, each line naming the probe (by its number among the
 * service's probes) that decided it. Where the tree stands between ticks (counting failures, or
 * waiting for a success) is the tree's own state, kept in its snapshot; the counts are the agent's.
 *
 * <p>However the wall clock splits the probes between ticks, the same probes give the same lines:
 * a tick consumes every queued probe up to the end of an incident (then the next tick starts the
 * next one), so after a service's last probe arrives its tree is done within as many ticks as it
 * has incidents left, and {@link RecoveryTest#TALLIED} is told.
 */
@BehaviorTree
public class Tally {
    public String service;
    /** Probe results not consumed yet, in arrival order: 'o' answered 200, 'f' did not. */
    public String pending = "";
    /** Probes consumed. */
    public int consumed;
    public int failuresInARow;
    /** The number of the probe that raised the open ALERT. */
    public int downAt;
    /** Where the lines go: set by the tree factory, never kept in state. */
    public transient TreeContext<String> out;

    public Tally() {}

    public Tally(String service) {
        this.service = service;
    }

    /** The record handler: queues the probe's result. */
    public void observe(Probe probe) {
        pending += probe.ok() ? 'o' : 'f';
    }

    @Sequence({"threeFailures", "raiseAlert", "firstSuccess", "clear"})
    void root() {}

    /** Consumes probes until three failures in a row; RUNNING while the queue is empty. */
    @Action
    Status threeFailures() {
        RecoveryTest.tripwire(service);
        while (failuresInARow < 3) {
            if (pending.isEmpty()) {
                return Status.RUNNING;
            }
            failuresInARow = take() ? 0 : failuresInARow + 1;
        }
        return Status.SUCCESS;
    }

    @Action
    void raiseAlert() {
        downAt = consumed;
        out.emit(service + " #" + consumed + " ALERT after " + failuresInARow + " failures");
    }

    /** Consumes probes until one succeeds; RUNNING while the queue is empty. */
    @Action
    Status firstSuccess() {
        RecoveryTest.tripwire(service);
        while (!pending.isEmpty()) {
            if (take()) {
                return Status.SUCCESS;
            }
        }
        return Status.RUNNING;
    }

    @Action
    void clear() {
        failuresInARow = 0;
        out.emit(service + " #" + consumed + " CLEARED after " + (consumed - downAt) + " probes");
    }

    /** Consumes the next probe: whether it answered 200. */
    private boolean take() {
        boolean ok = pending.charAt(0) == 'o';
        pending = pending.substring(1);
        consumed++;
        RecoveryTest.consumed(service, consumed);
        return ok;
    }
}
