// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbor.runtime.TreeListener;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The abort-counting listener passes every call of {@link TreeListener} on to a tree factory's
 * own listener: a method added to the interface and not passed on here would quietly cut that
 * listener off (a recorder would lose the values a tree reads, a replay its answers).
 */
class AbortCounterTest {
    @Test
    void everyListenerMethodIsPassedOn() {
        List<String> missing = new ArrayList<>();
        for (Method method : TreeListener.class.getMethods()) {
            try {
                Method own = AbortCounter.class.getDeclaredMethod(method.getName(),
                        method.getParameterTypes());
                if (own.isSynthetic()) {
                    missing.add(method.getName());
                }
            } catch (NoSuchMethodException e) {
                missing.add(method.getName());
            }
        }
        assertEquals(List.of(), missing, "AbortCounter must pass these on to the tree's own"
                + " listener");
    }
}
