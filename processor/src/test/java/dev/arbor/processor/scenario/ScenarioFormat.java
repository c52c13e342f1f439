// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import dev.arbor.processor.scenario.Scenario.ScenarioNode;
import dev.arbor.processor.scenario.Scenario.Step;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/** Reads and writes the {@code .scenario} format. */
public final class ScenarioFormat {
    private ScenarioFormat() {}

    public static Scenario parse(String text) {
        Scenario scenario = new Scenario();
        String[] lines = text.split("\r?\n");
        Deque<ScenarioNode> path = new ArrayDeque<>();
        boolean inTree = false;
        Step last = null;
        for (int number = 0; number < lines.length; number++) {
            String raw = lines[number];
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                if (inTree) {
                    if (line.equals("end")) {
                        inTree = false;
                        continue;
                    }
                    int depth = (raw.length() - raw.stripLeading().length()) / 2;
                    String[] parts = line.split("\\s+");
                    ScenarioNode node = new ScenarioNode(parts[0], parts[1]);
                    for (String attribute : Arrays.asList(parts).subList(2, parts.length)) {
                        String[] kv = attribute.split("=", 2);
                        node.attributes.put(kv[0], kv[1]);
                    }
                    while (path.size() > depth) {
                        path.pop();
                    }
                    if (path.isEmpty()) {
                        scenario.root = node;
                    } else {
                        path.peek().children.add(node);
                    }
                    path.push(node);
                } else if (line.startsWith("scenario ")) {
                    scenario.name = line.substring("scenario ".length()).strip();
                } else if (line.equals("hooks none")) {
                    scenario.hooks = false;
                } else if (line.startsWith("seed ")) {
                    if (scenario.root != null) {
                        throw new IllegalArgumentException("seed must come before the tree");
                    }
                    scenario.seed = Long.parseLong(line.substring("seed ".length()).strip());
                } else if (line.equals("tree")) {
                    inTree = true;
                } else if (line.startsWith("init")) {
                    answers(line.substring(4), scenario.init);
                } else if (line.startsWith("tick ")) {
                    String[] parts = line.split("\\s+", 3);
                    last = new Step(false, Integer.parseInt(parts[1]));
                    if (parts.length > 2) {
                        answers(parts[2], last.changes);
                    }
                    scenario.steps.add(last);
                } else if (line.equals("reset")) {
                    last = new Step(true, 0);
                    scenario.steps.add(last);
                } else if (line.equals("pause") || line.equals("resume")) {
                    last = line.equals("pause") ? Step.pause() : Step.resume();
                    scenario.steps.add(last);
                } else if (line.startsWith("advance ")) {
                    long millis = Long.parseLong(line.substring("advance ".length()).strip());
                    if (millis < 0) {
                        throw new IllegalArgumentException("a clock never goes back");
                    }
                    scenario.steps.add(Step.advance(millis));
                    last = null;
                } else if (line.startsWith("raise ")) {
                    scenario.steps.add(Step.raise(line.substring("raise ".length()).strip()));
                    last = null;
                } else if (line.startsWith("expect")) {
                    if (last == null) {
                        throw new IllegalArgumentException("expect without a tick, reset, pause"
                                + " or resume before it");
                    }
                    String body = line.substring("expect".length()).strip();
                    String events = body;
                    if (body.contains("=>")) {
                        events = body.substring(0, body.indexOf("=>")).strip();
                        last.expectedStatus = body.substring(body.indexOf("=>") + 2).strip();
                    }
                    last.expectedEvents = events.equals("-") || events.isEmpty()
                            ? List.of() : List.of(events.split("\\s+"));
                    last = null;
                } else {
                    throw new IllegalArgumentException("unknown line");
                }
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("line " + (number + 1) + ": " + raw, e);
            }
        }
        return scenario;
    }

    private static void answers(String text, java.util.Map<String, String> into) {
        for (String pair : text.strip().split("\\s+")) {
            if (!pair.isEmpty()) {
                String[] kv = pair.split("=", 2);
                into.put(kv[0], kv[1]);
            }
        }
    }

    /**
     * The scenario as a file, with {@code traces} (one per step, as the runners return them) as
     * its expect lines; advance and raise steps have none.
     */
    public static String write(Scenario scenario, List<String> comments, List<Trace> traces) {
        StringBuilder out = new StringBuilder();
        comments.forEach(c -> out.append("# ").append(c).append('\n'));
        out.append("scenario ").append(scenario.name).append('\n');
        if (!scenario.hooks) {
            out.append("hooks none\n");
        }
        if (scenario.seed != 0) {
            out.append("seed ").append(scenario.seed).append('\n');
        }
        out.append("tree\n");
        writeNode(scenario.root, 0, out);
        out.append("end\n");
        List<String> init = new ArrayList<>();
        scenario.init.forEach((k, v) -> init.add(k + "=" + v));
        out.append("init").append(init.isEmpty() ? "" : " " + String.join(" ", init)).append('\n');
        for (int i = 0; i < scenario.steps.size(); i++) {
            Step step = scenario.steps.get(i);
            out.append(step.header()).append('\n');
            if (step.expects()) {
                out.append(traces.get(i).expectLine()).append('\n');
            }
        }
        return out.toString();
    }

    private static void writeNode(ScenarioNode node, int depth, StringBuilder out) {
        out.append("  ".repeat(depth)).append(node.kind).append(' ').append(node.name);
        node.attributes.forEach((k, v) -> out.append(' ').append(k).append('=').append(v));
        out.append('\n');
        node.children.forEach(c -> writeNode(c, depth + 1, out));
    }
}
