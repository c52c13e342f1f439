// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.NodeFailure;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code @BehaviorTree(onAwake = ...)} (docs/semantics.md §3): called once per instance, in its
 * first tick that runs, after the clock is read and before the root is entered; not again after
 * {@code reset()} or an exception; a snapshot keeps whether it has run. Every test runs on a tree
 * of the core kinds (its state in fields) and on one whose hook takes the tick's time (in the
 * array), and asserts every call, hook and listener event in order.
 */
class AwakeTest {
    private static final String BODY = """
                public List<String> calls = new ArrayList<>();
                public RuntimeException boom;
                public Status answer = Status.RUNNING;

                @Sequence({"ready", "work"}) void root() {}
                @Condition boolean ready() { calls.add("ready"); return true; }
                @Action(onStart = "started", onEnd = "ended")
                Status work() { calls.add("work"); return answer; }
                void started() { calls.add("started"); }
                void ended(Status how) { calls.add("ended:" + how); }
            """;

    private static final String SOURCES = """
            package awake;

            import dev.arbor.*;
            import java.util.ArrayList;
            import java.util.List;

            @BehaviorTree(onAwake = "wake")
            public class Sleeper {
            """ + BODY + """
                void wake() {
                    calls.add("wake");
                    if (boom != null) {
                        throw boom;
                    }
                }
            }
            //---
            package awake;

            import dev.arbor.*;
            import java.util.ArrayList;
            import java.util.List;

            @BehaviorTree(onAwake = "wake")
            public class TimedSleeper {
            """ + BODY + """
                boolean wake(@Now long now) { // any return type: the answer is ignored
                    calls.add("wake@" + now);
                    if (boom != null) {
                        throw boom;
                    }
                    return true;
                }
            }
            """;

    private static ClassLoader loader;

    @BeforeAll
    static void compile() {
        String[] files = SOURCES.split("//---\n");
        Compilation compilation = Compilers.arbor().compile(
                JavaFileObjects.forSourceString("awake.Sleeper", files[0]),
                JavaFileObjects.forSourceString("awake.TimedSleeper", files[1]));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
        loader = Compilers.load(compilation);
    }

    /** The two trees: in fields, and in the array with the time passed to the hook. */
    private static final List<String> TREES = List.of("Sleeper", "TimedSleeper");

    private static Tree newTree(String name, ManualClock clock) throws Exception {
        Class<?> agentClass = loader.loadClass("awake." + name);
        Object agent = agentClass.getConstructor().newInstance();
        return (Tree) loader.loadClass("awake." + name + "Tree")
                .getConstructor(agentClass, dev.arbor.runtime.Clock.class, long.class)
                .newInstance(agent, clock, 0L);
    }

    @SuppressWarnings("unchecked")
    private static List<String> calls(Tree tree) throws Exception {
        return (List<String>) tree.agent().getClass().getField("calls").get(tree.agent());
    }

    private static List<String> drain(Tree tree) throws Exception {
        List<String> drained = new ArrayList<>(calls(tree));
        calls(tree).clear();
        return drained;
    }

    private static void set(Tree tree, String field, Object value) throws Exception {
        tree.agent().getClass().getField(field).set(tree.agent(), value);
    }

    /** "wake" or "wake@<now>", as the tree's hook traces it. */
    private static String wake(String tree, long now) {
        return tree.equals("Sleeper") ? "wake" : "wake@" + now;
    }

    @Test
    void itRunsOnceBeforeTheFirstPassAndNotAgainAfterAReset() throws Exception {
        for (String name : TREES) {
            ManualClock clock = new ManualClock(40);
            Tree tree = newTree(name, clock);
            assertEquals(Status.RUNNING, tree.tick());
            assertEquals(List.of(wake(name, 40), "ready", "started", "work"), drain(tree));
            assertEquals(Status.RUNNING, tree.tick());
            assertEquals(List.of("work"), drain(tree));
            tree.reset();
            assertEquals(List.of("ended:INACTIVE"), drain(tree));
            set(tree, "answer", Status.SUCCESS);
            assertEquals(Status.SUCCESS, tree.tick());
            assertEquals(List.of("ready", "started", "work", "ended:SUCCESS"), drain(tree));
            assertEquals(Status.SUCCESS, tree.tick()); // the next pass: no wake either
            assertEquals(List.of("ready", "started", "work", "ended:SUCCESS"), drain(tree));
        }
    }

    @Test
    void aPausedTickOrAResetBeforeTheFirstTickLeavesItToTheFirstTickThatRuns() throws Exception {
        for (String name : TREES) {
            ManualClock clock = new ManualClock();
            Tree tree = newTree(name, clock);
            tree.reset();
            tree.pause();
            assertEquals(Status.RUNNING, tree.tick());
            assertEquals(List.of(), drain(tree));
            clock.advanceMillis(1);
            tree.resume();
            tree.tick();
            assertEquals(List.of(wake(name, 0), "ready", "started", "work"), drain(tree));
        }
    }

    @Test
    void aSnapshotKeepsWhetherItHasRun() throws Exception {
        for (String name : TREES) {
            ManualClock clock = new ManualClock();
            Tree fresh = newTree(name, clock);
            byte[] beforeAnyTick = fresh.snapshot();
            fresh.tick();
            byte[] afterATick = fresh.snapshot();
            drain(fresh);

            Tree restored = newTree(name, clock);
            restored.tick(); // awoken, then replaced by a tree that never ticked
            drain(restored);
            restored.restore(beforeAnyTick);
            restored.tick();
            assertEquals(List.of(wake(name, 0), "ready", "started", "work"), drain(restored));

            Tree moved = newTree(name, clock); // never ticked, replaced by one that did
            moved.restore(afterATick);
            moved.tick();
            assertEquals(List.of("work"), drain(moved));
        }
    }

    /** §7: it counts as run; no pass had started, and no node is named. */
    @Test
    void anExceptionLeavesTheTickAndTheHookDoesNotRunAgain() throws Exception {
        for (String name : TREES) {
            ManualClock clock = new ManualClock();
            Tree tree = newTree(name, clock);
            RuntimeException boom = new IllegalStateException("no world yet");
            set(tree, "boom", boom);
            assertSame(boom, assertThrows(RuntimeException.class, tree::tick));
            assertNull(NodeFailure.of(boom));
            assertEquals(List.of(wake(name, 0)), drain(tree));
            assertEquals(Status.INACTIVE, tree.status());
            assertEquals("", tree.runningPath());
            tree.tick();
            assertEquals(List.of("ready", "started", "work"), drain(tree));
        }
    }

    /** With a listener: the tick starts, the hook runs, then the root is entered. */
    @Test
    void aListenerHearsTheTickStartBeforeTheHook() throws Exception {
        for (String name : TREES) {
            ManualClock clock = new ManualClock();
            Tree tree = newTree(name, clock);
            List<String> calls = calls(tree);
            tree.setListener(new TreeListener() {
                @Override public void tickStarted(Tree t) {
                    calls.add("tickStarted");
                }

                @Override public void entered(Tree t, int node) {
                    calls.add("entered:" + node);
                }
            });
            tree.tick();
            assertEquals(List.of("tickStarted", wake(name, 0), "entered:0", "entered:1", "ready",
                    "entered:2", "started", "work"), drain(tree));
            tree.tick();
            assertEquals(List.of("tickStarted", "work"), drain(tree));
        }
    }
}
