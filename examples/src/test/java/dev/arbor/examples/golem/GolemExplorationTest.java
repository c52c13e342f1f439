// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.golem;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbor.runtime.ManualClock;
import dev.arbor.test.Exploration;
import dev.arbor.test.TreeCoverageReport;
import dev.arbor.test.TreeExplorer;
import dev.arbor.test.TreeProperty;
import dev.arbor.test.TreeTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The golem's tree explored with random answers, clock steps and sightings of the player
 * ({@link TreeExplorer}): its spin attack keeps its cooldown and it never walks home during a
 * fight, whatever its leaves answer.
 */
@ExtendWith(TreeCoverageReport.class)
class GolemExplorationTest {
    @Test
    void theSpinCoolsDownAndTheWalkHomeWaitsForTheFightToEnd() {
        ManualClock[] clock = new ManualClock[1];
        Exploration explored = TreeExplorer.of(seed -> {
                    clock[0] = new ManualClock();
                    Golem golem = new Golem(new Player(Golem.POST));
                    return TreeTest.of(new GolemTree(golem, clock[0], seed), clock[0]);
                })
                .seed(2026).runs(300).ticks(80).clockSteps(0, 250, 250, 500).events(0.2)
                .holds("spin cools down 1000 ms after it ends", new TreeProperty() {
                    private long endedAt = Long.MIN_VALUE;

                    @Override
                    public String violation(dev.arbor.test.Tick tick) {
                        long now = clock[0].nanos() / 1_000_000;
                        if (tick.events().contains("S:spinAttack") && endedAt != Long.MIN_VALUE
                                && now - endedAt < Golem.SPIN_COOLDOWN_MILLIS) {
                            return "spinAttack entered at " + now + " ms, " + (now - endedAt)
                                    + " ms after it ended";
                        }
                        if (tick.events().contains("E:spinAttack:")) {
                            endedAt = now;
                        }
                        return null;
                    }

                    @Override
                    public void startRun() {
                        endedAt = Long.MIN_VALUE;
                    }
                })
                .holds("no walk home in a fight",
                        TreeProperty.neverEnteredWhileRunning(GolemTreeNodes.WALK_HOME,
                                GolemTreeNodes.ENGAGE))
                .check();
        assertEquals(new Exploration(300, 24_000, 2), explored);
    }
}
