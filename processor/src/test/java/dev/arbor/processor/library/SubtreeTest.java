// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.library;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Tree;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code @Subtree}: another tree class inlined where its field is named, its leaves called on the
 * field's object, behaving exactly as if its nodes were written in place (conditional aborts
 * included), and nested subtrees called through each field in turn.
 */
class SubtreeTest {
    private static final String SOURCES = """
            package sub;

            import dev.arbor.*;
            import java.util.List;

            @BehaviorTree
            public class Wolf {
                public final List<String> trace = new java.util.ArrayList<>();
                @Subtree Hunt hunt = new Hunt(trace);
                public boolean hungry;

                @Selector({"eat", "hunt", "howl"}) void root() {}
                @Sequence(value = {"isHungry", "graze"}, abortType = AbortType.LOWER_PRIORITY)
                void eat() {}
                @Condition boolean isHungry() { trace.add("C:isHungry"); return hungry; }
                @Action boolean graze() { trace.add("U:graze"); return true; }
                @Action void howl() { trace.add("U:howl"); }
            }
            """;
    private static final String HUNT = """
            package sub;

            import dev.arbor.*;
            import java.util.List;

            @BehaviorTree
            class Hunt {
                final List<String> trace;
                @Subtree Legs legs;
                boolean prey = true;

                Hunt(List<String> trace) { this.trace = trace; this.legs = new Legs(trace); }

                @Sequence({"seesPrey", "legs"}) void root() {}
                @Condition boolean seesPrey() { trace.add("C:hunt.seesPrey"); return prey; }
            }
            """;
    private static final String LEGS = """
            package sub;

            import dev.arbor.*;
            import java.util.List;

            @BehaviorTree
            class Legs {
                final List<String> trace;
                int steps;

                Legs(List<String> trace) { this.trace = trace; }

                @Sequence({"run"}) void root() {}
                @Action(onStart = "go", onEnd = "stop") Status run() {
                    trace.add("U:legs.run");
                    return ++steps < 2 ? Status.RUNNING : Status.SUCCESS;
                }
                void go() { trace.add("S:legs.run"); }
                void stop(Status how) { trace.add("E:legs.run:" + how); }
            }
            """;

    @Test
    void aSubtreeRunsInPlaceOnItsFieldsObject() throws Exception {
        Compilation compilation = Compilers.arbor()
                .compile(JavaFileObjects.forSourceString("sub.Wolf", SOURCES),
                        JavaFileObjects.forSourceString("sub.Hunt", HUNT),
                        JavaFileObjects.forSourceString("sub.Legs", LEGS));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
        ClassLoader loader = Compilers.load(compilation);
        Class<?> wolfClass = loader.loadClass("sub.Wolf");
        Object wolf = wolfClass.getConstructor().newInstance();
        Tree tree = (Tree) loader.loadClass("sub.WolfTree").getConstructor(wolfClass)
                .newInstance(wolf);
        @SuppressWarnings("unchecked")
        List<String> trace = (List<String>) wolfClass.getField("trace").get(wolf);

        assertEquals(Status.RUNNING, tree.tick());
        assertEquals(List.of("C:isHungry", "C:hunt.seesPrey", "S:legs.run", "U:legs.run"), trace);
        trace.clear();
        wolfClass.getField("hungry").set(wolf, true); // the LOWER_PRIORITY abort reaches in
        assertEquals(Status.SUCCESS, tree.tick());
        assertEquals(List.of("C:isHungry", "E:legs.run:INACTIVE", "C:isHungry", "U:graze"),
                trace);
    }
}
