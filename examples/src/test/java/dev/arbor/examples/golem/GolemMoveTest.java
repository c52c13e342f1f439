// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.golem;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.TreeMigration;
import org.junit.jupiter.api.Test;

/**
 * The golem's tree (parallels, library nodes, the clock, events: its state in an array) moved
 * by {@link TreeMigration} to a fresh instance of the same class at every tick of a run: a move
 * to an identical tree is a snapshot and restore (semantics §9.1), so the new instance holds
 * exactly the old one's bytes, and the run goes on in it.
 */
class GolemMoveTest {
    @Test
    void aMoveToTheSameTreeCarriesEveryByte() {
        for (long seed = 1; seed <= 5; seed++) {
            ManualClock clock = new ManualClock();
            Golem golem = new Golem(new Player(Golem.POST));
            GolemTree tree = new GolemTree(golem, clock, seed);
            for (int tick = 0; tick < 60; tick++) {
                tree.tick();
                clock.advanceMillis(250);
                GolemTree fresh = new GolemTree(golem, clock, seed);
                TreeMigration move = TreeMigration.plan(tree, fresh);
                assertTrue(move.summary().startsWith("0 nodes added, 0 removed, "),
                        move.summary());
                assertTrue(move.runCarries(), move.summary());
                move.apply();
                assertArrayEquals(tree.snapshot(), fresh.snapshot(), "seed " + seed
                        + ", after tick " + tick);
                tree = fresh;
            }
        }
    }
}
