// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.NodeFailure;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import dev.arbor.runtime.TreeNodes;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * docs/semantics.md §7 on a compiled tree: exceptions from leaves and hooks propagate unchanged
 * after every running node has ended (the instance is reusable at once), re-entrant calls are
 * refused with an error naming the tree, actions may not answer null or INACTIVE, and ticking
 * allocates nothing.
 */
class RuntimeContractTest {
    private static final String AGENT = """
            package contract;

            import dev.arbor.*;
            import java.util.ArrayList;
            import java.util.List;
            import java.util.function.Consumer;

            @BehaviorTree
            public class Agent {
                public List<String> events = new ArrayList<>();
                public RuntimeException throwInWork;
                public RuntimeException throwInEndOfSide;
                public Status workAnswer = Status.RUNNING;
                public Consumer<Agent> duringWork;
                public Object tree;
                public Status[] cycle;
                int calls;

                @Parallel({"main", "side"}) void root() {}
                @Sequence(value = {"ready", "work"}, abortType = AbortType.SELF) void main() {}
                @Condition boolean ready() { return true; }
                @Action(onStart = "workStart", onEnd = "workEnd") Status work() {
                    events.add("work");
                    if (duringWork != null) {
                        duringWork.accept(this);
                    }
                    if (throwInWork != null) {
                        throw throwInWork;
                    }
                    return cycle != null ? cycle[calls++ % cycle.length] : workAnswer;
                }
                void workStart() { events.add("workStart"); }
                void workEnd(Status how) { events.add("workEnd:" + how); }
                @Action(onEnd = "sideEnd") Status side() { events.add("side"); return Status.RUNNING; }
                void sideEnd(Status how) {
                    events.add("sideEnd:" + how);
                    if (throwInEndOfSide != null) {
                        throw throwInEndOfSide;
                    }
                }
            }
            """;

    private static ClassLoader loader;

    @BeforeAll
    static void compile() {
        Compilation compilation = Compilers.arbor()
                .compile(JavaFileObjects.forSourceString("contract.Agent", AGENT));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
        loader = Compilers.load(compilation);
    }

    /** A fresh agent and its tree; the agent is reachable through {@link Tree#agent()}. */
    private static Tree newTree() throws ReflectiveOperationException {
        Class<?> agentClass = loader.loadClass("contract.Agent");
        Object agent = agentClass.getConstructor().newInstance();
        Tree tree = (Tree) loader.loadClass("contract.AgentTree").getConstructor(agentClass)
                .newInstance(agent);
        agentClass.getField("tree").set(agent, tree);
        return tree;
    }

    private static Object field(Tree tree, String name) throws ReflectiveOperationException {
        return tree.agent().getClass().getField(name).get(tree.agent());
    }

    private static void set(Tree tree, String name, Object value)
            throws ReflectiveOperationException {
        tree.agent().getClass().getField(name).set(tree.agent(), value);
    }

    @SuppressWarnings("unchecked")
    private static List<String> drain(Tree tree) throws ReflectiveOperationException {
        List<String> events = (List<String>) field(tree, "events");
        List<String> copy = List.copyOf(events);
        events.clear();
        return copy;
    }

    @Test
    void leafExceptionPropagatesUnchangedAfterEveryNodeEnded() throws Exception {
        Tree tree = newTree();
        assertEquals(Status.RUNNING, tree.tick());
        assertEquals(List.of("workStart", "work", "side"), drain(tree));
        RuntimeException boom = new IllegalArgumentException("boom");
        set(tree, "throwInWork", boom);
        RuntimeException thrown = assertThrows(RuntimeException.class, tree::tick);
        assertSame(boom, thrown);
        // the throwing leaf is ended too, then the other branch; children before parents
        assertEquals(List.of("work", "workEnd:INACTIVE", "sideEnd:INACTIVE"), drain(tree));
        assertEquals(Status.INACTIVE, tree.status());
        set(tree, "throwInWork", null);
        assertEquals(Status.RUNNING, tree.tick()); // reusable: a new pass
        assertEquals(List.of("workStart", "work", "side"), drain(tree));
    }

    @Test
    void hookExceptionsDuringCleanupAreSuppressedNotLost() throws Exception {
        Tree tree = newTree();
        tree.tick();
        drain(tree);
        RuntimeException boom = new IllegalStateException("leaf");
        RuntimeException hook = new IllegalStateException("hook");
        set(tree, "throwInWork", boom);
        set(tree, "throwInEndOfSide", hook);
        RuntimeException thrown = assertThrows(RuntimeException.class, tree::tick);
        assertSame(boom, thrown);
        // first the report naming the node that threw (§7), then the hook's exception
        assertEquals(2, thrown.getSuppressed().length);
        assertEquals("AgentTree: work() (node 3) threw; running: root > (main > work | side)",
                thrown.getSuppressed()[0].getMessage());
        assertSame(hook, thrown.getSuppressed()[1]);
        assertEquals(List.of("work", "workEnd:INACTIVE", "sideEnd:INACTIVE"), drain(tree));
    }

    @Test
    void resetRunsEveryEndHookEvenIfOneThrows() throws Exception {
        Tree tree = newTree();
        tree.tick();
        drain(tree);
        RuntimeException hook = new IllegalStateException("hook");
        set(tree, "throwInEndOfSide", hook);
        assertSame(hook, assertThrows(RuntimeException.class, tree::reset));
        assertEquals(List.of("workEnd:INACTIVE", "sideEnd:INACTIVE"), drain(tree));
        set(tree, "throwInEndOfSide", null);
        tree.reset(); // nothing runs any more
        assertEquals(List.of(), drain(tree));
    }

    @Test
    void reentrantTickIsRefusedAndTheTreeStaysUsable() throws Exception {
        Tree tree = newTree();
        Consumer<Object> reenter = agent -> tree.tick();
        set(tree, "duringWork", reenter);
        IllegalStateException refused = assertThrows(IllegalStateException.class, tree::tick);
        assertTrue(refused.getMessage().startsWith("[Arbor/Reentrant] AgentTree.tick() called"
                + " while AgentTree is ticking"), refused.getMessage());
        // the node that re-entered: the leaf method on the stack, and the report (§7)
        assertTrue(refused.getMessage().contains("from inside contract.Agent.work() (node 3)"),
                refused.getMessage());
        assertEquals("work", NodeFailure.of(refused).method());
        assertEquals(List.of("workStart", "work", "workEnd:INACTIVE"), drain(tree));
        set(tree, "duringWork", null);
        assertEquals(Status.RUNNING, tree.tick());
        assertEquals(List.of("workStart", "work", "side"), drain(tree));
    }

    @Test
    void reentrantResetIsRefused() throws Exception {
        Tree tree = newTree();
        Consumer<Object> reset = agent -> tree.reset();
        set(tree, "duringWork", reset);
        IllegalStateException refused = assertThrows(IllegalStateException.class, tree::tick);
        assertTrue(refused.getMessage().contains("AgentTree.reset() called while AgentTree is"
                + " ticking"), refused.getMessage());
    }

    /** §9: snapshot() and restore() from inside a leaf, in every form, are refused as tick(). */
    @Test
    void reentrantSnapshotAndRestoreAreRefused() throws Exception {
        Tree tree = newTree();
        tree.tick();
        byte[] snapshot = tree.snapshot();
        List<Consumer<Object>> calls = List.of(agent -> tree.snapshot(),
                agent -> tree.snapshot(new byte[tree.snapshotCapacity()], 0),
                agent -> tree.restore(snapshot),
                agent -> tree.restore(snapshot, 0, snapshot.length));
        for (Consumer<Object> call : calls) {
            set(tree, "duringWork", call);
            IllegalStateException refused = assertThrows(IllegalStateException.class, tree::tick);
            assertTrue(refused.getMessage().matches("\\[Arbor/Reentrant\\] AgentTree\\."
                    + "(snapshot|restore)\\(\\) called while AgentTree is ticking, from inside"
                    + " contract.Agent.work\\(\\).*"), refused.getMessage());
            set(tree, "duringWork", null);
            drain(tree);
            assertEquals("", tree.runningPath()); // §7: the tree was cleared, and is usable
            assertEquals(Status.RUNNING, tree.tick());
            drain(tree);
        }
    }

    @Test
    void actionAnsweringInactiveOrNullIsAnErrorNamingIt() throws Exception {
        for (Status bad : new Status[] {Status.INACTIVE, null}) {
            Tree tree = newTree();
            set(tree, "workAnswer", bad);
            IllegalStateException error = assertThrows(IllegalStateException.class, tree::tick);
            assertEquals("[Arbor/BadStatus] AgentTree: action work() returned " + bad
                    + "; an action must return RUNNING, SUCCESS or FAILURE", error.getMessage());
            assertEquals(List.of("workStart", "work", "workEnd:INACTIVE"), drain(tree));
        }
    }

    @Test
    void statusReportsTheLastTick() throws Exception {
        Tree tree = newTree();
        assertEquals(Status.INACTIVE, tree.status());
        tree.tick();
        assertEquals(Status.RUNNING, tree.status());
        set(tree, "workAnswer", Status.FAILURE);
        assertEquals(Status.FAILURE, tree.tick()); // failure ONE decides the parallel
        assertEquals(Status.FAILURE, tree.status());
        tree.reset();
        assertEquals(Status.INACTIVE, tree.status());
    }

    @Test
    void aPausedTreeDoesNothingUntilResumed() throws Exception {
        Tree tree = newTree();
        tree.tick();
        drain(tree);
        tree.pause();
        tree.pause(); // pausing a paused tree changes nothing
        assertTrue(tree.isPaused());
        for (int i = 0; i < 3; i++) {
            assertEquals(Status.RUNNING, tree.tick());
        }
        assertEquals(List.of(), drain(tree));
        tree.resume();
        tree.resume(); // nor does resuming a running one
        assertEquals(Status.RUNNING, tree.tick());
        assertEquals(List.of("work", "side"), drain(tree)); // the same pass goes on
    }

    @Test
    void resetWhilePausedEndsThePassAndStaysPaused() throws Exception {
        Tree tree = newTree();
        tree.tick();
        drain(tree);
        tree.pause();
        tree.reset();
        assertEquals(List.of("workEnd:INACTIVE", "sideEnd:INACTIVE"), drain(tree));
        assertTrue(tree.isPaused());
        assertEquals(Status.RUNNING, tree.tick());
        assertEquals(List.of(), drain(tree));
        tree.resume();
        tree.tick();
        assertEquals(List.of("workStart", "work", "side"), drain(tree)); // a new pass
    }

    @Test
    void pauseAndResumeFromInsideALeafAreRefused() throws Exception {
        for (String call : List.of("pause", "resume")) {
            Tree tree = newTree();
            Consumer<Object> reenter = agent -> {
                if (call.equals("pause")) {
                    tree.pause();
                } else {
                    tree.resume();
                }
            };
            set(tree, "duringWork", reenter);
            IllegalStateException refused = assertThrows(IllegalStateException.class, tree::tick);
            assertTrue(refused.getMessage().contains("AgentTree." + call + "() called while"
                    + " AgentTree is ticking"), refused.getMessage());
            assertEquals(false, tree.isPaused());
            set(tree, "duringWork", null);
            assertEquals(Status.RUNNING, tree.tick()); // usable: a new pass
        }
    }

    @Test
    void raisingAnUnknownEventNamesTheTreeAndWhatItHas() throws Exception {
        Tree tree = newTree();
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> tree.raise("alarm"));
        assertEquals("[Arbor/UnknownEvent] AgentTree has no @Event node named 'alarm'; it has no"
                + " events", error.getMessage());
    }

    @Test
    void tickingAllocatesNothing() throws Exception {
        Tree tree = newTree();
        // the agent's own event log allocates; take it out of the picture
        set(tree, "events", new java.util.AbstractList<String>() {
            @Override public boolean add(String s) { return true; }
            @Override public String get(int i) { throw new IndexOutOfBoundsException(); }
            @Override public int size() { return 0; }
        });
        set(tree, "cycle", new Status[] {Status.RUNNING, Status.SUCCESS, Status.RUNNING,
            Status.FAILURE});
        com.sun.management.ThreadMXBean threads =
                (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        for (int round = 0; round < 3; round++) { // warm up, then measure
            long before = threads.getThreadAllocatedBytes(thread);
            for (int i = 0; i < 200_000; i++) {
                tree.tick();
            }
            long allocated = threads.getThreadAllocatedBytes(thread) - before;
            if (round == 2) { // a few bytes of measuring noise at most, nothing per tick
                assertTrue(allocated < 1_000, "allocated " + allocated + " bytes in 200,000 ticks");
            }
        }
    }

    @Test
    void aListenerThatThrowsIsALeafThatThrew() throws Exception {
        Tree tree = newTree();
        RuntimeException boom = new IllegalStateException("listener");
        tree.setListener(new TreeListener() {
            @Override
            public void leafAnswered(Tree t, int node, Status status) {
                if (t.nodes().method(node).equals("side")) {
                    throw boom;
                }
            }
        });
        assertSame(boom, assertThrows(RuntimeException.class, tree::tick));
        // every running node ended (the end hooks told INACTIVE), the tree cleared
        assertEquals(List.of("workStart", "work", "side", "workEnd:INACTIVE", "sideEnd:INACTIVE"),
                drain(tree));
        assertEquals(Status.INACTIVE, tree.status());
        assertEquals("", tree.runningPath());
        tree.setListener(null);
        assertEquals(Status.RUNNING, tree.tick()); // usable at once: a new pass
        assertEquals(List.of("workStart", "work", "side"), drain(tree));
        assertEquals("root > (main > work | side)", tree.runningPath());
    }

    @Test
    void setListenerFromInsideALeafIsRefused() throws Exception {
        Tree tree = newTree();
        Consumer<Object> attach = agent -> tree.setListener(new TreeListener() {});
        set(tree, "duringWork", attach);
        IllegalStateException refused = assertThrows(IllegalStateException.class, tree::tick);
        assertTrue(refused.getMessage().contains("AgentTree.setListener() called while"
                + " AgentTree is ticking"), refused.getMessage());
        assertEquals(null, tree.listener());
    }

    @Test
    void nodesNameEveryNodeInPreOrder() throws Exception {
        TreeNodes nodes = newTree().nodes();
        assertEquals(5, nodes.size()); // root main ready work side
        assertEquals("work", nodes.method(3));
        assertEquals("Action", nodes.kind(3));
        assertEquals("Parallel", nodes.kind(0));
        assertEquals(1, nodes.parent(3));
        assertEquals("root > main > work", nodes.path(3));
        assertEquals(List.of(1, 4), java.util.Arrays.stream(nodes.children(0)).boxed().toList());
        assertEquals(4, nodes.indexOf("side"));
    }
}
