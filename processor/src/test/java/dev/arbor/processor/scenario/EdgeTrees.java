// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import dev.arbor.processor.scenario.Scenario.ScenarioNode;
import dev.arbor.processor.scenario.Scenario.Step;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Random trees at the edges of the outcome table, for {@link NeverWarningsSoundnessTest}: the
 * kinds that end only one way or never (Wait, RunningIfFail, AlwaysSucceed and AlwaysFail,
 * Repeat, UntilSuccess, UntilFailure and Loop with and without limits), those that fail on their
 * own (Cooldown, TimeLimit, While, If without otherwise, FailIfRunning), actions returning void
 * (they always succeed), parallels under every policy and count, random and weighted
 * composites, abort types on first, middle and last children; now and then a chain 20 to 80
 * levels deep; and
 * some nodes, conditions included, written as {@code @Subtree} fields of classes of their own,
 * nested, so that the warnings are met through subtrees as the processor inlines them.
 *
 * <p>Most children are <em>probes</em>: a kind over children that each end one way only or
 * never, beside siblings, which is where a row of the table that left out a result its kind can
 * end with would make a warning, and the script would then show that result (each such wrong
 * row, tried by hand, failed the test). Lower-priority aborts stand first, in the middle and
 * last, some under a decorator that runs them again.
 *
 * <p>The scenario holds the whole tree, which the reference interpreter runs as written
 * (docs/semantics.md §5.4: a subtree is expanded in place); {@link #sources} writes it as
 * classes. Same seed, same tree and script.
 *
 * @param scenario the tree and its script; without hooks
 * @param lifted the nodes written as {@code @Subtree} fields, each the root of a class
 * @param voids the actions written as returning void (their answer is always success)
 */
record EdgeTrees(Scenario scenario, Set<String> lifted, Set<String> voids) {
    private static final String[] ABORTS = {"none", "self", "lower_priority", "both"};
    private static final String[] POLICIES = {"one", "all"};
    private static final List<String> DECORATORS = List.of("invert", "always_succeed",
            "always_fail", "fail_if_running", "running_if_fail", "repeat", "until_success",
            "until_failure", "cooldown", "time_limit", "while");
    private static final List<String> COMPOSITES = List.of("sequence", "selector", "sequence",
            "selector", "sequence", "selector", "parallel", "parallel", "if", "loop",
            "random_selector", "random_sequence", "weighted_selector");
    /**
     * The composites a probe is made of, the library's included; parallels three times over,
     * for their four pairs of policies.
     */
    private static final List<String> PROBE_COMPOSITES = List.of("sequence", "selector",
            "parallel", "parallel", "parallel", "if", "loop", "random_selector",
            "random_sequence", "weighted_selector");
    /** Durations: none, a few ticks, and longer than a script (a Cooldown that refuses). */
    private static final int[] MILLIS = {0, 10, 30, 1000};
    private static final int[] ADVANCES = {0, 5, 10, 20, 50};

    /** The tree and script of {@code seed}. */
    static EdgeTrees generate(long seed) {
        return new Generator(seed).edgeTree(seed);
    }

    /**
     * The classes of the tree: {@code className} for the root's, {@code className + "S" + node}
     * for each lifted node's, by class name. Each is what {@link ScenarioSource} writes for its
     * part of the tree, with the lifted nodes below it as {@code @Subtree} fields and the void
     * actions returning void; no {@code @SuppressWarnings}.
     */
    Map<String, String> sources(String className) {
        Map<String, String> classes = new LinkedHashMap<>();
        write(scenario.root, className, className, classes);
        return classes;
    }

    private void write(ScenarioNode root, String name, String prefix,
            Map<String, String> classes) {
        ScenarioNode copy = root.copy();
        List<ScenarioNode> fields = new ArrayList<>();
        replaceLifted(copy, true, fields);
        Scenario part = new Scenario();
        part.root = copy;
        part.hooks = false;
        String text = ScenarioSource.write(part, name).replace("@SuppressWarnings(\"arbor:all\")\n",
                "");
        for (ScenarioNode field : fields) {
            String type = prefix + "S" + field.name;
            text = text.replace(standIn(field.name), "    @Subtree final " + type + " "
                    + field.name + " = new " + type + "();\n");
        }
        for (String action : voids) {
            text = text.replace(standIn(action), "    @Action void " + action + "() { $action(\""
                    + action + "\"); }\n");
        }
        classes.put(name, text);
        for (ScenarioNode field : fields) {
            write(find(root, field.name), prefix + "S" + field.name, prefix, classes);
        }
    }

    /** What {@link ScenarioSource} writes for an action without hooks. */
    private static String standIn(String name) {
        return "    @Action Status " + name + "() { return $action(\"" + name + "\"); }\n";
    }

    /** Replaces each lifted node below {@code node} by an action of its name, in place. */
    private void replaceLifted(ScenarioNode node, boolean root, List<ScenarioNode> fields) {
        if (!root && lifted.contains(node.name)) {
            fields.add(new ScenarioNode(node.kind, node.name));
            node.kind = "action";
            node.attributes.clear();
            node.children.clear();
            return;
        }
        node.children.forEach(child -> replaceLifted(child, false, fields));
    }

    private static ScenarioNode find(ScenarioNode node, String name) {
        if (node.name.equals(name)) {
            return node;
        }
        for (ScenarioNode child : node.children) {
            ScenarioNode found = find(child, name);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** Draws one tree and its script. */
    private static final class Generator {
        private final Random random;
        /** The parallels' counts: apart, so that the main stream is what it was. */
        private final Random counts;
        private final Set<String> lifted = new LinkedHashSet<>();
        private final Set<String> voids = new LinkedHashSet<>();
        private final List<String> namedConditions = new ArrayList<>();
        private final List<String> weightMethods = new ArrayList<>();
        private int names;
        private int budget;

        Generator(long seed) {
            this.random = new Random(seed);
            this.counts = new Random(~seed);
        }

        EdgeTrees edgeTree(long seed) {
            Scenario scenario = new Scenario();
            scenario.name = "edge-" + seed;
            scenario.hooks = false;
            scenario.seed = random.nextLong();
            budget = 25 + random.nextInt(36);
            scenario.root = composite(0);
            script(scenario);
            return new EdgeTrees(scenario, Set.copyOf(lifted), Set.copyOf(voids));
        }

        private ScenarioNode composite(int depth) {
            ScenarioNode node = shell(COMPOSITES.get(random.nextInt(COMPOSITES.size())));
            int children = node.kind.equals("if") ? 1 + random.nextInt(2) : 2 + random.nextInt(3);
            for (int i = 0; i < children && (i == 0 || budget > 0); i++) {
                if (i == 0 && node.attributes.containsKey("abort") && random.nextBoolean()) {
                    node.children.add(watched());
                    continue;
                }
                int pick = random.nextInt(20);
                boolean deeper = depth < 3 && budget > 4 && pick < 5;
                node.children.add(maybeLifted(decorated(deeper ? composite(depth + 1)
                        : pick < 16 ? probe() : pick < 18 ? aborting()
                        : pick == 18 && random.nextBoolean() ? chain() : leaf())));
            }
            return counted(weighted(node));
        }

        /** A composite of {@code kind} with its attributes drawn, and no children yet. */
        private ScenarioNode shell(String kind) {
            ScenarioNode node = node(kind);
            switch (kind) {
                case "sequence", "selector" -> {
                    String abort = ABORTS[random.nextInt(ABORTS.length)];
                    if (!abort.equals("none")) {
                        node.attributes.put("abort", abort);
                    }
                }
                case "parallel" -> {
                    node.attributes.put("success", POLICIES[random.nextInt(2)]);
                    node.attributes.put("failure", POLICIES[random.nextInt(2)]);
                }
                case "if" -> node.attributes.put("condition", namedCondition());
                case "loop" -> node.attributes.put("times", Integer.toString(random.nextInt(3)));
                default -> { }
            }
            return node;
        }

        /** The weights of a random or weighted composite, once its children are known. */
        private ScenarioNode weighted(ScenarioNode node) {
            if (node.kind.startsWith("random_") && random.nextBoolean()) {
                List<String> weights = new ArrayList<>();
                node.children.forEach(c -> weights.add(Integer.toString(random.nextInt(3))));
                node.attributes.put("weights", String.join(",", weights));
            }
            if (node.kind.equals("weighted_selector")) {
                List<String> weights = new ArrayList<>();
                for (int i = 0; i < node.children.size(); i++) {
                    String name = "wt" + names++;
                    weightMethods.add(name);
                    weights.add(name);
                }
                node.attributes.put("weights", String.join(",", weights));
            }
            return node;
        }

        /**
         * A parallel's sides, once its children are known: each, one time in three, a count
         * from 1 to its number of children in place of its policy (§5.3); drawn from a
         * generator of their own, so that every seed keeps the tree it had before counts.
         */
        private ScenarioNode counted(ScenarioNode node) {
            if (node.kind.equals("parallel")) {
                for (String side : List.of("success", "failure")) {
                    if (counts.nextInt(3) == 0) {
                        node.attributes.remove(side);
                        node.attributes.put(side + "_count",
                                Integer.toString(1 + counts.nextInt(node.children.size())));
                    }
                }
            }
            return node;
        }

        /** What aborts watch: a condition or an event, maybe decorated or a subtree. */
        private ScenarioNode watched() {
            return maybeLifted(decorated(maybeLifted(node(random.nextInt(4) == 0 ? "event"
                    : "condition"))));
        }

        /**
         * A probe of the table: a kind over children that each end one way only, or never
         * (where a row that leaves out a result its kind can end with makes a warning the run
         * contradicts, once its parent has a child after it).
         */
        private ScenarioNode probe() {
            ScenarioNode probe;
            if (random.nextInt(5) < 3) {
                probe = decorator(DECORATORS.get(random.nextInt(DECORATORS.size())));
                probe.children.add(maybeLifted(oneWay()));
            } else {
                probe = shell(PROBE_COMPOSITES.get(random.nextInt(PROBE_COMPOSITES.size())));
                int children = probe.kind.equals("if") ? 1 + random.nextInt(2)
                        : 1 + random.nextInt(3);
                for (int i = 0; i < children; i++) {
                    probe.children.add(maybeLifted(random.nextBoolean() ? leaf() : oneWay()));
                }
                counted(weighted(probe));
            }
            if (random.nextInt(4) == 0) {
                return probe;
            }
            // most often with a sibling after it, under a plain sequence or selector, or a loop
            int pick = random.nextInt(9);
            ScenarioNode pair = pick < 4 ? node("sequence") : pick < 8 ? node("selector")
                    : shell("loop");
            pair.children.add(maybeLifted(probe));
            pair.children.add(leaf());
            return pair;
        }

        /**
         * A node that ends one way only or never: a void action or a Wait (SUCCESS), an
         * AlwaysSucceed or AlwaysFail over a leaf, an Invert over a void action (FAILURE), a
         * Repeat with neither limit nor endOnFailure (never).
         */
        private ScenarioNode oneWay() {
            int pick = random.nextInt(7);
            if (pick < 3) {
                return pick == 0 ? voidAction() : wait(node("wait"));
            }
            ScenarioNode node = node(pick == 3 ? "always_succeed" : pick == 4 ? "always_fail"
                    : pick == 5 ? "invert" : "repeat");
            node.children.add(pick == 5 ? voidAction() : leaf());
            return node;
        }

        /**
         * A lower-priority abort placed to be judged: a sequence or selector with abortType
         * LOWER_PRIORITY or BOTH over a condition and a leaf, one time in three as it is (where
         * its parent puts it), one in three under a decorator that enters it again (its entries
         * may fire above it while it runs again), one in three followed by an action under a
         * plain selector (where they fire while the action runs); written as a subtree of its
         * own one time in three.
         */
        private ScenarioNode aborting() {
            ScenarioNode node = node(random.nextBoolean() ? "sequence" : "selector");
            node.attributes.put("abort", random.nextBoolean() ? "lower_priority" : "both");
            node.children.add(watched());
            node.children.add(leaf());
            liftedOften(node);
            int pick = random.nextInt(3);
            if (pick == 0) {
                return node;
            }
            ScenarioNode above = pick == 1 ? decorator(List.of("repeat", "running_if_fail",
                    "until_success", "until_failure").get(random.nextInt(4)))
                    : node("selector");
            above.children.add(node);
            if (pick == 2) {
                above.children.add(node("action"));
            }
            return above;
        }

        /**
         * A chain 20 to 80 levels deep of decorators and one-child sequences and selectors,
         * over a leaf or a probe.
         */
        private ScenarioNode chain() {
            int left = budget; // a chain is depth, not breadth: the tree's budget is for the rest
            ScenarioNode bottom = random.nextBoolean() ? leaf() : probe();
            int depth = 20 + random.nextInt(61);
            for (int i = 0; i < depth; i++) {
                ScenarioNode level = random.nextInt(3) == 0
                        ? node(random.nextBoolean() ? "sequence" : "selector")
                        : decorator(DECORATORS.get(random.nextInt(DECORATORS.size())));
                level.children.add(bottom);
                bottom = level;
            }
            budget = left;
            return bottom;
        }

        /** {@code node}, or, one time in three, under decorators (one more, one time in three). */
        private ScenarioNode decorated(ScenarioNode node) {
            ScenarioNode result = node;
            while (random.nextInt(3) == 0) {
                ScenarioNode decorator = decorator(DECORATORS.get(random.nextInt(
                        DECORATORS.size())));
                decorator.children.add(maybeLifted(result));
                result = decorator;
            }
            return result;
        }

        private ScenarioNode decorator(String kind) {
            ScenarioNode node = node(kind);
            switch (kind) {
                case "repeat" -> {
                    node.attributes.put("times", Integer.toString(random.nextInt(3)));
                    node.attributes.put("end_on_failure", Boolean.toString(random.nextBoolean()));
                }
                case "until_success", "until_failure" ->
                        node.attributes.put("max_tries", Integer.toString(random.nextInt(3)));
                case "cooldown", "time_limit" ->
                        node.attributes.put("millis",
                                Integer.toString(MILLIS[random.nextInt(MILLIS.length)]));
                case "while" -> node.attributes.put("condition", namedCondition());
                default -> { }
            }
            return node;
        }

        /** A condition, an action, a void action, a Wait or an Event. */
        private ScenarioNode leaf() {
            int pick = random.nextInt(10);
            return pick < 3 ? node("condition") : pick < 6 ? node("action")
                    : pick < 8 ? voidAction() : pick == 8 ? wait(node("wait")) : node("event");
        }

        /** An action written as returning void: it always succeeds. */
        private ScenarioNode voidAction() {
            ScenarioNode action = node("action");
            action.name = "vd" + action.name;
            voids.add(action.name);
            return action;
        }

        private ScenarioNode wait(ScenarioNode node) {
            node.attributes.put("millis", Integer.toString(MILLIS[random.nextInt(MILLIS.length)]));
            return node;
        }

        /** {@code node}, written one time in three as a {@code @Subtree} of a class of its own. */
        private ScenarioNode liftedOften(ScenarioNode node) {
            if (random.nextInt(3) == 0) {
                lifted.add(node.name);
            }
            return node;
        }

        /** {@code node}, written one time in eight as a {@code @Subtree} of a class of its own. */
        private ScenarioNode maybeLifted(ScenarioNode node) {
            if (random.nextInt(8) == 0) {
                lifted.add(node.name);
            }
            return node;
        }

        private ScenarioNode node(String kind) {
            budget--;
            String prefix = kind.equals("condition") ? "c" : kind.equals("action") ? "a"
                    : kind.substring(0, Math.min(3, kind.length()));
            return new ScenarioNode(kind, prefix + names++);
        }

        private String namedCondition() {
            String name = "k" + names++;
            namedConditions.add(name);
            return name;
        }

        /** 40 to 60 ticks: answers change, the clock moves, events are raised. */
        private void script(Scenario scenario) {
            List<ScenarioNode> leaves = scenario.nodes().stream()
                    .filter(n -> n.isLeaf() && !voids.contains(n.name)).toList();
            List<String> events = scenario.nodes().stream().filter(n -> n.kind.equals("event"))
                    .map(n -> n.name).toList();
            leaves.forEach(leaf -> scenario.init.put(leaf.name, answer(leaf.kind)));
            voids.forEach(name -> scenario.init.put(name, "success"));
            namedConditions.forEach(name -> scenario.init.put(name, answer("condition")));
            weightMethods.forEach(name -> scenario.init.put(name, "1"));
            int ticks = 40 + random.nextInt(21);
            for (int t = 1; t <= ticks; t++) {
                if (random.nextInt(25) == 0) {
                    scenario.steps.add(new Step(true, 0));
                }
                if (random.nextBoolean()) {
                    scenario.steps.add(Step.advance(ADVANCES[random.nextInt(ADVANCES.length)]));
                }
                if (!events.isEmpty() && random.nextInt(3) == 0) {
                    scenario.steps.add(Step.raise(events.get(random.nextInt(events.size()))));
                }
                Step tick = new Step(false, t);
                for (ScenarioNode leaf : leaves) {
                    if (random.nextInt(3) == 0) {
                        tick.changes.put(leaf.name, answer(leaf.kind));
                    }
                }
                for (String name : namedConditions) {
                    if (random.nextInt(3) == 0) {
                        tick.changes.put(name, answer("condition"));
                    }
                }
                for (String name : weightMethods) {
                    if (random.nextInt(3) == 0) {
                        tick.changes.put(name, Integer.toString(random.nextInt(4)));
                    }
                }
                scenario.steps.add(tick);
            }
        }

        private String answer(String kind) {
            if (kind.equals("condition")) {
                return random.nextBoolean() ? "true" : "false";
            }
            int pick = random.nextInt(10);
            return pick < 3 ? "running" : pick < 7 ? "success" : "failure";
        }
    }
}
