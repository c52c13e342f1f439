// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink.monitor;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Wait;
import dev.arbor.flink.TreeContext;

/**
 * The seed's service monitor (examples' {@code monitor.ServiceMonitor}) for a fleet watched
 * through a stream: instead of calling the service itself, each probe reads the newest probe
 * result the stream brought for the service. The tree is the seed's: a check is a probe, and if
 * it fails, a retry after 250 ms and another after 500 more; a check whose three tries all fail
 * raises an ALERT and rests a second; the first probe that succeeds while the service is down
 * clears it.
 *
 * <p>One instance per service, kept by Flink in keyed state: its public fields are its state (a
 * POJO); {@link #alerts}, the operator's output, is handed over by the tree factory.
 */
@BehaviorTree
public class ProbeMonitor {
    public String service;
    /** Failed probes since the last one that succeeded. */
    public int failuresInARow;
    public boolean down;
    /** When the service went down (ALERT), in milliseconds. */
    public long downSince;
    /** The newest probe result: its status and time. */
    public int lastStatus = Probe.TIMEOUT;
    public long lastProbeAt = Long.MIN_VALUE;
    /** Where the alerts go: set by the tree factory, never kept in state. */
    public transient TreeContext<Alert> alerts;

    public ProbeMonitor() {}

    public ProbeMonitor(String service) {
        this.service = service;
    }

    /**
     * The record handler: keeps the newest probe result (by time, so the order in which two
     * results reach the same tick does not matter).
     */
    public void observe(Probe probe) {
        if (probe.time >= lastProbeAt) {
            lastProbeAt = probe.time;
            lastStatus = probe.status;
        }
    }

    @Selector({"check", "down"})
    void root() {}

    @Selector({"probe", "retrySoon", "retryLater"})
    void check() {}

    @Sequence({"backOff250", "probe"})
    void retrySoon() {}

    @Sequence({"backOff500", "probe"})
    void retryLater() {}

    @Wait(millis = 250) void backOff250() {}
    @Wait(millis = 500) void backOff500() {}

    @Sequence({"raiseAlert", "restWhileDown"})
    void down() {}

    @Wait(millis = 1000) void restWhileDown() {}

    /** Succeeds if the newest probe answered 200; clears the service if it was down. */
    @Action
    boolean probe() {
        if (lastStatus == 200) {
            failuresInARow = 0;
            if (down) {
                down = false;
                long now = alerts.currentTimeMillis();
                alerts.emit(Alert.cleared(service, now, now - downSince));
            }
            return true;
        }
        failuresInARow++;
        return false;
    }

    @Action
    void raiseAlert() {
        if (!down) {
            down = true;
            downSince = alerts.currentTimeMillis();
            alerts.emit(Alert.alert(service, downSince, failuresInARow));
        }
    }
}
