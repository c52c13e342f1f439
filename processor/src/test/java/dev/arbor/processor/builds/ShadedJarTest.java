// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.builds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.arbor.Status;
import dev.arbor.runtime.Tree;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The processor's jar as it is published: JavaPoet inside, relocated, so that the jar alone is
 * the whole processor. javac, in a process of its own as a user's build runs it, compiles a tree
 * with that jar and nothing else on its processor path, or on its processor module path, under
 * {@code -Xlint:all -Werror}. Run by Surefire's {@code shaded-jar} execution, after the jar is
 * made (processor/pom.xml), which names the jar and the reduced POM.
 */
class ShadedJarTest {
    private static final String LAMP = """
            package demo;

            import dev.arbor.*;

            @BehaviorTree
            public class Lamp {
                int hour;

                @Selector({"night", "day"}) void root() {}
                @Sequence({"isDark", "shine"}) void night() {}
                @Condition boolean isDark() { return hour < 6 || hour >= 20; }
                @Action void shine() { System.out.println(hour + "h: shines"); }
                @Action void day() { System.out.println(hour + "h: rests"); }

                public static void main(String[] args) {
                    Lamp lamp = new Lamp();
                    LampTree tree = new LampTree(lamp);
                    for (lamp.hour = 4; lamp.hour <= 22; lamp.hour += 6) {
                        tree.tick();
                    }
                }
            }
            """;

    private static Path jar;

    @TempDir
    Path work;

    @BeforeAll
    static void theJar() {
        String named = System.getProperty("arbor.processor.jar");
        assumeTrue(named != null, "run by the shaded-jar execution, after the jar is made");
        jar = Path.of(named);
        assertTrue(Files.isRegularFile(jar), "no jar at " + jar);
    }

    @Test
    void javaPoetIsInsideRelocatedAndNowhereElse() throws IOException {
        List<String> foreign = new ArrayList<>();
        int relocated = 0;
        try (JarFile file = new JarFile(jar.toFile())) {
            for (JarEntry entry : file.stream().toList()) {
                String name = entry.getName();
                if (entry.isDirectory()) {
                    continue;
                }
                if (name.startsWith("dev/arbor/processor/shaded/javapoet/")) {
                    relocated++;
                } else if (!name.startsWith("dev/arbor/processor/") && !name.startsWith("META-INF/")) {
                    foreign.add(name);
                }
            }
            assertEquals(List.of(), foreign, "only Arbor's packages and META-INF");
            assertTrue(relocated > 30, "JavaPoet's classes, relocated: " + relocated);
            String writer = new String(file.getInputStream(file.getEntry(
                    "dev/arbor/processor/codegen/TreeWriter.class")).readAllBytes(),
                    StandardCharsets.ISO_8859_1);
            assertTrue(writer.contains("dev/arbor/processor/shaded/javapoet/TypeSpec"));
            assertFalse(writer.contains("com/palantir"), "a reference to JavaPoet left unrelocated");
            assertEquals("dev.arbor.processor.ArborProcessor\ndev.arbor.processor.OwnAnnotations\n",
                    new String(file.getInputStream(file.getEntry(
                            "META-INF/services/javax.annotation.processing.Processor"))
                            .readAllBytes(), StandardCharsets.UTF_8).replace("\r\n", "\n"));
            assertEquals("dev.arbor.processor",
                    file.getManifest().getMainAttributes().getValue("Automatic-Module-Name"));
            assertTrue(file.getEntry("META-INF/LICENSE") != null);
        }
        String pom = Files.readString(Path.of(System.getProperty("arbor.processor.pom")));
        assertTrue(pom.contains("<artifactId>arbor-processor</artifactId>"), pom);
        assertFalse(pom.contains("<artifactId>javapoet</artifactId>"),
                "the published POM still depends on JavaPoet:\n" + pom);
    }

    @Test
    void theJarAloneOnTheProcessorPathCompilesATreeThatRuns() throws Exception {
        Path sources = work.resolve("src/demo");
        Files.createDirectories(sources);
        Files.writeString(sources.resolve("Lamp.java"), LAMP);
        Path classes = work.resolve("classes");
        String classPath = path(location(Status.class), location(Tree.class));
        run(List.of(tool("javac"), "--release", "17", "-Xlint:all", "-Werror",
                "-d", classes.toString(), "-classpath", classPath,
                "-processorpath", jar.toString(), sources.resolve("Lamp.java").toString()), "");
        run(List.of(tool("java"), "-classpath", path(classes) + File.pathSeparator + classPath,
                "demo.Lamp"), "4h: shines\n10h: rests\n16h: rests\n22h: shines\n");
    }

    /** A modular build may give javac its processors as modules: the jar is an automatic one. */
    @Test
    void theJarAloneOnTheProcessorModulePathCompilesAModule() throws Exception {
        Path sources = work.resolve("src");
        Files.createDirectories(sources.resolve("demo"));
        Files.writeString(sources.resolve("module-info.java"),
                "module demo { requires dev.arbor.runtime; }\n");
        Files.writeString(sources.resolve("demo/Lamp.java"), LAMP);
        Path classes = work.resolve("classes");
        run(List.of(tool("javac"), "--release", "17", "-Xlint:all", "-Werror",
                "-d", classes.toString(),
                "--module-path", path(location(Status.class), location(Tree.class)),
                "--processor-module-path", jar.toString(),
                sources.resolve("module-info.java").toString(),
                sources.resolve("demo/Lamp.java").toString()), "");
        assertTrue(Files.isRegularFile(classes.resolve("demo/LampTree.class")));
    }

    /** Runs {@code command}; it must end well and print {@code expected}. */
    private void run(List<String> command, String expected) throws Exception {
        Process process = new ProcessBuilder(command).directory(work.toFile())
                .redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "did not end: " + command);
        assertEquals(0, process.exitValue(), String.join(" ", command) + "\n" + output);
        assertEquals(expected, output.replace("\r\n", "\n"), String.join(" ", command));
    }

    private static String tool(String name) {
        return Path.of(System.getProperty("java.home"), "bin", name).toString();
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
