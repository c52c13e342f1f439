// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks;

import dev.arbor.benchmarks.w5.W5;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * The whole benchmark suite, in one command ({@code mvn -B -q -Pbench package -DskipTests}):
 * equivalence first (nothing is timed unless every implementation reproduces the reference
 * counts and checksums), then the JMH benchmarks with the GC profiler, the retained size per W3
 * tree (JOL), and compile times; prints a Markdown table and writes it to the file named by the
 * first argument. About seven minutes on two cores.
 */
public final class Suite {
    /**
     * Forks per benchmark; JMH's -f. Most of the spread is between forks (each JVM compiles and
     * lays out the code its own way), so the suite runs more forks of fewer iterations.
     */
    static final int FORKS = Integer.getInteger("arbor.bench.forks", 4);
    /** Warm-up iterations of 1 s per fork. */
    static final int WARMUPS = 2;
    /** Measured iterations of 1 s per fork. */
    static final int ITERATIONS = 3;

    private Suite() {}

    public static void main(String[] args) throws RunnerException, IOException {
        System.out.println("Equivalence: checking every implementation against WORKLOADS.md ...");
        Implementations.W1.forEach(Equivalence::checkW1);
        Implementations.W2.forEach(Equivalence::checkW2);
        Implementations.W1.forEach(i -> Equivalence.checkW3(i, Implementations.w1(i)));
        Equivalence.checkW3Runner(1);
        Equivalence.checkW3Runner(2);
        Equivalence.checkW1Family();
        Implementations.W4.forEach(Equivalence::checkW4);
        Implementations.W4.forEach(i -> Equivalence.checkW4Crowd(i, false));
        W5.IMPLEMENTATIONS.forEach(Equivalence::checkW5);
        System.out.println("Equivalence: all implementations reproduce the reference values.");

        Options options = new OptionsBuilder()
                .include("dev\\.arbor\\.benchmarks\\.jmh\\..*")
                .forks(FORKS)
                .warmupIterations(WARMUPS)
                .warmupTime(TimeValue.seconds(1))
                .measurementIterations(ITERATIONS)
                .measurementTime(TimeValue.seconds(1))
                .addProfiler(GCProfiler.class)
                .build();
        Collection<RunResult> results = new Runner(options).run();
        Map<String, Figure> figures = new LinkedHashMap<>();
        for (RunResult run : results) {
            String benchmark = run.getParams().getBenchmark();
            String name = benchmark.substring(benchmark.lastIndexOf(".jmh.") + 5);
            name = name.substring(0, name.indexOf('.'));
            StringBuilder key = new StringBuilder(name);
            for (String param : run.getParams().getParamsKeys()) {
                key.append('/').append(run.getParams().getParam(param));
            }
            figures.put(key.toString(), Figure.of(run));
        }

        Map<String, Double> footprint = new LinkedHashMap<>();
        for (String implementation : Implementations.W1) {
            footprint.put(implementation, Footprint.bytesPerInstance(implementation));
        }
        double bigTree = CompileTime.bigTreeSeconds();
        double smallTrees = CompileTime.smallTreesSeconds();

        String table = table(figures, footprint, bigTree, smallTrees);
        System.out.println();
        System.out.println(table);
        if (args.length > 0) {
            Path out = Paths.get(args[0]);
            Files.writeString(out, table);
            System.out.println("Written to " + out);
        }
    }

    /** One benchmark's figures: median ns per agent-tick over all iterations, and B/tick. */
    record Figure(double median, double min, double max, double mean, double error,
            double bytesPerTick) {
        static Figure of(RunResult run) {
            List<Double> scores = new ArrayList<>();
            for (BenchmarkResult fork : run.getBenchmarkResults()) {
                for (IterationResult iteration : fork.getIterationResults()) {
                    scores.add(iteration.getPrimaryResult().getScore());
                }
            }
            Collections.sort(scores);
            double median = scores.size() % 2 == 1 ? scores.get(scores.size() / 2)
                    : (scores.get(scores.size() / 2 - 1) + scores.get(scores.size() / 2)) / 2;
            Result<?> alloc = run.getSecondaryResults().get("gc.alloc.rate.norm");
            return new Figure(median, scores.get(0), scores.get(scores.size() - 1),
                    run.getPrimaryResult().getScore(), run.getPrimaryResult().getScoreError(),
                    alloc == null ? Double.NaN : alloc.getScore());
        }
    }

    /** "2.4 x faster", or "1.2 x slower" for a ratio under one. */
    static String versus(double speedup) {
        return speedup >= 1 ? String.format(Locale.ROOT, "%.1f x faster", speedup)
                : String.format(Locale.ROOT, "%.1f x slower", 1 / speedup);
    }

    static String table(Map<String, Figure> f, Map<String, Double> footprint, double bigTree,
            double smallTrees) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "Measured %s on %s %s (%s), %d cores; %d forks x %d"
                        + " iterations of 1 s after %d warm-ups; median (min-max) over all"
                        + " iterations.%n%n", LocalDate.now(), System.getProperty("java.vm.name"),
                System.getProperty("java.runtime.version"), System.getProperty("os.arch"),
                Runtime.getRuntime().availableProcessors(), FORKS, ITERATIONS, WARMUPS));
        out.append("| workload | implementation | ns per tick | vs hand-written | vs gdx-ai |"
                + " B per tick |\n|---|---|---:|---:|---:|---:|\n");
        for (String w : List.of("W1", "W2", "W3", "W4", "W5")) {
            List<String> impls = w.equals("W2") ? Implementations.W2
                    : w.equals("W4") ? Implementations.W4
                    : w.equals("W5") ? W5.IMPLEMENTATIONS : Implementations.W1;
            Figure hand = f.get(w + "Benchmark/hand-written");
            Figure gdx = f.get(w + "Benchmark/gdx-ai");
            for (String impl : impls) {
                Figure x = f.get(w + "Benchmark/" + impl);
                if (x == null) {
                    continue;
                }
                out.append(String.format(Locale.ROOT, "| %s | %s | %.1f (%.1f-%.1f) | %.2f x |"
                                + " %s | %.0f |%n", w, impl, x.median(), x.min(), x.max(),
                        x.median() / hand.median(),
                        impl.equals("gdx-ai") ? "1 x" : versus(gdx.median() / x.median()),
                        x.bytesPerTick()));
            }
        }
        Figure w1Hand = f.get("W1Benchmark/hand-written");
        out.append(String.format(Locale.ROOT, "%n| 20 W1 trees round-robin | ns per tick |"
                + " vs W1 hand-written | vs hand-written, as many classes |%n|---|---:|---:|---:|%n"));
        for (String classes : List.of("1", "20")) {
            Figure hand = f.get("MegamorphicBenchmark/hand-written/" + classes);
            for (String impl : List.of("arbor", "hand-written")) {
                Figure x = f.get("MegamorphicBenchmark/" + impl + "/" + classes);
                out.append(String.format(Locale.ROOT, "| %s, %s | %.1f (%.1f-%.1f) | %.2f x |"
                                + " %.2f x |%n", impl, classes.equals("1") ? "one class"
                                : "twenty distinct classes", x.median(), x.min(), x.max(),
                        x.median() / w1Hand.median(), x.median() / hand.median()));
            }
        }
        Figure loop = f.get("W3RunnerBenchmark/0");
        if (loop != null) {
            out.append(String.format(Locale.ROOT, "%n| W3 through TreeRunner, one update per frame"
                    + " | ns per agent-tick | vs plain loop | B per tick |%n|---|---:|---:|---:|%n"));
            for (String threads : List.of("0", "1", "2")) {
                Figure x = f.get("W3RunnerBenchmark/" + threads);
                if (x == null) {
                    continue;
                }
                String what = threads.equals("0") ? "plain loop over the same trees"
                        : "runner, " + threads + (threads.equals("1") ? " thread" : " threads");
                out.append(String.format(Locale.ROOT, "| %s | %.1f (%.1f-%.1f) | %.2f x | %.0f"
                                + " |%n", what, x.median(), x.min(), x.max(),
                        x.median() / loop.median(), x.bytesPerTick()));
            }
            Figure one = f.get("W3RunnerBenchmark/1");
            Figure two = f.get("W3RunnerBenchmark/2");
            if (one != null && two != null) {
                out.append(String.format(Locale.ROOT, "%nTwo threads against one: %.2f x%n",
                        one.median() / two.median()));
            }
        }
        out.append("\n| retained bytes per W3 tree instance (JOL, agent excluded) | bytes |\n"
                + "|---|---:|\n");
        footprint.forEach((impl, bytes) -> out.append(String.format(Locale.ROOT,
                "| %s | %.0f |%n", impl, bytes)));
        out.append(String.format(Locale.ROOT, "%n| compile time (javac + Arbor, in process,"
                        + " median of 3) | seconds |%n|---|---:|%n| one 1,000-node tree | %.2f |%n"
                        + "| 200 trees of 20 nodes | %.2f |%n", bigTree, smallTrees));
        return out.toString();
    }
}
