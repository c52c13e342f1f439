// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.ArborProcessor;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import dev.arbor.runtime.TreeNodes;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The four warnings that say something can never happen, all read from the outcome table, held
 * to what the reference interpreter (written from docs/semantics.md) does: the curated
 * scenarios and random trees are compiled as a user would write them, without
 * {@code @SuppressWarnings}, and every tree the processor warns about is run through its script:
 *
 * <ul>
 *   <li>{@code UnreachableChild} on parent P and child C: C is never entered;</li>
 *   <li>{@code UselessAbort} on composite C: no condition of C's own (§2: its condition
 *       children, through decorators and inlined subtrees) ever completes, so no entry is ever
 *       made;</li>
 *   <li>{@code LowerPriorityNeverFires} on composite X: no abort fires whose condition lies in
 *       X's subtree and whose watched composite lies above X (that is what X's lower-priority
 *       half, and any entry moving up through X, would do);</li>
 *   <li>{@code ParallelNeverSucceeds} on parallel P: P never completes SUCCESS.</li>
 * </ul>
 *
 * So no warning is ever given on a tree where what it says is false: a wrong entry in the table
 * (a result left out that a kind can end with) shows as a warning the run contradicts. The same
 * events are counted where no warning was given, to show they are seen where they happen (the
 * lower-priority aborts of §6.6 firing, parallels succeeding).
 *
 * <p>Three generators: the core and library trees of the differential test, and
 * {@link EdgeTrees}, trees at the edges of the table (kinds that end one way or never, void
 * actions, chains 20 to 80 levels deep, nodes and conditions written as nested
 * {@code @Subtree}s), where every warning is met many times (counted and printed).
 * {@code -Darbor.fuzz.warningTrees=N} sets how many core and library trees (default 150 of
 * each; the exhaustive profile runs the 250 that follow them, docs/testing.md),
 * {@code -Darbor.fuzz.edgeTrees=N} how many edge trees (default 150; the exhaustive profile runs
 * the 350 that follow them), and
 * {@code -Darbor.fuzz.seed} the first seed. The trees are processed with {@code -proc:only}:
 * the warnings are the processor's, and what it generates is compiled by the other tests.
 */
class NeverWarningsSoundnessTest {
    private static final Pattern WARNING = Pattern.compile("\\[Arbor/(LowerPriorityNeverFires"
            + "|ParallelNeverSucceeds|UnreachableChild|UselessAbort)\\] @\\w+ (\\w+)\\(\\)"
            + "(?: never runs its child '(\\w+)')?");
    private static final int BATCH = 100;

    /** What one warning says about one node of one tree (and for UnreachableChild, a child). */
    private record Claim(String tag, String node, String child) {}

    @Test
    void theCuratedScenariosBearOutEveryWarning() {
        List<Scenario> scenarios = new ArrayList<>();
        ScenarioFiles.all().forEach(file -> scenarios.add(ScenarioFiles.read(file)));
        ScenarioFiles.library().forEach(file -> scenarios.add(ScenarioFiles.read(file)));
        Map<String, Integer> counts = check(scenarios, "Curated",
                NeverWarningsSoundnessTest::asWritten);
        System.out.printf("NeverWarningsSoundnessTest (curated): %d scenarios: %s%n",
                scenarios.size(), counts);
        // abort-not-crossing-parallel.scenario shows what the warning says: an entry deleted
        assertTrue(counts.getOrDefault("LowerPriorityNeverFires", 0) > 0, counts.toString());
    }

    @Test
    void randomTreesBearOutEveryWarning() {
        checkRandomTrees(0, Integer.getInteger("arbor.fuzz.warningTrees", 150));
    }

    /** The 250 trees of each generator after the default suite's 150 (docs/testing.md). */
    @Tag("exhaustive")
    @Test
    void moreRandomTreesBearOutEveryWarning() {
        checkRandomTrees(Integer.getInteger("arbor.fuzz.warningTrees", 150), 250);
    }

    /** {@code trees} trees of each generator, from the {@code from}th seed on. */
    private static void checkRandomTrees(int from, int trees) {
        long first = Long.getLong("arbor.fuzz.seed", 20_261_121L) + from;
        List<Scenario> core = new ArrayList<>();
        List<Scenario> library = new ArrayList<>();
        for (int i = 0; i < trees; i++) {
            core.add(RandomScenarios.generate(first + i));
            library.add(RandomScenarios.generateLibrary(first + i));
        }
        Map<String, Integer> counts = new TreeMap<>(check(core, "Core" + from + "_",
                NeverWarningsSoundnessTest::asWritten));
        check(library, "Library" + from + "_", NeverWarningsSoundnessTest::asWritten)
                .forEach((tag, n) -> counts.merge(tag, n, Integer::sum));
        System.out.printf("NeverWarningsSoundnessTest (random): %d core and %d library trees from"
                + " seed %d: %s, each warning borne out by the reference interpreter%n",
                core.size(), library.size(), first, counts);
        if (trees >= 100) { // not vacuous: the warnings are met and checked, and the events
            // they deny are seen where no warning was given
            for (String key : List.of("LowerPriorityNeverFires", "ParallelNeverSucceeds",
                    "fired above", "parallel succeeded")) {
                assertTrue(counts.getOrDefault(key, 0) >= 3, key + ": " + counts);
            }
        }
    }

    /**
     * Trees at the edges of the outcome table, through subtrees and deep chains: every warning
     * is met, each many times, and borne out.
     */
    @Test
    void edgeTreesBearOutEveryWarning() {
        checkEdgeTrees(0, Integer.getInteger("arbor.fuzz.edgeTrees", 150));
    }

    /** The 350 edge trees after the default suite's 150 (docs/testing.md). */
    @Tag("exhaustive")
    @Test
    void moreEdgeTreesBearOutEveryWarning() {
        checkEdgeTrees(Integer.getInteger("arbor.fuzz.edgeTrees", 150), 350);
    }

    /** {@code trees} edge trees, from the {@code from}th seed on. */
    private static void checkEdgeTrees(int from, int trees) {
        long first = Long.getLong("arbor.fuzz.seed", 20_261_121L) + from;
        List<EdgeTrees> drawn = new ArrayList<>();
        for (int i = 0; i < trees; i++) {
            drawn.add(EdgeTrees.generate(first + i));
        }
        List<Scenario> scenarios = drawn.stream().map(EdgeTrees::scenario).toList();
        Map<String, Integer> counts = check(scenarios, "Edge",
                (scenario, name) -> drawn.get(scenarios.indexOf(scenario)).sources(name));
        System.out.printf("NeverWarningsSoundnessTest (edges): %d trees from seed %d: %s, each"
                + " warning borne out by the reference interpreter%n", trees, first, counts);
        if (trees >= 100) {
            for (String key : List.of("UnreachableChild", "UselessAbort",
                    "LowerPriorityNeverFires", "ParallelNeverSucceeds", "fired above",
                    "parallel succeeded")) {
                assertTrue(counts.getOrDefault(key, 0) >= 3, key + ": " + counts);
            }
        }
    }

    /** The class a user writes for a scenario, without suppression. */
    private static Map<String, String> asWritten(Scenario scenario, String className) {
        return Map.of(className, ScenarioSource.write(scenario, className)
                .replace("@SuppressWarnings(\"arbor:all\")\n", ""));
    }

    /**
     * Compiles in batches (each tree as the classes {@code sources} writes, the first named
     * after the tree) and runs every tree; checks each claim, and counts the same events on
     * the composites and parallels not warned about, which shows the events are seen where they
     * happen. Answers how many of each warning, and of each event where no warning was given
     * ("fired above" and "parallel succeeded").
     */
    private static Map<String, Integer> check(List<Scenario> scenarios, String prefix,
            BiFunction<Scenario, String, Map<String, String>> sources) {
        Map<String, Integer> counts = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        for (int from = 0; from < scenarios.size(); from += BATCH) {
            List<Scenario> batch = scenarios.subList(from, Math.min(from + BATCH,
                    scenarios.size()));
            Map<Integer, List<Claim>> claims = compile(batch, prefix + from + "_", sources);
            for (int i = 0; i < batch.size(); i++) {
                Scenario scenario = batch.get(i);
                List<Claim> made = claims.getOrDefault(i, List.of());
                Observed observed = run(scenario);
                for (Claim claim : made) {
                    counts.merge(claim.tag(), 1, Integer::sum);
                    String broken = observed.contradiction(claim);
                    if (broken != null) {
                        failures.add(scenario.name + ": " + claim + ": " + broken);
                    }
                }
                for (Scenario.ScenarioNode node : scenario.nodes()) {
                    String abort = node.attribute("abort", "none");
                    Claim neverFires = new Claim("LowerPriorityNeverFires", node.name, null);
                    if ((abort.equals("lower_priority") || abort.equals("both"))
                            && !made.contains(neverFires)
                            && observed.contradiction(neverFires) != null) {
                        counts.merge("fired above", 1, Integer::sum);
                    }
                    Claim neverSucceeds = new Claim("ParallelNeverSucceeds", node.name, null);
                    if (node.kind.equals("parallel") && !made.contains(neverSucceeds)
                            && observed.contradiction(neverSucceeds) != null) {
                        counts.merge("parallel succeeded", 1, Integer::sum);
                    }
                }
            }
        }
        assertEquals(List.of(), failures, "warnings the reference interpreter contradicts");
        return counts;
    }

    /**
     * The claims the processor makes about each tree of the batch, by index in the batch: from
     * every class of the tree (a subtree's class warns about its own nodes).
     */
    private static Map<Integer, List<Claim>> compile(List<Scenario> batch, String classPrefix,
            BiFunction<Scenario, String, Map<String, String>> sources) {
        List<JavaFileObject> files = new ArrayList<>();
        for (int i = 0; i < batch.size(); i++) {
            sources.apply(batch.get(i), classPrefix + i).forEach((name, text) -> files.add(
                    JavaFileObjects.forSourceString(ScenarioSource.PACKAGE + "." + name, text)));
        }
        // the warnings are the processor's: no need to compile what it generates
        Compilation compilation = Compiler.javac().withProcessors(new ArborProcessor())
                .withOptions("-Xlint:all,-processing", "-proc:only").compile(files);
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.errors().toString());
        Map<Integer, List<Claim>> claims = new TreeMap<>();
        for (Diagnostic<? extends JavaFileObject> d : compilation.warnings()) {
            Matcher m = WARNING.matcher(d.getMessage(null));
            if (!m.find() || d.getSource() == null) {
                continue;
            }
            String file = d.getSource().getName();
            String simple = file.substring(file.lastIndexOf('/') + 1, file.length() - 5);
            String rest = simple.substring(classPrefix.length());
            int digits = 0;
            while (digits < rest.length() && Character.isDigit(rest.charAt(digits))) {
                digits++;
            }
            claims.computeIfAbsent(Integer.parseInt(rest.substring(0, digits)),
                    k -> new ArrayList<>()).add(new Claim(m.group(1), m.group(2), m.group(3)));
        }
        return claims;
    }

    /** What a run of a scenario's script did that a claim could be contradicted by. */
    private record Observed(TreeNodes nodes, List<int[]> aborts, Set<Integer> succeeded,
            Set<Integer> entered, Set<Integer> conditionsCompleted) {

        /** What contradicts the claim, or null. */
        String contradiction(Claim claim) {
            int claimed = nodes.indexOf(claim.node());
            switch (claim.tag()) {
                case "ParallelNeverSucceeds":
                    return succeeded.contains(claimed) ? claim.node() + " completed SUCCESS"
                            : null;
                case "UnreachableChild":
                    int child = nodes.indexOf(claim.child());
                    return entered.contains(child) ? claim.child() + " was entered" : null;
                case "UselessAbort":
                    for (int condition : conditionsCompleted) {
                        if (nearestComposite(condition) == claimed) {
                            return "its condition " + nodes.method(condition) + " completed";
                        }
                    }
                    return null;
                case "LowerPriorityNeverFires":
                    for (int[] abort : aborts) { // {condition, watched}
                        if (isBelowOrAt(abort[0], claimed) && abort[1] < claimed) {
                            return "the abort of " + nodes.method(abort[0]) + " fired in "
                                    + nodes.method(abort[1]);
                        }
                    }
                    return null;
                default:
                    throw new IllegalArgumentException("not a claim of this test: " + claim);
            }
        }

        private boolean isBelowOrAt(int node, int ancestor) {
            for (int n = node; n >= 0; n = nodes.parent(n)) {
                if (n == ancestor) {
                    return true;
                }
            }
            return false;
        }

        /** §2: the first composite above {@code node}, skipping decorators; -1 for none. */
        private int nearestComposite(int node) {
            int n = nodes.parent(node);
            while (n >= 0 && ReferenceInterpreter.isDecorator(nodes.kind(n))) {
                n = nodes.parent(n);
            }
            return n;
        }
    }

    /** Runs the scenario's script through the reference interpreter, listening. */
    private static Observed run(Scenario scenario) {
        ScriptedAgent agent = new ScriptedAgent() {};
        ManualClock clock = new ManualClock();
        ReferenceInterpreter tree = new ReferenceInterpreter(scenario, agent, clock);
        Observed observed = new Observed(tree.nodes(), new ArrayList<>(), new HashSet<>(),
                new HashSet<>(), new HashSet<>());
        tree.setListener(new TreeListener() {
            @Override
            public void abortFired(Tree t, int condition, int watched) {
                observed.aborts().add(new int[] {condition, watched});
            }

            @Override
            public void entered(Tree t, int node) {
                observed.entered().add(node);
            }

            @Override
            public void completed(Tree t, int node, Status status) {
                if (status == Status.SUCCESS) {
                    observed.succeeded().add(node);
                }
                String kind = observed.nodes().kind(node);
                if (status != Status.INACTIVE
                        && (kind.equals("condition") || kind.equals("event"))) {
                    observed.conditionsCompleted().add(node);
                }
            }
        });
        GeneratedTreeRunner.run(scenario, agent, tree, clock, false);
        return observed;
    }
}
