// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.golem;

import dev.arbor.Status;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.TreeRunner;
import dev.arbor.runtime.replay.Recorder;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The golem of a sandbox game, in a world stepped every {@value #STEP_MILLIS} ms (a physics
 * frame) while its tree thinks every 250 ms, driven by a {@link TreeRunner} on a
 * {@link ManualClock}: every run prints the same trace. {@link Brain} puts the tree to sleep
 * while the player is far away, wakes it when the player comes near, and raises
 * {@code playerSeen} when the player comes into sight, which ticks the tree at once.
 *
 * <p>One line per world step: the time; where the golem and the player are; what the brain did;
 * whether the tree ticked ({@code tick}: due; {@code forced}: at once, for the event, without
 * waiting for its due time; {@code asleep}: held back by the runner; {@code -}: not due); what the golem's leaves
 * said; and the tree's running path after the tick. {@code GolemDemoTest} checks the whole trace.
 *
 * <pre>
 * mvn -q -Pdemo package -Dmaven.test.skip=true -pl processor,examples -am \
 *     -Ddemo.main=dev.arbor.examples.golem.GolemDemo
 * </pre>
 */
public final class GolemDemo {
    static final long STEP_MILLIS = 125;
    static final Duration THINK = Duration.ofMillis(250);
    static final int STEPS = 76;
    private static final String LINE = "%7s  %5s %6s  %-21s %-6s  %-46s %s";

    private GolemDemo() {}

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("--dev")) { // development mode: GolemDev
            // --dev [CLASSES] [--inspect]: watch CLASSES (where this class was loaded from
            // unless given); --inspect shows the golem in the inspector, following reloads
            List<String> dev = new ArrayList<>(List.of(args).subList(1, args.length));
            boolean inspect = dev.remove("--inspect");
            GolemDev.run(!dev.isEmpty() ? Path.of(dev.get(0)) : Path.of(GolemDemo.class
                    .getProtectionDomain().getCodeSource().getLocation().toURI()), System.out,
                    inspect);
            return;
        }
        // --record FILE: the session is recorded into FILE (docs/recording.md), to open in the
        // inspector (docs/inspector.md, "Time travel"); the printed trace is the same
        Path record = null;
        List<String> rest = new ArrayList<>(List.of(args));
        int flag = rest.indexOf("--record");
        if (flag >= 0) {
            if (flag + 1 >= rest.size()) {
                throw new IllegalArgumentException("--record FILE: name the file to record into");
            }
            record = Path.of(rest.remove(flag + 1));
            rest.remove(flag);
        }
        run(!rest.isEmpty() ? Integer.parseInt(rest.get(0)) : STEPS, System.out, record);
    }

    /** Runs {@code steps} world steps, printing one line per step to {@code out}. */
    static void run(int steps, PrintStream out) {
        run(steps, out, null);
    }

    /**
     * Runs {@code steps} world steps, printing one line per step to {@code out}, and, unless
     * {@code record} is null, records the session into that file: the tree reads the clock
     * through the recorder, which takes a snapshot every 20 ticks between two world steps.
     */
    static void run(int steps, PrintStream out, Path record) {
        ManualClock clock = new ManualClock();
        Player player = new Player(18);
        Golem golem = new Golem(player);
        Recorder recorder = record == null ? null : new Recorder(20);
        GolemTree tree = new GolemTree(golem, recorder == null ? clock : recorder.clock(clock), 0);
        if (recorder != null) {
            recorder.start(tree);
        }
        try (TreeRunner runner = TreeRunner.builder().clock(clock).interval(THINK).build()) {
            runner.add(tree);
            Brain brain = new Brain(runner, tree, golem, clock);
            out.println("tree: tick = due (every 250 ms), forced = ticked early by the event,"
                    + " asleep = held back by the runner, - = not due");
            out.println("what the golem did: its leaves' notes (-: none was called);"
                    + " running path: after the tick");
            out.println();
            row(out, "time", "golem", "player", "brain", "tree",
                    "what the golem did", "running path");
            for (int step = 0; step < steps; step++) {
                if (step > 0) {
                    clock.advanceMillis(STEP_MILLIS);
                    player.step();
                }
                if (recorder != null) {
                    recorder.checkpoint(); // between two ticks
                }
                String brainDid = brain.look();
                golem.notes.clear();
                boolean ticked = runner.update() == 1;
                String tick = brain.asleep() ? "asleep" : !ticked ? "-"
                        : brain.raised ? "forced" : "tick";
                row(out,
                        String.format(Locale.ROOT, "%.3fs", step * STEP_MILLIS / 1000.0),
                        golem.position, player.position,
                        brainDid.isEmpty() ? "-" : brainDid, tick,
                        !ticked ? "" : golem.notes.isEmpty() ? "-" : String.join("; ", golem.notes),
                        !ticked ? "" : tree.status() == Status.RUNNING ? tree.runningPath()
                                : "(pass over: " + tree.status() + ")");
            }
        }
        if (recorder != null) {
            recorder.stop();
            recorder.recording().write(record);
        }
    }

    /** Prints one row of the table, without the spaces that pad its empty last columns. */
    private static void row(PrintStream out, Object... columns) {
        out.println(String.format(Locale.ROOT, LINE, columns).stripTrailing());
    }
}
