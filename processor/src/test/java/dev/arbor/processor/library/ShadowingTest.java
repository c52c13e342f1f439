// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.library;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.testing.Compilers;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Nothing in the user's package shadows what generated code names: classes called
 * {@code String}, {@code System}, {@code Throwable}, {@code Status}, ... beside a tree class
 * (one in each code shape, with every feature that emits a type name) still give generated code
 * that compiles, their handles classes included.
 */
class ShadowingTest {
    private static final List<String> SHADOWS = List.of("String", "System", "Throwable",
            "AssertionError", "Long", "Override", "Object", "Status", "Tree", "TreeSupport",
            "ArborGenerated", "Generated", "Objects", "Arrays", "Clock", "SplitMix64",
            "NodeHandle", "ConditionHandle", "ActionHandle", "EventHandle");

    @Test
    void userClassesNamedLikeTheTypesGeneratedCodeUsesShadowNothing() {
        List<JavaFileObject> sources = new ArrayList<>();
        for (String name : SHADOWS) {
            sources.add(JavaFileObjects.forSourceString("shadow." + name,
                    "package shadow;\npublic class " + name + " {}\n"));
        }
        sources.add(JavaFileObjects.forSourceString("shadow.Straight", """
                package shadow;

                @dev.arbor.BehaviorTree
                public class Straight {
                    @dev.arbor.Selector({"guarded", "work"}) void root() {}
                    @dev.arbor.Sequence(value = {"ready", "go"},
                            abortType = dev.arbor.AbortType.BOTH)
                    void guarded() {}
                    @dev.arbor.Condition boolean ready() { return true; }
                    @dev.arbor.Action(onStart = "begin", onEnd = "end")
                    dev.arbor.Status go() { return dev.arbor.Status.RUNNING; }
                    void begin() {}
                    void end(dev.arbor.Status how) {}
                    @dev.arbor.Action void work() {}
                }
                """));
        sources.add(JavaFileObjects.forSourceString("shadow.Loop", """
                package shadow;

                @dev.arbor.BehaviorTree
                public class Loop {
                    @dev.arbor.Parallel({"timed", "random", "alarm"}) void root() {}
                    @dev.arbor.TimeLimit(value = "waiting", millis = 10) void timed() {}
                    @dev.arbor.Wait(millis = 5) void waiting() {}
                    @dev.arbor.RandomSelector({"a", "b"}) void random() {}
                    @dev.arbor.Action(onPause = "paused") dev.arbor.Status a() {
                        return dev.arbor.Status.RUNNING;
                    }
                    void paused(boolean on) {}
                    @dev.arbor.Action void b() {}
                    @dev.arbor.Event void alarm() {}
                }
                """));
        Compilation compilation = Compilers.arbor().compile(sources);
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
    }
}
