// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import java.lang.management.ManagementFactory;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The node library on a compiled tree, beyond the scenarios: ticking with the clock, events,
 * random and weighted orders, pause and a task allocates nothing; a task that throws leaves the
 * tree reusable, its end told INACTIVE (docs/semantics.md §7). Its agent imports both
 * {@code dev.arbor.*} and {@code dev.arbor.runtime.*}: {@code @Task} and the task's type
 * {@code TaskObject} do not clash.
 */
class LibraryRuntimeTest {
    private static final String CREATURE = """
            package lib;

            import dev.arbor.*;
            import dev.arbor.runtime.*; // no simple name of the two clashes: Task, TaskObject
            import java.util.ArrayList;
            import java.util.List;

            @BehaviorTree
            public class Creature {
                public List<String> events = new ArrayList<>();
                public RuntimeException throwInDig;
                @Task public final Dig dig = new Dig(this);
                int calls;

                @Selector({"react", "work", "idle"}) void root() {}
                @Sequence(value = {"hit", "flee"}, abortType = AbortType.LOWER_PRIORITY)
                void react() {}
                @Event void hit() {}
                @Action boolean flee() { events.add("flee"); return true; }

                @Sequence({"tired", "rest"}) void work() {}
                @Invert("fresh") void tired() {}
                @Condition boolean fresh() { return calls++ % 3 != 0; }
                @Cooldown(value = "nap", millis = 100) void rest() {}
                @Repeat(value = "dig", times = 2) void nap() {}

                @WeightedSelector(value = {"wander", "look"}, weights = {"wantWander", "wantLook"})
                void idle() {}
                int wantWander() { return calls % 2; }
                double wantLook() { return 0.5; }
                @RandomSequence(value = {"sniff", "pause"}, weights = {3, 1}) void wander() {}
                @Action(onPause = "frozen") Status sniff() { return Status.SUCCESS; }
                void frozen(boolean paused) { events.add(paused ? "paused" : "resumed"); }
                @Wait(millis = 50) void pause() {}
                @TimeLimit(value = "stare", millis = 70) void look() {}
                @While(value = "gaze", condition = "daylight") void stare() {}
                @Condition boolean daylight() { return true; }
                @Action Status gaze() { return Status.RUNNING; }

                public static class Dig implements TaskObject {
                    final Creature creature;
                    Dig(Creature creature) { this.creature = creature; }
                    @Override public Status update() {
                        if (creature.throwInDig != null) {
                            throw creature.throwInDig;
                        }
                        return Status.SUCCESS;
                    }
                    @Override public void end(Status how) { // no concatenation: nothing allocated
                        creature.events.add(how == Status.INACTIVE ? "dig:INACTIVE" : "dig");
                    }
                }
            }
            """;

    private static ClassLoader loader;

    @BeforeAll
    static void compile() {
        Compilation compilation = Compilers.arbor()
                .compile(JavaFileObjects.forSourceString("lib.Creature", CREATURE));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
        loader = Compilers.load(compilation);
    }

    private static Tree newTree(ManualClock clock) throws ReflectiveOperationException {
        Class<?> agentClass = loader.loadClass("lib.Creature");
        Object agent = agentClass.getConstructor().newInstance();
        return (Tree) loader.loadClass("lib.CreatureTree")
                .getConstructor(agentClass, dev.arbor.runtime.Clock.class, long.class)
                .newInstance(agent, clock, 7L);
    }

    @SuppressWarnings("unchecked")
    private static List<String> events(Tree tree) throws ReflectiveOperationException {
        return (List<String>) tree.agent().getClass().getField("events").get(tree.agent());
    }

    @Test
    void tickingWithEveryLibraryFeatureAllocatesNothing() throws Exception {
        ManualClock clock = new ManualClock();
        Tree tree = newTree(clock);
        tree.agent().getClass().getField("events").set(tree.agent(),
                new java.util.AbstractList<String>() {
                    @Override public boolean add(String s) { return true; }
                    @Override public String get(int i) { throw new IndexOutOfBoundsException(); }
                    @Override public int size() { return 0; }
                });
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        for (int round = 0; round < 3; round++) { // warm up, then measure
            long before = threads.getThreadAllocatedBytes(thread);
            for (int i = 0; i < 100_000; i++) {
                clock.advanceMillis(10);
                if (i % 17 == 0) {
                    tree.raise("hit");
                }
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

    @Test
    void aTaskThatThrowsLeavesTheTreeReusable() throws Exception {
        ManualClock clock = new ManualClock();
        Tree tree = newTree(clock);
        RuntimeException boom = new IllegalStateException("boom");
        // make work reachable: fresh() answers false on its first call, so tired() succeeds
        tree.agent().getClass().getField("throwInDig").set(tree.agent(), boom);
        assertSame(boom, assertThrows(RuntimeException.class, tree::tick));
        assertEquals(List.of("dig:INACTIVE"), events(tree));
        assertEquals(Status.INACTIVE, tree.status());
        tree.agent().getClass().getField("throwInDig").set(tree.agent(), null);
        events(tree).clear();
        assertEquals(Status.RUNNING, tree.tick()); // a new pass: work is refused (fresh), idle runs
    }
}
