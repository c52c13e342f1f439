// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.library;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code @RunOnce} and {@code @TryCatch} on a compiled tree, beyond the scenarios
 * (docs/semantics.md §5.4): a {@code @Task} as the clean-up an interruption calls (its start,
 * one update, its end told INACTIVE when it answers RUNNING), a restore that calls no clean-up,
 * what a listener hears of the call, and a result kept through {@code reset()} with
 * {@code keepOnReset}.
 */
class OnceAndCleanUpRuntimeTest {
    private static final String PORTER = """
            package lib;

            import dev.arbor.*;
            import dev.arbor.runtime.*;
            import java.util.ArrayList;
            import java.util.List;

            @BehaviorTree
            public class Porter {
                public List<String> events = new ArrayList<>();
                @Task public final Release release = new Release(this);

                @Sequence({"warmUp", "carry"}) void root() {}
                @RunOnce(value = "stretch", keepOnReset = true) void warmUp() {}
                @Action void stretch() { events.add("stretch"); }
                @TryCatch(value = {"lift", "walk"}, cleanup = "release") void carry() {}
                @Action void lift() { events.add("lift"); }
                @Action(onEnd = "stopped") Status walk() { events.add("walk"); return Status.RUNNING; }
                void stopped(Status how) { events.add("walk:end:" + how); }

                public static class Release implements TaskObject {
                    final Porter porter;
                    Release(Porter porter) { this.porter = porter; }
                    @Override public void start() { porter.events.add("release:start"); }
                    @Override public Status update() {
                        porter.events.add("release:update");
                        return Status.RUNNING;
                    }
                    @Override public void end(Status how) { porter.events.add("release:end:" + how); }
                }
            }
            """;

    private static ClassLoader loader;

    @BeforeAll
    static void compile() {
        Compilation compilation = Compilers.arbor()
                .compile(JavaFileObjects.forSourceString("lib.Porter", PORTER));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
        loader = Compilers.load(compilation);
    }

    private static Tree newTree() throws ReflectiveOperationException {
        Class<?> agentClass = loader.loadClass("lib.Porter");
        Object agent = agentClass.getConstructor().newInstance();
        return (Tree) loader.loadClass("lib.PorterTree").getConstructor(agentClass)
                .newInstance(agent);
    }

    @SuppressWarnings("unchecked")
    private static List<String> events(Tree tree) throws ReflectiveOperationException {
        return (List<String>) tree.agent().getClass().getField("events").get(tree.agent());
    }

    @Test
    void aResetCallsATaskCleanUpOnceAndKeepsTheResultKeptOnReset() throws Exception {
        Tree tree = newTree();
        assertEquals(Status.RUNNING, tree.tick());
        assertEquals(List.of("stretch", "lift", "walk"), events(tree));
        events(tree).clear();
        tree.reset();
        assertEquals(List.of("walk:end:INACTIVE", "release:start", "release:update",
                "release:end:INACTIVE"), events(tree), "RUNNING: ended at once, interrupted");
        events(tree).clear();
        assertEquals(Status.RUNNING, tree.tick());
        assertEquals(List.of("lift", "walk"), events(tree), "warmUp keeps its result on reset");
    }

    @Test
    void aRestoreCallsNoCleanUp() throws Exception {
        Tree tree = newTree();
        byte[] fresh = tree.snapshot();
        tree.tick();
        events(tree).clear();
        tree.restore(fresh);
        assertEquals(List.of(), events(tree), "restore() calls none of your methods (§9)");
        assertEquals("", tree.runningPath());
        tree.tick();
        assertEquals(List.of("stretch", "lift", "walk"), events(tree),
                "the snapshot of a fresh tree keeps no result: stretch() runs again");
    }

    @Test
    void aListenerHearsTheCleanUpAsANodeEnteredAnsweringAndEnded() throws Exception {
        Tree tree = newTree();
        tree.tick();
        List<String> heard = new ArrayList<>();
        dev.arbor.runtime.TreeNodes nodes = tree.nodes();
        tree.setListener(new TreeListener() {
            @Override public void entered(Tree t, int node) {
                heard.add("entered " + nodes.method(node));
            }

            @Override public void leafAnswered(Tree t, int node, Status status) {
                heard.add(nodes.method(node) + " answered " + status);
            }

            @Override public void completed(Tree t, int node, Status status) {
                heard.add(nodes.method(node) + " " + status);
            }
        });
        tree.reset();
        assertEquals(List.of("walk INACTIVE", "entered release", "release answered RUNNING",
                "release INACTIVE", "carry INACTIVE", "root INACTIVE"), heard);
    }
}
