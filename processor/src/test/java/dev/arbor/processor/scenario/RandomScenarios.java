package dev.arbor.processor.scenario;

import dev.arbor.processor.scenario.Scenario.ScenarioNode;
import dev.arbor.processor.scenario.Scenario.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Generates random scenarios from a seed: trees of up to about 30 nodes using every composite,
 * every abort type and every parallel policy, nested, with inverts over some of their children
 * (conditions under aborts included, and now and then an invert over an invert); scripts of about 40 ticks whose answers
 * change at random, with occasional resets, throwing leaves and throwing end hooks. Odd seeds
 * give trees without hooks ({@code hooks none}), whose generated code differs. The same
 * seed always gives the same scenario. {@link #generateLarge} makes trees of 150 to 300 nodes,
 * half of them without parallels, so that the generated {@code run()} is split into parts and
 * ticks jump from part to part.
 */
public final class RandomScenarios {
    private static final String[] ABORTS = {"none", "none", "self", "lower_priority", "both"};
    private static final String[] POLICIES = {"one", "all"};

    private final Random random;
    private final boolean large;
    private final boolean parallels;
    private int names;
    private int budget;

    private RandomScenarios(long seed, boolean large) {
        this.random = new Random(seed);
        this.large = large;
        this.parallels = !large || random.nextBoolean();
    }

    public static Scenario generate(long seed) {
        return new RandomScenarios(seed, false).scenario(seed);
    }

    public static Scenario generateLarge(long seed) {
        return new RandomScenarios(seed, true).scenario(seed);
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
        return scenario;
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
        return node;
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

    /** Every tick number and reset, renumbered after steps are removed. */
    static List<Step> renumber(List<Step> steps) {
        List<Step> out = new ArrayList<>();
        int tick = 0;
        for (Step step : steps) {
            Step copy = new Step(step.reset, step.reset ? 0 : ++tick);
            copy.changes.putAll(step.changes);
            out.add(copy);
        }
        return out;
    }
}
