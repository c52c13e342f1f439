// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.testing.Compilers;
import java.util.List;
import javax.tools.JavaFileObject;

/**
 * The bad inputs under {@code src/test/resources/bad/}, named {@code <Tag>.java}, or
 * {@code <Tag>/<Variant>.java} when a tag has several, and the checks every error test makes:
 * the diagnostic is found by its stable tag and whole message, in its file, on the line of the
 * annotation value at fault.
 */
final class BadSources {
    private BadSources() {}

    /** The input {@code bad/<path>.java}: {@code "Cycle"}, {@code "RootNotFound/Misspelled"}. */
    static JavaFileObject bad(String path) {
        return JavaFileObjects.forResource("bad/" + path + ".java");
    }

    /** Compiling the input fails with this error only, on the line containing {@code line}. */
    static void assertError(String path, String message, String line) {
        JavaFileObject source = bad(path);
        Compilation compilation = Compilers.arbor().compile(source);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(message).inFile(source).onLineContaining(line);
    }

    /**
     * Compiling the inputs together fails with this error only, in {@code in} (one of them), on
     * the line containing {@code line}: for an input whose superclass is in another package.
     */
    static void assertError(List<String> paths, String in, String message, String line) {
        List<JavaFileObject> sources = paths.stream().map(BadSources::bad).toList();
        Compilation compilation = Compilers.arbor().compile(sources);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(message)
                .inFile(sources.get(paths.indexOf(in))).onLineContaining(line);
    }

    /**
     * Compiling the input succeeds with one warning only, this one, on the line containing
     * {@code line}: no other diagnostic on any class of the file.
     */
    static void assertOnlyWarning(String path, String message, String line) {
        JavaFileObject source = bad(path);
        Compilation compilation = Compilers.arborAllowingWarnings().compile(source);
        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(1);
        assertThat(compilation).hadWarningContaining(message).inFile(source).onLineContaining(line);
    }

    /** Compiling the input succeeds, with this warning on the line containing {@code line}. */
    static void assertWarning(String path, String message, String line) {
        JavaFileObject source = bad(path);
        Compilation compilation = Compilers.arborAllowingWarnings().compile(source);
        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningContaining(message).inFile(source).onLineContaining(line);
    }
}
