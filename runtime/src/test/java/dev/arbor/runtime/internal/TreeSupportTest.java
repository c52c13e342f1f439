// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbor.Status;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The helpers generated trees call. Generated code is compiled against these signatures and
 * users see these messages, so each helper is held to its exact contract here, without the
 * processor in the way.
 */
class TreeSupportTest {

    @Test
    void badStatusForNull() {
        IllegalStateException error = TreeSupport.badStatus("GuardTree", "moveTo", null);

        assertEquals(IllegalStateException.class, error.getClass());
        assertEquals("[Arbor/BadStatus] GuardTree: action moveTo() returned null; an action must"
                + " return RUNNING, SUCCESS or FAILURE", error.getMessage());
    }

    @Test
    void badStatusForInactive() {
        IllegalStateException error =
                TreeSupport.badStatus("GuardTree", "moveTo", Status.INACTIVE);

        assertEquals(IllegalStateException.class, error.getClass());
        assertEquals("[Arbor/BadStatus] GuardTree: action moveTo() returned INACTIVE; an action"
                + " must return RUNNING, SUCCESS or FAILURE", error.getMessage());
    }

    /** Four rows of three columns, each value telling its row (tens) and column (units). */
    private static final int[] TABLE = {
        10, 11, 12,
        20, 21, 22,
        30, 31, 32,
        40, 41, 42,
    };

    @Test
    void columnPicksTheFirstColumnOfEveryRow() {
        assertArrayEquals(new int[] {10, 20, 30, 40}, TreeSupport.column(TABLE, 3, 0));
    }

    @Test
    void columnPicksAMiddleColumnOfEveryRow() {
        assertArrayEquals(new int[] {11, 21, 31, 41}, TreeSupport.column(TABLE, 3, 1));
    }

    @Test
    void columnPicksTheLastColumnOfEveryRow() {
        assertArrayEquals(new int[] {12, 22, 32, 42}, TreeSupport.column(TABLE, 3, 2));
    }

    @Test
    void columnOfOneColumnTableIsTheTable() {
        assertArrayEquals(new int[] {7, 8, 9}, TreeSupport.column(new int[] {7, 8, 9}, 1, 0));
    }

    @Test
    void columnOfOneRow() {
        assertArrayEquals(new int[] {5}, TreeSupport.column(new int[] {3, 4, 5}, 3, 2));
    }

    @Test
    void columnLeavesTheTableAlone() {
        int[] table = TABLE.clone();
        TreeSupport.column(table, 3, 1);
        assertArrayEquals(TABLE, table);
    }

    @Test
    void concatKeepsThePartsInOrder() {
        assertArrayEquals(new int[] {1, 2, 3, 4, 5, 6},
                TreeSupport.concat(new int[] {1, 2}, new int[] {3}, new int[] {4, 5, 6}));
    }

    @Test
    void concatSkipsEmptyPartsAnywhere() {
        assertArrayEquals(new int[] {1, 2, 3},
                TreeSupport.concat(new int[0], new int[] {1, 2}, new int[0], new int[] {3},
                        new int[0]));
    }

    @Test
    void concatOfOnlyEmptyPartsOrNoneIsEmpty() {
        assertArrayEquals(new int[0], TreeSupport.concat(new int[0], new int[0]));
        assertArrayEquals(new int[0], TreeSupport.concat());
    }

    @Test
    void rethrowThrowsACheckedExceptionUnwrapped() {
        IOException checked = new IOException("disk gone");
        StackTraceElement[] trace = checked.getStackTrace();

        Throwable thrown = assertThrows(Throwable.class, () -> {
            throw TreeSupport.rethrow(checked);
        });

        assertSame(checked, thrown);
        assertNull(thrown.getCause());
        assertArrayEquals(trace, thrown.getStackTrace());
    }

    @Test
    void rethrowThrowsAnErrorUnchanged() {
        Error error = new AssertionError("broken invariant");

        Throwable thrown = assertThrows(Throwable.class, () -> {
            throw TreeSupport.rethrow(error);
        });

        assertSame(error, thrown);
    }

    @Test
    void rethrowThrowsARuntimeExceptionUnchanged() {
        IllegalArgumentException unchecked = new IllegalArgumentException("bad waypoint");

        Throwable thrown = assertThrows(Throwable.class, () -> {
            throw TreeSupport.rethrow(unchecked);
        });

        assertSame(unchecked, thrown);
    }

    // root(0) > [main(1) > (ready(2), work(3)), side(4)], a parallel at the root
    private static final String[] METHODS = {"root", "main", "ready", "work", "side"};
    private static final int[] PARENTS = {-1, 0, 1, 1, 0};

    @Test
    void runningPathOfOneStackIsTheTopAndItsAncestors() {
        assertEquals("root > main > work", TreeSupport.runningPath(METHODS, PARENTS, 3));
        assertEquals("root", TreeSupport.runningPath(METHODS, PARENTS, 0));
        assertEquals("", TreeSupport.runningPath(METHODS, PARENTS, -1)); // NONE: no pass
    }

    @Test
    void runningPathListsEveryRunningBranchOfAParallel() {
        int[] state = {0, 3, 4, 7}; // [0]: elsewhere; stacks at 1..2; [3]: elsewhere
        assertEquals("root > (main > work | side)",
                TreeSupport.runningPath(METHODS, PARENTS, state, 1, 2));
        state[2] = -1; // that branch is done
        assertEquals("root > main > work", TreeSupport.runningPath(METHODS, PARENTS, state, 1, 2));
    }

    @Test
    void nameFailureAddsOneReportNamingTheNodeAndWhatRan() {
        RuntimeException failure = new IllegalStateException("boom");
        TreeSupport.nameFailure(failure, "AgentTree", METHODS, PARENTS, 3, new int[] {4}, 0, 1);
        dev.arbor.runtime.NodeFailure named = dev.arbor.runtime.NodeFailure.of(failure);
        assertEquals("AgentTree: work() (node 3) threw; running: root > (main > work | side)",
                named.getMessage());
        assertEquals(3, named.node());
        assertEquals("work", named.method());
        assertEquals("root > (main > work | side)", named.runningPath());
        assertEquals(0, named.getStackTrace().length);
        // the same exception thrown again by the same node: no second report
        TreeSupport.nameFailure(failure, "AgentTree", METHODS, PARENTS, 3, null, 0, 0);
        assertEquals(1, failure.getSuppressed().length);
        // no node (NONE): nothing to name
        RuntimeException other = new IllegalStateException();
        TreeSupport.nameFailure(other, "AgentTree", METHODS, PARENTS, -1, null, 0, 0);
        assertEquals(0, other.getSuppressed().length);
    }

    @Test
    void nameFailureGivesWayToAnExceptionThatRefusesSuppression() {
        RuntimeException silent = new RuntimeException("no suppression", null, false, false) {};
        TreeSupport.nameFailure(silent, "AgentTree", METHODS, PARENTS, 2, null, 0, 0);
        assertEquals(null, dev.arbor.runtime.NodeFailure.of(silent));
    }

    @Test
    void wordsJoinsItsPartsBeforeSplitting() {
        assertArrayEquals(new String[] {"root", "a", "b", "c"},
                TreeSupport.words("root a", "b c"));
    }
}
