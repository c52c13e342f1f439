// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbor.runtime.TreeListener;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The inspector's listener passes every call of {@link TreeListener} on to the listener the tree
 * had before it was watched: one not passed on would cut that listener off while a page is open
 * (a test's overrides, a recorder's reads, a replay's answers).
 */
class ListenerChainTest {
    @Test
    void everyListenerMethodIsPassedOn() {
        List<String> missing = new ArrayList<>();
        for (Method method : TreeListener.class.getMethods()) {
            try {
                Watched.Recorder.class.getDeclaredMethod(method.getName(),
                        method.getParameterTypes());
            } catch (NoSuchMethodException e) {
                missing.add(method.getName());
            }
        }
        assertEquals(List.of(), missing, "Watched.Recorder must pass these on");
    }
}
