// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import dev.arbor.processor.scenario.Scenario.ScenarioNode;
import dev.arbor.processor.scenario.Scenario.Step;
import dev.arbor.processor.scenario.Scenario.StepKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Generates random scenarios from a seed: trees of up to about 30 nodes using every composite,
 * every abort type and every parallel policy and count, nested, with inverts over some of their children
 * (conditions under aborts included, and now and then an invert over an invert); scripts of about 40 ticks whose answers
 * change at random, with occasional resets, throwing leaves and throwing end hooks. Odd seeds
 * give trees without hooks ({@code hooks none}), whose generated code differs. The same
 * seed always gives the same scenario. {@link #generateLarge} makes trees of 150 to 300 nodes,
 * half of them without parallels, so that the generated {@code run()} is split into parts and
 * ticks jump from part to part. {@link #generateLibrary} draws trees with the node library
 * (§5.4), a seed, a clock advanced between ticks, raised events, and pauses, and now and then
 * makes a start, end or pause hook throw.
 */
public final class RandomScenarios {
    private static final String[] ABORTS = {"none", "none", "self", "lower_priority", "both"};
    private static final String[] POLICIES = {"one", "all"};
    /** The library's decorators, composites and leaves, as scenario kinds (§5.4). */
    private static final List<String> LIBRARY_DECORATORS = List.of("invert", "always_succeed",
            "always_fail", "fail_if_running", "running_if_fail", "repeat", "until_success",
            "until_failure", "cooldown", "time_limit", "while", "run_once");
    private static final List<String> LIBRARY_COMPOSITES = List.of("if", "loop",
            "random_selector", "random_sequence", "weighted_selector", "switch",
            "random_choice", "try_catch");
    private static final List<String> LIBRARY_LEAVES = List.of("wait", "event");
    /** Durations (ms) for Wait, TimeLimit and Cooldown, and for advancing the clock. */
    private static final int[] MILLIS = {0, 10, 30, 100};
    private static final int[] ADVANCES = {0, 5, 10, 20, 50, 100};
    /** Re-evaluation periods, in milliseconds: near and above the clock's steps. */
    private static final int[] PERIODS = {10, 30, 100};
    /** The hooks a library tree's script makes throw: end, start, pause (one draw in 400). */
    private static final String[] HOOKS = {"E:", "S:", "P:"};

    private final Random random;
    /**
     * The parallels' counts ({@code success_count}, {@code failure_count}), drawn from a
     * generator of their own so that the main stream, and so every seed's tree, is what it was
     * before counts were drawn.
     */
    private final Random counts;
    /**
     * The options of conditional aborts ({@code abort_on}, {@code reevaluate_every}), drawn from
     * a generator of their own so that the main stream, and so every seed's tree, is what it was
     * before they were drawn.
     */
    private final Random abortOptions;
    private final boolean large;
    private final boolean parallels;
    private int names;
    private int budget;
    /** Library trees: the library kinds this tree may use; null for the other generators. */
    private List<String> palette;
    /** Library trees: the conditions named by While and If, and the weight methods. */
    private final List<String> namedConditions = new ArrayList<>();
    private final List<String> weightMethods = new ArrayList<>();
    /** Library trees: the methods Switches ask, with whether each answers an enum. */
    private final java.util.Map<String, Boolean> switchMethods = new java.util.LinkedHashMap<>();
    /** The values a Switch's cases and answers are drawn from (an answer may match none). */
    private static final String[] ALERTS = {"CALM", "WARY", "ALERT", "PANIC"};

    private RandomScenarios(long seed, boolean large) {
        this.random = new Random(seed);
        this.counts = new Random(~seed);
        this.abortOptions = new Random(seed ^ 0x5DEECE66DL);
        this.large = large;
        this.parallels = !large || random.nextBoolean();
    }

    public static Scenario generate(long seed) {
        return new RandomScenarios(seed, false).scenario(seed);
    }

    public static Scenario generateLarge(long seed) {
        return new RandomScenarios(seed, true).scenario(seed);
    }

    /**
     * A tree of about 8 to 30 nodes over core kinds and a palette of library kinds: a third of
     * the trees may use every library kind, the others one to four of them, so that the trees
     * whose kinds are all built grow in number as the processor learns kinds one by one. The
     * script advances the clock between ticks, raises the tree's events, changes the answers of
     * the While and If conditions and of the weight methods, and in a third of the trees pauses
     * and resumes. Same seed, same scenario.
     */
    public static Scenario generateLibrary(long seed) {
        return new RandomScenarios(seed, false).libraryScenario(seed);
    }

    private Scenario scenario(long seed) {
        Scenario scenario = new Scenario();
        scenario.name = (large ? "fuzz-large-" : "fuzz-") + seed;
        scenario.hooks = (seed & 1) == 0; // from the seed, not the stream: each seed keeps its tree
        budget = large ? 150 + random.nextInt(151) : 8 + random.nextInt(23);
        scenario.root = maybeInverted(!large && random.nextInt(30) == 0 ? leaf(false)
                : composite(0));
        List<ScenarioNode> leaves = scenario.nodes().stream().filter(ScenarioNode::isLeaf).toList();
        for (ScenarioNode leaf : leaves) {
            scenario.init.put(leaf.name, answer(leaf));
        }
        int ticks = 30 + random.nextInt(20);
        for (int t = 1; t <= ticks; t++) {
            if (random.nextInt(20) == 0) {
                scenario.steps.add(new Step(true, 0));
            }
            Step tick = new Step(false, t);
            for (ScenarioNode leaf : leaves) {
                if (random.nextInt(4) == 0) {
                    tick.changes.put(leaf.name, answer(leaf));
                }
                if (leaf.kind.equals("action") && random.nextInt(400) == 0) {
                    String hook = random.nextBoolean() ? "throw" : "no"; // drawn either way,
                    if (scenario.hooks) { // so that the rest of the stream does not shift
                        tick.changes.put("E:" + leaf.name, hook);
                    }
                }
            }
            scenario.steps.add(tick);
        }
        recheckFromTheirOwnStream(seed, scenario);
        return scenario;
    }

    /**
     * §5.3: half the parallels that name a {@code @Condition} directly re-ask their conditions
     * ({@code recheck_conditions=true}), drawn from a stream of their own (from the tree's seed
     * plus 17), so that every seed's tree and script are otherwise what they were.
     */
    private static void recheckFromTheirOwnStream(long seed, Scenario scenario) {
        // scrambled as its siblings' are: java.util.Random's first draws from nearby seeds
        // are nearly alike, so a plain seed + 17 would flag almost none or almost all
        Random own = new Random((seed + 17) * 0x2545F4914F6CDD1DL);
        for (ScenarioNode node : scenario.nodes()) {
            if (node.kind.equals("parallel")
                    && node.children.stream().anyMatch(c -> c.kind.equals("condition"))
                    && own.nextBoolean()) {
                node.attributes.put("recheck_conditions", "true");
            }
        }
    }

    /**
     * §5.7: about one node in twelve of a library tree (not its root, nor a TryCatch's clean-up,
     * which must stay a leaf) under a {@code permit} or a {@code shared_cooldown}, drawn from a
     * stream of their own so that every seed's tree is otherwise what it was. They share one of
     * two objects each ({@code slotA}: 1 permit, {@code slotB}: 2; {@code groupA}: 30 ms,
     * {@code groupB}: 100 ms), so that nodes of one tree compete for one.
     */
    private static void sharedFromTheirOwnStream(long seed, Scenario scenario) {
        Random own = new Random(seed * 0x2545F4914F6CDD1DL + 13);
        int made = 0;
        for (ScenarioNode parent : scenario.nodes()) {
            for (int i = 0; i < parent.children.size(); i++) {
                boolean cleanUp = parent.kind.equals("try_catch")
                        && i == parent.children.size() - 1;
                if (cleanUp || own.nextInt(12) != 0) {
                    continue;
                }
                int which = own.nextInt(2);
                ScenarioNode shared;
                if (own.nextBoolean()) {
                    shared = new ScenarioNode("permit", "pm" + made++);
                    shared.attributes.put("shared", which == 0 ? "slotA" : "slotB");
                    shared.attributes.put("permits", Integer.toString(1 + which));
                } else {
                    shared = new ScenarioNode("shared_cooldown", "sc" + made++);
                    shared.attributes.put("shared", which == 0 ? "groupA" : "groupB");
                    shared.attributes.put("millis", which == 0 ? "30" : "100");
                }
                shared.children.add(parent.children.get(i));
                parent.children.set(i, shared);
            }
        }
    }

    /**
     * Library trees, drawn from a stream of their own, so that the trees and scripts each seed
     * drew before these were added stay as they were: about one condition or action in four
     * takes the tick's time ({@code now=true}, docs/semantics.md §8.1), and one Wait in three asks
     * its duration from a method ({@code millis_from}, §5.4) whose answer the script changes now
     * and then.
     */
    private static void fromTheirOwnStream(long seed, Scenario scenario) {
        Random own = new Random(seed * 0x9E3779B97F4A7C15L + 1);
        List<String> durations = new ArrayList<>();
        for (ScenarioNode node : scenario.nodes()) {
            if ((node.kind.equals("condition") || node.kind.equals("action"))
                    && own.nextInt(4) == 0) {
                node.attributes.put("now", "true");
            }
            if (node.kind.equals("wait") && own.nextInt(3) == 0) {
                String method = "d" + node.name;
                node.attributes.remove("millis");
                node.attributes.put("millis_from", method);
                scenario.init.put(method, Integer.toString(MILLIS[own.nextInt(MILLIS.length)]));
                durations.add(method);
            }
        }
        for (Step step : scenario.steps) {
            for (String method : step.kind == StepKind.TICK ? durations : List.<String>of()) {
                if (own.nextInt(4) == 0) {
                    step.changes.put(method, Integer.toString(MILLIS[own.nextInt(MILLIS.length)]));
                }
            }
        }
    }

    private ScenarioNode composite(int depth) {
        int pick = random.nextInt(parallels ? 10 : 8);
        String kind = pick < 4 ? "sequence" : pick < 8 ? "selector" : "parallel";
        ScenarioNode node = new ScenarioNode(kind, kind.substring(0, 3) + names++);
        budget--;
        if (kind.equals("parallel")) {
            node.attributes.put("success", POLICIES[random.nextInt(2)]);
            node.attributes.put("failure", POLICIES[random.nextInt(2)]);
        } else {
            String abort = ABORTS[random.nextInt(ABORTS.length)];
            if (!abort.equals("none")) {
                node.attributes.put("abort", abort);
                abortOn(node);
            }
        }
        int children = large ? 2 + random.nextInt(5) : 1 + random.nextInt(4);
        for (int i = 0; i < children && (i == 0 || budget > 0); i++) {
            if (i == 0 && !kind.equals("parallel") && random.nextBoolean()) {
                node.children.add(maybeInverted(leaf(true))); // a guard: what aborts are made for
                continue;
            }
            boolean deeper = large ? depth < 8 && budget > 2 && random.nextInt(5) < 3
                    : depth < 5 && budget > 2 && random.nextInt(5) < 2;
            node.children.add(maybeInverted(deeper ? composite(depth + 1)
                    : leaf(random.nextInt(9) < 4)));
        }
        if (kind.equals("parallel")) {
            maybeCounted(node);
        }
        return node;
    }

    /**
     * §5.3: a parallel's sides, each one time in three a count (from 1 to its number of
     * children) in place of the policy drawn for it.
     */
    private void maybeCounted(ScenarioNode parallel) {
        int branches = parallel.children.size();
        for (String side : List.of("success", "failure")) {
            if (counts.nextInt(3) == 0) {
                parallel.attributes.remove(side);
                parallel.attributes.put(side + "_count",
                        Integer.toString(1 + counts.nextInt(branches)));
            }
        }
    }

    /** {@code node}, or, one time in six, an invert over it (and over that, one in six). */
    private ScenarioNode maybeInverted(ScenarioNode node) {
        ScenarioNode result = node;
        while (random.nextInt(6) == 0) {
            ScenarioNode invert = new ScenarioNode("invert", "inv" + names++);
            invert.children.add(result);
            result = invert;
        }
        return result;
    }

    private ScenarioNode leaf(boolean condition) {
        budget--;
        return new ScenarioNode(condition ? "condition" : "action",
                (condition ? "c" : "a") + names++);
    }

    /** A leaf's answer; in a large tree, actions seldom run on, so that ticks walk far. */
    private String answer(ScenarioNode leaf) {
        if (random.nextInt(large ? 4000 : 400) == 0) {
            return "throw";
        }
        if (leaf.kind.equals("condition")) {
            return random.nextBoolean() ? "true" : "false";
        }
        int pick = random.nextInt(large ? 40 : 10);
        return pick < 4 ? "running" : pick < (large ? 22 : 7) ? "success" : "failure";
    }

    // ---- library trees

    private Scenario libraryScenario(long seed) {
        Scenario scenario = new Scenario();
        scenario.name = "fuzz-library-" + seed;
        scenario.hooks = (seed & 1) == 0;
        scenario.seed = random.nextLong();
        palette = palette();
        budget = 8 + random.nextInt(33);
        scenario.root = maybeDecorated(random.nextInt(30) == 0 ? libraryLeaf()
                : libraryComposite(0));
        List<ScenarioNode> leaves =
                scenario.nodes().stream().filter(ScenarioNode::isLeaf).toList();
        List<String> events = scenario.nodes().stream().filter(n -> n.kind.equals("event"))
                .map(n -> n.name).toList();
        for (ScenarioNode leaf : leaves) {
            scenario.init.put(leaf.name, answer(leaf));
        }
        namedConditions.forEach(name -> scenario.init.put(name, conditionAnswer()));
        weightMethods.forEach(name -> scenario.init.put(name, weightAnswer()));
        switchMethods.forEach((name, alert) -> scenario.init.put(name, switchAnswer(alert)));
        boolean pauses = random.nextInt(3) == 0;
        boolean paused = false;
        int ticks = 30 + random.nextInt(20);
        for (int t = 1; t <= ticks; t++) {
            if (random.nextInt(20) == 0) {
                scenario.steps.add(new Step(true, 0));
            }
            if (random.nextBoolean()) {
                scenario.steps.add(Step.advance(ADVANCES[random.nextInt(ADVANCES.length)]));
            }
            if (!events.isEmpty() && random.nextInt(3) == 0) {
                scenario.steps.add(Step.raise(events.get(random.nextInt(events.size()))));
            }
            if (pauses && random.nextInt(paused ? 3 : 10) == 0) {
                paused = !paused;
                scenario.steps.add(paused ? Step.pause() : Step.resume());
                if (random.nextInt(5) == 0) { // pausing a paused tree changes nothing (§8.4)
                    scenario.steps.add(paused ? Step.pause() : Step.resume());
                }
            }
            Step tick = new Step(false, t);
            for (ScenarioNode leaf : leaves) {
                if (random.nextInt(4) == 0) {
                    tick.changes.put(leaf.name, answer(leaf));
                }
                if (leaf.kind.equals("action") && scenario.hooks && random.nextInt(400) == 0) {
                    throwingHook(tick, leaf);
                }
            }
            for (String name : namedConditions) {
                if (random.nextInt(4) == 0) {
                    tick.changes.put(name, conditionAnswer());
                }
            }
            for (String name : weightMethods) {
                if (random.nextInt(4) == 0) {
                    tick.changes.put(name, weightAnswer());
                }
            }
            for (var method : switchMethods.entrySet()) {
                if (random.nextInt(4) == 0) {
                    tick.changes.put(method.getKey(), switchAnswer(method.getValue()));
                }
            }
            scenario.steps.add(tick);
        }
        fromTheirOwnStream(seed, scenario);
        utilitySelectors(seed, scenario);
        watchSomeCooldowns(seed, scenario.root);
        servicesFromTheirOwnStream(seed, scenario);
        sharedFromTheirOwnStream(seed, scenario);
        asyncFromTheirOwnStream(seed, scenario);
        recheckFromTheirOwnStream(seed, scenario);
        return scenario;
    }

    /**
     * §5.8: about one action in five of a library tree is async, drawn from a stream of its own
     * so that every seed's tree and script are otherwise what they were: its stage completes with
     * a Status (half of them), a Boolean or nothing ({@code void}: its script's failures become
     * successes, since such a stage cannot fail). The script's answers, which change at random
     * ticks, then say when each stage completes: at the first tick whose answer is not
     * {@code running} after the action started (a {@code throw}: the work failed).
     */
    private static void asyncFromTheirOwnStream(long seed, Scenario scenario) {
        Random own = new Random(seed * 0x2545F4914F6CDD1DL + 19);
        for (ScenarioNode node : scenario.nodes()) {
            if (!node.kind.equals("action") || own.nextInt(5) != 0) {
                continue;
            }
            int pick = own.nextInt(4);
            String kind = pick < 2 ? "status" : pick == 2 ? "boolean" : "void";
            node.attributes.put("async", kind);
            if (kind.equals("void")) {
                scenario.init.replace(node.name, "failure", "success");
                for (Step step : scenario.steps) {
                    step.changes.replace(node.name, "failure", "success");
                }
            }
        }
    }

    /** A UtilitySelector's periods (ms) and margins, drawn for it (§5.4). */
    private static final int[] EVERY = {0, 0, 10, 30};
    private static final String[] MARGINS = {"0", "0", "1", "2.5"};

    /**
     * Utility selectors, drawn from a stream of their own, so that the main stream, and so the
     * trees and scripts of the seeds without a weighted selector, stay as they were: one weighted
     * selector in two becomes a utility selector (§5.4), its weight methods its score methods
     * (whose answers, 0 to 4, the script changes now and then, so that it switches), with a
     * period and a margin drawn; one score change in ten answers NaN.
     */
    private static void utilitySelectors(long seed, Scenario scenario) {
        Random own = new Random(seed * 0xC2B2AE3D27D4EB4FL + 7);
        List<String> scores = new ArrayList<>();
        for (ScenarioNode node : scenario.nodes()) {
            if (node.kind.equals("weighted_selector") && own.nextBoolean()) {
                node.kind = "utility_selector";
                String methods = node.attributes.remove("weights");
                node.attributes.put("scores", methods);
                scores.addAll(List.of(methods.split(",")));
                int every = EVERY[own.nextInt(EVERY.length)];
                if (every > 0) {
                    node.attributes.put("every", Integer.toString(every));
                }
                String margin = MARGINS[own.nextInt(MARGINS.length)];
                if (!margin.equals("0")) {
                    node.attributes.put("margin", margin);
                }
            }
        }
        for (Step step : scenario.steps) {
            for (String method : step.kind == StepKind.TICK ? scores : List.<String>of()) {
                if (step.changes.containsKey(method) && !step.changes.get(method).equals("throw")
                        && own.nextInt(10) == 0) {
                    step.changes.put(method, "nan");
                }
            }
        }
    }

    /**
     * Half the Cooldowns whose nearest composite could watch them (a sequence or selector with
     * an abortType and no period) get {@code watched=true} (§5.4, §6), drawn from a generator
     * of their own so that every seed's tree and script are what they were before.
     */
    private static void watchSomeCooldowns(long seed, ScenarioNode root) {
        Random own = new Random(seed * 0x2545F4914F6CDD1DL + 7);
        java.util.Map<ScenarioNode, ScenarioNode> parents = new java.util.IdentityHashMap<>();
        List<ScenarioNode> all = new ArrayList<>();
        java.util.ArrayDeque<ScenarioNode> pending = new java.util.ArrayDeque<>(List.of(root));
        while (!pending.isEmpty()) {
            ScenarioNode node = pending.pop();
            all.add(node);
            for (ScenarioNode child : node.children) {
                parents.put(child, node);
                pending.push(child);
            }
        }
        for (ScenarioNode node : all) {
            if (!node.kind.equals("cooldown")) {
                continue;
            }
            ScenarioNode above = parents.get(node);
            while (above != null && LIBRARY_DECORATORS.contains(above.kind)
                    && !above.kind.equals("run_once")) {
                above = parents.get(above); // transparent to aborts (§2)
            }
            boolean watchable = above != null
                    && (above.kind.equals("sequence") || above.kind.equals("selector"))
                    && !above.attributes.getOrDefault("abort", "none").equals("none")
                    && !above.attributes.containsKey("reevaluate_every");
            if (own.nextBoolean() && watchable) {
                node.attributes.put("watched", "true");
            }
        }
    }

    /** The periods of the services drawn (§5.6); 0 runs one in every tick. */
    private static final int[] SERVICE_PERIODS = {0, 10, 30, 100};

    /**
     * Services (docs/semantics.md §5.6), drawn from a stream of their own, so that the trees and
     * scripts each seed drew before stay as they were. A tree with a service runs the event loop,
     * so only one tree in three gets any, and the others keep the blocks they would have. In that
     * one, a node with children in five is served by one or two of the tree's up to three service
     * methods (each with a period, one in four taking the tick's time), in the order the class
     * declares them; now and then the script makes one throw for a tick.
     */
    private static void servicesFromTheirOwnStream(long seed, Scenario scenario) {
        Random own = new Random(seed * 0x2545F4914F6CDD1DL + 11);
        if (own.nextInt(3) != 0) {
            return; // two trees in three keep no service, and so the code shape they had (§5.6)
        }
        int methods = 1 + own.nextInt(3);
        String[] specs = new String[methods];
        for (int i = 0; i < methods; i++) {
            specs[i] = "sv" + i + ":" + SERVICE_PERIODS[own.nextInt(SERVICE_PERIODS.length)]
                    + (own.nextInt(4) == 0 ? ":now" : "");
        }
        boolean any = false;
        for (ScenarioNode node : scenario.nodes()) {
            if (node.children.isEmpty() || own.nextInt(5) != 0) {
                continue;
            }
            int first = own.nextInt(methods);
            int second = own.nextInt(methods);
            node.attributes.put("services", first == second ? specs[first]
                    : specs[Math.min(first, second)] + "," + specs[Math.max(first, second)]);
            any = true;
        }
        if (!any) {
            return;
        }
        for (Step step : scenario.steps) {
            if (step.kind == StepKind.TICK && own.nextInt(150) == 0) {
                step.changes.put("sv" + own.nextInt(methods), own.nextBoolean() ? "throw" : "no");
            }
        }
    }

    /**
     * A hook of {@code action} that throws from this tick on: its end hook for good, or its
     * start or pause hook (§7, §8.4), which a later draw may also stop.
     */
    private void throwingHook(Step tick, ScenarioNode action) {
        String hook = HOOKS[random.nextInt(HOOKS.length)];
        tick.changes.put(hook + action.name,
                hook.equals("E:") || random.nextBoolean() ? "throw" : "no");
    }

    /** Every library kind (one tree in three), or one to four of them. */
    private List<String> palette() {
        List<String> all = new ArrayList<>(LIBRARY_DECORATORS);
        all.addAll(LIBRARY_COMPOSITES);
        all.addAll(LIBRARY_LEAVES);
        if (random.nextInt(3) == 0) {
            return all;
        }
        java.util.Collections.shuffle(all, random);
        return all.subList(0, 1 + random.nextInt(4));
    }

    private List<String> inPalette(List<String> kinds) {
        return kinds.stream().filter(palette::contains).toList();
    }

    private ScenarioNode libraryComposite(int depth) {
        List<String> library = inPalette(LIBRARY_COMPOSITES);
        String kind;
        if (!library.isEmpty() && random.nextInt(3) == 0) {
            kind = library.get(random.nextInt(library.size()));
        } else {
            int pick = random.nextInt(10);
            kind = pick < 4 ? "sequence" : pick < 8 ? "selector" : "parallel";
        }
        ScenarioNode node = new ScenarioNode(kind,
                kind.substring(0, Math.min(3, kind.length())) + names++);
        budget--;
        switch (kind) {
            case "parallel":
                node.attributes.put("success", POLICIES[random.nextInt(2)]);
                node.attributes.put("failure", POLICIES[random.nextInt(2)]);
                break;
            case "sequence":
            case "selector":
                String abort = ABORTS[random.nextInt(ABORTS.length)];
                if (!abort.equals("none")) {
                    node.attributes.put("abort", abort);
                    abortOn(node);
                    if (abortOptions.nextInt(4) == 0) { // §6.4: asked only after a period
                        node.attributes.put("reevaluate_every",
                                String.valueOf(PERIODS[abortOptions.nextInt(PERIODS.length)]));
                    }
                }
                break;
            case "if":
                node.attributes.put("condition", namedCondition());
                break;
            case "loop":
                optionalNumber(node, "times", 4);
                break;
            case "try_catch": // by default the clean-up must be an action (§5.4)
                if (random.nextInt(3) == 0) {
                    node.attributes.put("cleanup_on_interrupt", "false");
                }
                break;
            default:
                break;
        }
        int children = kind.equals("if") ? 1 + random.nextInt(2) : 1 + random.nextInt(4);
        for (int i = 0; i < children && (i == 0 || budget > 0); i++) {
            if (i == 0 && (kind.equals("sequence") || kind.equals("selector"))
                    && random.nextBoolean()) {
                node.children.add(maybeDecorated(libraryCondition())); // what aborts watch
                continue;
            }
            boolean deeper = depth < 6 && budget > 2 && random.nextInt(5) < 2;
            ScenarioNode child = maybeDecorated(deeper ? libraryComposite(depth + 1)
                    : libraryLeaf());
            node.children.add(kind.equals("parallel") ? guardedBranch(child)
                    : aroundWatched(child));
        }
        if (kind.equals("parallel")) {
            maybeCounted(node);
        }
        if (kind.equals("try_catch")) { // the clean-up, after the block
            boolean any = node.attributes.containsKey("cleanup_on_interrupt");
            boolean deeper = any && depth < 6 && budget > 2 && random.nextInt(5) < 2;
            node.children.add(!any ? leaf(false)
                    : maybeDecorated(deeper ? libraryComposite(depth + 1) : libraryLeaf()));
        }
        if (kind.startsWith("random_") && random.nextInt(3) > 0) {
            List<String> weights = new ArrayList<>();
            node.children.forEach(c -> weights.add(Integer.toString(random.nextInt(4))));
            node.attributes.put("weights", String.join(",", weights));
        }
        if (kind.equals("random_choice") && node.attributes.containsKey("weights")
                && !node.attributes.get("weights").matches(".*[1-9].*")) {
            // a RandomChoice needs a child of positive weight: one of them weighs 1
            String[] weights = node.attributes.get("weights").split(",");
            weights[random.nextInt(weights.length)] = "1";
            node.attributes.put("weights", String.join(",", weights));
        }
        if (kind.equals("switch")) {
            switchCases(node);
        }
        if (kind.equals("weighted_selector")) {
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
     * A Switch's method (a new one, answering an int or, one time in two, an Alert) and its
     * cases, distinct, one per child but the last when that is its otherwise child (one time in
     * two, with two children or more).
     */
    private void switchCases(ScenarioNode node) {
        String on = "sw" + names++;
        boolean alert = random.nextBoolean();
        switchMethods.put(on, alert);
        node.attributes.put("on", on);
        int cases = node.children.size()
                - (node.children.size() > 1 && random.nextBoolean() ? 1 : 0);
        List<String> values = new ArrayList<>();
        for (int i = 0; i < ALERTS.length; i++) {
            values.add(alert ? ALERTS[i] : Integer.toString(i));
        }
        java.util.Collections.shuffle(values, random);
        node.attributes.put("cases", String.join(",", values.subList(0, cases)));
    }

    /** What a Switch's method answers: a case, a value no case has, or (seldom) a throw. */
    private String switchAnswer(boolean alert) {
        if (random.nextInt(400) == 0) {
            return "throw";
        }
        int pick = random.nextInt(ALERTS.length + 1);
        return pick < ALERTS.length ? (alert ? ALERTS[pick] : Integer.toString(pick))
                : alert ? "null" : "7";
    }

    /** A condition, or an event when the palette has events (one time in three). */
    private ScenarioNode libraryCondition() {
        if (palette.contains("event") && random.nextInt(3) == 0) {
            budget--;
            return new ScenarioNode("event", "ev" + names++);
        }
        return leaf(true);
    }

    private ScenarioNode libraryLeaf() {
        List<String> library = inPalette(LIBRARY_LEAVES);
        if (!library.isEmpty() && random.nextInt(4) == 0) {
            String kind = library.get(random.nextInt(library.size()));
            budget--;
            ScenarioNode node = new ScenarioNode(kind, (kind.equals("wait") ? "wai" : "ev")
                    + names++);
            if (kind.equals("wait")) {
                node.attributes.put("millis", Integer.toString(MILLIS[random.nextInt(4)]));
            }
            return node;
        }
        return random.nextInt(9) < 4 ? libraryCondition() : leaf(false);
    }

    /** {@code node}, or, one time in four, under a decorator of the palette (and so on). */
    private ScenarioNode maybeDecorated(ScenarioNode node) {
        List<String> decorators = inPalette(LIBRARY_DECORATORS);
        ScenarioNode result = node;
        while (!decorators.isEmpty() && random.nextInt(4) == 0) {
            result = decorator(decorators.get(random.nextInt(decorators.size())), result);
        }
        return result;
    }

    /** A decorator of {@code kind} over {@code child}, its attributes drawn. */
    private ScenarioNode decorator(String kind, ScenarioNode child) {
        ScenarioNode decorator = new ScenarioNode(kind, "dec" + names++);
        budget--;
        switch (kind) {
            case "repeat":
                optionalNumber(decorator, "times", 4);
                if (random.nextBoolean()) {
                    decorator.attributes.put("end_on_failure",
                            Boolean.toString(random.nextBoolean()));
                }
                break;
            case "until_success":
            case "until_failure":
                optionalNumber(decorator, "max_tries", 4);
                break;
            case "cooldown":
            case "time_limit":
                decorator.attributes.put("millis",
                        Integer.toString(MILLIS[random.nextInt(MILLIS.length)]));
                break;
            case "while":
                decorator.attributes.put("condition", namedCondition());
                break;
            case "run_once":
                if (random.nextBoolean()) {
                    decorator.attributes.put("keep_on_reset",
                            Boolean.toString(random.nextBoolean()));
                }
                break;
            default:
                break;
        }
        decorator.children.add(child);
        return decorator;
    }

    /**
     * A parallel's child, one time in three under a guard: a guard that is a parallel's direct
     * child and fires in step 2 decides the parallel before its branches are served (§5.3).
     */
    private ScenarioNode guardedBranch(ScenarioNode child) {
        return random.nextInt(3) == 0 ? guard(child) : child;
    }

    /** One watching composite in three fires only on the changes that matter (§6.4). */
    private void abortOn(ScenarioNode node) {
        if (abortOptions.nextInt(3) == 0) {
            node.attributes.put("abort_on", "relevant_change");
        }
    }

    /**
     * A child that is a composite with lower-priority aborts, one time in three under a decorator
     * that yields between runs of its child (§6.4: the entry spares it), and one time in four
     * under a guard, whose firing in step 2 makes the composite's dormant entries watch (§5.5).
     */
    private ScenarioNode aroundWatched(ScenarioNode child) {
        String abort = child.attributes.getOrDefault("abort", "none");
        if (!abort.equals("lower_priority") && !abort.equals("both")) {
            return child;
        }
        ScenarioNode result = child;
        if (random.nextInt(3) == 0) {
            String[] yielding = {"repeat", "until_success", "until_failure", "running_if_fail"};
            result = decorator(yielding[random.nextInt(yielding.length)], result);
        }
        if (random.nextInt(4) == 0) {
            result = guard(result);
        }
        return result;
    }

    private ScenarioNode guard(ScenarioNode child) {
        return decorator(random.nextBoolean() ? "time_limit" : "while", child);
    }

    /** {@code key} = 1 to {@code below - 1}, or omitted (the default, 0) one time in four. */
    private void optionalNumber(ScenarioNode node, String key, int below) {
        int value = random.nextInt(below);
        if (value > 0) {
            node.attributes.put(key, Integer.toString(value));
        }
    }

    /** A new condition method named by a While or an If (not a node). */
    private String namedCondition() {
        String name = "k" + names++;
        namedConditions.add(name);
        return name;
    }

    private String conditionAnswer() {
        return random.nextInt(400) == 0 ? "throw" : random.nextBoolean() ? "true" : "false";
    }

    private String weightAnswer() {
        return random.nextInt(400) == 0 ? "throw" : Integer.toString(random.nextInt(5));
    }

    /** Every step, ticks renumbered after steps are removed. */
    static List<Step> renumber(List<Step> steps) {
        List<Step> out = new ArrayList<>();
        int tick = 0;
        for (Step step : steps) {
            out.add(step.renumbered(step.kind == Scenario.StepKind.TICK ? ++tick : 0));
        }
        return out;
    }
}
