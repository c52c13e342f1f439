// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbor.runtime.ForwardingTreeListener;
import dev.arbor.runtime.TreeListener;
import org.junit.jupiter.api.Test;

/**
 * The inspector's listener passes every call of {@link TreeListener} on to the listener the tree
 * had before it was watched: one not passed on would cut that listener off while a page is open
 * (a test's overrides, a recorder's reads, a replay's answers).
 */
class ListenerChainTest {
    /** ForwardingTreeListenerTest holds the base class to every method of the interface. */
    @Test
    void everyListenerMethodIsPassedOnByTheForwardingBase() {
        assertEquals(ForwardingTreeListener.class, Watched.Recorder.class.getSuperclass());
    }
}
