// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.dev;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.runtime.Clock;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeRunner;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * End to end: a runner ticks trees of a class compiled (javax.tools, Arbor's processor) in the
 * test; the class is compiled again, edited, into the directory the reloader watches; the
 * reload moves each tree (docs/semantics.md §9.1) and the traces go on as the rules say. Each
 * refusal leaves the old trees running, and says why.
 */
class DevReloaderTest {
    /** The field-layout agent: core kinds only. {@code %s} is where a version edits it. */
    private static final String GUARD = """
            package demo;

            import dev.arbor.*;
            import java.util.List;

            @BehaviorTree
            public class Guard {
                final List<String> trace;
                final String motto = "%s";
                %s steps;
                %s
                public Guard(List<String> trace%s) {
                    this.trace = trace;
                }

                @Sequence({%s}) void root() {}

                @Action(onStart = "patrolStarted", onEnd = "patrolEnded")
                Status patrol() {
                    steps++;
                    trace.add("patrol " + steps);
                    return steps %% 3 == 0 ? Status.SUCCESS : Status.RUNNING;
                }

                void patrolStarted() { trace.add("patrol starts"); }

                void patrolEnded(Status how) { trace.add("patrol ends " + how); }

                @Action Status report() { trace.add("report"); return Status.SUCCESS; }
                %s
            }
            """;
    private static final String LOOK = """
                int looks;

                @Action Status look() { looks++; trace.add("look " + looks); return Status.SUCCESS; }

                @Wait(millis = 100) void rest() {}
            """; // rest joins the tree only where a version names it

    /** The array-layout agent: a parallel and a Wait. */
    private static final String WARDEN = """
            package demo;

            import dev.arbor.*;
            import java.util.List;

            @BehaviorTree
            public class Warden {
                final List<String> trace;
                int steps;
                int looks;

                public Warden(List<String> trace) {
                    this.trace = trace;
                }

                @Sequence({%s}) void root() {}

                @Parallel({%s}) void both() {}

                @Action(onStart = "patrolStarted", onEnd = "patrolEnded")
                Status patrol() {
                    steps++;
                    trace.add("patrol " + steps);
                    return steps %% 3 == 0 ? Status.SUCCESS : Status.RUNNING;
                }

                void patrolStarted() { trace.add("patrol starts"); }

                void patrolEnded(Status how) { trace.add("patrol ends " + how); }

                @Action Status hum() { trace.add("hum"); return Status.SUCCESS; }

                @Action Status look() { looks++; trace.add("look " + looks); return Status.SUCCESS; }

                @Wait(millis = %d) void rest() {}

                @Action Status report() { trace.add("report"); return Status.SUCCESS; }
            }
            """;

    @TempDir
    Path work;

    private final ManualClock clock = new ManualClock(0);
    private final TreeRunner runner = TreeRunner.builder().clock(clock)
            .interval(Duration.ofMillis(100)).build();
    private final List<String> said = new CopyOnWriteArrayList<>();
    private final List<List<String>> traces = new ArrayList<>();
    private URLClassLoader app;
    private DevReloader reloader;

    @AfterEach
    void close() throws Exception {
        if (reloader != null) {
            reloader.close();
        }
        runner.close();
        if (app != null) {
            app.close();
        }
    }

    private Path classes() {
        return work.resolve("classes");
    }

    private static String guard(String motto, String stepsType, String constructorExtra,
            String children, boolean look) {
        return GUARD.formatted(motto, stepsType, "", constructorExtra, children,
                look ? LOOK : "");
    }

    private static String guardA() {
        return guard("hold", "int", "", "\"patrol\", \"report\"", false);
    }

    private void compile(String name, String source) throws Exception {
        Compiler.compile(work, classes(), Map.of("demo/" + name + ".java", source));
    }

    /** Version A, loaded as the application would, {@code n} trees of it in the runner. */
    private List<Tree> start(String name, String source, int n) throws Exception {
        compile(name, source);
        app = new URLClassLoader(new URL[] {classes().toUri().toURL()},
                DevReloaderTest.class.getClassLoader());
        Class<?> agentClass = app.loadClass("demo." + name);
        Class<?> treeClass = app.loadClass("demo." + name + "Tree");
        List<Tree> trees = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<String> trace = new ArrayList<>();
            traces.add(trace);
            Object agent = agentClass.getConstructor(List.class).newInstance(trace);
            Tree tree = (Tree) treeClass.getConstructor(agentClass, Clock.class, long.class)
                    .newInstance(agent, clock, 0L);
            runner.add(tree);
            trees.add(tree);
        }
        reloader = DevReloader.builder(runner).watch(classes()).onReload(said::add).build();
        return trees;
    }

    /** The drawing the build wrote for a tree's class, read through its loader, as a view does. */
    private static String drawing(Tree tree) throws Exception {
        try (var in = tree.getClass().getClassLoader().getResourceAsStream(
                "META-INF/arbor/demo.Guard.mmd")) {
            assertTrue(in != null, "no drawing");
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    /** One update, 100 ms after the last; the first tree's status joins its trace. */
    private void update() {
        runner.update();
        Tree first = runner.trees().get(0);
        traces.get(0).add("= " + first.status());
        clock.advanceMillis(100);
    }

    @Test
    void aBranchAddedCarriesTheRunAndTheFields() throws Exception {
        List<Tree> old = start("Guard", guardA(), 2);
        update();
        update();
        compile("Guard", guard("hold", "int", "", "\"patrol\", \"look\", \"report\"", true));
        assertEquals(List.of("reloaded Guard: 1 node added, 0 removed, 2 trees moved;"
                + " new fields: looks"), reloader.reloadNow());
        update();
        update();
        assertEquals(List.of("patrol starts", "patrol 1", "= RUNNING", "patrol 2", "= RUNNING",
                "patrol 3", "patrol ends SUCCESS", "look 1", "report", "= SUCCESS",
                "patrol starts", "patrol 4", "= RUNNING"), traces.get(0));
        List<Tree> now = runner.trees();
        assertEquals(2, now.size());
        for (int i = 0; i < 2; i++) {
            assertNotSame(old.get(i), now.get(i));
            assertNotSame(old.get(i).getClass(), now.get(i).getClass());
            assertEquals(old.get(i).getClass().getName(), now.get(i).getClass().getName());
        }
        assertEquals(said, List.of("reloaded Guard: 1 node added, 0 removed, 2 trees moved;"
                + " new fields: looks"));
        assertEquals(List.of(), reloader.reloadNow(), "nothing changed since");
        assertTrue(drawing(now.get(0)).contains("look"), "the new class reads its own drawing");
    }

    @Test
    void aRunningActionRemovedEndsTheRunOnTheOldAgent() throws Exception {
        start("Guard", guardA(), 2);
        update();
        update();
        compile("Guard", guard("hold", "int", "", "\"look\", \"report\"", true));
        assertEquals(List.of("reloaded Guard: 1 node added, 1 removed, 2 trees moved;"
                + " 2 runs ended (patrol is gone or changed its kind), actions ended: patrol;"
                + " new fields: looks"), reloader.reloadNow());
        update();
        assertEquals(List.of("patrol starts", "patrol 1", "= RUNNING", "patrol 2", "= RUNNING",
                "patrol ends INACTIVE", "look 1", "report", "= SUCCESS"), traces.get(0));
    }

    /** A refusal: the line, then the same old trees tick on as version A. */
    private void refused(String source, String line) throws Exception {
        List<Tree> old = start("Guard", guardA(), 2);
        update();
        update();
        if (source == null) {
            Files.write(classes().resolve("demo/Guard.class"), new byte[] {1, 2, 3});
        } else {
            compile("Guard", source);
        }
        assertEquals(List.of(line), reloader.reloadNow());
        assertEquals(old, runner.trees());
        update();
        assertEquals(List.of("patrol starts", "patrol 1", "= RUNNING", "patrol 2", "= RUNNING",
                "patrol 3", "patrol ends SUCCESS", "report", "= SUCCESS"), traces.get(0));
    }

    @Test
    void aFieldWhoseTypeChangedIsRefused() throws Exception {
        refused(guard("hold", "long", "", "\"patrol\", \"report\"", false),
                "not reloaded Guard: field steps changed its type from int to long; the running"
                + " trees go on");
    }

    @Test
    void aConstructorThatDiffersIsRefused() throws Exception {
        refused(guard("hold", "int", ", int start", "\"patrol\", \"report\"", false),
                "not reloaded Guard: the constructors differ: Guard(java.util.List) before,"
                + " Guard(java.util.List, int) now; the running trees go on");
    }

    @Test
    void aFinalFieldGivenAnotherValueIsRefused() throws Exception {
        refused(guard("charge", "int", "", "\"patrol\", \"report\"", false),
                "not reloaded Guard: final field motto holds another value in the new agent"
                + " than in the running one, and dev mode does not write final fields: make it"
                + " non-final while you develop, or pass it to the constructor; the running"
                + " trees go on");
    }

    @Test
    void aClassThatFailsToLoadIsRefused() throws Exception {
        refused(null, "not reloaded Guard: the class fails to load: java.lang.ClassFormatError:"
                + " Truncated class file; the running trees go on");
    }

    @Test
    void aTreeThatNowKeepsItsStateInAnArrayMovesToo() throws Exception {
        // a Wait in the root: the new class keeps its state in an array, the old in fields
        start("Guard", guardA(), 2);
        update();
        update();
        compile("Guard", guard("hold", "int", "", "\"patrol\", \"rest\", \"report\"", true));
        assertEquals(List.of("reloaded Guard: 1 node added, 0 removed, 2 trees moved;"
                + " new fields: looks"), reloader.reloadNow());
        update(); // patrol's third step succeeds; rest begins its 100 ms, on the runner's clock
        update();
        assertEquals(List.of("patrol starts", "patrol 1", "= RUNNING", "patrol 2", "= RUNNING",
                "patrol 3", "patrol ends SUCCESS", "= RUNNING", "report", "= SUCCESS"),
                traces.get(0));
    }

    @Test
    void aFieldOfAReloadedClassIsRefused() throws Exception {
        String partner = "Guard partner;"; // the agent's own class, reloaded with it
        List<Tree> old = start("Guard", GUARD.formatted("hold", "int", partner, "",
                "\"patrol\", \"report\"", ""), 1);
        update();
        compile("Guard", GUARD.formatted("hold", "int", partner, "",
                "\"patrol\", \"report\"", LOOK));
        assertEquals(List.of("not reloaded Guard: field partner holds a Guard, a class reloaded"
                + " with the agent: an object of the old class cannot go into it (keep such"
                + " objects in a field of another type, or restart); the running trees go on"),
                reloader.reloadNow());
        assertEquals(old, runner.trees());
    }

    @Test
    void onSwapIsToldEachPairInTheRunnersOrderBeforeTheLineIsSaid() throws Exception {
        List<Tree> old = start("Guard", guardA(), 3);
        update();
        reloader.close();
        List<String> told = new ArrayList<>();
        reloader = DevReloader.builder(runner).watch(classes())
                .onReload(line -> told.add("said " + line))
                .onSwap((before, after) -> {
                    int at = old.indexOf(before);
                    assertSame(after, runner.trees().get(at), "the runner holds the new tree already");
                    assertSame(before.listener(), null, "the listeners moved");
                    told.add("swapped " + at + ": " + after.getClass().getName()
                            + (after.getClass() == before.getClass() ? " (same class)" : ""));
                    if (at == 1) {
                        throw new IllegalStateException("a view that fails");
                    }
                })
                .build();
        compile("Guard", guard("hold", "int", "", "\"patrol\", \"look\", \"report\"", true));
        reloader.reloadNow();
        assertEquals(List.of("swapped 0: demo.GuardTree", "swapped 1: demo.GuardTree",
                "swapped 2: demo.GuardTree", "said reloaded Guard: 1 node added, 0 removed,"
                + " 3 trees moved; new fields: looks"), told, "a throwing onSwap stops nothing");
        update();
        assertNotSame(old.get(2).getClass(), runner.trees().get(2).getClass());
        assertEquals(List.of("patrol starts", "patrol 1", "patrol 2"), traces.get(2),
                "the third tree, swapped after the throw, went on from its place");
    }

    @Test
    void twoTreesOverOneAgentShareItsNewAgent() throws Exception {
        List<Tree> old = start("Guard", guardA(), 1);
        Tree second = (Tree) old.get(0).getClass().getConstructor(old.get(0).agent().getClass(),
                Clock.class, long.class).newInstance(old.get(0).agent(), clock, 0L);
        runner.add(second);
        update();
        compile("Guard", guard("hold", "int", "", "\"patrol\", \"look\", \"report\"", true));
        assertEquals(List.of("reloaded Guard: 1 node added, 0 removed, 2 trees moved;"
                + " new fields: looks"), reloader.reloadNow());
        List<Tree> now = runner.trees();
        assertSame(now.get(0).agent(), now.get(1).agent());
        assertNotSame(old.get(0).agent(), now.get(0).agent());
    }

    @Test
    void aChangedWaitAppliesToTheRunningWaitOfAnArrayLayoutTree() throws Exception {
        start("Warden", WARDEN.formatted("\"both\", \"rest\", \"report\"", "\"patrol\", \"hum\"",
                300), 1);
        update(); // 0
        update(); // 100
        update(); // 200: the parallel succeeds, the Wait starts
        update(); // 300
        compile("Warden", WARDEN.formatted("\"both\", \"rest\", \"look\", \"report\"",
                "\"patrol\", \"hum\"", 100));
        assertEquals(List.of("reloaded Warden: 1 node added, 0 removed, 1 tree moved"),
                reloader.reloadNow());
        update(); // 400: the Wait that started at 200 is now 100 ms long: it ends
        assertEquals(List.of("patrol starts", "patrol 1", "hum", "= RUNNING", "patrol 2",
                "= RUNNING", "patrol 3", "patrol ends SUCCESS", "= RUNNING", "= RUNNING",
                "look 1", "report", "= SUCCESS"), traces.get(0));
    }

    @Test
    void aParallelWhoseBranchesChangedEndsItsRun() throws Exception {
        start("Warden", WARDEN.formatted("\"both\", \"rest\", \"report\"", "\"patrol\", \"hum\"",
                300), 1);
        update();
        update();
        compile("Warden", WARDEN.formatted("\"both\", \"rest\", \"report\"",
                "\"patrol\", \"hum\", \"look\"", 300));
        List<String> lines = reloader.reloadNow();
        assertEquals(1, lines.size());
        assertTrue(lines.get(0).startsWith("reloaded Warden: 1 node added, 0 removed, 1 tree"
                + " moved; 1 run ended ("), lines.get(0));
        assertTrue(lines.get(0).endsWith("), actions ended: patrol"), lines.get(0));
        update();
        assertEquals(List.of("patrol starts", "patrol 1", "hum", "= RUNNING", "patrol 2",
                "= RUNNING", "patrol ends INACTIVE", "patrol starts", "patrol 3",
                "patrol ends SUCCESS", "hum", "look 1", "= RUNNING"), traces.get(0));
    }

    @Test
    void theWatchingThreadReloadsAfterABuild() throws Exception {
        start("Guard", guardA(), 1);
        reloader.close();
        reloader = DevReloader.builder(runner).watch(classes()).onReload(said::add)
                .debounce(Duration.ofMillis(50)).poll(Duration.ofMillis(200)).build();
        reloader.start();
        update();
        compile("Guard", guard("hold", "int", "", "\"patrol\", \"look\", \"report\"", true));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (said.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertEquals(List.of("reloaded Guard: 1 node added, 0 removed, 1 tree moved;"
                + " new fields: looks"), said);
        update();
        update();
        assertEquals(List.of("patrol starts", "patrol 1", "= RUNNING", "patrol 2", "= RUNNING",
                "patrol 3", "patrol ends SUCCESS", "look 1", "report", "= SUCCESS"),
                traces.get(0));
        Object agent = runner.trees().get(0).agent();
        var field = agent.getClass().getDeclaredField("trace");
        field.setAccessible(true);
        assertSame(traces.get(0), field.get(agent), "the list carried by reference");
    }
}
