// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.testing.Compilers;
import java.util.List;
import javax.tools.JavaFileObject;

/**
 * Tree classes written in the test, and the checks the warning tests make on them: no warning
 * at all under {@code -Werror}, or exactly the warnings expected, each by its whole message, in
 * its file, on its line.
 */
final class WarningSources {
    private WarningSources() {}

    /** A warning expected in {@code file}, on the line containing {@code line}. */
    record Expected(JavaFileObject file, String message, String line) {}

    /** Class {@code name} of package {@code ok}, importing {@code dev.arbor.*}. */
    static JavaFileObject source(String name, String body) {
        return JavaFileObjects.forSourceString("ok." + name, "package ok;\n\nimport dev.arbor.*;\n\n"
                + body + "\n");
    }

    /** The sources compile under {@code -Werror}: no warning, Arbor's or javac's. */
    static void assertNoWarnings(List<JavaFileObject> sources) {
        Compilation compilation = Compilers.arbor().compile(sources);
        assertThat(compilation).succeededWithoutWarnings();
    }

    /**
     * The sources compile, with the expected warnings and no other: as many warnings as
     * expected, each found by its message, file and line.
     */
    static Compilation assertWarnings(List<JavaFileObject> sources, Expected... expected) {
        Compilation compilation = Compilers.arborAllowingWarnings().compile(sources);
        assertThat(compilation).succeeded();
        for (Expected e : expected) {
            assertThat(compilation).hadWarningContaining(e.message()).inFile(e.file())
                    .onLineContaining(e.line());
        }
        assertEquals(expected.length, compilation.warnings().size(),
                () -> compilation.warnings().toString());
        return compilation;
    }

    /** The Arbor tags of a compilation's diagnostics, in order. */
    static List<String> tags(Compilation compilation) {
        return compilation.diagnostics().stream()
                .map(d -> d.getMessage(null))
                .filter(m -> m.startsWith("[Arbor/"))
                .map(m -> m.substring("[Arbor/".length(), m.indexOf(']')))
                .toList();
    }

    /** "[Arbor/UnreachableChild] ... (suppress with ...)": the whole text of an UnreachableChild. */
    static String unreachable(String kind, String parent, String child, String before,
            String reason) {
        return "[Arbor/UnreachableChild] @" + kind + " " + parent + "() never runs its child '"
                + child + "': the child '" + before + "' before it " + reason
                + "; reorder the children, or remove '" + child + "' (suppress with"
                + " @SuppressWarnings(\"arbor:unreachable-child\"))";
    }

    /** The reason of an UnreachableChild after a child that always ends {@code parent}. */
    static String alwaysEnds(String result, String parent) {
        return "always ends with " + result + ", which ends " + parent + "() too";
    }
}
