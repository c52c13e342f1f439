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
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A user whose code is a named module: {@code arbor-annotations} and {@code arbor-runtime} are
 * real modules ({@code dev.arbor.annotations}, {@code dev.arbor.runtime}), a module with a tree
 * class requires the runtime alone (which requires the annotations transitively), compiles with
 * the processor on {@code --processor-path} under {@code -Xlint:all -Werror}, and its tree runs on
 * the module path: the generated class, in the user's module, calls
 * {@code dev.arbor.runtime.internal}, which the runtime exports for that reason (docs/runtime.md).
 * The jars' descriptors are this build's (the modules' classes or jars Maven gives the tests).
 */
class ModularConsumerTest {
    /** A tree that makes the generated code use every class of the internal package. */
    private static final String CHOOSER = """
            package demo.modular;

            import dev.arbor.*;
            import dev.arbor.runtime.Tree;
            import dev.arbor.runtime.TreeListener;

            @BehaviorTree
            public class Chooser {
                int step;

                @Selector({"idle", "work"}) void root() {}
                @RandomSelector(value = {"sit", "yawn"}, weights = {1, 0}) void idle() {}
                @Sequence({"fetch", "carry"}) void work() {}
                @Action boolean sit() { return step > 2; }
                @Action boolean yawn() { return false; }
                @Action Status fetch() { return step < 2 ? Status.RUNNING : Status.SUCCESS; }
                @Action void carry() {}

                public static void main(String[] args) {
                    Chooser chooser = new Chooser();
                    ChooserTree tree = new ChooserTree(chooser, dev.arbor.runtime.Clock.system(), 7);
                    StringBuilder seen = new StringBuilder();
                    tree.setListener(new TreeListener() {
                        @Override public void completed(Tree t, int node, Status status) {
                            seen.append(t.nodes().method(node)).append('=').append(status).append(' ');
                        }
                    });
                    System.out.println(tree.tick() + " " + tree.runningPath());
                    byte[] saved = tree.snapshot();
                    ChooserTree again = new ChooserTree(new Chooser(), dev.arbor.runtime.Clock.system(), 7);
                    again.restore(saved);
                    again.agent().step = 2;
                    System.out.println(again.tick() + " after restore");
                    System.out.println(seen.toString().strip());
                    System.out.println(Chooser.class.getModule().getName() + " "
                            + ChooserTree.class.getModule().getName());
                }
            }
            """;

    @TempDir
    Path work;

    /** The descriptors, as a user's build reads them from this build's output. */
    @Test
    void theAnnotationsAndTheRuntimeAreNamedModules() {
        ModuleDescriptor annotations = descriptor(location(Status.class));
        assertEquals("dev.arbor.annotations", annotations.name());
        assertFalse(annotations.isAutomatic());
        assertEquals(Set.of("dev.arbor"), exports(annotations));
        assertEquals(Set.of("java.base"), requires(annotations));

        ModuleDescriptor runtime = descriptor(location(Tree.class));
        assertEquals("dev.arbor.runtime", runtime.name());
        assertFalse(runtime.isAutomatic());
        // internal is exported to every module: generated classes live in the user's module,
        // which no qualified export could name (docs/runtime.md)
        // and replay (recording and replay, docs/recording.md) is API
        assertEquals(Set.of("dev.arbor.runtime", "dev.arbor.runtime.internal",
                "dev.arbor.runtime.replay"), exports(runtime));
        assertEquals(Set.of("dev.arbor.annotations", "java.base"), requires(runtime));
        assertTrue(runtime.requires().stream().anyMatch(r -> r.name().equals("dev.arbor.annotations")
                && r.modifiers().contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE)),
                "a tick answers a dev.arbor.Status: the runtime requires the annotations transitively");
        assertTrue(runtime.exports().stream().noneMatch(ModuleDescriptor.Exports::isQualified));
        assertTrue(runtime.opens().isEmpty() && !runtime.isOpen(), "the runtime reflects on nothing");
    }

    @Test
    void aModuleCompilesItsTreeStrictlyAndRunsItOnTheModulePath() throws Exception {
        Path sources = work.resolve("src");
        Path classes = work.resolve("classes");
        Files.createDirectories(sources.resolve("demo/modular"));
        Files.writeString(sources.resolve("module-info.java"), """
                module demo.modular {
                    requires dev.arbor.runtime;
                }
                """);
        Files.writeString(sources.resolve("demo/modular/Chooser.java"), CHOOSER);

        String modulePath = path(location(Status.class), location(Tree.class));
        List<String> options = List.of("--release", "17", "-Xlint:all", "-Werror",
                "-d", classes.toString(),
                "--module-path", modulePath,
                "--processor-path", path(location(ArborProcessor.class), location(ClassName.class)));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics,
                Locale.ROOT, StandardCharsets.UTF_8)) {
            boolean compiled = javac.getTask(null, files, diagnostics, options, null,
                    files.getJavaFileObjects(sources.resolve("module-info.java"),
                            sources.resolve("demo/modular/Chooser.java"))).call();
            assertTrue(compiled && diagnostics.getDiagnostics().isEmpty(),
                    "the module does not compile without a word:\n" + describe(diagnostics));
        }
        assertTrue(Files.isRegularFile(classes.resolve("demo/modular/ChooserTree.class")),
                "the generated tree is compiled into the module");
        String generated = Files.readString(classes.resolve("demo/modular/ChooserTree.class"),
                StandardCharsets.ISO_8859_1);
        for (String internal : List.of("TreeSupport", "Misuse", "TreeSide", "SnapshotSupport",
                "SnapshotBytes", "SnapshotSlots", "SplitMix64")) {
            assertTrue(generated.contains("dev/arbor/runtime/internal/" + internal),
                    "the tree does not use internal." + internal + ": choose another tree");
        }

        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = List.of(java.toString(),
                "--module-path", path(classes, location(Status.class), location(Tree.class)),
                "--module", "demo.modular/demo.modular.Chooser");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the tree did not end");
        assertEquals(0, process.exitValue(), String.join(" ", command) + "\n" + output);
        assertEquals("""
                RUNNING root > work > fetch
                SUCCESS after restore
                sit=FAILURE yawn=FAILURE idle=FAILURE
                demo.modular demo.modular
                """, output.replace("\r\n", "\n"));
    }

    /** Where {@code type}'s class was loaded from: a jar, or a module's classes folder. */
    private static Path location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ModuleDescriptor descriptor(Path location) {
        Set<ModuleReference> found = ModuleFinder.of(location).findAll();
        assertEquals(1, found.size(), "one module at " + location);
        return found.iterator().next().descriptor();
    }

    private static Set<String> exports(ModuleDescriptor module) {
        return module.exports().stream().map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> requires(ModuleDescriptor module) {
        return module.requires().stream().map(ModuleDescriptor.Requires::name)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static String path(Path... entries) {
        List<String> parts = new ArrayList<>();
        for (Path entry : entries) {
            parts.add(entry.toString());
        }
        return String.join(File.pathSeparator, parts);
    }

    private static String describe(DiagnosticCollector<JavaFileObject> diagnostics) {
        StringBuilder text = new StringBuilder();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            text.append(d.getKind()).append(": ").append(d.getMessage(Locale.ROOT)).append('\n');
        }
        return text.toString();
    }
}
