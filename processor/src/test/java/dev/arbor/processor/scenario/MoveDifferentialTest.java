// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.processor.scenario.Scenario.ScenarioNode;
import dev.arbor.processor.scenario.Scenario.Step;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.TreeMigration;
import dev.arbor.runtime.TreeShape;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * §9.1 on random pairs: a tree drawn by {@link RandomScenarios}, a random edit of it (a leaf
 * added, a branch removed, two children swapped, a Sequence made a Selector or back, an abort
 * type changed; in one pair in four also a Wait added to one version, which puts that class's
 * state in an array), run on the first for a random number of steps, moved, and run on the
 * second with the rest of the script (the same leaf answers). The reference interpreter moves on
 * its object graph ({@code moveTo}), the generated classes through {@link TreeMigration}: their
 * traces, the hooks the move calls and the plans' summaries must agree. Core trees (mostly in
 * fields) and trees of library kinds (in arrays) are drawn.
 */
class MoveDifferentialTest {
    private static final int BATCH = 30;
    /** Moves by a stored shape that gave the instance move's bytes: run not ended, ended. */
    private static final int[] SHAPED = new int[2];

    @Test
    void randomPairsAgree() {
        compare(Integer.getInteger("arbor.move.pairs", 40), 0, false);
    }

    /** Trees of library kinds (RandomScenarios.generateLibrary): array layouts mostly. */
    @Test
    void libraryPairsAgree() {
        compare(Integer.getInteger("arbor.move.libraryPairs", 40), 0, true);
    }

    @Tag("exhaustive")
    @Test
    void moreRandomPairsAgree() {
        long first = Long.getLong("arbor.move.firstSeed", 1_000_000L); // to run one pair again
        compare(Integer.getInteger("arbor.move.morePairs", 2000), first, false);
        compare(Integer.getInteger("arbor.move.morePairs", 2000), first, true);
    }

    private static void compare(int pairs, long firstSeed, boolean library) {
        int compared = 0;
        int carried = 0;
        int ended = 0;
        int mixed = 0;
        int inArrays = 0;
        for (long start = firstSeed; start < firstSeed + pairs; start += BATCH) {
            List<Scenario> batch = new ArrayList<>();
            List<Integer> moves = new ArrayList<>();
            for (long seed = start; seed < Math.min(start + BATCH, firstSeed + pairs); seed++) {
                Scenario before = library ? RandomScenarios.generateLibrary(seed)
                        : RandomScenarios.generate(seed);
                Random random = new Random(seed * 31 + 7);
                int move = 1 + random.nextInt(before.steps.size() - 1);
                // mostly where a run is under way, which is what a move may carry or end
                List<Trace> traces = ReferenceInterpreter.expected(before);
                List<Integer> running = new ArrayList<>();
                for (int i = 1; i < traces.size(); i++) {
                    if ("running".equals(traces.get(i - 1).status())) {
                        running.add(i);
                    }
                }
                if (!running.isEmpty() && random.nextInt(4) != 0) {
                    move = running.get(random.nextInt(running.size()));
                }
                // one pair in four also changes the layout, fields to array or back: a Wait
                // added to one version (its own draws: the pairs above stay as they were)
                Random layouts = new Random(new SplittableRandom(seed + 13).nextLong());
                int layoutEdit = layouts.nextInt(8);
                if (layoutEdit == 1) {
                    addWait(before, layouts);
                }
                Scenario after = edited(before, move, random);
                if (layoutEdit == 0) {
                    addWait(after, layouts);
                } else if (layoutEdit == 1) {
                    removeWait(after.root);
                }
                batch.add(before);
                batch.add(after);
                moves.add(move);
            }
            GeneratedTreeRunner runner = new GeneratedTreeRunner(batch, (library ? "Lib" : "Pair")
                    + start + "x");
            for (int p = 0; p < moves.size(); p++) {
                Scenario before = batch.get(2 * p);
                Scenario after = batch.get(2 * p + 1);
                int move = moves.get(p);
                java.util.function.Supplier<String> where = () -> before.name
                        + (library ? " (library)" : "") + ", its tree\n"
                        + ScenarioFormat.write(before, List.of(), before.steps.stream()
                                .map(step -> new Trace(List.of(), null)).toList())
                        + "\nmoved before step " + (move + 1) + " to\n"
                        + ScenarioFormat.write(after, List.of(), after.steps.stream()
                                .map(step -> new Trace(List.of(), null)).toList());
                List<String> generated = generated(runner, p, before, after, moves.get(p));
                List<String> expected = interpreted(before, after, moves.get(p));
                assertEquals(String.join("\n", expected), String.join("\n", generated), where);
                compared++;
                boolean fieldsBefore = runner.newInstance(2 * p, before.seed, 0).tree()
                        .moveLayout().fields();
                boolean fieldsAfter = runner.newInstance(2 * p + 1, after.seed, 0).tree()
                        .moveLayout().fields();
                inArrays += fieldsBefore || fieldsAfter ? 0 : 1;
                mixed += fieldsBefore == fieldsAfter ? 0 : 1;
                carried += generated.stream().anyMatch(s -> s.contains("the run carries"))
                        ? 1 : 0;
                ended += generated.stream().anyMatch(s -> s.contains("the run ends")) ? 1 : 0;
            }
        }
        System.out.println("MoveDifferentialTest: " + pairs + (library ? " library" : "")
                + " random pairs compared (" + inArrays + " both in an array layout, " + mixed
                + " one in fields and one in an array; " + carried
                + " carried a running run, " + ended + " ended it); by the stored shape, the"
                + " same bytes on " + (SHAPED[0] + SHAPED[1]) + " (" + SHAPED[1]
                + " of them ending a run)");
        SHAPED[0] = 0;
        SHAPED[1] = 0;
        assertTrue(compared > 0, "no pair compared");
    }

    /** {@code before}'s tree, edited once; its script: {@code before}'s from step {@code move}. */
    private static Scenario edited(Scenario before, int move, Random random) {
        Scenario after = new Scenario();
        after.name = before.name + "-edited";
        after.hooks = before.hooks;
        after.seed = before.seed;
        after.root = before.root.copy();
        List<ScenarioNode> composites = new ArrayList<>();
        collect(after.root, composites);
        if (!composites.isEmpty()) {
            ScenarioNode c = composites.get(random.nextInt(composites.size()));
            switch (random.nextInt(5)) {
                case 0 -> { // a leaf added
                    ScenarioNode leaf = new ScenarioNode(random.nextBoolean() ? "action"
                            : "condition", "added");
                    c.children.add(random.nextInt(c.children.size() + 1), leaf);
                    after.init.put("added", leaf.kind.equals("action")
                            ? List.of("success", "failure", "running").get(random.nextInt(3))
                            : Boolean.toString(random.nextBoolean()));
                }
                case 1 -> { // a branch removed
                    int gone = c.children.size() > 1 ? random.nextInt(c.children.size()) : -1;
                    // the script still sends the events of the branch: keep those
                    if (gone >= 0 && !hasEvent(c.children.get(gone))) {
                        c.children.remove(gone);
                    }
                }
                case 2 -> { // two children swapped
                    if (c.children.size() > 1) {
                        int i = random.nextInt(c.children.size());
                        int j = random.nextInt(c.children.size());
                        c.children.set(i, c.children.set(j, c.children.get(i)));
                    }
                }
                case 3 -> c.kind = c.kind.equals("sequence") ? "selector" : "sequence";
                default -> {
                    String type = List.of("none", "self", "lower_priority", "both")
                            .get(random.nextInt(4));
                    c.attributes.put("abort", type);
                    if (type.equals("none")) { // its options need a type (a compile error)
                        c.attributes.remove("abort_on");
                        c.attributes.remove("reevaluate_every");
                        c.children.forEach(MoveDifferentialTest::unwatch);
                    }
                }
            }
        }
        List<Step> rest = new ArrayList<>();
        for (Step step : before.steps.subList(move, before.steps.size())) {
            rest.add(step.renumbered(step.tick));
        }
        after.steps.addAll(RandomScenarios.renumber(rest));
        return after;
    }

    /** A Wait of 100 ms, {@code waited}, put among the children of a composite of {@code s}. */
    private static void addWait(Scenario s, Random random) {
        List<ScenarioNode> composites = new ArrayList<>();
        collect(s.root, composites);
        if (!composites.isEmpty()) {
            ScenarioNode c = composites.get(random.nextInt(composites.size()));
            ScenarioNode wait = new ScenarioNode("wait", "waited");
            wait.attributes.put("millis", "100");
            c.children.add(random.nextInt(c.children.size() + 1), wait);
        }
    }

    /** Removes the Wait {@link #addWait} put in, unless it is the only child left. */
    private static void removeWait(ScenarioNode node) {
        if (node.children.size() > 1) {
            node.children.removeIf(child -> child.name.equals("waited"));
        }
        node.children.forEach(MoveDifferentialTest::removeWait);
    }

    /**
     * Drops {@code watched} from the Cooldowns whose nearest composite is the one above
     * {@code node}, which no longer has an abort type to watch them with (a compile error).
     */
    private static void unwatch(ScenarioNode node) {
        if (node.kind.equals("sequence") || node.kind.equals("selector")) {
            return;
        }
        node.attributes.remove("watched");
        node.children.forEach(MoveDifferentialTest::unwatch);
    }

    /** Whether an {@code @Event} node is in {@code node}'s subtree. */
    private static boolean hasEvent(ScenarioNode node) {
        return node.kind.equals("event") || node.children.stream()
                .anyMatch(MoveDifferentialTest::hasEvent);
    }

    /** The Sequences and Selectors under {@code node}, itself included. */
    private static void collect(ScenarioNode node, List<ScenarioNode> into) {
        if (node.kind.equals("sequence") || node.kind.equals("selector")) {
            into.add(node);
        }
        node.children.forEach(child -> collect(child, into));
    }

    /** The interpreter's lines: each step's trace, the move (summary and hooks), the rest. */
    private static List<String> interpreted(Scenario before, Scenario after, int move) {
        ScriptedAgent.$newRun();
        ScriptedAgent agent = new ScriptedAgent() {};
        ManualClock clock = new ManualClock();
        ReferenceInterpreter old = new ReferenceInterpreter(before, agent, clock);
        List<String> lines = new ArrayList<>();
        for (Trace trace : hooks(before, GeneratedTreeRunner.run(prefix(before, move), agent,
                old, clock, false))) {
            lines.add(trace.expectLine());
        }
        ReferenceInterpreter moved = new ReferenceInterpreter(after, agent, clock);
        String summary = old.planMove(moved);
        String outcome;
        try {
            old.moveTo(moved);
            outcome = "moved";
        } catch (ScriptedAgent.ScriptedFailure failure) {
            outcome = "throws:" + ScriptedAgent.ScriptedFailure.describe(failure);
        }
        lines.add("move " + summary + " " + outcome + " " + hooks(before, List.of(
                new Trace(agent.$drain(), null))).get(0).events());
        for (Trace trace : hooks(after, GeneratedTreeRunner.run(after, agent, moved, clock,
                false))) {
            lines.add(trace.expectLine());
        }
        return lines;
    }

    /** The same on the generated classes, or null when TreeMigration refuses an array layout. */
    private static List<String> generated(GeneratedTreeRunner runner, int p, Scenario before,
            Scenario after, int move) {
        ScriptedAgent.$newRun();
        GeneratedTreeRunner.Instance old = runner.newInstance(2 * p, before.seed, 0);
        GeneratedTreeRunner.Instance moved = runner.newInstance(2 * p + 1, after.seed, 0);
        List<String> lines = new ArrayList<>();
        for (Trace trace : GeneratedTreeRunner.run(prefix(before, move), old.agent(), old.tree(),
                old.clock(), false)) {
            lines.add(trace.expectLine());
        }
        moved.clock().advanceMillis(old.clock().nanos() / 1_000_000L);
        moved.agent().answers.putAll(old.agent().answers);
        TreeMigration plan = TreeMigration.plan(old.tree(), moved.tree());
        // the same move planned from the old class's stored shape and a snapshot (no instance)
        GeneratedTreeRunner.Instance shaped = runner.newInstance(2 * p + 1, after.seed, 0);
        shaped.clock().advanceMillis(old.clock().nanos() / 1_000_000L);
        TreeMigration byShape = TreeMigration.plan(TreeShape.fromBytes(TreeShape.of(old.tree())
                .toBytes()), old.tree().snapshot(), shaped.tree());
        String outcome;
        try {
            plan.apply();
            outcome = "moved";
        } catch (ScriptedAgent.ScriptedFailure failure) {
            outcome = "throws:" + ScriptedAgent.ScriptedFailure.describe(failure);
        }
        assertTrue(byShape.summary().startsWith(plan.summary()), byShape.summary() + " / "
                + plan.summary());
        byShape.apply();
        if (outcome.equals("moved")) { // (a hook that threw left the new instance as it was)
            SHAPED[plan.runCarries() ? 0 : 1]++;
            assertEquals(java.util.HexFormat.of().formatHex(moved.tree().snapshot()),
                    java.util.HexFormat.of().formatHex(shaped.tree().snapshot()),
                    "moved by its shape: " + plan.summary());
        }
        lines.add("move " + plan.summary() + " " + outcome + " " + old.agent().$drain());
        for (Trace trace : GeneratedTreeRunner.run(after, moved.agent(), moved.tree(),
                moved.clock(), false)) {
            lines.add(trace.expectLine());
        }
        return lines;
    }

    /** The traces as a class without hooks gives them, when {@code scenario} has none. */
    private static List<Trace> hooks(Scenario scenario, List<Trace> traces) {
        return scenario.hooks ? traces : ReferenceInterpreter.withoutHooks(traces);
    }

    /** {@code scenario} with its first {@code steps} steps only. */
    private static Scenario prefix(Scenario scenario, int steps) {
        Scenario prefix = new Scenario();
        prefix.name = scenario.name;
        prefix.hooks = scenario.hooks;
        prefix.seed = scenario.seed;
        prefix.root = scenario.root;
        prefix.init.putAll(scenario.init);
        prefix.steps.addAll(scenario.steps.subList(0, steps));
        return prefix;
    }
}
