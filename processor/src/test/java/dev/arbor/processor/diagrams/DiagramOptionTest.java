// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.diagrams;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.arbor.processor.testing.Compilers.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.ArborProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.FileObject;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The option {@code -Aarbor.diagrams}: diagrams by default, none with {@code false}; the option
 * is one the processor declares, so javac does not warn about it (the compilations here fail on
 * any warning). And a diagram the Filer refuses to write is a clean error, not a crash.
 */
class DiagramOptionTest {
    private static final JavaFileObject CRITTER =
            JavaFileObjects.forResource("goldens/diagrams/Critter.java");

    private static Compilation compile(String... options) {
        List<String> all = new java.util.ArrayList<>(List.of("-Xlint:all,-processing", "-Werror"));
        all.addAll(List.of(options));
        return javac().withProcessors(new ArborProcessor()).withOptions(all).compile(CRITTER);
    }

    private static List<String> diagrams(Compilation compilation) {
        return compilation.generatedFiles().stream()
                .map(file -> file.toUri().getPath())
                .filter(path -> path.contains("META-INF/arbor/"))
                .map(path -> path.substring(path.indexOf("META-INF/arbor/")))
                .sorted().toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "-Aarbor.diagrams=true", "-Aarbor.diagrams"})
    void theDiagramsAreWrittenUnlessTurnedOff(String option) {
        Compilation compilation = option.isEmpty() ? compile() : compile(option);
        assertThat(compilation).succeededWithoutWarnings();
        assertEquals(List.of("META-INF/arbor/golden.Critter.dot",
                "META-INF/arbor/golden.Critter.mmd", "META-INF/arbor/golden.Critter.xml"),
                diagrams(compilation));
    }

    @ParameterizedTest
    @ValueSource(strings = {"-Aarbor.diagrams=false", "-Aarbor.diagrams=FALSE"})
    void falseWritesNoDiagram(String option) {
        Compilation compilation = compile(option);
        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation).generatedSourceFile("golden.CritterTree");
        assertEquals(List.of(), diagrams(compilation));
        assertTrue(compilation.generatedFiles().stream()
                .noneMatch(file -> file.toUri().getPath().contains("META-INF")));
    }

    @Test
    void theOptionIsDeclared() {
        assertEquals(Set.of("arbor.diagrams", "arbor.layout"),
                new ArborProcessor().getSupportedOptions());
        assertTrue(Diagrams.enabled(null));
        assertTrue(Diagrams.enabled("true"));
        assertFalse(Diagrams.enabled(" False "));
    }

    /** Writes {@code META-INF/arbor/golden.Critter.dot} in the first round, before Arbor. */
    static final class Squatter extends AbstractProcessor {
        private boolean done;

        @Override public Set<String> getSupportedAnnotationTypes() {
            return Set.of("*");
        }

        @Override public SourceVersion getSupportedSourceVersion() {
            return SourceVersion.latestSupported();
        }

        @Override public boolean process(Set<? extends TypeElement> annotations,
                RoundEnvironment round) {
            if (!done) {
                done = true;
                try {
                    FileObject file = processingEnv.getFiler().createResource(
                            StandardLocation.CLASS_OUTPUT, "", "META-INF/arbor/golden.Critter.dot");
                    try (Writer writer = file.openWriter()) {
                        writer.write("digraph squatter {}\n");
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return false;
        }
    }

    @Test
    void aDiagramTheFilerRefusesIsACleanErrorOnTheTreeClass() {
        Compilation compilation = javac().withProcessors(new Squatter(), new ArborProcessor())
                .compile(CRITTER);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[Arbor/DiagramNotWritten] Arbor could not"
                + " write META-INF/arbor/golden.Critter.dot, a diagram of golden.Critter: ");
        assertThat(compilation).hadErrorContaining("-Aarbor.diagrams=false");
        assertTrue(compilation.errors().stream()
                .noneMatch(error -> error.getMessage(null).contains("InternalError")));
    }
}
