// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.fuzz;

import static dev.arbor.processor.testing.Compilers.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.ArborProcessor;
import dev.arbor.processor.scenario.RandomScenarios;
import dev.arbor.processor.scenario.Scenario;
import dev.arbor.processor.scenario.ScenarioSource;
import dev.arbor.processor.scenario.ScriptedAgent;
import dev.arbor.processor.scenario.ScriptedAgent.ScriptedFailure;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Clock;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Malformed sources never break the processor: seeded mutations ({@link Mutator}) of valid
 * trees (random scenarios, core and library, written by {@link ScenarioSource}) are compiled
 * with Arbor, and each mutant either
 * <ul>
 * <li>compiles, and its generated tree ticks (twelve ticks, events raised, the clock advanced,
 *     then a reset) without an exception other than the agent's own; or</li>
 * <li>fails with Arbor-tagged errors (javac's own errors in the mutant's source beside them);
 *     or</li>
 * <li>fails with javac's errors only, in the mutant's source, and the source does not compile
 *     without the processor either (it is not Java, or not valid Java).</li>
 * </ul>
 * Anything else fails the test: an exception from the processor ({@code InternalError}, or one
 * thrown into javac), a diagnostic (error or warning) in a generated file, an error of javac
 * for a source that compiles without the processor, an exception from a generated tree.
 *
 * <p>Mutants are compiled {@value #BATCH} per javac run, each in its own package. Where a
 * batch fails, the mutants without an error of their own are compiled again without the others
 * (javac stops before compiling generated code once a processor reports an error).
 * {@code -Darbor.fuzz.mutants=N} sets how many (default 500), {@code -Darbor.fuzz.seed=S} the
 * first seed. A failing mutant is written to {@code target/fuzz-failures/}.
 */
class MalformedSourceFuzzTest {
    private static final int BATCH = 20;
    private static final int MAX_FAILURES = 10;

    /**
     * A processor instance serves one compilation. Without -Werror: a mutant may well make
     * javac warn; the generated code must not.
     */
    private static Compiler arbor() {
        return javac().withProcessors(new ArborProcessor()).withOptions("-Xlint:all,-processing");
    }

    /** Without the processor; on through attribution despite errors, so one run finds all. */
    private static final Compiler PLAIN = javac().withOptions("-proc:none",
            "-XDshould-stop.ifError=FLOW");

    private record Mutant(int index, long seed, Scenario scenario, String pkg, String source,
            List<String> mutations, JavaFileObject file) {
        String describe() {
            return "mutant " + index + " (seed " + seed + ", " + scenario.name + "): "
                    + String.join("; ", mutations);
        }
    }

    private final List<String> failures = new ArrayList<>();
    private final List<Mutant> failed = new ArrayList<>();
    private int ticked;
    private int compiledAbstract;
    private int rejectedWithTags;
    private int javacOnly;
    private int javacRuns;
    /** Per kind of first mutation: ticked, rejected with tags, javac only. */
    private final java.util.Map<String, int[]> byKind = new java.util.TreeMap<>();

    private void count(Mutant m, int outcome) {
        String kind = m.mutations().isEmpty() ? "none"
                : m.mutations().get(0).replaceFirst("[ :].*", "");
        byKind.computeIfAbsent(kind, k -> new int[3])[outcome]++;
    }

    @Test
    void mutantsCompileAndTickOrFailWithTaggedErrors() throws IOException {
        int count = Integer.getInteger("arbor.fuzz.mutants", 500);
        long first = Long.getLong("arbor.fuzz.seed", 20_261_121L);
        long started = System.nanoTime();
        for (int from = 0; from < count && failures.size() < MAX_FAILURES; from += BATCH) {
            List<Mutant> batch = new ArrayList<>();
            for (int i = from; i < Math.min(count, from + BATCH); i++) {
                batch.add(mutant(i, first + i));
            }
            List<Mutant> javacErrors = new ArrayList<>();
            compile(batch, javacErrors);
            confirmNotJava(javacErrors);
        }
        System.out.printf(Locale.ROOT, "MalformedSourceFuzzTest: %d mutants from seed %d:"
                        + " %d compiled and ticked, %d compiled (abstract: not ticked), %d"
                        + " rejected with Arbor's tagged errors, %d javac's errors only; %d"
                        + " failures; %d javac runs, %.1f s%n", count, first, ticked,
                compiledAbstract, rejectedWithTags, javacOnly, failures.size(), javacRuns,
                (System.nanoTime() - started) / 1e9);
        if (Boolean.getBoolean("arbor.fuzz.verbose")) {
            byKind.forEach((kind, n) -> System.out.printf("  %-10s ticked %3d, tagged %3d,"
                    + " javac only %3d%n", kind, n[0], n[1], n[2]));
        }
        writeFailures();
        assertEquals(List.of(), failures, failures.size() + " mutants broke the processor"
                + " (sources in target/fuzz-failures/)");
    }

    /** The mutant of seed {@code seed}: a core tree for two seeds in three, else a library tree. */
    private static Mutant mutant(int index, long seed) {
        Scenario scenario = seed % 3 == 0 ? RandomScenarios.generateLibrary(seed)
                : RandomScenarios.generate(seed);
        String pkg = "fuzz.m" + index;
        String valid = ScenarioSource.write(scenario, "Agent")
                .replaceFirst("package " + ScenarioSource.PACKAGE + ";", "package " + pkg + ";");
        Mutator.Mutated mutated = Mutator.mutate(valid, seed);
        return new Mutant(index, seed, scenario, pkg, mutated.source(), mutated.mutations(),
                JavaFileObjects.forSourceString(pkg + ".Agent", mutated.source()));
    }

    /**
     * Compiles {@code batch}, then again the mutants without an error of their own while the
     * batch fails; classifies each; collects the mutants with javac's errors only.
     */
    private void compile(List<Mutant> batch, List<Mutant> javacErrors) {
        List<Mutant> pending = new ArrayList<>(batch);
        while (!pending.isEmpty()) {
            Compilation compilation;
            try {
                javacRuns++;
                compilation = arbor().compile(pending.stream().map(Mutant::file).toList());
            } catch (RuntimeException thrown) {
                if (pending.size() > 1) { // find the mutant: one at a time
                    for (Mutant m : pending) {
                        compile(List.of(m), javacErrors);
                    }
                } else {
                    fail(pending.get(0), "javac threw (the processor?): " + thrown);
                }
                return;
            }
            checkGeneratedFiles(compilation, pending);
            if (compilation.status() == Compilation.Status.SUCCESS) {
                ClassLoader loader = Compilers.load(compilation);
                for (Mutant m : pending) {
                    tick(m, compilation, loader);
                }
                return;
            }
            List<Mutant> clean = new ArrayList<>();
            for (Mutant m : pending) {
                List<String> errors = compilation.errors().stream()
                        .filter(d -> d.getSource() == m.file())
                        .map(d -> d.getMessage(Locale.ROOT)).toList();
                if (errors.isEmpty()) {
                    clean.add(m);
                } else if (errors.stream().anyMatch(e -> e.startsWith("[Arbor/InternalError]"))) {
                    fail(m, "the processor failed: " + errors);
                } else if (errors.stream().anyMatch(e -> e.startsWith("[Arbor/"))) {
                    rejectedWithTags++;
                    count(m, 1);
                } else {
                    javacErrors.add(m);
                }
            }
            if (clean.size() == pending.size()) {
                if (pending.size() == 1) {
                    fail(pending.get(0), "failed without an error in its source: "
                            + compilation.errors());
                    return;
                }
                for (Mutant m : pending) { // errors no mutant owns: find whose
                    compile(List.of(m), javacErrors);
                }
                return;
            }
            pending = clean;
        }
    }

    /** Any diagnostic in a file that is not a mutant (a generated one) is a failure. */
    private void checkGeneratedFiles(Compilation compilation, List<Mutant> pending) {
        for (Diagnostic<? extends JavaFileObject> d : compilation.diagnostics()) {
            if (d.getKind() == Diagnostic.Kind.NOTE || d.getSource() == null) {
                if (d.getKind() == Diagnostic.Kind.ERROR) {
                    fail(pending.get(0), "an error without a file, in a batch of "
                            + pending.size() + ": " + d.getMessage(Locale.ROOT));
                }
                continue;
            }
            if (pending.stream().noneMatch(m -> m.file() == d.getSource())) {
                Mutant owner = pending.stream()
                        .filter(m -> d.getSource().toUri().getPath().contains(
                                "/" + m.pkg().replace('.', '/') + "/"))
                        .findFirst().orElse(pending.get(0));
                fail(owner, d.getKind() + " in the generated " + d.getSource().getName() + ":"
                        + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT));
            }
        }
    }

    /** Whether {@code name} is the class the processor writes beside tree {@code name - suffix}. */
    private static boolean besideATree(String name, String suffix, List<String> names) {
        return name.endsWith(suffix)
                && names.contains(name.substring(0, name.length() - suffix.length()));
    }

    /** Builds the mutant's tree on a new agent and ticks it, raising its events. */
    private void tick(Mutant m, Compilation compilation, ClassLoader loader) {
        List<String> names = compilation.generatedSourceFiles().stream()
                .map(f -> f.toUri().getPath())
                .filter(p -> p.contains("/" + m.pkg().replace('.', '/') + "/"))
                .map(p -> p.substring(p.lastIndexOf('/') + 1, p.length() - ".java".length()))
                .toList();
        String generated = names.stream() // not the handles or fields class beside the tree
                .filter(n -> !besideATree(n, "Nodes", names) && !besideATree(n, "Fields", names))
                .findFirst().orElse(null);
        if (generated == null) {
            fail(m, "compiled, but no tree was generated");
            return;
        }
        try {
            Class<?> type = loader.loadClass(m.pkg() + ".Agent");
            if (Modifier.isAbstract(type.getModifiers())) {
                compiledAbstract++;
                return;
            }
            java.lang.reflect.Constructor<?> constructor = type.getDeclaredConstructor();
            constructor.setAccessible(true); // a package-private class's
            Object agent = constructor.newInstance();
            if (agent instanceof ScriptedAgent scripted) { // not a record, which extends nothing
                scripted.answers.putAll(m.scenario().init);
            }
            ManualClock clock = new ManualClock();
            Tree tree = (Tree) loader.loadClass(m.pkg() + "." + generated)
                    .getConstructor(type, Clock.class, long.class)
                    .newInstance(agent, clock, m.seed());
            List<String> events = new ArrayList<>(); // the @Event nodes of the tree
            for (int node = 0; node < tree.nodes().size(); node++) {
                if (tree.nodes().kind(node).equals("Event")) {
                    events.add(tree.nodes().method(node));
                }
            }
            for (int t = 0; t < 12; t++) {
                if (!events.isEmpty() && t % 3 == 1) {
                    tree.raise(events.get(t % events.size()));
                }
                clock.advanceMillis(10 * (t % 4));
                try {
                    tree.tick();
                } catch (ScriptedFailure agentsOwn) {
                    // the scripted answers may throw: the agent's own exception, passed on
                }
            }
            tree.reset();
            ticked++;
            count(m, 0);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError thrown) {
            fail(m, "the generated tree threw: " + thrown
                    + (thrown.getCause() != null ? " caused by " + thrown.getCause() : ""));
        }
    }

    /**
     * javac's errors alone are fine where the source does not compile without the processor
     * either; one that does compile then was broken by the processor.
     */
    private void confirmNotJava(List<Mutant> javacErrors) {
        if (javacErrors.isEmpty()) {
            return;
        }
        javacRuns++;
        Compilation plain = PLAIN.compile(javacErrors.stream().map(Mutant::file).toList());
        for (Mutant m : javacErrors) {
            boolean fails = plain.errors().stream().anyMatch(d -> d.getSource() == m.file());
            if (!fails) { // maybe masked by another mutant's error: alone, then
                javacRuns++;
                fails = PLAIN.compile(m.file()).status() == Compilation.Status.FAILURE;
            }
            if (fails && Boolean.getBoolean("arbor.fuzz.verbose")) {
                System.out.println("  javac only: " + m.describe() + " => " + plain.errors()
                        .stream().filter(d -> d.getSource() == m.file()).findFirst()
                        .map(d -> d.getMessage(Locale.ROOT)).orElse("(alone)"));
            }
            if (fails) {
                javacOnly++;
                count(m, 2);
            } else {
                fail(m, "javac's errors with the processor, none without it");
            }
        }
    }

    /** Records a failure of {@code m}: its first, and a count of the others. */
    private void fail(Mutant m, String why) {
        int known = failed.indexOf(m);
        if (known >= 0) {
            failures.set(known, failures.get(known).replaceFirst(" \\(\\+(\\d+) more\\)$|$",
                    " (+" + (more(failures.get(known)) + 1) + " more)"));
            return;
        }
        failures.add(m.describe() + ": " + why);
        failed.add(m);
    }

    private static int more(String failure) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(" \\(\\+(\\d+) more\\)$")
                .matcher(failure);
        return m.find() ? Integer.parseInt(m.group(1)) : 0;
    }

    private void writeFailures() throws IOException {
        if (failed.isEmpty()) {
            return;
        }
        Path dir = Path.of("target/fuzz-failures");
        Files.createDirectories(dir);
        for (int i = 0; i < failed.size(); i++) {
            Mutant m = failed.get(i);
            Files.writeString(dir.resolve("malformed-" + m.index() + ".java"),
                    "// " + failures.get(i).replace("\n", "\n// ") + "\n" + m.source());
        }
    }
}
