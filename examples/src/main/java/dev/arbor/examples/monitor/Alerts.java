// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.monitor;

import dev.arbor.runtime.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The monitors' shared record: which services are down, and every alert, clearance,
 * escalation and stand-down, stamped with the time of the clock the trees read. Every
 * {@link ServiceMonitor} writes to it and the {@link Escalation} tree reads it; they are all
 * ticked by one runner on one thread, so it needs no locking.
 */
final class Alerts {
    private final Clock clock;
    private final Set<String> down = new TreeSet<>();
    private final List<String> log = new ArrayList<>();
    private final Map<String, Long> downSince = new HashMap<>();

    Alerts(Clock clock) {
        this.clock = clock;
    }

    /** Records that {@code service} is down, after {@code failures} failed checks in a row. */
    void alert(String service, int failures) {
        down.add(service);
        downSince.put(service, clock.nanos());
        record("ALERT " + service + " down after " + failures + " failures");
    }

    /** Records that {@code service}, which was down, answers again. */
    void clear(String service) {
        down.remove(service);
        long nanos = clock.nanos() - downSince.remove(service);
        record(String.format(Locale.ROOT, "CLEARED %s (down %.2fs)", service, nanos / 1e9));
    }

    void escalate() {
        record("ESCALATE " + down.size() + " services down: " + String.join(", ", down));
    }

    void standDown() {
        record("STAND DOWN " + (down.isEmpty() ? "all services up" : down.size()
                + " service down: " + String.join(", ", down)));
    }

    boolean isDown(String service) {
        return down.contains(service);
    }

    /** The services down now, by name. */
    Set<String> down() {
        return Collections.unmodifiableSet(down);
    }

    /** Every event so far, in order, each as "1.75s ALERT auth down after 3 failures". */
    List<String> log() {
        return Collections.unmodifiableList(log);
    }

    private void record(String event) {
        log.add(String.format(Locale.ROOT, "%.2fs %s", clock.nanos() / 1e9, event));
    }
}
