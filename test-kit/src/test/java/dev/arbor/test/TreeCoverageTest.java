// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbor.Status;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link TreeCoverage} of {@link Door}, which no other test drives. */
class TreeCoverageTest {
    @Test
    void coverageCountsWhatTheTestsMadeTheTreeDo() {
        assertThrows(IllegalArgumentException.class, () -> TreeCoverage.of(DoorTree.class));
        Door door = new Door();
        TreeTest test = TreeTest.of(new DoorTree(door));
        test.tick().expect("C:isUnlocked S:knock U:knock => running");
        door.locked = false;
        test.tick();
        test.tick();
        TreeCoverage coverage = TreeCoverage.of(DoorTree.class);
        assertEquals(coverage, test.coverage());
        assertEquals("""
                DoorTree: 6 of 7 nodes entered in 3 ticks
                  root            Selector   entered 2, success 2
                    open          Sequence   entered 3, success 2, failure 1
                      isUnlocked  Condition  entered 3, success 2, failure 1
                      push        Action     entered 2, success 2
                    keepKnocking  While      entered 1, interrupted 1
                      knock       Action     entered 1, running 1, interrupted 1
                    leave         Action     entered 0
                  never entered: leave
                  aborts fired: isUnlocked 1; never: none
                  children never reached: root > leave
                  guards fired: none; never: keepKnocking
                  events raised: none
                """, coverage.summary());
        assertEquals(List.of("leave"), coverage.neverEntered());
        assertEquals(List.of(), coverage.abortsNeverFired());
        assertEquals(java.util.Map.of("root", List.of("leave")), coverage.childrenNeverReached());
        assertEquals(new TreeCoverage.Totals(7, 6, 6, 5, 1, 1, 1, 0, 0, 0, 3), coverage.totals());
        assertEquals(1, coverage.results("knock", Status.INACTIVE));
        assertEquals(3, coverage.entered("isUnlocked"));
        assertEquals("DoorTree has no node nothing", assertThrows(IllegalArgumentException.class,
                () -> coverage.entered("nothing")).getMessage());
    }
}
