// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import java.util.List;

/**
 * What one step produced: its events in order, the status (null after a reset), the tree's
 * running path after it ({@code Tree.runningPath()}; null where not observed) and what a
 * {@link RecordingListener} heard during it (empty where none listened). The scenario format
 * has neither path nor listener: {@link #expectLine()} leaves them out, and the generated tree
 * and the reference interpreter are compared on them directly.
 */
public record Trace(List<String> events, String status, String path, List<String> heard) {
    public Trace {
        events = List.copyOf(events);
        heard = List.copyOf(heard);
    }

    public Trace(List<String> events, String status) {
        this(events, status, null, List.of());
    }

    /** This trace as a scenario file's expectations have it: no path, nothing heard. */
    public Trace withoutPath() {
        return new Trace(events, status);
    }

    /** The step's {@code expect} line in the scenario format. */
    public String expectLine() {
        String list = events.isEmpty() ? "-" : String.join(" ", events);
        return "expect " + list + (status == null ? "" : " => " + status);
    }
}
