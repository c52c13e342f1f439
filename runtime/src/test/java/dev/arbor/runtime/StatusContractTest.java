// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbor.Status;
import org.junit.jupiter.api.Test;

/**
 * The order of {@link Status}'s constants is part of the contract between the annotations and
 * every generated tree, which was compiled against it: generated code keeps statuses as ints,
 * turns an action's answer into one with {@code ordinal()}, declares the constants INACTIVE 0,
 * RUNNING 1, SUCCESS 2 and FAILURE 3, and turns an int back into a {@code Status} by indexing
 * {@code Status.values()} (masking with {@code & 3}, which assumes exactly four constants).
 * Reordering, inserting or removing a constant would make already generated trees misreport
 * results without any compile error, so the order is pinned here.
 */
class StatusContractTest {

    @Test
    void constantsAreExactlyTheseFourInThisOrder() {
        assertArrayEquals(
                new Status[] {Status.INACTIVE, Status.RUNNING, Status.SUCCESS, Status.FAILURE},
                Status.values());
    }

    @Test
    void ordinalsAreTheCodesGeneratedTreesUse() {
        assertEquals(0, Status.INACTIVE.ordinal());
        assertEquals(1, Status.RUNNING.ordinal());
        assertEquals(2, Status.SUCCESS.ordinal());
        assertEquals(3, Status.FAILURE.ordinal());
    }
}
