// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.builds;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.testing.Compilers;
import java.io.IOException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The option {@code -Aarbor.layout}: {@code auto} (the default) sizes the generated code by the
 * tree; {@code split} gives a small tree the layout of a very large one (SplitLayoutTest runs the
 * scenarios so); anything else is an error that names the values.
 */
class LayoutOptionTest {
    private static final JavaFileObject GUARD = JavaFileObjects.forSourceString("opt.Guard", """
            package opt;

            import dev.arbor.*;

            @BehaviorTree
            class Guard {
                @Selector({"flee", "patrol"}) void root() {}
                @Sequence(value = {"isHurt", "run"}, abortType = AbortType.LOWER_PRIORITY)
                void flee() {}
                @Condition boolean isHurt() { return false; }
                @Action Status run() { return Status.RUNNING; }
                @Action(onEnd = "stopped") Status patrol() { return Status.RUNNING; }
                void stopped(Status how) {}
            }
            """);

    @Test
    void aBadValueIsATaggedErrorNamingTheValues() {
        Compilation compilation = Compilers.arbor("-Aarbor.layout=huge").compile(GUARD);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[Arbor/BadOption] -Aarbor.layout=huge is not"
                + " a value of that option; use one of auto (the default), split");
        assertEquals(1, compilation.errors().size());
    }

    @Test
    void splitSpreadsEvenASmallTreeAndAutoKeepsItWhole() throws IOException {
        String auto = source(Compilers.arbor("-Aarbor.layout=auto").compile(GUARD));
        assertEquals(source(Compilers.arbor().compile(GUARD)), auto, "auto is the default");
        assertFalse(auto.contains("class Part0"));
        assertTrue(auto.contains("private static final int IS_HURT = 2;"),
                "nodes named by constants");

        String split = source(Compilers.arbor("-Aarbor.layout=split").compile(GUARD));
        assertTrue(split.contains("private final class Part0"), split);
        assertTrue(split.contains("private final boolean[] answers"), split);
        assertFalse(split.contains("static final int IS_HURT"), "nodes named by index");
    }

    private static String source(Compilation compilation) throws IOException {
        assertThat(compilation).succeededWithoutWarnings();
        return compilation.generatedSourceFile("opt.GuardTree").orElseThrow()
                .getCharContent(true).toString();
    }
}
