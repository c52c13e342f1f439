// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import org.junit.jupiter.api.Test;

/**
 * The public classes' refusals of null, held to their exact words; and held to the words of the
 * generated trees' refusals in {@code internal.Misuse}, which format them again (that package is
 * above this one: PackageGraphTest).
 */
class MisuseTest {

    @Test
    void aNullArgumentNamesTheMethodTheParameterAndTheFix() {
        NullPointerException error = assertThrows(NullPointerException.class,
                () -> Misuse.notNull(null, "ManualClock.advance", "duration", "pass a Duration"));
        assertEquals("[Arbor/NullArgument] ManualClock.advance() got null for duration; pass a"
                + " Duration", error.getMessage());
        Object value = new Object();
        assertSame(value, Misuse.notNull(value, "M.m", "p", "fix"));
        assertEquals("[Arbor/NullTree] TreeRunner.add() got null for tree; pass a tree",
                assertThrows(NullPointerException.class,
                        () -> Misuse.notNullTree(null, "TreeRunner.add", "pass a tree"))
                        .getMessage());
    }

    @Test
    void treeRestoreRefusesNullInTheWordsOfAGeneratedTree() {
        Tree tree = new FakeTree("a", new ManualClock(), new ArrayList<>());
        NullPointerException error = assertThrows(NullPointerException.class,
                () -> tree.restore(null));
        assertEquals(dev.arbor.runtime.internal.Misuse.nullArgument("FakeTree", "restore",
                "snapshot").getMessage(), error.getMessage());
        assertEquals("[Arbor/NullArgument] FakeTree.restore() got null for snapshot; pass the"
                + " bytes a snapshot() of this class answered", error.getMessage());
    }
}
