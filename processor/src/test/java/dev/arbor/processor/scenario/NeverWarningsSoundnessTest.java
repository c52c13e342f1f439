package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import dev.arbor.runtime.TreeNodes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The two warnings that say something can never happen, held to what the reference interpreter
 * (written from docs/semantics.md) does: the curated scenarios and random trees are compiled as
 * a user would write them, without {@code @SuppressWarnings}, and every tree the processor
 * warns about is run through its script:
 *
 * <ul>
 *   <li>{@code LowerPriorityNeverFires} on composite X: no abort fires whose condition lies in
 *       X's subtree and whose watched composite lies above X (that is what X's lower-priority
 *       half, and any entry moving up through X, would do);</li>
 *   <li>{@code ParallelNeverSucceeds} on parallel P: P never completes SUCCESS.</li>
 * </ul>
 *
 * So neither warning is ever given on a tree where what it says is false. The same events are
 * counted on the composites and parallels not warned about, to show they are seen where they
 * happen (the lower-priority aborts of §6.6 firing, parallels succeeding). The random trees
 * have LOWER_PRIORITY and BOTH composites at the root, under parallels and under library
 * composites, and AlwaysFail, Invert, UntilFailure and Repeat children under parallels, so both
 * warnings are met many times (counted and printed). {@code -Darbor.fuzz.warningTrees=N} sets
 * how many random trees of each generator (default 150; the exhaustive profile runs the 250 that
 * follow them, docs/testing.md).
 */
class NeverWarningsSoundnessTest {
    private static final Pattern WARNING = Pattern.compile(
            "\\[Arbor/(LowerPriorityNeverFires|ParallelNeverSucceeds)\\] @\\w+ (\\w+)\\(\\)");
    private static final int BATCH = 100;

    /** What one warning says about one node of one tree. */
    private record Claim(String tag, String node) {}

    @Test
    void theCuratedScenariosBearOutEveryWarning() {
        List<Scenario> scenarios = new ArrayList<>();
        ScenarioFiles.all().forEach(file -> scenarios.add(ScenarioFiles.read(file)));
        ScenarioFiles.library().forEach(file -> scenarios.add(ScenarioFiles.read(file)));
        Map<String, Integer> counts = check(scenarios, "Curated");
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
            Scenario drawn = RandomScenarios.generateLibrary(first + i);
            if (ScenarioTest.missing(drawn) == null) {
                library.add(drawn);
            }
        }
        Map<String, Integer> counts = new TreeMap<>(check(core, "Core" + from + "_"));
        check(library, "Library" + from + "_").forEach((tag, n) -> counts.merge(tag, n,
                Integer::sum));
        System.out.printf("NeverWarningsSoundnessTest (random): %d core and %d library trees from"
                + " seed %d: %s, each warning borne out by the reference interpreter%n",
                core.size(), library.size(), first, counts);
        if (trees >= 100) { // not vacuous: both warnings are met and checked, and the events
            // they deny are seen where no warning was given
            for (String key : List.of("LowerPriorityNeverFires", "ParallelNeverSucceeds",
                    "fired above", "parallel succeeded")) {
                assertTrue(counts.getOrDefault(key, 0) >= 3, key + ": " + counts);
            }
        }
    }

    /**
     * Compiles in batches and runs every tree; checks each claim, and counts the same events on
     * the composites and parallels not warned about, which shows the events are seen where they
     * happen. Answers how many of each warning, and of each event where no warning was given
     * ("fired above" and "parallel succeeded").
     */
    private static Map<String, Integer> check(List<Scenario> scenarios, String prefix) {
        Map<String, Integer> counts = new TreeMap<>();
        List<String> failures = new ArrayList<>();
        for (int from = 0; from < scenarios.size(); from += BATCH) {
            List<Scenario> batch = scenarios.subList(from, Math.min(from + BATCH,
                    scenarios.size()));
            Map<Integer, List<Claim>> claims = compile(batch, prefix + from + "_");
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
                    if ((abort.equals("lower_priority") || abort.equals("both"))
                            && !made.contains(new Claim("LowerPriorityNeverFires", node.name))
                            && observed.contradiction(new Claim("LowerPriorityNeverFires",
                                    node.name)) != null) {
                        counts.merge("fired above", 1, Integer::sum);
                    }
                    if (node.kind.equals("parallel")
                            && !made.contains(new Claim("ParallelNeverSucceeds", node.name))
                            && observed.contradiction(new Claim("ParallelNeverSucceeds",
                                    node.name)) != null) {
                        counts.merge("parallel succeeded", 1, Integer::sum);
                    }
                }
            }
        }
        assertEquals(List.of(), failures, "warnings the reference interpreter contradicts");
        return counts;
    }

    /** The claims the processor makes about each tree of the batch, by index in the batch. */
    private static Map<Integer, List<Claim>> compile(List<Scenario> batch, String classPrefix) {
        List<JavaFileObject> sources = new ArrayList<>();
        for (int i = 0; i < batch.size(); i++) {
            String name = classPrefix + i;
            String text = ScenarioSource.write(batch.get(i), name)
                    .replace("@SuppressWarnings(\"arbor:all\")\n", ""); // as a user writes it
            sources.add(JavaFileObjects.forSourceString(ScenarioSource.PACKAGE + "." + name,
                    text));
        }
        Compilation compilation = Compilers.arborAllowingWarnings().compile(sources);
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
            int index = Integer.parseInt(simple.substring(classPrefix.length()));
            claims.computeIfAbsent(index, k -> new ArrayList<>())
                    .add(new Claim(m.group(1), m.group(2)));
        }
        return claims;
    }

    /** What a run of a scenario's script did that a claim could be contradicted by. */
    private record Observed(TreeNodes nodes, List<int[]> aborts, List<Integer> succeeded) {

        /** What contradicts the claim, or null. */
        String contradiction(Claim claim) {
            int claimed = nodes.indexOf(claim.node());
            if (claim.tag().equals("ParallelNeverSucceeds")) {
                return succeeded.contains(claimed) ? claim.node() + " completed SUCCESS" : null;
            }
            for (int[] abort : aborts) { // {condition, watched}
                if (isBelowOrAt(abort[0], claimed) && abort[1] < claimed) {
                    return "the abort of " + nodes.method(abort[0]) + " fired in "
                            + nodes.method(abort[1]);
                }
            }
            return null;
        }

        private boolean isBelowOrAt(int node, int ancestor) {
            for (int n = node; n >= 0; n = nodes.parent(n)) {
                if (n == ancestor) {
                    return true;
                }
            }
            return false;
        }
    }

    /** Runs the scenario's script through the reference interpreter, listening. */
    private static Observed run(Scenario scenario) {
        ScriptedAgent agent = new ScriptedAgent() {};
        ManualClock clock = new ManualClock();
        ReferenceInterpreter tree = new ReferenceInterpreter(scenario, agent, clock);
        Observed observed = new Observed(tree.nodes(), new ArrayList<>(), new ArrayList<>());
        tree.setListener(new TreeListener() {
            @Override
            public void abortFired(Tree t, int condition, int watched) {
                observed.aborts().add(new int[] {condition, watched});
            }

            @Override
            public void completed(Tree t, int node, Status status) {
                if (status == Status.SUCCESS) {
                    observed.succeeded().add(node);
                }
            }
        });
        GeneratedTreeRunner.run(scenario, agent, tree, clock, false);
        return observed;
    }
}
