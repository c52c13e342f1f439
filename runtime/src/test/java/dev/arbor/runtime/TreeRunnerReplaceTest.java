// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link TreeRunner#replace} (a development reload's swap) and {@link TreeRunner#trees()}: the
 * replacement takes the old tree's place in the schedule, keeping its cadence and sleep.
 */
class TreeRunnerReplaceTest {
    private final ManualClock clock = new ManualClock(0);
    private final List<String> trace = new ArrayList<>();
    private final TreeRunner runner = TreeRunner.builder().clock(clock).build();

    @AfterEach
    void close() {
        runner.close();
    }

    private FakeTree tree(String name) {
        return new FakeTree(name, clock, trace).from(0);
    }

    private void at(long millis) {
        clock.advanceMillis(millis - clock.nanos() / 1_000_000);
        runner.update();
    }

    @Test
    void theReplacementKeepsTheOldTreesIntervalDueTimeAndOrder() {
        FakeTree a = tree("a");
        FakeTree b = tree("b");
        FakeTree a2 = tree("a2");
        runner.add(a, Duration.ofMillis(100));
        runner.add(b, Duration.ofMillis(40));
        at(0);
        at(50);
        runner.betweenUpdates(() -> runner.replace(a, a2));
        at(80);
        at(100);
        at(200);
        assertEquals(List.of("a@0", "b@0", "b@50", "b@80", "a2@100", "a2@200", "b@200"), trace);
        assertEquals(List.of(a2, b), runner.trees());
        assertFalse(runner.contains(a));
        assertTrue(runner.contains(a2));
        assertEquals(2, runner.size());
    }

    @Test
    void theOldTreeLeavesFreeAndTheReplacementKeepsASleep() {
        FakeTree a = tree("a");
        FakeTree a2 = tree("a2");
        runner.add(a, Duration.ofMillis(100));
        at(0);
        runner.sleep(a, Duration.ofMillis(250));
        runner.replace(a, a2);
        at(100);
        at(200);
        at(250);
        assertEquals(List.of("a@0", "a2@250"), trace);
        try (TreeRunner other = TreeRunner.builder().clock(clock).build()) {
            other.add(a); // the old tree may join any runner
            assertEquals(List.of(a), other.trees());
        }
    }

    @Test
    void misuseIsRefusedWithItsTag() {
        FakeTree a = tree("a");
        FakeTree b = tree("b");
        FakeTree c = tree("c");
        runner.add(a);
        runner.add(b);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> runner.replace(c, a))
                .getMessage().startsWith("[Arbor/TreeNotRegistered]"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> runner.replace(a, b))
                .getMessage().startsWith("[Arbor/TreeRegistered]"));
        assertThrows(NullPointerException.class, () -> runner.replace(a, null));
        assertEquals(List.of(a, b), runner.trees());
        runner.close();
        assertThrows(IllegalStateException.class, () -> runner.replace(a, c));
        assertThrows(IllegalStateException.class, runner::trees);
    }

    @Test
    void replaceFromInsideATickIsRefused() {
        List<RuntimeException> caught = new ArrayList<>();
        FakeTree a2 = tree("a2");
        FakeTree[] a = new FakeTree[1];
        a[0] = new FakeTree("a", clock, trace) {
            @Override
            public dev.arbor.Status tick() {
                try {
                    runner.replace(a[0], a2);
                } catch (IllegalStateException e) {
                    caught.add(e);
                }
                return super.tick();
            }
        }.from(0);
        runner.add(a[0]);
        at(0);
        assertEquals(1, caught.size());
        assertTrue(caught.get(0).getMessage().startsWith("[Arbor/Reentrant]"));
        assertEquals(List.of(a[0]), runner.trees());
    }
}
