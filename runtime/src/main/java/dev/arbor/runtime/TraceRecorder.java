// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import dev.arbor.Status;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Writes what a tree does as trace lines, one {@code tick N} line and one {@code expect} line per
 * tick, so that a tree can be golden-tested: record its ticks once, keep the file, and compare
 * later runs with it ({@link #verify}). The lines use the words of Arbor's scenario format:
 *
 * <pre>
 * tick 1
 * expect C:isHurt S:patrol U:patrol =&gt; running
 * tick 2
 * expect C:isHurt E:patrol:interrupted C:isHurt S:runAway U:runAway =&gt; running
 * </pre>
 *
 * <ul>
 *   <li>{@code C:name}: a condition leaf answered, or was asked again by a conditional abort;
 *   <li>{@code S:name}: an action (or task) was entered; {@code U:name}: its method answered;
 *       {@code E:name:success|failure|interrupted}: it ended;
 *   <li>{@code R:name}: {@code @Service} method {@code name} ran;
 *   <li>{@code raise name}, {@code pause} and {@code resume} lines where those happened;
 *   <li>{@code => running|success|failure}, or {@code => throws} for a tick that threw.
 * </ul>
 *
 * A recorder is a {@link TreeListener}: attach it with {@code tree.setListener(recorder)}. It
 * records what a listener hears, so the conditions a While or If asks on entry, the weight
 * methods a WeightedSelector calls, the score methods a UtilitySelector reads and the method a
 * Switch asks are not in its lines; a UtilitySelector's switch is heard as its guard firing. Ticking
 * while recording allocates.
 * No method takes null ({@code [Arbor/NullArgument]}, {@code [Arbor/NullTree]}).
 */
public final class TraceRecorder implements TreeListener {
    private final List<String> lines = new ArrayList<>();
    private final StringBuilder events = new StringBuilder();
    private int ticks;
    private boolean inTick;

    /** The lines recorded so far; a tick still open (one that threw) is closed as {@code throws}. */
    public List<String> lines() {
        closeOpenTick("throws");
        return List.copyOf(lines);
    }

    /** The lines, each ended by a newline. */
    public String text() {
        StringBuilder text = new StringBuilder();
        for (String line : lines()) {
            text.append(line).append('\n');
        }
        return text.toString();
    }

    /**
     * Compares the recorded lines with the file {@code golden}: returns quietly when they are
     * equal; writes the file and returns when it does not exist yet (the first run records), or
     * when the system property {@code arbor.record} is {@code true}; throws otherwise.
     *
     * @throws AssertionError naming the first line that differs, with both versions
     * @throws UncheckedIOException if the file cannot be read or written
     * @throws NullPointerException if {@code golden} is null, tagged {@code [Arbor/NullArgument]}
     */
    public void verify(Path golden) {
        Misuse.notNull(golden, "TraceRecorder.verify", "golden", "pass the trace file's path");
        List<String> actual = lines();
        try {
            if (!Files.exists(golden) || Boolean.getBoolean("arbor.record")) {
                if (golden.getParent() != null) {
                    Files.createDirectories(golden.getParent());
                }
                Files.writeString(golden, text(), StandardCharsets.UTF_8);
                return;
            }
            String difference = compare(read(golden), actual);
            if (difference != null) {
                throw new AssertionError(golden + ": " + difference
                        + " (run with -Darbor.record=true to record the new trace)");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The trace lines of a file: every line but blank ones and {@code #} comments.
     *
     * @throws NullPointerException if {@code file} is null, tagged {@code [Arbor/NullArgument]}
     * @throws IOException if the file cannot be read
     */
    public static List<String> read(Path file) throws IOException {
        Misuse.notNull(file, "TraceRecorder.read", "file", "pass the trace file's path");
        List<String> lines = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String trimmed = line.strip();
            if (!trimmed.isEmpty() && !trimmed.startsWith("#")) {
                lines.add(trimmed);
            }
        }
        return lines;
    }

    /**
     * Where two traces first differ, as a message showing the line expected and the line
     * recorded; null when they are equal.
     *
     * @throws NullPointerException if a list is null, tagged {@code [Arbor/NullArgument]}
     */
    public static String compare(List<String> expected, List<String> actual) {
        Misuse.notNull(expected, "TraceRecorder.compare", "expected", "pass the lines expected");
        Misuse.notNull(actual, "TraceRecorder.compare", "actual", "pass the lines recorded");
        int n = Math.min(expected.size(), actual.size());
        for (int i = 0; i < n; i++) {
            if (!expected.get(i).equals(actual.get(i))) {
                return "line " + (i + 1) + " differs:\n  expected: " + expected.get(i)
                        + "\n  recorded: " + actual.get(i);
            }
        }
        if (expected.size() != actual.size()) {
            return expected.size() > actual.size()
                    ? "the recording ends at line " + (n + 1) + "; expected: " + expected.get(n)
                    : "the recording goes on at line " + (n + 1) + ": " + actual.get(n);
        }
        return null;
    }

    @Override
    public void tickStarted(Tree tree) {
        heard(tree, "tickStarted");
        closeOpenTick("throws");
        ticks++;
        lines.add("tick " + ticks);
        inTick = true;
    }

    @Override
    public void entered(Tree tree, int node) {
        heard(tree, "entered");
        if (isAction(tree, node)) {
            event("S:" + tree.nodes().method(node));
        }
    }

    @Override
    public void leafAnswered(Tree tree, int node, Status status) {
        heard(tree, "leafAnswered", status);
        String kind = tree.nodes().kind(node);
        if (kind.equals("Condition")) {
            event("C:" + tree.nodes().method(node));
        } else if (isAction(tree, node)) {
            event("U:" + tree.nodes().method(node));
        }
    }

    @Override
    public void reevaluated(Tree tree, int condition, Status status) {
        heard(tree, "reevaluated", status);
        if (tree.nodes().kind(condition).equals("Condition")) {
            event("C:" + tree.nodes().method(condition));
        }
    }

    @Override
    public void completed(Tree tree, int node, Status status) {
        heard(tree, "completed", status);
        if (isAction(tree, node)) {
            event("E:" + tree.nodes().method(node) + ":"
                    + (status == Status.INACTIVE ? "interrupted" : lower(status)));
        }
    }

    @Override
    public void serviceRan(Tree tree, int node, String service) {
        heard(tree, "serviceRan");
        Misuse.notNull(service, "TraceRecorder.serviceRan", "service", "pass the service's"
                + " method name");
        event("R:" + service);
    }

    @Override
    public void eventRaised(Tree tree, int node) {
        heard(tree, "eventRaised");
        if (!inTick) {
            lines.add("raise " + tree.nodes().method(node));
        }
    }

    @Override
    public void paused(Tree tree) {
        heard(tree, "paused");
        closeOpenTick("throws");
        lines.add("pause");
    }

    @Override
    public void resumed(Tree tree) {
        heard(tree, "resumed");
        closeOpenTick("throws");
        lines.add("resume");
    }

    @Override
    public void tickEnded(Tree tree, Status status) {
        heard(tree, "tickEnded", status);
        closeOpenTick(lower(status));
    }

    /** The refusal of a null tree, from listener method {@code method}. */
    private static void heard(Tree tree, String method) {
        Misuse.notNullTree(tree, "TraceRecorder." + method, "pass the tree the recorder listens"
                + " to");
    }

    /** As {@link #heard(Tree, String)}, and of a null status. */
    private static void heard(Tree tree, String method, Status status) {
        heard(tree, method);
        Misuse.notNull(status, "TraceRecorder." + method, "status", "pass the status heard");
    }

    private void closeOpenTick(String outcome) {
        if (!inTick) {
            return;
        }
        inTick = false;
        lines.add("expect " + (events.length() == 0 ? "-" : events) + " => " + outcome);
        events.setLength(0);
    }

    private void event(String event) {
        if (!inTick) {
            return; // a reset's interruptions: outside any tick
        }
        if (events.length() > 0) {
            events.append(' ');
        }
        events.append(event);
    }

    private static boolean isAction(Tree tree, int node) {
        String kind = tree.nodes().kind(node);
        return kind.equals("Action") || kind.equals("Task");
    }

    private static String lower(Status status) {
        return status.name().toLowerCase(Locale.ROOT);
    }
}
