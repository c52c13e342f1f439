// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@link TreeNodes}: the nodes with an abort entry and the actions that always succeed, as a
 * generated class passes them.
 */
class TreeNodesTest {
    private static final String[] METHODS = {"root", "flee", "isHurt", "runAway", "idle"};
    private static final String[] KINDS = {"Selector", "Sequence", "Condition", "Action",
        "Action"};
    private static final int[] PARENTS = {-1, 0, 1, 1, 0};

    @Test
    void abortEntriesAreKeptInPreOrderAndCopied() {
        TreeNodes nodes = new TreeNodes("GuardTree", METHODS, KINDS, PARENTS, new int[] {2});
        assertArrayEquals(new int[] {2}, nodes.abortEntries());
        nodes.abortEntries()[0] = 4;
        assertArrayEquals(new int[] {2}, nodes.abortEntries());
        assertTrue(nodes.hasAbortEntry(2));
        assertFalse(nodes.hasAbortEntry(3));
        assertArrayEquals(new int[0], new TreeNodes("GuardTree", METHODS, KINDS, PARENTS)
                .abortEntries());
    }

    @Test
    void abortEntriesOutsideTheTreeOrOutOfOrderAreRefused() {
        for (int[] entries : new int[][] {{5}, {-1}, {3, 2}, {2, 2}}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> new TreeNodes("GuardTree", METHODS, KINDS, PARENTS, entries));
            assertTrue(e.getMessage().startsWith("abort entries are node indices in ascending"
                    + " order: "), e.getMessage());
        }
        assertEquals(5, new TreeNodes("GuardTree", METHODS, KINDS, PARENTS, new int[] {2, 4})
                .size());
    }

    @Test
    void actionsThatAlwaysSucceedAreThoseGiven() {
        TreeNodes nodes = new TreeNodes("GuardTree", METHODS, KINDS, PARENTS, new int[0],
                new int[] {4});
        assertTrue(nodes.alwaysSucceeds(4));
        assertFalse(nodes.alwaysSucceeds(3));
        assertFalse(new TreeNodes("GuardTree", METHODS, KINDS, PARENTS).alwaysSucceeds(4));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new TreeNodes("GuardTree", METHODS, KINDS, PARENTS, new int[0],
                        new int[] {4, 3}));
        assertEquals("actions that always succeed are node indices in ascending order: [4, 3]",
                e.getMessage());
    }
}
