// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.golem;

import dev.arbor.Status;
import dev.arbor.dev.DevReloader;
import dev.arbor.inspector.Inspector;
import dev.arbor.runtime.Clock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeRunner;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The golem in development mode ({@code GolemDemo --dev}): it runs on the wall clock, forever,
 * and reloads when its classes are compiled again (docs/dev-mode.md). Edit {@code Golem.java}
 * (add a branch, change a Wait), run {@code mvn -q compile -pl examples} in another terminal,
 * and the golem follows the new tree at its next update, from where it was.
 *
 * <pre>
 * mvn -q -Pdemo package -Dmaven.test.skip=true -pl processor,examples -am \
 *     -Ddemo.main=dev.arbor.examples.golem.GolemDemo -Dexec.args=--dev
 * </pre>
 *
 * <p>With {@code -Dexec.args="--dev --inspect"} it also starts the inspector (docs/inspector.md)
 * and prints its address: the page shows the golem live, with its last 200 ticks for time
 * travel, and follows each reload: the reloader's line appears at the top of the page, and the
 * drawing, the agent's fields and the trace go on with the new tree.
 *
 * <p>No {@link Brain} here: it holds the tree and the golem by their classes, which a reload
 * replaces. This loop reads the current tree from the runner and its golem from the tree, by
 * reflection (the reloaded {@code Golem} is a class this one cannot name); the tree never
 * sleeps, and {@code playerSeen} is raised when the player comes into sight.
 */
final class GolemDev implements AutoCloseable {
    private final Clock clock;
    private final long start;
    private final Player player = new Player(18);
    private final TreeRunner runner;
    private final DevReloader reloader;
    private boolean wasInSight;
    private int steps;

    GolemDev(Clock clock, Path classes, Consumer<String> said) {
        this(clock, classes, said, null);
    }

    /**
     * The golem on {@code clock}, reloaded from {@code classes}; shown as {@code golem} by
     * {@code inspector} unless it is null, which is told each reload.
     */
    GolemDev(Clock clock, Path classes, Consumer<String> said, Inspector inspector) {
        this.clock = clock;
        this.start = clock.nanos();
        this.runner = TreeRunner.builder().clock(clock).interval(GolemDemo.THINK).build();
        GolemTree tree = new GolemTree(new Golem(player), clock, 0);
        runner.add(tree);
        DevReloader.Builder reloading = DevReloader.builder(runner).watch(classes).onReload(said);
        if (inspector != null) {
            inspector.watch("golem", tree, runner::betweenUpdates);
            reloading.onReload(said.andThen(inspector::say)).onSwap(inspector::replace);
        }
        this.reloader = reloading.build();
    }

    /**
     * Runs forever in real time, reloading from {@code classes} (examples/target/classes);
     * with {@code inspect}, shown by an inspector on a free port.
     */
    static void run(Path classes, PrintStream out, boolean inspect) throws InterruptedException {
        Inspector inspector = inspect ? Inspector.start(Inspector.options().history(200)) : null;
        try (inspector; GolemDev dev = new GolemDev(Clock.system(), classes,
                line -> out.println("  >> " + line), inspector)) {
            out.println("golem in development mode: watching " + classes + "; edit Golem.java"
                    + " and run mvn -q compile -pl examples in another terminal (Ctrl-C ends)");
            if (inspector != null) {
                out.println("the golem, live: " + inspector.url() + "?tree=golem");
            }
            dev.reloader.start();
            long next = System.nanoTime();
            while (true) {
                String row = dev.step();
                if (!row.isEmpty()) {
                    out.println(row);
                }
                next += GolemDemo.STEP_MILLIS * 1_000_000;
                long wait = next - System.nanoTime();
                if (wait > 0) {
                    Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
                }
            }
        }
    }

    /** The reloader, for {@code reloadNow()} in a test. */
    DevReloader reloader() {
        return reloader;
    }

    /** The runner's golem tree: the current version. */
    Tree tree() {
        return runner.trees().get(0);
    }

    /**
     * One world step: the player moves (after the first), the event is raised if the player has
     * just come into sight, the runner updates. Answers the row printed for a step that ticked,
     * or "" for one that did not.
     */
    String step() {
        if (steps++ > 0) {
            player.step();
        }
        Tree tree = tree();
        Object golem = tree.agent();
        boolean inSight = Math.abs(player.position - (int) read(golem, "position"))
                <= Golem.SIGHT;
        if (inSight && !wasInSight) {
            runner.raise(tree, "playerSeen");
        }
        wasInSight = inSight;
        @SuppressWarnings("unchecked")
        List<String> notes = (List<String>) read(golem, "notes");
        notes.clear();
        if (runner.update() == 0) {
            return "";
        }
        tree = tree();
        golem = tree.agent();
        return String.format(Locale.ROOT, "%7.3fs  golem %2d  player %2d  %-46s %s",
                (clock.nanos() - start) / 1e9, (int) read(golem, "position"), player.position,
                notes.isEmpty() ? "-" : String.join("; ", notes),
                tree.status() == Status.RUNNING ? tree.runningPath()
                        : "(pass over: " + tree.status() + ")");
    }

    /** A field of the golem, whichever version it is. */
    private static Object read(Object golem, String name) {
        try {
            Field field = golem.getClass().getDeclaredField(name);
            field.setAccessible(true);
            return field.get(golem);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the golem has no field " + name + " now", e);
        }
    }

    @Override
    public void close() {
        reloader.close();
        runner.close();
    }
}
