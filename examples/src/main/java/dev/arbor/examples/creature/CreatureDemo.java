// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.creature;

import dev.arbor.Status;
import dev.arbor.runtime.ManualClock;
import java.io.PrintStream;
import java.util.Locale;

/**
 * Runs the creature for ten seconds of game time, one tick every 250 ms of a {@link ManualClock},
 * with a fixed seed, so that every run prints the same trace: one line per tick with the tick,
 * the time, the world, where the creature is and how hungry after the tick, what the leaves said,
 * and what {@code tick()} answered.
 *
 * <p>The world makes the creature hungrier every second, hits it once, just before tick
 * {@value #HIT_TICK} (while it is hopping away from its burrow), and brings a short night from
 * tick {@value #DUSK_TICK} to tick {@value #DAWN_TICK}. {@code CreatureDemoTest} checks the whole
 * trace.
 *
 * <p>To run it from the repository root:
 * <pre>
 * mvn -q -Pdemo package -Dmaven.test.skip=true -pl processor,examples -am \
 *     -Ddemo.main=dev.arbor.examples.creature.CreatureDemo
 * </pre>
 */
public final class CreatureDemo {
    static final long TICK_MILLIS = 250;
    static final long SEED = 1;
    static final int TICKS = 40;
    static final int HIT_TICK = 3;
    static final int DUSK_TICK = 24;
    static final int DAWN_TICK = 34;
    private static final String LINE = "%4s %6s  %-10s %2s %6s  %-64s %s%n";

    private CreatureDemo() {}

    public static void main(String[] args) {
        run(args.length > 0 ? Integer.parseInt(args[0]) : TICKS, System.out);
    }

    /** Runs {@code ticks} ticks, printing one line per tick to {@code out}. */
    static void run(int ticks, PrintStream out) {
        Creature creature = new Creature();
        ManualClock clock = new ManualClock();
        CreatureTree tree = new CreatureTree(creature, clock, SEED);
        out.println("(waits): no leaf was called; a Wait is running. An event and a Cooldown's"
                + " refusal call nothing either.");
        out.println();
        out.printf(Locale.ROOT, LINE, "tick", "time", "world", "at", "hunger",
                "what the creature did", "tick()");
        for (int tick = 1; tick <= ticks; tick++) {
            if (tick > 1) {
                clock.advanceMillis(TICK_MILLIS);
            }
            if (tick % 4 == 1 && tick > 1) {
                creature.hunger++; // one more every second
            }
            creature.night = tick >= DUSK_TICK && tick < DAWN_TICK;
            boolean hit = tick == HIT_TICK;
            if (hit) {
                tree.raise(CreatureTree.Event.WAS_HIT); // pending during the next tick only
            }
            creature.notes.clear();
            Status status = tree.tick();
            out.printf(Locale.ROOT, LINE, tick,
                    String.format(Locale.ROOT, "%.2fs", (tick - 1) * TICK_MILLIS / 1000.0),
                    (creature.night ? "night" : "day") + (hit ? ", hit" : ""),
                    creature.position, creature.hunger,
                    creature.notes.isEmpty() ? "(waits)" : String.join("; ", creature.notes),
                    status);
        }
    }
}
