// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.monitor;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Sequence;
import dev.arbor.Status;

/**
 * Escalates when several services are down at once: a tree of its own, reading the shared
 * {@link Alerts} that the {@link ServiceMonitor}s write. Ticked by the same runner after the
 * monitors, it sees in each update what they found in that update.
 *
 * <p>The incident is an action that runs for as long as it lasts: it escalates when it starts
 * and stands down when it ends. The root watches {@code severalDown} with SELF: once fewer than
 * {@value #SEVERAL} services are down, the change interrupts the incident at the start of the
 * next tick (its {@code onEnd} is told INACTIVE) and the root fails (docs/semantics.md §6).
 */
@BehaviorTree
public class Escalation {
    /** How many services down at once make an incident. */
    static final int SEVERAL = 2;

    private final Alerts alerts;

    public Escalation(Alerts alerts) {
        this.alerts = alerts;
    }

    @Sequence(value = {"severalDown", "incident"}, abortType = AbortType.SELF)
    void root() {}

    @Condition
    boolean severalDown() {
        return alerts.down().size() >= SEVERAL;
    }

    @Action(onStart = "escalate", onEnd = "standDown")
    Status incident() {
        return Status.RUNNING; // until severalDown changes
    }

    void escalate() { alerts.escalate(); }

    void standDown() { alerts.standDown(); }
}
