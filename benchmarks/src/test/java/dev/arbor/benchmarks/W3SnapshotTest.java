// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.benchmarks.w1.W1Guard;
import dev.arbor.benchmarks.w1.W1GuardTree;
import dev.arbor.benchmarks.w3.Crowd;
import org.junit.jupiter.api.Test;

/**
 * W3's snapshots (DESIGN §7): at most 64 bytes with their header, and a crowd whose every tree is
 * replaced mid-run by a fresh tree restored from its snapshot (each agent, the user's object,
 * carries on) ends with the checksums of a crowd that never moved.
 */
class W3SnapshotTest {
    private static final int FRAMES = 40;

    @Test
    void aCrowdMovedMidRunEndsAsOneThatNeverMoved() {
        W1Guard[] still = agents();
        W1GuardTree[] stillTrees = trees(still);
        W1Guard[] moved = agents();
        W1GuardTree[] movedTrees = trees(moved);
        int longest = 0;
        for (int frame = 0; frame < FRAMES; frame++) {
            frame(still, stillTrees);
            if (frame % 10 == 5) {
                for (int i = 0; i < moved.length; i++) {
                    byte[] snapshot = movedTrees[i].snapshot();
                    longest = Math.max(longest, snapshot.length);
                    movedTrees[i] = new W1GuardTree(moved[i]);
                    movedTrees[i].restore(snapshot);
                }
            }
            frame(moved, movedTrees);
        }
        for (int i = 0; i < still.length; i++) {
            assertEquals(still[i].checksum(), moved[i].checksum(), "agent " + i);
            assertEquals(still[i].leafCalls(), moved[i].leafCalls(), "agent " + i);
        }
        assertTrue(longest <= 64, longest + " bytes");
        assertTrue(stillTrees[0].snapshotCapacity() <= 64, "capacity "
                + stillTrees[0].snapshotCapacity());
        System.out.println("W3SnapshotTest: " + Crowd.AGENTS + " trees moved 4 times each; a W3"
                + " snapshot is " + longest + " bytes (capacity "
                + stillTrees[0].snapshotCapacity() + ")");
    }

    private static W1Guard[] agents() {
        W1Guard[] agents = new W1Guard[Crowd.AGENTS];
        for (int i = 0; i < agents.length; i++) {
            agents[i] = new W1Guard(i);
        }
        return agents;
    }

    private static W1GuardTree[] trees(W1Guard[] agents) {
        W1GuardTree[] trees = new W1GuardTree[agents.length];
        for (int i = 0; i < agents.length; i++) {
            trees[i] = new W1GuardTree(agents[i]);
        }
        return trees;
    }

    private static void frame(W1Guard[] agents, W1GuardTree[] trees) {
        for (int i = 0; i < agents.length; i++) {
            agents[i].beginTick();
            agents[i].endTick(trees[i].tick());
        }
    }
}
