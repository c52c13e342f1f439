// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink.monitor;

/**
 * One probe of a service's health endpoint, as a prober fleet would publish it: which service,
 * when (milliseconds since the epoch, the record's event time), and the HTTP status it answered
 * ({@link #TIMEOUT} when it did not answer in time). A POJO, so Flink serializes it field by field.
 */
public class Probe {
    /** The status of a probe that got no answer in time. */
    public static final int TIMEOUT = 0;

    public String service;
    public long time;
    public int status;

    public Probe() {}

    public Probe(String service, long time, int status) {
        this.service = service;
        this.time = time;
        this.status = status;
    }

    public boolean ok() {
        return status == 200;
    }

    @Override
    public String toString() {
        return service + " " + (status == TIMEOUT ? "timeout" : String.valueOf(status)) + " @" + time;
    }
}
