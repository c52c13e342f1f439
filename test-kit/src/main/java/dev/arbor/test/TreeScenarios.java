// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.opentest4j.AssertionFailedError;

/**
 * Scenario files replayed against a user's own tree class: each file is a script of steps
 * ({@code tick}, {@code advance}, {@code raise}, {@code pause}, {@code resume}, {@code reset},
 * {@code set}) and, after each tick and reset, the {@code expect} line of what the tree's
 * listener heard. The format is in docs/testing.md ("Scenario files").
 *
 * <pre>
 * &#64;TestFactory
 * Stream&lt;DynamicTest&gt; guardScenarios() {
 *     return TreeScenarios.in(Path.of("src/test/scenarios/guard"), () -&gt; {
 *         ManualClock clock = new ManualClock();
 *         Guard guard = new Guard();
 *         return TreeTest.of(new GuardTree(guard, clock, 0), clock)
 *                 .inputs((name, value) -&gt; guard.set(name, value));
 *     });
 * }
 * </pre>
 *
 * <p><b>Record mode.</b> With the system property {@code arbor.record} set to {@code true}, or
 * the environment variable {@code ARBOR_RECORD} to {@code true} or {@code 1}, a file is not
 * compared but rewritten: every line stays as it is but the {@code expect} lines, which become
 * what this run heard (one is added after a tick or reset that has none). Review the change in
 * version control before keeping it.
 *
 * <p>No method takes null ({@code [Arbor/NullArgument]}).
 */
public final class TreeScenarios {
    /** The file name ending of a scenario file. */
    public static final String SUFFIX = ".scenario";

    private TreeScenarios() {}

    /**
     * One dynamic test per {@code .scenario} file under {@code folder} (its subfolders too, in
     * path order), each run against a fresh {@link TreeTest} from {@code newTest}; the test's
     * name is the file's path under {@code folder}. Surefire runs tests in the module's folder,
     * so a path such as {@code src/test/scenarios} is the source file, which record mode
     * rewrites.
     *
     * @throws UncheckedIOException if the folder cannot be listed
     * @throws IllegalArgumentException if it holds no scenario file
     */
    public static Stream<DynamicTest> in(Path folder, Supplier<TreeTest> newTest) {
        Refusals.notNull(folder, "TreeScenarios.in", "folder", "pass the folder of the"
                + " .scenario files");
        Refusals.notNull(newTest, "TreeScenarios.in", "newTest", "pass a supplier of a fresh"
                + " TreeTest: () -> TreeTest.of(...)");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(p -> p.toString().endsWith(SUFFIX) && Files.isRegularFile(p))
                    .sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the scenario files of " + folder, e);
        }
        if (files.isEmpty()) {
            throw new IllegalArgumentException("no " + SUFFIX + " file under "
                    + folder.toAbsolutePath() + " (relative paths start at the module's folder)");
        }
        // No test source URI: Surefire's -Dtest filter drops dynamic tests whose source is a file.
        return files.stream().map(file -> DynamicTest.dynamicTest(
                folder.relativize(file).toString().replace('\\', '/'),
                () -> run(file, newTest.get())));
    }

    /** True when scenario files are recorded rather than compared (record mode, above). */
    public static boolean recording() {
        String env = System.getenv("ARBOR_RECORD");
        return Boolean.getBoolean("arbor.record") || "true".equals(env) || "1".equals(env);
    }

    /**
     * Replays {@code file} with {@code test}, then compares the expect lines (or, in record
     * mode, writes them into the file).
     *
     * @throws AssertionFailedError when an expect line differs, with the file's and this run's
     *     lines side by side, tick by tick; or when the file is malformed, naming the line
     * @throws UncheckedIOException if the file cannot be read or written
     */
    public static void run(Path file, TreeTest test) {
        Refusals.notNull(file, "TreeScenarios.run", "file", "pass the .scenario file");
        Refusals.notNull(test, "TreeScenarios.run", "test", "pass a fresh TreeTest");
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        Replay replay = replay(file, lines, test);
        if (recording()) {
            try {
                Files.write(file, replay.recorded, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + file, e);
            }
            return;
        }
        int first = replay.diff.firstDifference();
        if (first >= 0) {
            AssertionFailedError failure = new AssertionFailedError(file + ": "
                    + replay.diff.where() + " differs (" + replay.diff.differences()
                    + " line(s)); the file, then this run:\n" + replay.diff.table()
                    + "(to accept this run's lines, run again with -Darbor.record=true and review"
                    + " the file's change)", String.join("\n", replay.expected),
                    String.join("\n", replay.actual));
            if (replay.thrown != null) {
                failure.addSuppressed(replay.thrown);
            }
            throw failure;
        }
    }

    /** A file's steps run: the rows compared, and the file as record mode writes it. */
    private static final class Replay {
        final TraceDiff diff = new TraceDiff();
        final List<String> expected = new ArrayList<>();
        final List<String> actual = new ArrayList<>();
        final List<String> recorded = new ArrayList<>();
        RuntimeException thrown;

        void row(String expectedLine, String actualLine) {
            diff.row(expectedLine, actualLine);
            expected.add(expectedLine);
            actual.add(actualLine);
        }
    }

    private static Replay replay(Path file, List<String> lines, TreeTest test) {
        Replay replay = new Replay();
        String owed = null; // the expect line of the last tick or reset, until the file's comes
        int ticks = 0;
        for (int i = 0; i < lines.size(); i++) {
            String raw = lines.get(i);
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                replay.recorded.add(raw);
                continue;
            }
            String[] words = line.split("\\s+");
            String where = file + ":" + (i + 1) + ": ";
            if (words[0].equals("expect")) {
                if (owed == null) {
                    throw malformed(where, "an expect line must follow a tick or a reset"
                            + " (pause, resume, raise, advance and set have none)");
                }
                replay.row(line, owed);
                replay.recorded.add(owed);
                owed = null;
                continue;
            }
            if (owed != null) { // the tick or reset before has no expect line
                replay.row(TraceDiff.NONE, owed);
                replay.recorded.add(owed);
                owed = null;
            }
            replay.recorded.add(raw);
            replay.row(line, line);
            try {
                switch (words[0]) {
                    case "scenario" -> { }
                    case "set", "init" -> set(test, words, 1, where);
                    case "tick" -> {
                        ticks++;
                        if (words.length < 2 || !words[1].equals(Integer.toString(ticks))) {
                            throw malformed(where, "'" + line + "': this is the file's tick " + ticks
                                    + "; number the ticks 1, 2, 3, ... (tick " + ticks + ")");
                        }
                        set(test, words, 2, where);
                        try {
                            test.tick();
                        } catch (RuntimeException e) {
                            if (replay.thrown == null) {
                                replay.thrown = e;
                            }
                        }
                        owed = last(test);
                    }
                    case "reset" -> {
                        arguments(words, 0, line, where);
                        test.reset();
                        owed = last(test);
                    }
                    case "pause" -> {
                        arguments(words, 0, line, where);
                        test.pause();
                    }
                    case "resume" -> {
                        arguments(words, 0, line, where);
                        test.resume();
                    }
                    case "advance" -> {
                        arguments(words, 1, line, where);
                        test.advanceMillis(number(words[1], line, where));
                    }
                    case "raise" -> {
                        arguments(words, 1, line, where);
                        test.raise(words[1]);
                    }
                    case "tree", "seed" -> throw malformed(where, "'" + words[0] + "' describes"
                            + " a tree for Arbor's own scenario tests; here the test builds the"
                            + " tree (TreeScenarios.in's newTest): remove the line"
                            + (words[0].equals("tree") ? "s from tree to end" : ""));
                    default -> throw malformed(where, "unknown step '" + words[0] + "'; the"
                            + " steps are scenario, set, init, tick, advance, raise, pause,"
                            + " resume, reset and expect");
                }
            } catch (AssertionFailedError e) {
                throw e;
            } catch (RuntimeException e) {
                throw new AssertionFailedError(where + "'" + line + "' threw " + e, e);
            }
        }
        if (owed != null) {
            replay.row(TraceDiff.NONE, owed);
            replay.recorded.add(owed);
        }
        return replay;
    }

    private static void set(TreeTest test, String[] words, int from, String where) {
        for (int w = from; w < words.length; w++) {
            int eq = words[w].indexOf('=');
            if (eq <= 0 || eq == words[w].length() - 1) {
                throw malformed(where, "'" + words[w] + "' is not name=value");
            }
            test.set(words[w].substring(0, eq), words[w].substring(eq + 1));
        }
    }

    private static String last(TreeTest test) {
        List<String> trace = test.trace();
        return trace.get(trace.size() - 1);
    }

    private static void arguments(String[] words, int n, String line, String where) {
        if (words.length != n + 1) {
            throw malformed(where, "'" + line + "' takes " + (n == 0 ? "no argument"
                    : n + " argument"));
        }
    }

    private static long number(String word, String line, String where) {
        try {
            return Long.parseLong(word);
        } catch (NumberFormatException e) {
            throw malformed(where, "'" + line + "': " + word + " is not a number of milliseconds");
        }
    }

    private static AssertionFailedError malformed(String where, String message) {
        return new AssertionFailedError(where + message);
    }
}
