// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.builds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.palantir.javapoet.ClassName;
import dev.arbor.Status;
import dev.arbor.processor.ArborProcessor;
import dev.arbor.runtime.Tree;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import org.eclipse.jdt.internal.compiler.tool.EclipseCompiler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Trees compiled by Eclipse's compiler (ecj, from Maven Central: what Eclipse and VS Code run
 * processors under), with Arbor's processors found on {@code -processorpath} as a user's build
 * finds them: the generated code draws no warning, an error is marked on the annotation value
 * as nearly as ecj can mark one, and what ecj users see where javac's tree API is missing (local
 * tree classes) is as docs/compile-checks.md says.
 */
class EclipseCompilerTest {
    @TempDir
    Path work;
    /** The compilations so far in this test: each writes into folders of its own. */
    private int compilations;

    /** Every golden tree, and the tree that uses every node annotation (with its subtree). */
    private static final List<String> TREES = List.of(
            "goldens/aborts-without-parallels/Guard.java", "goldens/blocks-hooks/Patrol.java",
            "goldens/blocks-no-hooks/Wander.java", "goldens/diagrams/Critter.java",
            "goldens/invert/Hunter.java", "goldens/invert/Lookout.java",
            "goldens/library-decorators/Digger.java", "goldens/library-events/Deer.java",
            "goldens/library-random/Chooser.java", "goldens/library-task/Miner.java",
            "goldens/library-time/Sentinel.java", "goldens/parallel-custom-name/Sentry.java",
            "diagrams/Menagerie.java", "diagrams/Burrow.java");

    @Test
    void generatedCodeDrawsNoWarningUnderEcjsDefaults() throws IOException {
        Result result = compile(resources(TREES), List.of());
        assertTrue(result.succeeded, result.describe());
        // only ecj's word on the Menagerie's own suppression of two of Arbor's warnings
        List<String> said = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : result.diagnostics) {
            said.add(d.getKind() + " " + Path.of(d.getSource().toUri()).getFileName() + " "
                    + message(d));
        }
        assertEquals(List.of(
                "WARNING Menagerie.java Unsupported @SuppressWarnings(\"arbor:unreachable-child\")",
                "WARNING Menagerie.java Unsupported @SuppressWarnings("
                        + "\"arbor:lower-priority-never-fires\")"),
                said, "ecj's default warnings, on the trees and their generated classes");
        assertTrue(Files.isRegularFile(result.classes.resolve("zoo/MenagerieTree.class")));
        assertTrue(Files.isRegularFile(result.classes.resolve("golden/SentryBrain.class")));
    }

    /**
     * Every optional warning ecj has, turned on: the trees as written draw some (empty blocks,
     * unqualified fields, strings not externalized), the generated classes none, in either
     * layout.
     */
    @Test
    void generatedCodeDrawsNoWarningWithEveryWarningOn() throws IOException {
        for (String layout : List.of("auto", "split")) {
            Result result = compile(resources(TREES), List.of("-warn:+all",
                    "-Aarbor.layout=" + layout));
            assertTrue(result.succeeded, result.describe());
            List<String> inGenerated = new ArrayList<>();
            for (Diagnostic<? extends JavaFileObject> d : result.diagnostics) {
                if (d.getSource() != null && Path.of(d.getSource().toUri()).startsWith(
                        result.generated)) {
                    inGenerated.add(line(d));
                }
            }
            assertEquals(List.of(), inGenerated, layout);
            assertFalse(result.diagnostics.isEmpty(), "-warn:+all finds nothing to say at all");
        }
    }

    /**
     * ecj marks a value only if it is a member's whole value: a wrong name in an array is marked
     * with the array (the braces and every name in them) when the member is the annotation's only
     * one, written without its name; with the member's name when it is written
     * ({@code value = {...}}); and a name that is the whole value exactly.
     */
    @Test
    void aWrongChildIsMarkedOnTheValueThatNamesIt() throws IOException {
        Result result = compile(List.of(source("own/Wrong.java", """
                package own;

                import dev.arbor.*;

                @BehaviorTree
                public class Wrong {
                    @Sequence({"walk", "wlak", "rest"}) void root() {}
                    @Selector(value = {"walk", "rset"}, abortType = AbortType.NONE) void other() {}
                    @Invert("wakl") void not() {}
                    @Action void walk() {}
                    @Action void rest() {}
                }
                """)), List.of());
        assertFalse(result.succeeded);
        List<String> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : result.diagnostics) {
            assertEquals(Diagnostic.Kind.ERROR, d.getKind(), line(d));
            errors.add(d.getLineNumber() + " " + marked(d) + " " + message(d).substring(0, 20));
        }
        assertEquals(List.of(
                "7 {\"walk\", \"wlak\", \"rest\"} [Arbor/UnknownChild]",
                "8 value [Arbor/UnknownChild]",
                "9 \"wakl\" [Arbor/UnknownChild]"), errors);
        assertTrue(message(result.diagnostics.get(0)).contains("names child 'wlak'"));
    }

    /**
     * ecj hands no processor a class declared in a method, and has no tree API to find it in the
     * sources: a local tree compiles without a word from Arbor and without a generated class,
     * and a use of the class it would have had is ecj's own error.
     */
    @Test
    void aLocalTreeGetsNoErrorOfArborsButItsUseDoesNotCompile() throws IOException {
        String local = """
                package own;

                import dev.arbor.*;

                class Alone {
                    void plan() {
                        @BehaviorTree class Local {
                            @Sequence({"idle"}) void root() {}
                            @Action void idle() {}
                        }
                        %s
                    }
                }
                """;
        Result alone = compile(List.of(source("own/Alone.java", local.formatted(""))), List.of());
        assertTrue(alone.succeeded, alone.describe());
        assertEquals("", alone.describe());
        assertFalse(Files.exists(alone.generated.resolve("own")), "nothing is generated");

        Result used = compile(List.of(source("own/Alone.java",
                local.formatted("new LocalTree(new Local()).tick();"))), List.of());
        assertFalse(used.succeeded);
        assertEquals("ERROR 11 LocalTree cannot be resolved to a type", used.describe().strip());
    }

    /**
     * {@code "arbor:<key>"} suppresses Arbor's warning under ecj as under javac, and ecj warns of
     * the token it does not know; {@code "all"} suppresses both.
     */
    @Test
    void arborsSuppressionKeysWorkAndEcjWarnsOfThemButNotOfAll() throws IOException {
        String tree = """
                package own;

                import dev.arbor.*;

                @BehaviorTree
                public class Spare {
                    @Sequence({"walk"}) void root() {}
                    @Action void walk() {}
                    %s @Action void spare() {}
                }
                """;
        assertEquals("WARNING 9 [Arbor/UnusedNode]", firstWords(compile(List.of(source(
                "own/Spare.java", tree.formatted(""))), List.of())));
        assertEquals("WARNING 9 Unsupported @SuppressWarnings(\"arbor:unused-node\")",
                compile(List.of(source("own/Spare.java", tree.formatted(
                        "@SuppressWarnings(\"arbor:unused-node\")"))), List.of())
                        .describe().strip());
        assertEquals("", compile(List.of(source("own/Spare.java", tree.formatted(
                "@SuppressWarnings(\"all\")"))), List.of()).describe());
        assertEquals("", compile(List.of(source("own/Spare.java", tree.formatted(
                "@SuppressWarnings(\"arbor:unused-node\")"))), List.of("-warn:-warningToken"))
                .describe(), "ecj's option that drops its warning of unknown tokens");
    }

    /** The outcome of one ecj compilation. */
    private record Result(boolean succeeded, List<Diagnostic<? extends JavaFileObject>> diagnostics,
            Path classes, Path generated) {
        /** One line per diagnostic: kind, line and message. */
        String describe() {
            StringBuilder text = new StringBuilder();
            for (Diagnostic<? extends JavaFileObject> d : diagnostics) {
                text.append(line(d)).append('\n');
            }
            return text.toString();
        }
    }

    private static String firstWords(Result result) {
        assertEquals(1, result.diagnostics.size(), result.describe());
        String line = line(result.diagnostics.get(0));
        return line.substring(0, line.indexOf(']') + 1);
    }

    private static String line(Diagnostic<? extends JavaFileObject> d) {
        return d.getKind() + " " + d.getLineNumber() + " " + message(d);
    }

    private static String message(Diagnostic<? extends JavaFileObject> d) {
        return d.getMessage(Locale.ROOT);
    }

    /** The source text ecj marks (its end position is the last character marked). */
    private static String marked(Diagnostic<? extends JavaFileObject> d) {
        try {
            return d.getSource().getCharContent(true).toString()
                    .substring((int) d.getStartPosition(), (int) d.getEndPosition() + 1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Compiles {@code sources} with ecj at Java 17, Arbor on the processor path. */
    private Result compile(List<Path> sources, List<String> more) throws IOException {
        compilations++;
        Path classes = work.resolve(compilations + "/classes");
        Path generated = work.resolve(compilations + "/generated");
        Files.createDirectories(classes);
        Files.createDirectories(generated);
        List<String> options = new ArrayList<>(List.of("--release", "17",
                "-d", classes.toString(), "-s", generated.toString(),
                "-classpath", path(location(Status.class), location(Tree.class)),
                "-processorpath", path(location(ArborProcessor.class), location(ClassName.class))));
        options.addAll(more);
        JavaCompiler ecj = new EclipseCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = ecj.getStandardFileManager(diagnostics, Locale.ROOT,
                StandardCharsets.UTF_8)) {
            boolean succeeded = ecj.getTask(Writer.nullWriter(), files, diagnostics, options, null,
                    files.getJavaFileObjectsFromPaths(sources)).call();
            return new Result(succeeded, List.copyOf(diagnostics.getDiagnostics()), classes,
                    generated);
        }
    }

    private List<Path> resources(List<String> names) throws IOException {
        List<Path> paths = new ArrayList<>();
        for (String name : names) {
            try (InputStream in = EclipseCompilerTest.class.getClassLoader()
                    .getResourceAsStream(name)) {
                if (in == null) {
                    throw new IOException("no resource " + name);
                }
                paths.add(source(name, new String(in.readAllBytes(), StandardCharsets.UTF_8)));
            }
        }
        return paths;
    }

    private Path source(String name, String text) throws IOException {
        Path file = work.resolve("src").resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file;
    }

    private static Path location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String path(Path... entries) {
        List<String> parts = new ArrayList<>();
        for (Path entry : entries) {
            parts.add(entry.toString());
        }
        return String.join(File.pathSeparator, parts);
    }
}
