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
import dev.arbor.runtime.NodeFailure;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code @Wait(millisFrom = ...)} (docs/semantics.md §5.4): the method is asked once on each
 * entry, passed the tick's time if it takes it, and the wait then runs as a constant one of that
 * many milliseconds, paused time left out, through a snapshot too; a negative answer and an
 * exception of the method are handled as §7 says, naming the Wait. Each test runs the blocks of
 * {@code run()} and, with a listener attached, the generic loop.
 */
class WaitFromMethodTest {
    private static final String SOURCE = """
            package wait;

            import dev.arbor.*;
            import java.util.ArrayList;
            import java.util.List;

            @BehaviorTree
            public class Retrier {
                public List<String> calls = new ArrayList<>();
                public long answer = 100;
                public RuntimeException boom;

                @Sequence({"pause", "go", "rest"}) void root() {}
                @Wait(millisFrom = "backoff") void pause() {}
                long backoff(@Now long now) {
                    calls.add("backoff@" + now / 1_000_000);
                    if (boom != null) {
                        throw boom;
                    }
                    return answer;
                }
                @Action Status go() { calls.add("go"); return Status.SUCCESS; }
                @Wait(millisFrom = "restMillis") void rest() {}
                int restMillis() { calls.add("rest"); return 10; }
            }
            """;

    private static ClassLoader loader;

    @BeforeAll
    static void compile() {
        Compilation compilation = Compilers.arbor()
                .compile(JavaFileObjects.forSourceString("wait.Retrier", SOURCE));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
        loader = Compilers.load(compilation);
    }

    private static Tree newTree(ManualClock clock, boolean listened) throws Exception {
        Class<?> agentClass = loader.loadClass("wait.Retrier");
        Object agent = agentClass.getConstructor().newInstance();
        Tree tree = (Tree) loader.loadClass("wait.RetrierTree")
                .getConstructor(agentClass, dev.arbor.runtime.Clock.class, long.class)
                .newInstance(agent, clock, 0L);
        if (listened) {
            tree.setListener(new TreeListener() {});
        }
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

    private static void set(Tree tree, String field, Object value) throws Exception {
        tree.agent().getClass().getField(field).set(tree.agent(), value);
    }

    /** The ticks and their calls, tick by tick, with the clock as the comments say. */
    @Test
    void theMethodIsAskedOnceOnEachEntryAndTheWaitRunsAsAConstantOne() throws Exception {
        for (boolean listened : new boolean[] {false, true}) {
            ManualClock clock = new ManualClock();
            Tree tree = newTree(clock, listened);
            assertEquals(Status.RUNNING, tree.tick()); // t=0: asked, 100 ms
            assertEquals(List.of("backoff@0"), drain(tree));
            clock.advanceMillis(99);
            assertEquals(Status.RUNNING, tree.tick()); // t=99: not asked again
            assertEquals(List.of(), drain(tree));
            set(tree, "answer", 30L); // the next entry's
            clock.advanceMillis(1);
            assertEquals(Status.RUNNING, tree.tick()); // t=100: over; go; rest asks 10 ms
            assertEquals(List.of("go", "rest"), drain(tree));
            clock.advanceMillis(10);
            assertEquals(Status.SUCCESS, tree.tick()); // t=110
            assertEquals(List.of(), drain(tree));
            assertEquals(Status.RUNNING, tree.tick()); // a new pass: asked again, 30 ms
            assertEquals(List.of("backoff@110"), drain(tree));
            tree.pause();
            clock.advanceMillis(500); // paused: left out
            tree.resume();
            clock.advanceMillis(29);
            assertEquals(Status.RUNNING, tree.tick()); // 29 of 30 ms
            clock.advanceMillis(1);
            assertEquals(Status.RUNNING, tree.tick()); // over: go, rest
            assertEquals(List.of("go", "rest"), drain(tree));
        }
    }

    @Test
    void aZeroAnswerIsOverInTheTickThatEntersIt() throws Exception {
        ManualClock clock = new ManualClock(Long.MAX_VALUE); // and the clock wraps
        Tree tree = newTree(clock, false);
        set(tree, "answer", 0L);
        assertEquals(Status.RUNNING, tree.tick());
        assertEquals(List.of("backoff@" + Long.MAX_VALUE / 1_000_000, "go", "rest"), drain(tree));
        clock.advanceMillis(10);
        assertEquals(Status.SUCCESS, tree.tick());
    }

    @Test
    void aRestoredWaitDoesNotAskAgainAndEndsWhenTheOriginalWould() throws Exception {
        ManualClock clock = new ManualClock(-5_000_000);
        Tree tree = newTree(clock, false);
        tree.tick(); // asked: 100 ms
        clock.advanceMillis(40);
        tree.tick();
        drain(tree);
        Tree moved = newTree(clock, true);
        moved.restore(tree.snapshot());
        clock.advanceMillis(59);
        assertEquals(Status.RUNNING, moved.tick());
        assertEquals(List.of(), drain(moved));
        clock.advanceMillis(1);
        assertEquals(Status.RUNNING, moved.tick());
        assertEquals(List.of("go", "rest"), drain(moved));
    }

    /** §7: a negative answer is an exception of the method's; the tree starts over after it. */
    @Test
    void aNegativeAnswerThrowsAndNamesTheWait() throws Exception {
        for (boolean listened : new boolean[] {false, true}) {
            ManualClock clock = new ManualClock();
            Tree tree = newTree(clock, listened);
            set(tree, "answer", -1L);
            IllegalStateException thrown = assertThrows(IllegalStateException.class, tree::tick);
            assertEquals("[Arbor/BadDuration] RetrierTree: backoff() answered -1 ms for @Wait"
                    + " pause(); a duration is 0 or more milliseconds", thrown.getMessage());
            NodeFailure failure = NodeFailure.of(thrown);
            assertEquals("pause", failure.method());
            assertEquals(1, failure.node());
            assertEquals(Status.INACTIVE, tree.status());
            assertEquals("", tree.runningPath());
            set(tree, "answer", 5L);
            drain(tree);
            assertEquals(Status.RUNNING, tree.tick()); // a new pass
            assertEquals(List.of("backoff@0"), drain(tree));
        }
    }

    @Test
    void anExceptionOfTheMethodLeavesTheTickAsThrown() throws Exception {
        ManualClock clock = new ManualClock();
        Tree tree = newTree(clock, false);
        RuntimeException boom = new UnsupportedOperationException("boom");
        set(tree, "boom", boom);
        assertSame(boom, assertThrows(RuntimeException.class, tree::tick));
        assertEquals("pause", NodeFailure.of(boom).method());
        assertTrue(NodeFailure.of(boom).getMessage().contains("pause() (node 1) threw"),
                NodeFailure.of(boom).getMessage());
    }
}
