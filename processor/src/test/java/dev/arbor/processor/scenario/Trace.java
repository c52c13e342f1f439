package dev.arbor.processor.scenario;

import java.util.List;

/** What one step produced: its events in order, and the status (null after a reset). */
public record Trace(List<String> events, String status) {
    public Trace {
        events = List.copyOf(events);
    }

    /** The step's {@code expect} line in the scenario format. */
    public String expectLine() {
        String list = events.isEmpty() ? "-" : String.join(" ", events);
        return "expect " + list + (status == null ? "" : " => " + status);
    }
}
