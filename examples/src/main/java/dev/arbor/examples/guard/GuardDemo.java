// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.guard;

import dev.arbor.Status;
import dev.arbor.inspector.Inspector;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Runs the guard for a few seconds of game time at 4 ticks per second and prints, for each tick,
 * what the tree decided and why (the leaves' own notes). Run it from the repository root with
 * {@code mvn -q -Pdemo package -Dmaven.test.skip=true -pl processor,examples -am}.
 */
public final class GuardDemo {
    static final int TICKS_PER_SECOND = 4;

    private GuardDemo() {}

    public static void main(String[] args) throws InterruptedException {
        if (args.length > 0 && args[0].equals("--inspect")) {
            inspect();
            return;
        }
        int seconds = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        run(seconds * TICKS_PER_SECOND, System.out);
    }

    /**
     * Starts the live view (docs/inspector.md) on a free port, prints its address, then ticks the
     * guard in real time, 4 ticks a second, until the process is stopped.
     */
    static void inspect() throws InterruptedException {
        Intruder intruder = new Intruder(7);
        Guard guard = new Guard(intruder);
        GuardTree tree = new GuardTree(guard);
        Inspector inspector = Inspector.start(Inspector.options().port(0));
        // The inspector attaches and detaches its listener between ticks, through this queue.
        Queue<Runnable> between = new ConcurrentLinkedQueue<>();
        inspector.watch("guard", tree, between::add);
        System.out.println("Live view: " + inspector.url() + "?tree=guard  (Ctrl-C stops)");
        for (int tick = 1; ; tick++) {
            for (Runnable task; (task = between.poll()) != null; ) {
                task.run();
            }
            intruder.step(tick, guard);
            guard.notes.clear();
            tree.tick();
            if (guard.health <= 0) guard.health = 100; // a new guard takes over: the view goes on
            Thread.sleep(1000 / TICKS_PER_SECOND);
        }
    }

    /** Runs {@code ticks} ticks, printing one line per tick to {@code out}. */
    static void run(int ticks, PrintStream out) {
        Intruder intruder = new Intruder(7);
        Guard guard = new Guard(intruder);
        GuardTree tree = new GuardTree(guard);
        out.println("Each line: game time, the guard's health and position, the world, then what"
                + " the leaves said this tick.");
        out.println("A condition asked twice in one tick means an abort: the first ask is the"
                + " re-evaluation that fired.");
        out.println();
        out.println("  time  hp  guard  world                     decision and why");
        for (int tick = 1; tick <= ticks; tick++) {
            intruder.step(tick, guard);
            guard.notes.clear();
            Status status = tree.tick();
            out.printf(Locale.ROOT, "%5.2fs %3d  at %-3d %-25s %s%s%n",
                    tick / (double) TICKS_PER_SECOND, guard.health, guard.position, intruder,
                    String.join("; ", guard.notes),
                    status == Status.RUNNING ? "" : "  => " + status);
        }
    }
}
