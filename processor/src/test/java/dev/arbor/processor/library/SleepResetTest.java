// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.library;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeRunner;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code TreeRunner.sleep(tree, duration, Sleep.RESET)} on a generated tree (a creature's brain
 * that falls asleep): the running nodes are ended when the sleep begins, each end hook told
 * INACTIVE, children before parents; the tree is not ticked while it sleeps; its first tick
 * after waking starts a new pass from the root. Asked by the tree's own leaf, it takes effect at
 * the end of the update; asked between updates, at once. Every call, in order, per update.
 */
class SleepResetTest {
    private static final String SOURCE = """
            package sleep;

            import dev.arbor.*;
            import dev.arbor.runtime.Tree;
            import dev.arbor.runtime.TreeRunner;
            import java.time.Duration;
            import java.util.ArrayList;
            import java.util.List;

            @BehaviorTree
            public class Brain {
                public List<String> calls = new ArrayList<>();
                public TreeRunner runner;
                public Tree self;
                public boolean tired;

                @Sequence({"look", "wander"}) void root() {}
                @Condition boolean look() { calls.add("look"); return true; }
                @Sequence({"walk"}) void wander() {}
                @Action(onStart = "walkStarted", onEnd = "walkEnded")
                Status walk() {
                    calls.add("walk");
                    if (tired) {
                        tired = false;
                        runner.sleep(self, Duration.ofMillis(1000), TreeRunner.Sleep.RESET);
                        calls.add("asked to sleep");
                    }
                    return Status.RUNNING;
                }
                void walkStarted() { calls.add("walkStarted"); }
                void walkEnded(Status how) { calls.add("walkEnded:" + how); }
            }
            """;

    private static ClassLoader loader;
    private final ManualClock clock = new ManualClock();
    private final TreeRunner runner = TreeRunner.builder().clock(clock)
            .interval(Duration.ofMillis(250)).build();

    @BeforeAll
    static void compile() {
        Compilation compilation = Compilers.arbor()
                .compile(JavaFileObjects.forSourceString("sleep.Brain", SOURCE));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
        loader = Compilers.load(compilation);
    }

    @AfterEach
    void close() {
        runner.close();
    }

    private Tree brain() throws Exception {
        Class<?> agentClass = loader.loadClass("sleep.Brain");
        Object agent = agentClass.getConstructor().newInstance();
        Tree tree = (Tree) loader.loadClass("sleep.BrainTree")
                .getConstructor(agentClass, dev.arbor.runtime.Clock.class, long.class)
                .newInstance(agent, clock, 0L);
        agentClass.getField("runner").set(agent, runner);
        agentClass.getField("self").set(agent, tree);
        runner.add(tree);
        return tree;
    }

    @SuppressWarnings("unchecked")
    private static List<String> drain(Tree tree) throws Exception {
        List<String> calls = (List<String>) tree.agent().getClass().getField("calls")
                .get(tree.agent());
        List<String> drained = new ArrayList<>(calls);
        calls.clear();
        return drained;
    }

    /** Moves the clock to {@code millis} and updates the runner: the calls of that update. */
    private static List<String> at(TreeRunner runner, ManualClock clock, Tree tree, long millis)
            throws Exception {
        clock.advanceMillis(millis - clock.nanos() / 1_000_000);
        runner.update();
        return drain(tree);
    }

    @Test
    void aLeafThatFallsAsleepEndsTheRunAtTheEndOfTheUpdateAndWakesToTheRoot() throws Exception {
        Tree brain = brain();
        assertEquals(List.of("look", "walkStarted", "walk"), at(runner, clock, brain, 0));
        assertEquals(List.of("walk"), at(runner, clock, brain, 250));
        brain.agent().getClass().getField("tired").set(brain.agent(), true);
        // the leaf asks at 500: after its tick, the running walk is ended, told INACTIVE
        assertEquals(List.of("walk", "asked to sleep", "walkEnded:INACTIVE"),
                at(runner, clock, brain, 500));
        assertEquals(Status.INACTIVE, brain.status());
        assertEquals("", brain.runningPath());
        assertEquals(List.of(), at(runner, clock, brain, 750));
        assertEquals(List.of(), at(runner, clock, brain, 1250));
        assertEquals(List.of(), at(runner, clock, brain, 1499)); // asleep until 1500
        assertEquals(List.of("look", "walkStarted", "walk"), at(runner, clock, brain, 1500));
        assertEquals(List.of("walk"), at(runner, clock, brain, 1750));
    }

    @Test
    void aSleepAskedBetweenUpdatesEndsTheRunAtOnce() throws Exception {
        Tree brain = brain();
        assertEquals(List.of("look", "walkStarted", "walk"), at(runner, clock, brain, 0));
        runner.sleep(brain, Duration.ofMillis(300), TreeRunner.Sleep.RESET);
        assertEquals(List.of("walkEnded:INACTIVE"), drain(brain));
        assertEquals(List.of(), at(runner, clock, brain, 250));
        assertEquals(List.of("look", "walkStarted", "walk"), at(runner, clock, brain, 300));
    }

    /** Sleep.KEEP, the two-argument sleep: the walk goes on where it was on waking. */
    @Test
    void aSleepThatKeepsEndsNothing() throws Exception {
        Tree brain = brain();
        assertEquals(List.of("look", "walkStarted", "walk"), at(runner, clock, brain, 0));
        runner.sleep(brain, Duration.ofMillis(300), TreeRunner.Sleep.KEEP);
        assertEquals(List.of(), drain(brain));
        assertEquals(List.of(), at(runner, clock, brain, 250));
        assertEquals(List.of("walk"), at(runner, clock, brain, 300));
    }
}
