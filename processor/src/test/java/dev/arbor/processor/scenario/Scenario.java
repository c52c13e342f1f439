// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A parsed {@code .scenario} file (read and written by {@link ScenarioFormat}): a tree, the leaves'
 * starting answers, the instance's seed, and steps (ticks, resets, clock advances, raised events,
 * pauses and resumes) with their expected traces.
 *
 * <p>Three extensions serve the differential tests: an answer {@code throw} makes a leaf throw,
 * and a key {@code E:name=throw} makes that action's onEnd hook throw; a tick that throws
 * expects {@code => throws:<thrower>[+<suppressed>...]}. A line {@code hooks none} compiles the
 * actions without start, end and pause hooks (the generated code of a tree without hooks
 * differs); its traces then have no {@code S:}, {@code E:} or {@code P:} events.
 */
public final class Scenario {
    public String name;
    public ScenarioNode root;
    /** False for {@code hooks none}: the actions have no start, end and pause hooks. */
    public boolean hooks = true;
    /** {@code seed S}: the instance's generator's seed (docs/semantics.md §8.2); 0 by default. */
    public long seed;
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

        /** A leaf whose answers the script gives: a condition or an action. */
        public boolean isLeaf() {
            return kind.equals("condition") || kind.equals("action");
        }

        public String attribute(String key, String fallback) {
            return attributes.getOrDefault(key, fallback);
        }

        /** The names in {@code weights=} of a weighted selector (method names), else none. */
        public List<String> weightMethods() {
            return kind.equals("weighted_selector") && attributes.containsKey("weights")
                    ? List.of(attributes.get("weights").split(",")) : List.of();
        }

        /** The names in {@code scores=} of a utility selector (method names), else none. */
        public List<String> scoreMethods() {
            return kind.equals("utility_selector") && attributes.containsKey("scores")
                    ? List.of(attributes.get("scores").split(",")) : List.of();
        }

        /** The values in {@code cases=} of a Switch, else none. */
        public List<String> cases() {
            return kind.equals("switch") && attributes.containsKey("cases")
                    && !attributes.get("cases").isEmpty()
                    ? List.of(attributes.get("cases").split(",")) : List.of();
        }

        /**
         * Whether a Switch asks an enum method ({@link ScriptedAgent.Alert}): a case is not an
         * int. Otherwise it asks an int method.
         */
        public boolean switchesOnAlert() {
            return cases().stream().anyMatch(c -> !c.matches("-?[0-9]+"));
        }

        /**
         * The services of this node, {@code services=scan:500,look} (docs/semantics.md §5.6):
         * each {@code NAME[:MILLIS][:now]}, the method's name, its period (0 when left out) and
         * whether it takes the tick's time; the names only, in the order written.
         */
        public List<String> serviceNames() {
            List<String> names = new ArrayList<>();
            if (attributes.containsKey("services")) {
                for (String item : attributes.get("services").split(",")) {
                    names.add(item.split(":")[0]);
                }
            }
            return names;
        }

        public ScenarioNode copy() {
            ScenarioNode copy = new ScenarioNode(kind, name);
            copy.attributes.putAll(attributes);
            children.forEach(c -> copy.children.add(c.copy()));
            return copy;
        }
    }

    /** What a step does. */
    public enum StepKind {
        /** {@code tick N [leaf=answer ...]}: change answers, call {@code tick()}. */
        TICK,
        /** {@code reset}: call {@code reset()}. */
        RESET,
        /** {@code advance MS}: move the manual clock; no expect line. */
        ADVANCE,
        /** {@code raise NAME}: {@code raise(NAME)}; no expect line. */
        RAISE,
        /** {@code pause}: call {@code pause()}. */
        PAUSE,
        /** {@code resume}: call {@code resume()}. */
        RESUME
    }

    /**
     * One step of the script, with what it must produce. {@link #reset} and {@link #tick} keep
     * their old meaning: {@code new Step(true, 0)} is a reset, {@code new Step(false, n)} tick n.
     */
    public static final class Step {
        public final StepKind kind;
        public final boolean reset;
        public final int tick;
        /** {@link StepKind#ADVANCE}: milliseconds. */
        public final long millis;
        /** {@link StepKind#RAISE}: the event node's name. */
        public final String event;
        public final Map<String, String> changes = new LinkedHashMap<>();
        public List<String> expectedEvents = List.of();
        public String expectedStatus;

        public Step(boolean reset, int tick) {
            this(reset ? StepKind.RESET : StepKind.TICK, reset ? 0 : tick, 0, null);
        }

        private Step(StepKind kind, int tick, long millis, String event) {
            this.kind = kind;
            this.reset = kind == StepKind.RESET;
            this.tick = tick;
            this.millis = millis;
            this.event = event;
        }

        public static Step advance(long millis) {
            return new Step(StepKind.ADVANCE, 0, millis, null);
        }

        public static Step raise(String event) {
            return new Step(StepKind.RAISE, 0, 0, event);
        }

        public static Step pause() {
            return new Step(StepKind.PAUSE, 0, 0, null);
        }

        public static Step resume() {
            return new Step(StepKind.RESUME, 0, 0, null);
        }

        /** The same step, numbered {@code tick} if it is a tick, without its expectations. */
        public Step renumbered(int tick) {
            Step copy = new Step(kind, kind == StepKind.TICK ? tick : 0, millis, event);
            copy.changes.putAll(changes);
            return copy;
        }

        /** Whether the step is followed by an {@code expect} line (advance and raise are not). */
        public boolean expects() {
            return kind != StepKind.ADVANCE && kind != StepKind.RAISE;
        }

        /**
         * Whether the step's expect line ends with {@code => STATUS}: every tick, and a reset,
         * pause or resume that threw ({@code => throws:...}).
         */
        public boolean hasStatus() {
            return kind == StepKind.TICK || expectedStatus != null;
        }

        /** How the step is written in a scenario file, without its expect line. */
        public String header() {
            switch (kind) {
                case RESET: return "reset";
                case ADVANCE: return "advance " + millis;
                case RAISE: return "raise " + event;
                case PAUSE: return "pause";
                case RESUME: return "resume";
                default:
                    StringBuilder line = new StringBuilder("tick " + tick);
                    changes.forEach((k, v) -> line.append(' ').append(k).append('=').append(v));
                    return line.toString();
            }
        }
    }

    /** Every node of the tree, in pre-order. */
    public List<ScenarioNode> nodes() {
        List<ScenarioNode> all = new ArrayList<>();
        collect(root, all);
        return all;
    }

    /**
     * Every name the script may answer: the nodes, the conditions named by {@code condition=},
     * the weight and score methods, the methods Switches ask ({@code on=}), the services, and
     * {@code S:name}, {@code E:name} and {@code P:name} of each node (a start, end or pause hook that throws).
     */
    public Set<String> answerable() {
        Set<String> names = new LinkedHashSet<>();
        for (ScenarioNode node : nodes()) {
            names.add(node.name);
            names.add("S:" + node.name);
            names.add("E:" + node.name);
            names.add("P:" + node.name);
            if (node.attributes.containsKey("condition")) {
                names.add(node.attributes.get("condition"));
            }
            if (node.kind.equals("switch") && node.attributes.containsKey("on")) {
                names.add(node.attributes.get("on"));
            }
            names.addAll(node.weightMethods());
            names.addAll(node.scoreMethods());
            if (node.attributes.containsKey("millis_from")) {
                names.add(node.attributes.get("millis_from"));
            }
            names.addAll(node.serviceNames()); // a service answers throw, or nothing
        }
        return names;
    }

    /** A {@code @Service} method of the scenario's class: its period and whether it takes now. */
    public record ServiceSpec(String name, long millis, boolean now) {}

    /**
     * Every service method the nodes name, in the order the class declares them: the order each
     * first appears in, in pre-order. A method named by several nodes has one period (one
     * {@code @Service} annotation): a scenario that gives it two is malformed.
     */
    public List<ServiceSpec> services() {
        Map<String, ServiceSpec> specs = new LinkedHashMap<>();
        for (ScenarioNode node : nodes()) {
            if (!node.attributes.containsKey("services")) {
                continue;
            }
            for (String item : node.attributes.get("services").split(",")) {
                String[] parts = item.split(":");
                long millis = parts.length > 1 && !parts[1].equals("now")
                        ? Long.parseLong(parts[1]) : 0;
                boolean now = parts[parts.length - 1].equals("now");
                ServiceSpec spec = new ServiceSpec(parts[0], millis, now);
                ServiceSpec before = specs.putIfAbsent(parts[0], spec);
                if (before != null && !before.equals(spec)) {
                    throw new IllegalArgumentException("service " + parts[0] + " is " + before
                            + " on one node and " + spec + " on " + node.name);
                }
            }
        }
        return List.copyOf(specs.values());
    }

    private static void collect(ScenarioNode node, List<ScenarioNode> into) {
        into.add(node);
        node.children.forEach(c -> collect(c, into));
    }
}
