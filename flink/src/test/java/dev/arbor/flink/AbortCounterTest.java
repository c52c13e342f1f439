// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbor.runtime.ForwardingTreeListener;
import dev.arbor.runtime.TreeListener;
import org.junit.jupiter.api.Test;

/**
 * The abort-counting listener passes every call of {@link TreeListener} on to a tree factory's
 * own listener: a method added to the interface and not passed on here would quietly cut that
 * listener off (a recorder would lose the values a tree reads, a replay its answers).
 */
class AbortCounterTest {
    /** ForwardingTreeListenerTest holds the base class to every method of the interface. */
    @Test
    void everyListenerMethodIsPassedOnByTheForwardingBase() {
        assertEquals(ForwardingTreeListener.class, AbortCounter.class.getSuperclass());
    }
}
