// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink.monitor;

/**
 * A fleet's probe results, made up but the same on every run: service {@code i} is probed once
 * every 250 ms from {@link #START}, and is down during outages whose period, length and phase
 * depend on {@code i} only (some a single failed probe that a retry gets past, some minutes
 * long), with now and then a lone 500. Down, it answers 500 or not at all (a timeout).
 */
public final class ProbeScript {
    /** The time of the first probes: 2026-01-01T00:00:00Z, in milliseconds. */
    public static final long START = 1_767_225_600_000L;
    /** The probing period, which is also the trees' tick interval. */
    public static final long STEP_MILLIS = 250;
    private static final int[] OUTAGE_STEPS = {0, 1, 2, 3, 5, 8, 16, 40};

    private ProbeScript() {}

    /** The name of service {@code i}: "svc-00042". */
    public static String service(int i) {
        return String.format("svc-%05d", i);
    }

    /**
     * The probe of service {@code i} at step {@code step}: at a time within the step's 250 ms
     * (probes of a step are spread over it), so it is seen by the tick that ends the step.
     */
    public static Probe probe(int service, long step) {
        long time = START + step * STEP_MILLIS - mix(service) % 200;
        return new Probe(service(service), time, status(service, step));
    }

    /** 200, 500 or {@link Probe#TIMEOUT}. */
    public static int status(int service, long step) {
        long h = mix(service);
        int period = 120 + (int) (h % 120);
        int length = OUTAGE_STEPS[(int) ((h >>> 8) % OUTAGE_STEPS.length)];
        long phase = (h >>> 16) % period;
        if ((step + phase) % period < length) {
            return (step + service) % 3 == 0 ? Probe.TIMEOUT : 500;
        }
        return mix(service * 1_000_003L + step) % 97 == 0 ? 500 : 200;
    }

    /** SplitMix64's finalizer, non-negative. */
    static long mix(long x) {
        long z = x + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return (z ^ (z >>> 31)) >>> 1;
    }
}
