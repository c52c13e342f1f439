// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.scenario.Scenario.ScenarioNode;
import dev.arbor.processor.scenario.Scenario.Step;
import dev.arbor.processor.testing.Compilers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Random differential test: seeded random scenarios are compiled by the processor and run side
 * by side with the {@link ReferenceInterpreter}; every event of every step must agree.
 *
 * <p>{@code -Darbor.fuzz.trees=N} sets how many trees (default 300), {@code -Darbor.fuzz.seed=S}
 * the first seed. Without it every run draws a first seed of its own, so that each run of the
 * suite tries trees no run tried before; the run prints it, and a failure names it with the
 * property that repeats the run. Batches of trees are compiled and compared on one thread per
 * core (javac is most of the cost). A divergence prints the seed and writes
 * a shrunk scenario file reproducing it under {@code target/fuzz-failures/} (named after the
 * scenario: {@code fuzz-}, {@code fuzz-large-} or {@code fuzz-library-} and the seed), with the
 * interpreter's trace as its expectations: drop it into the scenario folder to keep it.
 *
 * <p>Each compared tree runs once more, moved before random steps to a fresh instance (fresh
 * agent with the same answers, clock at the same reading, another seed) restored from a
 * snapshot of the one that ran so far (docs/semantics.md §9); so does the reference interpreter;
 * both must give the same traces as the runs that never moved. That run's clock starts at 0, at
 * {@code Long.MIN_VALUE} or shortly before its readings wrap ({@link #origin}): a tree compares
 * readings only by difference (§8.1), so the trace is the same.
 */
class DifferentialTest {
    private static final int BATCH = 60;
    /** Divergences reported (each shrunk) before a run stops. */
    private static final int MAX_FAILURES = 3;
    /** The first seed of this run's trees: {@code arbor.fuzz.seed}, or drawn once per run. */
    private static final long FIRST_SEED = Long.getLong("arbor.fuzz.seed",
            new SecureRandom().nextLong() >>> 20);

    @Test
    void generatedTreesAgreeWithTheReferenceInterpreter() throws IOException {
        compare("DifferentialTest", Integer.getInteger("arbor.fuzz.trees", 300),
                FIRST_SEED, BATCH, RandomScenarios::generate);
    }

    /**
     * Trees of 150 to 300 nodes: the generated run() of a tree without parallels is split into
     * parts of 64 nodes, and only trees this large jump from part to part.
     * {@code -Darbor.fuzz.largeTrees=N} sets how many (default 10; the exhaustive profile runs
     * 200 more).
     */
    @Test
    void largeTreesAgreeWithTheReferenceInterpreter() throws IOException {
        compare("DifferentialTest (large trees)", Integer.getInteger("arbor.fuzz.largeTrees", 10),
                FIRST_SEED, 5, RandomScenarios::generateLarge);
    }

    /** The exhaustive profile's large trees: 200 more ({@code arbor.fuzz.moreLargeTrees}). */
    @Tag("exhaustive")
    @Test
    void moreLargeTreesAgreeWithTheReferenceInterpreter() throws IOException {
        compare("DifferentialTest (more large trees)",
                Integer.getInteger("arbor.fuzz.moreLargeTrees", 200), FIRST_SEED + 1_000_000L, 10,
                RandomScenarios::generateLarge);
    }

    /**
     * The exhaustive profile's library trees: 10,000 more ({@code arbor.fuzz.moreLibraryTrees};
     * docs/testing.md gives the command for 50,000).
     */
    @Tag("exhaustive")
    @Test
    void moreLibraryTreesAgreeWithTheReferenceInterpreter() throws IOException {
        compare("DifferentialTest (more library trees)",
                Integer.getInteger("arbor.fuzz.moreLibraryTrees", 10_000),
                FIRST_SEED + 1_000_000L, BATCH, RandomScenarios::generateLibrary);
    }

    /**
     * A selector over ten lower-priority branches: an abort fired by an early branch's condition
     * deletes more abort entries than the generated answerChanged methods write out one by one,
     * so they loop over forget(entry). Random trees reach that path only by chance.
     */
    @Test
    void abortsDeletingManyEntriesAgreeWithTheReferenceInterpreter() throws IOException {
        StringBuilder text = new StringBuilder("scenario many-deleted-entries\ntree\nselector root\n");
        StringBuilder init = new StringBuilder("init p=running");
        for (int k = 1; k <= 10; k++) {
            text.append("  sequence s").append(k).append(" abort=lower_priority\n")
                    .append("    condition c").append(k).append('\n')
                    .append("    action a").append(k).append('\n');
            init.append(" c").append(k).append("=false a").append(k).append("=running");
        }
        text.append("  sequence patrol\n    action p\nend\n").append(init).append('\n').append("""
                tick 1
                tick 2 c1=true
                tick 3 c2=true c10=true
                tick 4 a1=success
                tick 5
                tick 6 c1=false
                tick 7 a1=failure
                tick 8 c1=true
                tick 9 c1=false c2=false c3=true
                """);
        Scenario scenario = ScenarioFormat.parse(text.toString());
        String generated = Compilers.arbor().compile(JavaFileObjects.forSourceString(
                        ScenarioSource.PACKAGE + ".Many", ScenarioSource.write(scenario, "Many")))
                .generatedSourceFile(ScenarioSource.PACKAGE + ".ManyTree").orElseThrow()
                .getCharContent(true).toString();
        assertTrue(generated.contains("forget(deleted)"), "the abort loops over forget(entry)");
        List<Trace> actual = new GeneratedTreeRunner(List.of(scenario), "Many").run(0, scenario);
        assertEquals(ReferenceInterpreter.expected(scenario), actual);
    }

    /**
     * Library trees (RandomScenarios#generateLibrary): every library kind, seeds, a clock
     * advanced between ticks, raised events and pauses, each compiled and compared.
     * {@code -Darbor.fuzz.libraryTrees=N} sets how many (default 600).
     */
    @Test
    void libraryTreesAgreeWithTheReferenceInterpreter() throws IOException {
        compare("DifferentialTest (library trees)",
                Integer.getInteger("arbor.fuzz.libraryTrees", 600),
                FIRST_SEED, BATCH,
                RandomScenarios::generateLibrary);
    }

    private static void compare(String label, int trees, long first, int batchSize,
            LongFunction<Scenario> generator) throws IOException {
        compare(label, trees, first, batchSize, generator, Compilers::arbor);
    }

    /**
     * As above, the generated trees compiled by the compilers {@code compiler} makes (a fresh
     * one per javac run: a processor instance serves one compilation).
     */
    static void compare(String label, int trees, long first, int batchSize,
            LongFunction<Scenario> generator, Supplier<Compiler> compiler) throws IOException {
        ExecutorService pool = Executors.newFixedThreadPool(
                Runtime.getRuntime().availableProcessors());
        AtomicInteger failing = new AtomicInteger();
        List<Future<Batch>> batches = new ArrayList<>();
        for (long from = first; from < first + trees; from += batchSize) {
            long start = from;
            long end = Math.min(first + trees, from + batchSize);
            batches.add(pool.submit(() -> failing.get() >= MAX_FAILURES ? Batch.NONE
                    : runBatch(start, end, generator, compiler, failing)));
        }
        pool.shutdown();
        Batch all = Batch.NONE;
        for (Future<Batch> batch : batches) {
            try {
                all = all.plus(batch.get());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            } catch (ExecutionException e) {
                if (e.getCause() instanceof IOException io) {
                    throw io;
                }
                throw new IllegalStateException(label + ": a batch failed", e.getCause());
            }
        }
        List<String> failures = all.failures().subList(0,
                Math.min(MAX_FAILURES, all.failures().size()));
        System.out.printf("%s: %d trees from seed %d, %d steps, %d events, %d"
                + " interrupted end hooks, %d ticks calling a condition twice (an abort), %d"
                + " ticks that threw, %d divergences; %d trees compared (%d of them running a node"
                + " switch without a listener, the event loop with one); each compared tree run"
                + " again moved to a fresh instance"
                + " by snapshot and restore before random steps, generated and reference: %d"
                + " snapshots restored in all; nodes drawn, by kind: %s%n", label, all.generated(), first, all.steps(),
                all.events(), all.interrupted(), all.reevaluatedTicks(), all.thrown(),
                failures.size(), all.compared(), all.nodeSwitches(), all.moves(),
                all.kinds());
        if (!failures.isEmpty()) {
            fail("trees from seed " + first + " diverge (repeat with -Darbor.fuzz.seed=" + first
                    + "):\n" + String.join("\n\n", failures));
        }
    }

    /**
     * What a batch (or several) compared: counts of what the reference interpreter ran, and a
     * report per divergence.
     */
    private record Batch(int generated, int compared, long steps, long events, long interrupted,
            long reevaluatedTicks, long thrown, long moves, int nodeSwitches,
            Map<String, Integer> kinds, List<String> failures) {
        static final Batch NONE = new Batch(0, 0, 0, 0, 0, 0, 0, 0, 0, Map.of(), List.of());

        Batch plus(Batch other) {
            List<String> all = new ArrayList<>(failures);
            all.addAll(other.failures);
            return new Batch(generated + other.generated, compared + other.compared,
                    steps + other.steps, events + other.events, interrupted + other.interrupted,
                    reevaluatedTicks + other.reevaluatedTicks, thrown + other.thrown,
                    moves + other.moves, nodeSwitches + other.nodeSwitches,
                    merged(kinds, other.kinds), all);
        }

        private static Map<String, Integer> merged(Map<String, Integer> a,
                Map<String, Integer> b) {
            Map<String, Integer> sum = new TreeMap<>(a);
            b.forEach((key, count) -> sum.merge(key, count, Integer::sum));
            return sum;
        }
    }

    /**
     * The trees of seeds {@code from} to {@code to} (exclusive): those whose kinds are all built
     * compiled in one javac run and compared, the others run through the interpreter alone.
     */
    private static Batch runBatch(long from, long to, LongFunction<Scenario> generator,
            Supplier<Compiler> compiler, AtomicInteger failing) throws IOException {
        List<Scenario> batch = new ArrayList<>();
        List<Long> seeds = new ArrayList<>();
        Map<String, Integer> kinds = new TreeMap<>();
        long steps = 0;
        long events = 0;
        long interrupted = 0;
        long reevaluatedTicks = 0;
        long thrown = 0;
        for (long seed = from; seed < to; seed++) {
            Scenario scenario = generator.apply(seed);
            scenario.nodes().forEach(node -> kinds.merge(node.kind, 1, Integer::sum));
            scenario.nodes().stream().filter(node -> node.attributes.containsKey("async"))
                    .forEach(node -> kinds.merge("action async", 1, Integer::sum)); // §5.8
            scenario.nodes().stream().filter(node -> node.attributes.containsKey(
                    "recheck_conditions")).forEach(node -> kinds.merge("parallel recheck", 1,
                    Integer::sum)); // §5.3
            batch.add(scenario);
            seeds.add(seed);
            for (Trace trace : ReferenceInterpreter.expected(scenario)) {
                steps++;
                events += trace.events().size();
                interrupted += trace.events().stream()
                        .filter(e -> e.endsWith(":interrupted")).count();
                reevaluatedTicks += trace.events().size() > 1
                        && trace.events().get(0).startsWith("C:")
                        && trace.events().subList(1, trace.events().size()).stream()
                                .anyMatch(e -> e.equals(trace.events().get(0))) ? 1 : 0;
                thrown += trace.status() != null && trace.status().startsWith("throws") ? 1 : 0;
            }
        }
        List<String> failures = new ArrayList<>();
        long moves = 0;
        int nodeSwitches = 0;
        if (!batch.isEmpty()) {
            Compared compared = compareBatch(batch, seeds, failures, compiler, failing);
            moves = compared.moves();
            nodeSwitches = compared.nodeSwitches();
        }
        return new Batch((int) (to - from), batch.size(), steps, events, interrupted,
                reevaluatedTicks, thrown, moves, nodeSwitches, kinds, failures);
    }

    /** What a batch compared besides its failures. */
    private record Compared(long moves, int nodeSwitches) {}

    /**
     * Compiles a batch in one javac run and compares each tree, adding one report per
     * divergence to {@code failures} until the run has {@link #MAX_FAILURES} (shrinking is slow).
     */
    private static Compared compareBatch(List<Scenario> batch, List<Long> seeds,
            List<String> failures, Supplier<Compiler> compiler, AtomicInteger failing)
            throws IOException {
        GeneratedTreeRunner runner =
                new GeneratedTreeRunner(batch, "Fuzz" + seeds.get(0) + "_", compiler.get());
        long moves = 0;
        int nodeSwitches = 0;
        for (int i = 0; i < batch.size() && failing.get() < MAX_FAILURES; i++) {
            Scenario scenario = batch.get(i);
            nodeSwitches += hasNodeSwitch(runner.treeClass(i)) ? 1 : 0;
            List<Trace> expected = ReferenceInterpreter.expected(scenario);
            if (!runner.run(i, scenario).equals(expected)) {
                failing.incrementAndGet();
                failures.add(report(seeds.get(i), scenario));
                continue;
            }
            // docs/recording.md: one tree in four recorded and replayed (the suite's time)
            String replay = i % 4 == 0 ? runner.recordAndReplay(i, scenario) : null;
            if (replay != null && !replay.isEmpty()) {
                failing.incrementAndGet();
                failures.add("seed " + seeds.get(i) + " (" + scenario.name + "), recorded and"
                        + " replayed: " + replay + "\n" + ScenarioFormat.write(scenario, List.of(),
                                expected));
                continue;
            }
            Set<Integer> at = moveSteps(seeds.get(i), scenario);
            moves += 2L * at.size();
            long origin = origin(seeds.get(i));
            String moved = firstDifference(expected, runner.runMoving(i, scenario, origin, true,
                    at::contains));
            if (moved == null) {
                moved = firstDifference(expected,
                        ReferenceInterpreter.expectedMoving(scenario, origin, at::contains));
                if (moved != null) {
                    moved = "the reference interpreter " + moved;
                }
            }
            if (moved != null) {
                failing.incrementAndGet();
                failures.add("seed " + seeds.get(i) + " (" + scenario.name + "), on a clock from "
                        + origin + ", moved by snapshot and restore before steps " + at + ": "
                        + moved + "\n"
                        + ScenarioFormat.write(scenario, List.of(), expected));
            }
        }
        return new Compared(moves, nodeSwitches);
    }

    /**
     * §8.1: the first clock reading of the moved run of the tree of {@code seed}, which must
     * give the trace of a clock from 0 (readings are compared only by difference): 0,
     * {@code Long.MIN_VALUE}, or up to half a second before the readings wrap from
     * {@code Long.MAX_VALUE} to {@code Long.MIN_VALUE}, so that the run goes across the wrap.
     */
    static long origin(long seed) {
        return switch ((int) Math.floorMod(seed, 3L)) {
            case 0 -> 0;
            case 1 -> Long.MIN_VALUE;
            default -> Long.MAX_VALUE - Math.floorMod(seed * 7919, 500L) * 1_000_000L;
        };
    }

    /**
     * Whether a generated tree class runs the node switch: an event-loop class (it dispatches
     * leaves by index) with a separate traced run.
     */
    static boolean hasNodeSwitch(Class<?> tree) {
        Set<String> methods = new java.util.HashSet<>();
        for (java.lang.reflect.Method method : tree.getDeclaredMethods()) {
            methods.add(method.getName());
        }
        return methods.contains("runTraced") && methods.contains("callLeaf");
    }

    /**
     * §9: the steps before which a run moves to a fresh instance: each step after the first
     * with odds 1 in 4, drawn from the seed, at least one.
     */
    private static Set<Integer> moveSteps(long seed, Scenario scenario) {
        java.util.Random random = new java.util.Random(seed * 31 + 7);
        Set<Integer> at = new java.util.TreeSet<>();
        for (int step = 1; step < scenario.steps.size(); step++) {
            if (random.nextInt(4) == 0) {
                at.add(step);
            }
        }
        if (at.isEmpty() && scenario.steps.size() > 1) {
            at.add(1 + random.nextInt(scenario.steps.size() - 1));
        }
        return at;
    }

    /** The first step where {@code actual} differs from {@code expected}, described; or null. */
    private static String firstDifference(List<Trace> expected, List<Trace> actual) {
        for (int step = 0; step < expected.size(); step++) {
            if (!expected.get(step).equals(actual.get(step))) {
                return "step " + step + " expected " + expected.get(step) + " but was "
                        + actual.get(step);
            }
        }
        return null;
    }

    private static String report(long seed, Scenario scenario) throws IOException {
        Scenario small = shrink(scenario);
        List<Trace> expected = ReferenceInterpreter.expected(small);
        List<Trace> actual = compiledTrace(small);
        String text = ScenarioFormat.write(small,
                List.of("Shrunk from random seed " + seed + " (DifferentialTest)."), expected);
        Path out = Paths.get("target/fuzz-failures/" + scenario.name + ".scenario");
        Files.createDirectories(out.getParent());
        Files.writeString(out, text);
        StringBuilder message = new StringBuilder("seed " + seed + " diverges; reproducer: "
                + out.toAbsolutePath() + "\n" + text + "generated code did:\n");
        for (int i = 0; i < actual.size(); i++) {
            message.append(small.steps.get(i).header()).append(" | ")
                    .append(actual.get(i).expectLine()).append('\n');
        }
        return message.toString();
    }

    private static List<Trace> compiledTrace(Scenario scenario) {
        return new GeneratedTreeRunner(List.of(scenario), "Shrink").run(0, scenario);
    }

    /**
     * Whether {@code scenario} still diverges; a cut the processor refuses (a TryCatch left
     * without a block, a Switch with a case for a child that is gone) is not this divergence.
     */
    private static boolean diverges(Scenario scenario) {
        List<Trace> actual;
        try {
            actual = compiledTrace(scenario);
        } catch (AssertionError e) {
            if (String.valueOf(e.getMessage()).startsWith("compilation of")) {
                return false;
            }
            throw e;
        }
        return !actual.equals(ReferenceInterpreter.expected(scenario));
    }

    /** Greedy shrinking: cut the steps after the first divergence, then drop nodes, steps and answer changes while it still diverges. */
    static Scenario shrink(Scenario original) {
        Scenario current = copy(original, original.root, original.steps);
        List<Trace> actual = compiledTrace(current);
        List<Trace> expected = ReferenceInterpreter.expected(current);
        int firstBad = 0;
        while (firstBad < actual.size() && actual.get(firstBad).equals(expected.get(firstBad))) {
            firstBad++;
        }
        current = copy(current, current.root, current.steps.subList(0, firstBad + 1));
        int budget = 150;
        boolean progress = true;
        while (progress && budget > 0) {
            progress = false;
            for (ScenarioNode removable : current.nodes()) {
                if (budget-- <= 0) {
                    break;
                }
                ScenarioNode root = withoutNode(current.root, removable.name);
                if (root != null) {
                    Scenario candidate = copy(current, root, current.steps);
                    if (diverges(candidate)) {
                        current = candidate;
                        progress = true;
                        break;
                    }
                }
            }
            for (int i = 0; !progress && i < current.steps.size() - 1 && budget-- > 0; i++) {
                List<Step> steps = new ArrayList<>(current.steps);
                Step removed = steps.remove(i);
                if (!removed.reset && i < steps.size()) { // keep its answers for the next tick
                    removed.changes.forEach(steps.get(i).changes::putIfAbsent);
                }
                Scenario candidate = copy(current, current.root, steps);
                if (diverges(candidate)) {
                    current = candidate;
                    progress = true;
                }
            }
        }
        return current;
    }

    /**
     * A copy with another tree and steps, keeping only the answers of what is still there, and
     * the raise steps of events still there.
     */
    private static Scenario copy(Scenario from, ScenarioNode root, List<Step> steps) {
        Scenario copy = new Scenario();
        copy.name = from.name;
        copy.hooks = from.hooks;
        copy.seed = from.seed;
        copy.root = root.copy();
        Set<String> answerable = copy.answerable();
        from.init.forEach((k, v) -> {
            if (answerable.contains(k)) {
                copy.init.put(k, v);
            }
        });
        Set<String> events = new HashSet<>();
        copy.nodes().stream().filter(n -> n.kind.equals("event")).forEach(n -> events.add(n.name));
        for (Step step : RandomScenarios.renumber(steps)) {
            if (step.kind == Scenario.StepKind.RAISE && !events.contains(step.event)) {
                continue;
            }
            step.changes.keySet().retainAll(answerable);
            copy.steps.add(step);
        }
        return copy;
    }

    /** The tree without the named node's subtree, or null if that would empty a composite. */
    private static ScenarioNode withoutNode(ScenarioNode root, String name) {
        if (root.name.equals(name)) {
            return null;
        }
        ScenarioNode copy = root.copy();
        return remove(copy, name) ? copy : null;
    }

    private static boolean remove(ScenarioNode node, String name) {
        for (int i = 0; i < node.children.size(); i++) {
            if (node.children.get(i).name.equals(name)) {
                if (node.children.size() == 1) {
                    return false;
                }
                node.children.remove(i);
                String weights = node.attributes.get("weights"); // one per child
                if (weights != null) {
                    List<String> left = new ArrayList<>(List.of(weights.split(",")));
                    left.remove(i);
                    node.attributes.put("weights", String.join(",", left));
                }
                return true;
            }
            if (remove(node.children.get(i), name)) {
                return true;
            }
        }
        return false;
    }
}
