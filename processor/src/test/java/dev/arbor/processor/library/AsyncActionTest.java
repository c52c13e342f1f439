// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Async actions (docs/semantics.md §5.8): an {@code @Action} returning a
 * {@code CompletionStage}. The first call starts the work, the stage is polled (the method is
 * not called again), its completion is applied at the first tick that starts after it, and every
 * interruption cancels it before the end hook hears INACTIVE. Each behaviour runs on a tree whose
 * state is in fields (blocks) and on one whose state is in the array (a parallel: the event loop
 * or blocks over several stacks), and every call, hook and status is asserted in order.
 */
class AsyncActionTest {
    /** What both trees share: the agent's log, the stage it hands out, the leaves. */
    private static final String BODY = """
                public List<String> calls = new ArrayList<>();
                public CompletableFuture<Status> future;
                public CompletionStage<Status> stage; // what probe() returns next, if set
                public boolean returnNull;
                public boolean threatened;
                public boolean completeEarly; // early() completes the stage probe() waits on

                @Condition boolean threatened() { calls.add("threatened"); return threatened; }
                @Action Status flee() { calls.add("flee"); return Status.SUCCESS; }
                @Action(onStart = "started", onEnd = "ended", onPause = "paused")
                CompletionStage<Status> probe() {
                    calls.add("probe");
                    future = new CompletableFuture<>();
                    if (returnNull) {
                        return null;
                    }
                    if (stage != null) {
                        CompletionStage<Status> given = stage;
                        stage = null;
                        return given;
                    }
                    return future;
                }
                void started() { calls.add("started"); }
                void ended(Status how) { calls.add("ended:" + how); }
                void paused(boolean paused) { calls.add("paused:" + paused); }
                @Action boolean report() { calls.add("report"); return true; }
                public Status earlyStatus = Status.SUCCESS;
                @Action Status early() {
                    calls.add("early");
                    if (completeEarly) {
                        future.complete(Status.SUCCESS);
                    }
                    return earlyStatus;
                }
            """;

    private static final String SOURCES = """
            package async;

            import dev.arbor.*;
            import java.util.ArrayList;
            import java.util.List;
            import java.util.concurrent.CompletableFuture;
            import java.util.concurrent.CompletionStage;

            @BehaviorTree(root = "root")
            public class Prober {
            """ + BODY + """
                @Selector({"danger", "work"}) void root() {}
                @Sequence(value = {"threatened", "flee"}, abortType = AbortType.LOWER_PRIORITY)
                void danger() {}
                @Sequence({"early", "probe", "report"}) void work() {}
            }
            //---
            package async;

            import dev.arbor.*;
            import java.util.ArrayList;
            import java.util.List;
            import java.util.concurrent.CompletableFuture;
            import java.util.concurrent.CompletionStage;

            @BehaviorTree(root = "root")
            public class ParallelProber {
            """ + BODY + """
                @Selector({"danger", "work"}) void root() {}
                @Sequence(value = {"threatened", "flee"}, abortType = AbortType.LOWER_PRIORITY)
                void danger() {}
                @Parallel(value = {"early", "probing"}, success = Policy.ALL) void work() {}
                @Sequence({"probe", "report"}) void probing() {}
            }
            //---
            package async;

            import dev.arbor.*;
            import java.util.ArrayList;
            import java.util.List;
            import java.util.concurrent.CompletableFuture;
            import java.util.concurrent.CompletionStage;

            @BehaviorTree(root = "root")
            public class Variants {
                public List<String> calls = new ArrayList<>();
                public CompletableFuture<Boolean> asked;
                public CompletableFuture<Void> done;
                public CompletableFuture<Status> slow;

                @Sequence({"ask", "doIt", "limited"}) void root() {}
                @Action CompletableFuture<Boolean> ask(@Now long now) {
                    calls.add("ask@" + now);
                    return asked = new CompletableFuture<>();
                }
                @Action(onEnd = "doneEnded") CompletionStage<Void> doIt() {
                    calls.add("doIt");
                    return done = new CompletableFuture<>();
                }
                void doneEnded(Status how) { calls.add("doIt:" + how); }
                @TimeLimit(value = "slowly", millis = 100) void limited() {}
                @Action(onEnd = "slowEnded") CompletionStage<Status> slowly() {
                    calls.add("slowly");
                    return slow = new CompletableFuture<>();
                }
                void slowEnded(Status how) { calls.add("slowly:" + how); }
            }
            """;

    private static ClassLoader loader;
    private static ClassLoader split;

    @BeforeAll
    static void compile() {
        loader = compiled(Compilers.arbor());
        split = compiled(Compilers.arbor("-Aarbor.layout=split"));
    }

    private static ClassLoader compiled(com.google.testing.compile.Compiler compiler) {
        String[] files = SOURCES.split("//---\n");
        Compilation compilation = compiler.compile(
                JavaFileObjects.forSourceString("async.Prober", files[0]),
                JavaFileObjects.forSourceString("async.ParallelProber", files[1]),
                JavaFileObjects.forSourceString("async.Variants", files[2]));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
        return Compilers.load(compilation);
    }

    /**
     * In fields (blocks), in the array (a parallel), and both in the layout of a very large tree
     * ({@code -Aarbor.layout=split}: the event loop, its methods spread over classes).
     */
    private static final List<String> TREES = List.of("Prober", "ParallelProber",
            "split:Prober", "split:ParallelProber");

    private static Tree newTree(String tree, ManualClock clock) throws Exception {
        ClassLoader loader = tree.startsWith("split:") ? split : AsyncActionTest.loader;
        String name = tree.substring(tree.indexOf(':') + 1);
        Class<?> agentClass = loader.loadClass("async." + name);
        Object agent = agentClass.getConstructor().newInstance();
        return (Tree) loader.loadClass("async." + name + "Tree")
                .getConstructor(agentClass, dev.arbor.runtime.Clock.class, long.class)
                .newInstance(agent, clock, 0L);
    }

    /** The agent's class name of a tree of {@link #TREES}. */
    private static String simple(String tree) {
        return tree.substring(tree.indexOf(':') + 1);
    }

    @SuppressWarnings("unchecked")
    private static List<String> drain(Tree tree) throws Exception {
        List<String> calls = (List<String>) get(tree, "calls");
        List<String> drained = new ArrayList<>(calls);
        calls.clear();
        return drained;
    }

    private static Object get(Tree tree, String field) throws Exception {
        return tree.agent().getClass().getField(field).get(tree.agent());
    }

    private static void set(Tree tree, String field, Object value) throws Exception {
        tree.agent().getClass().getField(field).set(tree.agent(), value);
    }

    @SuppressWarnings("unchecked")
    private static CompletableFuture<Object> future(Tree tree, String field) throws Exception {
        return (CompletableFuture<Object>) get(tree, field);
    }

    /** Entered, polled without a call while it waits, then applied the tick after completion. */
    @Test
    void theFirstCallStartsTheWorkAndLaterTicksPollTheStage() throws Exception {
        for (String name : TREES) {
            Tree tree = newTree(name, new ManualClock());
            assertEquals(Status.RUNNING, tree.tick(), name);
            assertEquals(List.of("threatened", "early", "started", "probe"), drain(tree), name);
            assertEquals(Status.RUNNING, tree.tick(), name);
            assertEquals(List.of("threatened"), drain(tree), name); // polled: no call
            future(tree, "future").complete(Status.SUCCESS);
            assertEquals(Status.SUCCESS, tree.tick(), name);
            assertEquals(List.of("threatened", "ended:SUCCESS", "report"), drain(tree), name);
            assertEquals(Status.RUNNING, tree.tick(), name); // a new pass starts new work
            assertEquals(List.of("threatened", "early", "started", "probe"), drain(tree), name);
            future(tree, "future").complete(Status.FAILURE);
            assertEquals(Status.FAILURE, tree.tick(), name);
            assertEquals(List.of("threatened", "ended:FAILURE"), drain(tree), name);
        }
    }

    /**
     * A stage that completes during a tick is seen at the next one, even when it completed
     * before the poll of the same tick, or was complete when the method returned it.
     */
    @Test
    void aCompletionDuringATickIsSeenAtTheNextTick() throws Exception {
        for (String name : TREES) {
            Tree tree = newTree(name, new ManualClock());
            set(tree, "stage", CompletableFuture.completedFuture(Status.SUCCESS));
            assertEquals(Status.RUNNING, tree.tick(), name);
            assertEquals(List.of("threatened", "early", "started", "probe"), drain(tree), name);
            assertEquals(Status.SUCCESS, tree.tick(), name);
            assertEquals(List.of("threatened", "ended:SUCCESS", "report"), drain(tree), name);
        }
        // ParallelProber: early() runs before probe() is polled, in every tick of the parallel
        Tree tree = newTree("ParallelProber", new ManualClock());
        set(tree, "earlyStatus", Status.RUNNING);
        tree.tick();
        drain(tree);
        set(tree, "completeEarly", true);
        assertEquals(Status.RUNNING, tree.tick()); // completed by early() in this tick: not yet
        assertEquals(List.of("threatened", "early"), drain(tree));
        set(tree, "completeEarly", false);
        set(tree, "earlyStatus", Status.SUCCESS);
        assertEquals(Status.SUCCESS, tree.tick());
        assertEquals(List.of("threatened", "early", "ended:SUCCESS", "report"), drain(tree));
    }

    /** An abort cancels the stage, and the end hook hears INACTIVE before the new branch runs. */
    @Test
    void anAbortCancelsTheStageBeforeTheNextBranchStarts() throws Exception {
        for (String name : TREES) {
            Tree tree = newTree(name, new ManualClock());
            tree.tick();
            drain(tree);
            CompletableFuture<Object> work = future(tree, "future");
            set(tree, "threatened", true);
            assertEquals(Status.SUCCESS, tree.tick(), name);
            // §6.5: the abort ends the running branch, then danger() runs from its start
            assertEquals(List.of("threatened", "ended:INACTIVE", "threatened", "flee"),
                    drain(tree), name);
            assertTrue(work.isCancelled(), name);
        }
    }

    /** reset() cancels the stage; pause keeps it going and applies it after resume. */
    @Test
    void resetCancelsAndPauseKeepsTheWorkGoing() throws Exception {
        for (String name : TREES) {
            Tree tree = newTree(name, new ManualClock());
            tree.tick();
            drain(tree);
            CompletableFuture<Object> first = future(tree, "future");
            tree.reset();
            assertEquals(List.of("ended:INACTIVE"), drain(tree), name);
            assertTrue(first.isCancelled(), name);

            tree.tick();
            drain(tree);
            CompletableFuture<Object> second = future(tree, "future");
            tree.pause();
            assertEquals(List.of("paused:true"), drain(tree), name);
            second.complete(Status.SUCCESS); // completes while paused
            assertEquals(Status.RUNNING, tree.tick(), name);
            assertFalse(second.isCancelled(), name);
            tree.resume();
            assertEquals(List.of("paused:false"), drain(tree), name);
            assertEquals(Status.SUCCESS, tree.tick(), name);
            assertEquals(List.of("threatened", "ended:SUCCESS", "report"), drain(tree), name);
        }
    }

    /**
     * An exceptional completion leaves tick() as the work's exception (a CompletionException's
     * cause), naming the node, as a throwing leaf does; the end hook hears INACTIVE.
     */
    @Test
    void anExceptionalCompletionIsAFailureNamingTheNode() throws Exception {
        for (String name : TREES) {
            Tree tree = newTree(name, new ManualClock());
            tree.tick();
            drain(tree);
            IllegalStateException boom = new IllegalStateException("host down");
            future(tree, "future").completeExceptionally(new java.util.concurrent
                    .CompletionException(boom));
            assertSame(boom, assertThrows(IllegalStateException.class, tree::tick), name);
            assertEquals(List.of("threatened", "ended:INACTIVE"), drain(tree), name);
            NodeFailure failure = NodeFailure.of(boom);
            assertEquals("probe", failure.method(), name);
            assertEquals(Status.INACTIVE, tree.status(), name);
            assertEquals(Status.RUNNING, tree.tick(), name); // a new pass
            assertEquals(List.of("threatened", "early", "started", "probe"), drain(tree), name);
        }
    }

    /** null or a status that is no result, as the stage's value or as the method's answer. */
    @Test
    void aBadCompletionIsABadStatus() throws Exception {
        for (String name : TREES) {
            for (Status bad : new Status[] {null, Status.RUNNING, Status.INACTIVE}) {
                Tree tree = newTree(name, new ManualClock());
                tree.tick();
                drain(tree);
                future(tree, "future").complete(bad);
                IllegalStateException thrown = assertThrows(IllegalStateException.class,
                        tree::tick, name);
                assertEquals("[Arbor/BadStatus] " + simple(name) + "Tree: async action probe()"
                        + " completed its stage with " + bad + "; it must complete with SUCCESS"
                        + " or FAILURE", thrown.getMessage());
                assertEquals(List.of("threatened", "ended:INACTIVE"), drain(tree), name);
            }
            Tree tree = newTree(name, new ManualClock());
            set(tree, "returnNull", true);
            IllegalStateException thrown = assertThrows(IllegalStateException.class, tree::tick);
            assertEquals("[Arbor/BadStatus] " + simple(name) + "Tree: async action probe()"
                    + " returned null; it must return the stage of the work it started",
                    thrown.getMessage());
            assertEquals("probe", NodeFailure.of(thrown).method());
            assertEquals(List.of("threatened", "early", "started", "probe", "ended:INACTIVE"),
                    drain(tree), name);
        }
    }

    /**
     * A stage that ignores cancel (its CompletableFuture is a copy) finishes on its own, and what
     * it completes with is ignored: the interrupted run is over.
     */
    @Test
    void aStageThatCannotBeCancelledIsLeftToFinish() throws Exception {
        for (String name : TREES) {
            Tree tree = newTree(name, new ManualClock());
            CompletableFuture<Status> source = new CompletableFuture<>();
            set(tree, "stage", source.minimalCompletionStage()); // cancel reaches a copy only
            tree.tick();
            drain(tree);
            tree.reset();
            assertEquals(List.of("ended:INACTIVE"), drain(tree), name);
            source.complete(Status.SUCCESS); // the source is not cancelled
            assertFalse(source.isCancelled(), name);
            assertEquals(Status.RUNNING, tree.tick(), name); // a new run, new work
            assertEquals(List.of("threatened", "early", "started", "probe"), drain(tree), name);
        }
    }

    /**
     * §9: a restored tree whose async action runs calls its method again at its next tick
     * (no start hook: it ran where the snapshot was taken); the tree restored into cancels the
     * stage it waited on, and the tree the snapshot was taken from keeps its own.
     */
    @Test
    void aRestoredTreeStartsTheWorkAgain() throws Exception {
        for (String name : TREES) {
            ManualClock clock = new ManualClock();
            Tree original = newTree(name, clock);
            original.tick();
            drain(original);
            byte[] snapshot = original.snapshot();
            CompletableFuture<Object> kept = future(original, "future");

            Tree other = newTree(name, clock);
            other.tick();
            drain(other);
            CompletableFuture<Object> replaced = future(other, "future");
            other.restore(snapshot);
            assertTrue(replaced.isCancelled(), name);
            assertEquals(List.of(), drain(other), name); // restore calls none of your methods
            assertEquals(Status.RUNNING, other.tick(), name);
            assertEquals(List.of("threatened", "probe"), drain(other), name);
            future(other, "future").complete(Status.SUCCESS);
            assertEquals(Status.SUCCESS, other.tick(), name);
            assertEquals(List.of("threatened", "ended:SUCCESS", "report"), drain(other), name);

            assertFalse(kept.isDone(), name);
            kept.complete(Status.SUCCESS);
            assertEquals(Status.SUCCESS, original.tick(), name);
            assertEquals(List.of("threatened", "ended:SUCCESS", "report"), drain(original), name);
        }
    }

    /**
     * A listener hears RUNNING while the stage waits and the result when it is applied; an
     * override answers instead of the method (no work starts) and, while work runs, ends the
     * action with its answer, cancelling the stage.
     */
    @Test
    void listenersHearEachPollAndOverridesAnswerInstead() throws Exception {
        for (String name : TREES) {
            Tree tree = newTree(name, new ManualClock());
            List<String> heard = new ArrayList<>();
            Status[] instead = {null};
            tree.setListener(new TreeListener() {
                @Override public void leafAnswered(Tree t, int node, Status status) {
                    heard.add(t.nodes().method(node) + "=" + status);
                }

                @Override public Status answerInstead(Tree t, int leaf) {
                    return t.nodes().method(leaf).equals("probe") ? instead[0] : null;
                }
            });
            tree.tick();
            assertEquals(List.of("threatened=FAILURE", "early=SUCCESS", "probe=RUNNING"), heard);
            heard.clear();
            tree.tick();
            assertEquals(List.of("probe=RUNNING"), heard, name); // re-evaluation is not a leaf's
            heard.clear();
            drain(tree);
            CompletableFuture<Object> work = future(tree, "future");
            instead[0] = Status.FAILURE;
            assertEquals(Status.FAILURE, tree.tick(), name);
            assertTrue(work.isCancelled(), name);
            assertEquals(List.of("threatened", "ended:FAILURE"), drain(tree), name);
            assertEquals(Status.FAILURE, tree.tick(), name); // overridden on entry: no work
            assertEquals(List.of("threatened", "early", "started", "ended:FAILURE"), drain(tree),
                    name);
            instead[0] = null;
            tree.tick();
            drain(tree);
            heard.clear();
            future(tree, "future").complete(Status.SUCCESS);
            tree.tick();
            assertEquals(List.of("probe=SUCCESS", "report=SUCCESS"), heard, name);
        }
    }

    /**
     * A {@code CompletionStage<Void>} action cannot fail: an override may answer RUNNING or
     * SUCCESS instead of it, and FAILURE is refused as a bad answer, in every code shape.
     */
    @Test
    void anOverrideOfAVoidStageCannotFail() throws Exception {
        for (String name : List.of("Variants", "split:Variants")) {
            Tree tree = newTree(name, new ManualClock());
            Status[] instead = {Status.SUCCESS};
            tree.setListener(new TreeListener() {
                @Override public Status answerInstead(Tree t, int leaf) {
                    return t.nodes().method(leaf).equals("doIt") ? instead[0] : null;
                }
            });
            tree.tick();
            future(tree, "asked").complete(true);
            assertEquals(Status.RUNNING, tree.tick(), name); // doIt: SUCCESS instead, no call
            assertEquals(List.of("ask@0", "doIt:SUCCESS", "slowly"), drain(tree), name);
            tree.reset();
            drain(tree);
            tree.tick();
            future(tree, "asked").complete(true);
            instead[0] = Status.FAILURE;
            IllegalStateException bad = assertThrows(IllegalStateException.class, tree::tick);
            assertEquals("[Arbor/BadStatus] VariantsTree: the listener answered FAILURE instead of"
                    + " doIt(), an async action whose stage completes with nothing, which cannot"
                    + " fail: answer RUNNING or SUCCESS", bad.getMessage(), name);
        }
    }

    /**
     * {@code CompletableFuture<Boolean>} (true SUCCESS), {@code CompletionStage<Void>} (SUCCESS),
     * {@code @Now} passed at the start, and a TimeLimit that interrupts a stuck one.
     */
    @Test
    void booleanVoidNowAndATimeLimit() throws Exception {
        ManualClock clock = new ManualClock(5_000_000L);
        Tree tree = newTree("Variants", clock);
        assertEquals(Status.RUNNING, tree.tick());
        assertEquals(List.of("ask@5000000"), drain(tree));
        future(tree, "asked").complete(true);
        assertEquals(Status.RUNNING, tree.tick());
        assertEquals(List.of("doIt"), drain(tree));
        future(tree, "done").complete(null);
        assertEquals(Status.RUNNING, tree.tick());
        assertEquals(List.of("doIt:SUCCESS", "slowly"), drain(tree));
        CompletableFuture<Object> stuck = future(tree, "slow");
        clock.advanceMillis(99);
        assertEquals(Status.RUNNING, tree.tick());
        assertEquals(List.of(), drain(tree));
        clock.advanceMillis(1);
        assertEquals(Status.FAILURE, tree.tick()); // §5.4 TimeLimit: out of time
        assertEquals(List.of("slowly:INACTIVE"), drain(tree));
        assertTrue(stuck.isCancelled());

        assertEquals(Status.RUNNING, tree.tick());
        drain(tree);
        future(tree, "asked").complete(false);
        assertEquals(Status.FAILURE, tree.tick());
        assertEquals(List.of(), drain(tree));
        assertEquals(Status.RUNNING, tree.tick());
        drain(tree);
        future(tree, "asked").complete(null);
        IllegalStateException bad = assertThrows(IllegalStateException.class, tree::tick);
        assertEquals("[Arbor/BadStatus] VariantsTree: async action ask() completed its stage with"
                + " null; it must complete with true or false", bad.getMessage());
    }
}
