package dev.arbor.processor.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A parsed {@code .scenario} file (format: ../shared/scenarios/README.md): a tree, the leaves'
 * starting answers, and steps (ticks and resets) with their expected traces.
 *
 * <p>Three extensions serve the differential tests: an answer {@code throw} makes a leaf throw,
 * and a key {@code E:name=throw} makes that action's onEnd hook throw; a tick that throws
 * expects {@code => throws:<thrower>[+<suppressed>...]}. A line {@code hooks none} compiles the
 * actions without start and end hooks (the generated code of a tree without hooks differs); its
 * traces then have no {@code S:} or {@code E:} events.
 */
public final class Scenario {
    public String name;
    public ScenarioNode root;
    /** False for {@code hooks none}: the actions have no start and end hooks. */
    public boolean hooks = true;
    public final Map<String, String> init = new LinkedHashMap<>();
    public final List<Step> steps = new ArrayList<>();

    /** One node of the tree: {@code KIND NAME [key=value ...]}. */
    public static final class ScenarioNode {
        public String kind;
        public String name;
        public final Map<String, String> attributes = new LinkedHashMap<>();
        public final List<ScenarioNode> children = new ArrayList<>();

        public ScenarioNode(String kind, String name) {
            this.kind = kind;
            this.name = name;
        }

        public boolean isLeaf() {
            return kind.equals("condition") || kind.equals("action");
        }

        public String attribute(String key, String fallback) {
            return attributes.getOrDefault(key, fallback);
        }

        public ScenarioNode copy() {
            ScenarioNode copy = new ScenarioNode(kind, name);
            copy.attributes.putAll(attributes);
            children.forEach(c -> copy.children.add(c.copy()));
            return copy;
        }
    }

    /** A {@code tick N [changes]} or a {@code reset}, with what it must produce. */
    public static final class Step {
        public final boolean reset;
        public final int tick;
        public final Map<String, String> changes = new LinkedHashMap<>();
        public List<String> expectedEvents = List.of();
        public String expectedStatus;

        public Step(boolean reset, int tick) {
            this.reset = reset;
            this.tick = tick;
        }

        /** How the step is written in a scenario file, without its expect line. */
        public String header() {
            if (reset) {
                return "reset";
            }
            StringBuilder line = new StringBuilder("tick " + tick);
            changes.forEach((k, v) -> line.append(' ').append(k).append('=').append(v));
            return line.toString();
        }
    }

    /** Every node of the tree, in pre-order. */
    public List<ScenarioNode> nodes() {
        List<ScenarioNode> all = new ArrayList<>();
        collect(root, all);
        return all;
    }

    private static void collect(ScenarioNode node, List<ScenarioNode> into) {
        into.add(node);
        node.children.forEach(c -> collect(c, into));
    }
}
