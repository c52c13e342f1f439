// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.Status;
import dev.arbor.test.TreeCoverageReport;
import dev.arbor.test.TreeTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The guard's tree tested as a user tests theirs, with the test kit (docs/testing.md, "For users:
 * arbor-test"): the world set by hand between ticks, every tick's trace asserted, and the run's
 * coverage written to {@code examples/target/arbor-coverage/index.html}. Each trace was worked
 * out from docs/semantics.md; the comments give the rules that decide it.
 */
@ExtendWith(TreeCoverageReport.class)
class GuardTreeTest {

    @Test
    void patrolsUntilItSeesTheIntruderThenChasesAndStrikes() {
        Intruder intruder = new Intruder(1);
        Guard guard = new Guard(intruder);
        TreeTest test = TreeTest.of(new GuardTree(guard));

        // flee and combat fail on their conditions; patrol picks waypoint 4 and walks.
        test.tick().expect("C:isHurt C:seesEnemy S:pickWaypoint U:pickWaypoint"
                + " E:pickWaypoint:success S:moveTo U:moveTo => running");
        // both entries watch root (§6.3) and are asked again first (§6.4): unchanged.
        test.tick().expect("C:isHurt C:seesEnemy U:moveTo => running");
        intruder.present = true;
        intruder.position = 6; // 4 away from the guard at 2: in sight
        // seesEnemy's answer changed: its abort fires, the walk is interrupted (its end hook
        // says so), and root resumes at combat, which asks again and starts the chase (§6.5).
        test.tick().called("seesEnemy").thenEnded("moveTo", Status.INACTIVE)
                .thenEntered("combat").thenCalled("chase");
        assertTrue(guard.notes.contains("patrol interrupted"), guard.notes::toString);
        test.ticks(2); // the gap closes: 3, then 2 away
        test.tick().expect("C:isHurt C:seesEnemy U:chase E:chase:success S:attack U:attack"
                + " => running"); // caught up; the blow takes a tick to land
        test.tick().expect("C:isHurt C:seesEnemy U:attack E:attack:success => success");
        assertEquals(25, intruder.health);

        test.expectTrace("""
                tick 1
                expect C:isHurt C:seesEnemy S:pickWaypoint U:pickWaypoint E:pickWaypoint:success S:moveTo U:moveTo => running
                tick 2
                expect C:isHurt C:seesEnemy U:moveTo => running
                tick 3
                expect C:isHurt C:seesEnemy A:seesEnemy E:moveTo:interrupted C:seesEnemy S:chase U:chase => running
                tick 4
                expect C:isHurt C:seesEnemy U:chase => running
                tick 5
                expect C:isHurt C:seesEnemy U:chase => running
                tick 6
                expect C:isHurt C:seesEnemy U:chase E:chase:success S:attack U:attack => running
                tick 7
                expect C:isHurt C:seesEnemy U:attack E:attack:success => success
                """);
    }

    @Test
    void fleesWhenHurtInTheMiddleOfAChase() {
        Intruder intruder = new Intruder(1);
        intruder.present = true;
        intruder.position = 4;
        Guard guard = new Guard(intruder);
        TreeTest test = TreeTest.of(new GuardTree(guard));

        test.tick().expect("C:isHurt C:seesEnemy S:chase U:chase => running");
        guard.health = 20;
        // isHurt comes first in the walk (pre-order): its abort fires and deletes seesEnemy's
        // entry before the walk reaches it; the chase ends, and flee starts running home.
        test.tick().expect("C:isHurt A:isHurt E:chase:interrupted C:isHurt S:runAway U:runAway"
                + " => running");
        // flee's own entry is dormant while flee runs (§6.2): nothing is asked again.
        test.tick().expect("U:runAway => running"); // at the post: hp 45, not yet 60
        test.tick().expect("U:runAway E:runAway:success => success");
        assertEquals(70, guard.health);
        test.tick().didNotCall("runAway"); // a new pass: hp 70, no longer hurt
    }
}
