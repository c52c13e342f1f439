// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.Status;
import dev.arbor.runtime.NodeFailure;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * docs/semantics.md §7 and §8.4: a start, end or pause hook that throws leaves the tree in one
 * documented state, whichever it was. The call it threw in finishes its own step (every other
 * hook of that step is called, a pause pauses, a resume resumes), then every running node is
 * ended as interrupted and the first exception leaves the call, later ones suppressed; no pass
 * runs, and the next tick that is not paused starts a new one.
 *
 * <p>Whole traces, as scenarios (every hook call in order, what the call answered or threw, then
 * the ticks after), run like the shared ones ({@link ScenarioTest#addRuns}): the generated tree
 * with and without a listener, moved by snapshot before every step, and the reference
 * interpreter; the running paths and what the listener heard must agree too. Straight-line and
 * event-loop shapes both. They live here rather than in the shared scenario folder, which this
 * branch does not write to. The other tests look at what a scenario cannot show: whether the
 * tree is paused, its status, and a listener that throws.
 */
class ThrowingHooksTest {
    /** A start hook that throws ends the pass: the node it started is ended, its end hook told. */
    private static final String START = """
            scenario start-hook-throws
            tree
            selector root
              sequence work
                action a
                action b
              action idle
            end
            init a=success b=running idle=running S:b=throw
            tick 1
            expect S:a U:a E:a:success S:b E:b:interrupted => throws:S:b
            pause
            expect -
            tick 2
            expect - => running
            resume
            expect -
            tick 3 S:b=no
            expect S:a U:a E:a:success S:b U:b => running
            """;

    /** An end hook that throws as its node completes: the rest of the pass is ended. */
    private static final String END = """
            scenario end-hook-throws
            tree
            parallel root success=all failure=one
              action side
              sequence work
                action a
                action b
            end
            init a=success b=running side=running E:a=throw
            tick 1
            expect S:side U:side S:a U:a E:a:success E:side:interrupted => throws:E:a
            tick 2 E:a=no
            expect S:side U:side S:a U:a E:a:success S:b U:b => running
            """;

    /**
     * Pause hooks that throw, in a parallel (the event loop): the pause or resume stands, every
     * running action's hook is called, then the running nodes end; paused ticks do nothing.
     */
    private static final String PAUSE = """
            scenario pause-hooks-throw
            tree
            parallel root success=all failure=one
              action a
              action b
            end
            init a=running b=running P:a=throw
            tick 1
            expect S:a U:a S:b U:b => running
            pause
            expect P:a:true P:b:true E:a:interrupted E:b:interrupted => throws:P:a
            tick 2
            expect - => running
            resume
            expect -
            tick 3 P:a=no P:b=throw
            expect S:a U:a S:b U:b => running
            pause
            expect P:a:true P:b:true E:a:interrupted E:b:interrupted => throws:P:b
            """;

    /** The same on a straight-line tree, and when every hook throws, and on resume. */
    private static final String PAUSE_STRAIGHT = """
            scenario pause-hook-throws-straight-line
            tree
            sequence root
              action a
              action b
            end
            init a=success b=running
            tick 1
            expect S:a U:a E:a:success S:b U:b => running
            tick 2 P:b=throw
            expect U:b => running
            pause
            expect P:b:true E:b:interrupted => throws:P:b
            tick 3
            expect - => running
            resume
            expect -
            tick 4 P:b=no
            expect S:a U:a E:a:success S:b U:b => running
            pause
            expect P:b:true
            tick 5 P:b=throw
            expect - => running
            resume
            expect P:b:false E:b:interrupted => throws:P:b
            tick 6
            expect S:a U:a E:a:success S:b U:b => running
            """;

    /** Two hooks throw: the first is thrown, the second suppressed, and both are called. */
    private static final String BOTH = """
            scenario pause-hooks-both-throw
            tree
            parallel root success=all failure=one
              action a
              action b
            end
            init a=running b=running P:a=throw P:b=throw
            tick 1
            expect S:a U:a S:b U:b => running
            pause
            expect P:a:true P:b:true E:a:interrupted E:b:interrupted => throws:P:a+P:b
            resume
            expect -
            tick 2
            expect S:a U:a S:b U:b => running
            """;

    private static final List<Scenario> SCENARIOS = List.of(START, END, PAUSE, PAUSE_STRAIGHT,
            BOTH).stream().map(ScenarioFormat::parse).toList();

    @TestFactory
    List<DynamicTest> wholeTraces() {
        return ScenarioTest.addRuns(SCENARIOS, "Hooks", new ArrayList<>());
    }

    /**
     * After any of the three hooks threw: the exception as thrown, naming its node; no pass
     * running; status INACTIVE; paused exactly as the call asked; the next unpaused tick starts
     * a new pass.
     */
    @Test
    void everyHookLeavesTheSameState() {
        GeneratedTreeRunner compiled = new GeneratedTreeRunner(SCENARIOS, "State");
        // start hook, in tick(): not paused
        Tree start = compiled.fresh(0, SCENARIOS.get(0)).tree();
        assertThrown(start::tick, "S:b", "b", start);
        assertFalse(start.isPaused());
        // end hook, in tick(): not paused
        Tree end = compiled.fresh(1, SCENARIOS.get(1)).tree();
        assertThrown(end::tick, "E:a", "a", end); // side was running: it ended too
        assertFalse(end.isPaused());
        // pause hook, in pause(): paused; every hook was called; a paused tick does nothing
        GeneratedTreeRunner.Instance paused = compiled.fresh(2, SCENARIOS.get(2));
        Tree pause = paused.tree();
        assertEquals(Status.RUNNING, pause.tick());
        paused.agent().$drain();
        assertThrown(pause::pause, "P:a", "a", pause);
        assertTrue(pause.isPaused());
        assertEquals(List.of("P:a:true", "P:b:true", "E:a:interrupted", "E:b:interrupted"),
                paused.agent().$drain());
        assertEquals(Status.RUNNING, pause.tick());
        assertEquals(Status.INACTIVE, pause.status()); // a paused tick answers, and keeps none
        pause.resume();
        assertFalse(pause.isPaused());
        assertEquals(List.of(), paused.agent().$drain()); // nothing ran to be told
        assertEquals(Status.RUNNING, pause.tick());
        assertEquals("root > (a | b)", pause.runningPath()); // a new pass
        // pause hook, in resume(): resumed
        GeneratedTreeRunner.Instance resumed = compiled.fresh(3, SCENARIOS.get(3));
        Tree resume = resumed.tree();
        resume.tick();
        resume.pause();
        resumed.agent().answers.put("P:b", "throw");
        assertThrown(resume::resume, "P:b", "b", resume);
        assertFalse(resume.isPaused());
    }

    /** The state every throwing hook leaves, checked on {@code tree}. */
    private static void assertThrown(Runnable call, String thrower, String node, Tree tree) {
        RuntimeException thrown = assertThrows(RuntimeException.class, call::run);
        assertEquals(thrower, thrown.getMessage());
        assertEquals(node, NodeFailure.of(thrown).method());
        assertEquals("", tree.runningPath());
        assertEquals(Status.INACTIVE, tree.status());
    }

    /**
     * A listener that throws when told of the pause is a hook that threw: the pause stands, the
     * running nodes end (their end hooks told), the exception leaves pause(); with a pause hook
     * that threw first, the listener's is suppressed.
     */
    @Test
    void aListenerThatThrowsOnPauseIsAHookThatThrew() {
        GeneratedTreeRunner compiled = new GeneratedTreeRunner(List.of(SCENARIOS.get(2)),
                "Listened");
        for (boolean hookThrows : new boolean[] {false, true}) {
            GeneratedTreeRunner.Instance instance = compiled.fresh(0, SCENARIOS.get(2));
            instance.agent().answers.put("P:a", hookThrows ? "throw" : "no");
            Tree tree = instance.tree();
            RuntimeException refused = new IllegalStateException("listener");
            List<String> heard = new ArrayList<>();
            tree.setListener(new TreeListener() {
                @Override
                public void paused(Tree t) {
                    heard.add("paused");
                    throw refused;
                }

                @Override
                public void completed(Tree t, int node, Status status) {
                    heard.add("end:" + t.nodes().method(node) + ":" + status);
                }
            });
            tree.tick();
            instance.agent().$drain();
            RuntimeException thrown = assertThrows(RuntimeException.class, tree::pause);
            if (hookThrows) {
                assertEquals("P:a", thrown.getMessage());
                assertTrue(List.of(thrown.getSuppressed()).contains(refused));
            } else {
                assertSame(refused, thrown);
            }
            assertTrue(tree.isPaused());
            assertEquals(List.of("P:a:true", "P:b:true", "E:a:interrupted", "E:b:interrupted"),
                    instance.agent().$drain());
            assertEquals(List.of("paused", "end:a:INACTIVE", "end:b:INACTIVE",
                    "end:root:INACTIVE"), heard);
            assertEquals("", tree.runningPath());
        }
    }
}
