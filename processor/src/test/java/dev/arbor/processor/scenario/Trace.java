package dev.arbor.processor.scenario;

import java.util.List;

/**
 * What one step produced: its events in order, the status (null after a reset), and the tree's
 * running path after it ({@code Tree.runningPath()}; null where not observed). The scenario
 * format has no running paths: {@link #expectLine()} leaves it out, and the generated tree and
 * the reference interpreter are compared on it directly.
 */
public record Trace(List<String> events, String status, String path) {
    public Trace {
        events = List.copyOf(events);
    }

    public Trace(List<String> events, String status) {
        this(events, status, null);
    }

    /** This trace without its running path, as a scenario file's expectations have it. */
    public Trace withoutPath() {
        return new Trace(events, status);
    }

    /** The step's {@code expect} line in the scenario format. */
    public String expectLine() {
        String list = events.isEmpty() ? "-" : String.join(" ", events);
        return "expect " + list + (status == null ? "" : " => " + status);
    }
}
