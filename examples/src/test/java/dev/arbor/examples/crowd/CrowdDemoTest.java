// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.crowd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.Status;
import dev.arbor.runtime.ManualClock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The crowd does the same on one thread and on several, and a villager lives as designed. */
class CrowdDemoTest {

    @Test
    void everyThreadCountGivesTheSameTotals() {
        CrowdDemo.Totals one = CrowdDemo.run(1, 160, false);
        CrowdDemo.Totals three = CrowdDemo.run(3, 160, false);
        assertTrue(one.sameAs(three), one + " vs " + three);
        assertEquals(0, one.deferred());
        assertTrue(one.meals() > 0 && one.naps() > 0 && one.work() > 0, one.toString());
    }

    @Test
    void spreadPhasesTickAboutOneSixteenthOfTheCrowdEachFrame() {
        // 120 frames of 16 ms measured (after 40): 1,920 ms, 7.68 rounds of 250 ms
        CrowdDemo.Totals one = CrowdDemo.run(1, 160, false);
        assertEquals(76_800, one.ticks(), 100);
    }

    @Test
    void aVillagerWorksUntilTiredOrHungryThenNapsAndEats() {
        ManualClock clock = new ManualClock();
        Villager villager = new Villager(0);
        VillagerTree tree = new VillagerTree(villager, clock, 0);
        List<String> days = new ArrayList<>();
        for (int tick = 1; tick <= 16; tick++) {
            Status status = tree.tick();
            days.add(tick + ":" + status.name().charAt(0) + " h" + villager.hunger + " e"
                    + villager.energy + " " + tree.runningPath());
            clock.advanceMillis(250);
        }
        // chores (energy -3 farm, -2 chop, -1 fetch; the chore is drawn from the tree's seed, 0:
        // fetch x3, farm, fetch, farm, fetch, farm, farm, then farm) until hungry (over 8) at
        // tick 10: it sits down, dines 500 ms (the Wait answers at the second tick after) and
        // finishes; at energy 0 it naps, 4 a tick, until back to 20
        assertEquals(List.of(
                "1:S h1 e19 ", "2:S h2 e18 ", "3:S h3 e17 ", "4:S h4 e14 ", "5:S h5 e13 ",
                "6:S h6 e10 ", "7:S h7 e9 ", "8:S h8 e6 ", "9:S h9 e3 ",
                "10:R h10 e3 root > eat > mealTime > meal > dine",
                "11:R h10 e3 root > eat > mealTime > meal > dine", "12:S h0 e3 ", "13:S h1 e0 ",
                "14:R h1 e4 root > rest > nap", "15:R h1 e8 root > rest > nap",
                "16:R h1 e12 root > rest > nap"), days);
    }
}
