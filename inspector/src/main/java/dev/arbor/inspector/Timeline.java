// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import dev.arbor.Status;
import dev.arbor.runtime.TreeNodes;
import dev.arbor.runtime.replay.RecordedFields;
import dev.arbor.runtime.replay.Recording;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Time travel over one recording (docs/inspector.md, "Time travel"): the timeline's summary
 * ({@link #summary}: a status letter per tick) and one tick's detail on demand ({@link #tick}):
 * the nodes' colours after it, as the live view would have left them (the last thing that
 * happened to each node since the recording started), the running path, the tick's trace, the
 * agent's fields at its end and why it went as it did: the conditions and events whose answer
 * changed from their previous answer in the recording, the aborts and guards that fired, the
 * events raised and taken, and what was done to the tree since the tick before.
 *
 * <p>The colours and previous answers are worked out tick by tick from the recording's traces,
 * kept every {@value #EVERY} ticks so that going to any tick reads at most that many traces.
 */
final class Timeline {
    /** Every how many ticks the colours and answers are kept. */
    static final int EVERY = 64;
    /** The most trace lines one tick's detail carries. */
    static final int TRACE_LINES = 500;
    /** The most ticks whose statuses the summary carries (the last ones). */
    static final int STATUSES = 200_000;

    private static final byte NONE = 0;
    private static final byte RUNNING = 1;
    private static final byte SUCCESS = 2;
    private static final byte FAILURE = 3;
    private static final byte INTERRUPTED = 4;
    private static final String[] STATES = {null, "running", "success", "failure", "interrupted"};

    final Recording recording;
    private final String[] names;
    private final int[] parents;
    private final boolean[] answers; // the nodes whose answer is a yes or no: conditions, events
    private final Map<String, Integer> index = new HashMap<>();
    /** {colours, answers} after tick {@code k * EVERY}. */
    private final List<byte[][]> kept = new ArrayList<>();
    /** The last value of each read ({@code node[index]}) after tick {@code k * EVERY}. */
    private final List<Map<String, String>> keptReads = new ArrayList<>();

    Timeline(Recording recording) {
        this.recording = recording;
        names = recording.nodes().toArray(new String[0]);
        TreeNodes nodes = recording.treeNodes();
        parents = new int[names.length];
        answers = new boolean[names.length];
        for (int i = 0; i < names.length; i++) {
            index.putIfAbsent(names[i], i);
            parents[i] = nodes == null ? (i == 0 ? -1 : 0) : nodes.parent(i);
            answers[i] = nodes == null || nodes.kind(i).equals("Condition")
                    || nodes.kind(i).equals("Event");
        }
        kept.add(new byte[][] {new byte[names.length], new byte[names.length]});
        keptReads.add(new HashMap<>());
    }

    /** The drawing: the build's, found through the recorded class, or one drawn from the nodes. */
    static String diagram(Recording recording) {
        try {
            Class<?> tree = Class.forName(recording.treeClass(), false, Timeline.class.getClassLoader());
            String drawn = Diagram.ofClass(tree);
            if (drawn != null) return drawn;
        } catch (ClassNotFoundException | LinkageError e) {
            // not on the class path: drawn from the nodes
        }
        TreeNodes nodes = recording.treeNodes();
        if (nodes == null) { // format version 1: names only, under the root
            String[] names = recording.nodes().toArray(new String[0]);
            String[] kinds = new String[names.length];
            int[] parents = new int[names.length];
            Arrays.fill(kinds, "node");
            for (int i = 0; i < names.length; i++) parents[i] = i == 0 ? -1 : 0;
            nodes = new TreeNodes("recording", names, kinds, parents);
        }
        return Diagram.fromNodes(nodes);
    }

    /**
     * {@code {"ticks":120,"first":0,"statuses":"RRRS…","clock":true,"methods":[…],"fields":[…],
     * "fieldCount":n}}: a status letter per tick (R running, S success, F failure, T threw), the
     * last {@value #STATUSES} of them.
     */
    String summary(String name) {
        int ticks = recording.ticks();
        StringBuilder json = new StringBuilder("{\"tree\":").append(Json.string(name))
                .append(",\"class\":").append(Json.string(recording.treeClass()))
                .append(",\"ticks\":").append(ticks)
                .append(",\"first\":").append(recording.ticksBefore())
                .append(",\"clock\":").append(recording.clockRecorded())
                .append(",\"statusesFrom\":").append(Math.max(1, ticks - STATUSES + 1))
                .append(",\"statuses\":\"");
        for (int t = Math.max(1, ticks - STATUSES + 1); t <= ticks; t++) {
            Status status = recording.status(t);
            json.append(status == null ? 'T' : status.name().charAt(0));
        }
        json.append("\",\"methods\":[");
        for (int i = 0; i < names.length; i++) {
            if (i > 0) json.append(',');
            json.append(Json.string(names[i]));
        }
        json.append("],\"fields\":[");
        RecordedFields fields = recording.fields(0);
        int shown = Math.min(Fields.SHOWN, fields.size());
        for (int i = 0; i < shown; i++) {
            if (i > 0) json.append(',');
            json.append("{\"name\":").append(Json.string(fields.name(i)))
                    .append(",\"type\":").append(Json.string(fields.type(i)))
                    .append(",\"in\":").append(Json.string(fields.declaredIn(i)));
            if (fields.unreadable(i) != null) {
                json.append(",\"unreadable\":").append(Json.string(fields.unreadable(i)));
            }
            json.append('}');
        }
        return json.append("],\"fieldCount\":").append(fields.size()).append('}').toString();
    }

    /** One tick's detail, or null if there is no such tick. */
    synchronized String tick(int tick) {
        if (tick < 1 || tick > recording.ticks()) return null;
        Map<String, String> reads = new HashMap<>();
        byte[][] state = before(tick, reads);
        byte[] colours = state[0];
        byte[] last = state[1];
        List<String> why = new ArrayList<>();
        for (String line : recording.between(tick)) {
            String[] word = line.split(" ");
            switch (word[0]) {
                case "raise" -> why.add("event " + word[1] + " raised before this tick");
                case "pause" -> why.add("paused before this tick");
                case "resume" -> why.add("resumed before this tick");
                case "reset" -> why.add("reset before this tick: every running node interrupted");
                default -> { }
            }
        }
        List<String> trace = recording.trace(tick);
        boolean[] runningLeaf = new boolean[names.length];
        step(trace, colours, last, reads, why, runningLeaf);
        StringBuilder json = new StringBuilder("{\"tick\":").append(tick)
                .append(",\"number\":").append((long) recording.ticksBefore() + tick);
        Status status = recording.status(tick);
        json.append(",\"status\":\"").append(status == null ? "THREW" : status.name()).append('"');
        if (recording.clockRecorded()) {
            json.append(",\"clockMillis\":").append(recording.clockNanos(tick) / 1_000_000.0);
        }
        json.append(",\"nodes\":[");
        boolean first = true;
        for (int i = 0; i < names.length; i++) {
            if (colours[i] == NONE) continue;
            if (!first) json.append(',');
            first = false;
            json.append('[').append(i).append(",\"").append(STATES[colours[i]]).append("\"]");
        }
        json.append("],\"running\":[");
        boolean[] running = new boolean[names.length];
        List<String> paths = new ArrayList<>();
        for (int leaf = 0; leaf < names.length; leaf++) {
            if (!runningLeaf[leaf]) continue;
            List<String> path = new ArrayList<>();
            for (int node = leaf; node >= 0; node = parents[node]) {
                running[node] = true;
                path.add(0, names[node]);
            }
            paths.add(String.join(" > ", path));
        }
        first = true;
        for (int i = 0; i < names.length; i++) {
            if (!running[i]) continue;
            if (!first) json.append(',');
            first = false;
            json.append(i);
        }
        json.append("],\"path\":").append(Json.string(String.join(" | ", paths)));
        json.append(",\"why\":[");
        for (int i = 0; i < why.size(); i++) {
            if (i > 0) json.append(',');
            json.append(Json.string(why.get(i)));
        }
        json.append("],\"trace\":[");
        for (int i = 0; i < Math.min(TRACE_LINES, trace.size()); i++) {
            if (i > 0) json.append(',');
            json.append(Json.string(trace.get(i)));
        }
        json.append("],\"traceLines\":").append(trace.size()).append(",\"fields\":[");
        RecordedFields fields = recording.fields(tick);
        first = true;
        for (int i = 0; i < Math.min(Fields.SHOWN, fields.size()); i++) {
            if (fields.unreadable(i) != null) continue;
            if (!first) json.append(',');
            first = false;
            json.append('[').append(i).append(',').append(Json.string(fields.value(i))).append(',')
                    .append(fields.changed(i)).append(']');
        }
        return json.append("]}").toString();
    }

    /** The colours and last answers after tick {@code tick - 1}, as copies. */
    private byte[][] before(int tick, Map<String, String> reads) {
        int from = Math.min((tick - 1) / EVERY, kept.size() - 1);
        byte[] colours = kept.get(from)[0].clone();
        byte[] last = kept.get(from)[1].clone();
        reads.putAll(keptReads.get(from));
        boolean[] ignored = new boolean[names.length];
        for (int t = from * EVERY + 1; t < tick; t++) {
            step(recording.trace(t), colours, last, reads, null, ignored);
            if (t % EVERY == 0 && t / EVERY == kept.size()) {
                kept.add(new byte[][] {colours.clone(), last.clone()});
                keptReads.add(new HashMap<>(reads));
            }
        }
        return new byte[][] {colours, last};
    }

    /** Applies one tick's trace to the colours and last answers; says why into {@code why}. */
    private void step(List<String> trace, byte[] colours, byte[] last, Map<String, String> reads,
            List<String> why, boolean[] runningLeaf) {
        Arrays.fill(runningLeaf, false);
        for (String line : trace) {
            String[] word = line.split(" ");
            Integer node = word.length > 1 ? index.get(word[1]) : null;
            switch (word[0]) {
                case "enter" -> {
                    if (node != null) colours[node] = RUNNING;
                }
                case "answer", "reask" -> {
                    if (node == null) break;
                    byte answer = code(word[2]);
                    if (answer == RUNNING) runningLeaf[node] = true;
                    if (answers[node] && answer != RUNNING) {
                        if (why != null && last[node] != NONE && last[node] != answer) {
                            why.add((word[0].equals("reask") ? "re-checked " : "") + names[node]
                                    + " changed: " + STATES[last[node]] + " \u2192 " + STATES[answer]);
                        } else if (why != null && last[node] == NONE) {
                            why.add(names[node] + " answered " + STATES[answer] + " (its first answer)");
                        }
                        last[node] = answer;
                    }
                    if (word[0].equals("answer")) colours[node] = answer;
                }
                case "end" -> {
                    if (node == null) break;
                    byte end = code(word[2]);
                    colours[node] = end;
                    runningLeaf[node] = false;
                }
                case "abort" -> {
                    if (why != null && word.length > 3) {
                        why.add("abort fired: " + word[1] + " interrupted what ran under " + word[3]);
                    }
                }
                case "guard" -> {
                    if (why != null) why.add("guard fired: " + word[1] + " failed, its child was interrupted");
                }
                case "raise" -> {
                    if (why != null) why.add("event " + word[1] + " raised in this tick");
                }
                case "clear" -> {
                    if (why != null) why.add("event " + word[1] + " seen and cleared");
                }
                case "=>" -> {
                    if (why != null && word[1].equals("throws")) {
                        why.add("the tick threw: every running node was interrupted");
                    }
                }
                case "read" -> { // read NODE[INDEX] VALUE: a value the tree read of the agent
                    if (word.length < 3) break;
                    String before = reads.put(word[1], word[2]);
                    if (why != null && before != null && !before.equals(word[2])) {
                        why.add("value read " + word[1] + " changed: " + before + " \u2192 " + word[2]);
                    } else if (why != null && before == null) {
                        why.add("value read " + word[1] + ": " + word[2] + " (its first read)");
                    }
                }
                default -> { } // tick, service: no colour, no why
            }
        }
    }

    private static byte code(String word) {
        return switch (word.toLowerCase(Locale.ROOT)) {
            case "running" -> RUNNING;
            case "success" -> SUCCESS;
            case "failure" -> FAILURE;
            default -> INTERRUPTED; // inactive: ended without an answer
        };
    }
}
