// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The tick's time passed to the methods a tree calls ({@code @Now long}, docs/semantics.md
 * §8.1): a condition (also one re-evaluated by an abort, and one an If asks), an action, a
 * weight method and a subtree's leaf all see the tick's clock reading less the time spent
 * paused, the same value within a tick; a restored tree goes on with the same values; ticking
 * allocates nothing; a tree of the core kinds that reads the time keeps its state in the array.
 */
class LeafTimeTest {
    private static final String SOURCES = """
            package time;

            import dev.arbor.*;
            import java.util.ArrayList;
            import java.util.List;

            @BehaviorTree
            public final class Watcher {
                public List<String> calls = new ArrayList<>();
                public boolean quiet; // nothing noted, nothing allocated
                public boolean alarm;
                public Status workAnswer = Status.RUNNING;
                @Subtree final Helper helper = new Helper(this);

                @Selector({"react", "choose"}) void root() {}
                @Sequence(value = {"alarmed", "helper"}, abortType = AbortType.LOWER_PRIORITY)
                void react() {}
                @Condition boolean alarmed(@Now long now) {
                    note("alarmed", now);
                    return alarm;
                }

                @WeightedSelector(value = {"gate", "idle"}, weights = {"wGate", "wIdle"})
                void choose() {}
                int wGate(@Now long now) { note("wGate", now); return 2; }
                int wIdle() { note("wIdle"); return 1; }
                @If(condition = "daylight", value = "work", otherwise = "idle") void gate() {}
                @Condition boolean daylight(@Now long t) { note("daylight", t); return true; }
                @Action Status work(@Now long now) { note("work", now); return workAnswer; }
                @Action void idle() { note("idle"); }

                void note(String call) { if (!quiet) calls.add(call); }
                void note(String call, long now) { if (!quiet) calls.add(call + "@" + now); }
            }

            //--- Helper
            package time;

            import dev.arbor.*;

            @BehaviorTree(root = "shout")
            class Helper {
                final Watcher owner;
                Helper(Watcher owner) { this.owner = owner; }
                @Action Status shout(@Now long now) {
                    owner.note("shout", now);
                    return Status.RUNNING;
                }
            }

            //--- Plain
            package time;

            import dev.arbor.*;
            import java.util.ArrayList;
            import java.util.List;

            @BehaviorTree
            class Plain {
                List<String> calls = new ArrayList<>();
                @Sequence({"check", "act"}) void root() {}
                @Condition boolean check(@Now long now) { calls.add("check@" + now); return true; }
                @Action Status act() { calls.add("act"); return Status.RUNNING; }
            }
            """;

    private static ClassLoader loader;
    private static Compilation compilation;

    @BeforeAll
    static void compile() {
        String[] files = SOURCES.split("//--- ");
        compilation = Compilers.arbor().compile(
                JavaFileObjects.forSourceString("time.Watcher", files[0]),
                JavaFileObjects.forSourceString("time.Helper", files[1].substring(7)),
                JavaFileObjects.forSourceString("time.Plain", files[2].substring(6)));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
        loader = Compilers.load(compilation);
    }

    private static Tree newTree(String name, ManualClock clock) throws ReflectiveOperationException {
        Class<?> agentClass = loader.loadClass("time." + name);
        var constructor = agentClass.getDeclaredConstructor();
        constructor.setAccessible(true);
        Object agent = constructor.newInstance();
        var tree = loader.loadClass("time." + name + "Tree")
                .getConstructor(agentClass, dev.arbor.runtime.Clock.class, long.class);
        return (Tree) tree.newInstance(agent, clock, 0L);
    }

    @SuppressWarnings("unchecked")
    private static List<String> calls(Tree tree) throws ReflectiveOperationException {
        var field = tree.agent().getClass().getDeclaredField("calls");
        field.setAccessible(true);
        return (List<String>) field.get(tree.agent());
    }

    private static List<String> drain(Tree tree) throws ReflectiveOperationException {
        List<String> drained = List.copyOf(calls(tree));
        calls(tree).clear();
        return drained;
    }

    private static void set(Tree tree, String field, Object value) throws Exception {
        tree.agent().getClass().getField(field).set(tree.agent(), value);
    }

    @Test
    void everyCallOfATickSeesItsReadingLessThePausedTime() throws Exception {
        ManualClock clock = new ManualClock(1_000);
        Tree tree = newTree("Watcher", clock);
        assertEquals(Status.RUNNING, tree.tick());
        assertEquals(List.of("alarmed@1000", "wGate@1000", "wIdle", "daylight@1000", "work@1000"),
                drain(tree));
        clock.advance(Duration.ofNanos(500));
        assertEquals(Status.RUNNING, tree.tick()); // the abort's re-evaluation, then work
        assertEquals(List.of("alarmed@1500", "work@1500"), drain(tree));
        tree.pause();
        clock.advance(Duration.ofNanos(10_000)); // paused: this time is left out
        assertEquals(Status.RUNNING, tree.tick());
        assertEquals(List.of(), drain(tree));
        tree.resume();
        clock.advance(Duration.ofNanos(200));
        set(tree, "alarm", true);
        assertEquals(Status.RUNNING, tree.tick()); // the abort fires: the subtree's leaf runs
        assertEquals(List.of("alarmed@1700", "alarmed@1700", "shout@1700"), drain(tree));
        clock.advance(Duration.ofNanos(300));
        assertEquals(Status.RUNNING, tree.tick());
        assertEquals(List.of("shout@2000"), drain(tree));
    }

    @Test
    void aRestoredTreeGoesOnWithTheSameTime() throws Exception {
        ManualClock clock = new ManualClock(-50);
        Tree tree = newTree("Watcher", clock);
        tree.tick();
        tree.pause();
        clock.advance(Duration.ofNanos(40));
        tree.resume();
        clock.advance(Duration.ofNanos(5));
        drain(tree);
        byte[] snapshot = tree.snapshot();
        tree.tick();
        List<String> here = drain(tree);
        Tree moved = newTree("Watcher", clock);
        moved.restore(snapshot);
        moved.tick();
        assertEquals(here, drain(moved));
        assertEquals(List.of("alarmed@-45", "work@-45"), here);
    }

    @Test
    void aTreeOfTheCoreKindsThatReadsTheTimeKeepsItsStateInTheArray() throws Exception {
        String generated = compilation.generatedSourceFile("time.PlainTree").orElseThrow()
                .getCharContent(true).toString();
        assertTrue(generated.contains("agent.check(now - pausedNanos)"), generated);
        assertTrue(generated.contains("final int[] state"), generated);
        ManualClock clock = new ManualClock(7);
        Tree tree = newTree("Plain", clock);
        tree.tick();
        clock.advanceMillis(1);
        tree.tick();
        assertEquals(List.of("check@7", "act", "act"), drain(tree));
        tree.reset();
        tree.pause();
        clock.advanceMillis(1);
        tree.resume();
        tree.tick();
        assertEquals(List.of("check@1000007", "act"), drain(tree));
    }

    @Test
    void aListenedTickPassesTheSameTime() throws Exception {
        ManualClock clock = new ManualClock(3);
        Tree tree = newTree("Watcher", clock);
        tree.setListener(new TreeListener() {});
        tree.tick();
        assertEquals(List.of("alarmed@3", "wGate@3", "wIdle", "daylight@3", "work@3"),
                drain(tree));
    }

    @Test
    void aTreeWhoseMethodsTakeNoTimeReadsNoClock() throws Exception {
        Compilation plain = Compilers.arbor().compile(JavaFileObjects.forSourceString("time.Still",
                """
                package time;

                import dev.arbor.*;

                @BehaviorTree
                public class Still {
                    @Sequence({"check"}) void root() {}
                    @Condition boolean check() { return true; }
                }
                """));
        String generated = plain.generatedSourceFile("time.StillTree").orElseThrow()
                .getCharContent(true).toString();
        assertFalse(generated.contains("clock.nanos()"), generated);
        assertFalse(generated.contains("pausedNanos"), generated);
    }

    @Test
    void tickingATreeThatPassesTheTimeAllocatesNothing() throws Exception {
        ManualClock clock = new ManualClock();
        Tree tree = newTree("Watcher", clock);
        set(tree, "quiet", true);
        set(tree, "workAnswer", Status.SUCCESS);
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        for (int round = 0; round < 3; round++) { // warm up, then measure
            long before = threads.getThreadAllocatedBytes(thread);
            for (int i = 0; i < 100_000; i++) {
                clock.advanceMillis(10);
                if (i % 23 == 0) {
                    tree.pause();
                    tree.tick();
                    tree.resume();
                }
                tree.tick();
            }
            long allocated = threads.getThreadAllocatedBytes(thread) - before;
            if (round == 2) {
                assertTrue(allocated < 1_000, "allocated " + allocated + " bytes in 100,000 ticks");
            }
        }
    }
}
