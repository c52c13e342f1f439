// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink.monitor;

import java.util.Locale;

/**
 * What the monitors emit: a service went down ({@code ALERT}, after how many failed probes in a
 * row) or answers again ({@code CLEARED}, after how long down). A POJO; {@link #toString()} is
 * the line the job writes, which is the same on every run of the same input.
 */
public class Alert {
    public static final String ALERT = "ALERT";
    public static final String CLEARED = "CLEARED";

    public String service;
    public String kind;
    /** When, in milliseconds since the epoch (the tick's event time). */
    public long time;
    /** ALERT: failed probes in a row. */
    public int failures;
    /** CLEARED: how long the service was down, in milliseconds. */
    public long downMillis;

    public Alert() {}

    static Alert alert(String service, long time, int failures) {
        Alert alert = new Alert();
        alert.service = service;
        alert.kind = ALERT;
        alert.time = time;
        alert.failures = failures;
        return alert;
    }

    static Alert cleared(String service, long time, long downMillis) {
        Alert alert = new Alert();
        alert.service = service;
        alert.kind = CLEARED;
        alert.time = time;
        alert.downMillis = downMillis;
        return alert;
    }

    /** "12.50s ALERT svc-0042 down after 3 failures", the time counted from the input's start. */
    @Override
    public String toString() {
        double at = (time - ProbeScript.START) / 1e3;
        return kind.equals(ALERT)
                ? String.format(Locale.ROOT, "%.2fs ALERT %s down after %d failures", at, service, failures)
                : String.format(Locale.ROOT, "%.2fs CLEARED %s (down %.2fs)", at, service, downMillis / 1e3);
    }
}
