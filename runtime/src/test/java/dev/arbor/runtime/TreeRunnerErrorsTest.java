// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A tree whose tick throws: the handler gets it after the ticks, the other trees are ticked, and
 * the failing tree stays registered and is ticked again; the default handler logs it; an
 * {@link Error} ends the update.
 */
class TreeRunnerErrorsTest {
    private final ManualClock clock = new ManualClock();
    private final List<String> trace = new ArrayList<>();

    private FakeTree tree(String name) {
        return new FakeTree(name, clock, trace);
    }

    private int at(TreeRunner runner, long millis) {
        clock.advanceMillis(millis - clock.nanos() / 1_000_000);
        return runner.update();
    }

    @Test
    void aFailingTreeGoesToTheHandlerTheOthersTickAndItIsTickedAgain() {
        String updating = Thread.currentThread().getName();
        TreeRunner.ErrorHandler handler = (tree, e) -> trace.add("handled " + tree + ": "
                + e.getMessage() + (Thread.currentThread().getName().equals(updating) ? ""
                : " on another thread"));
        try (TreeRunner runner = TreeRunner.builder().clock(clock).errorHandler(handler).build()) {
            FakeTree b = tree("b").failing(new IllegalStateException("boom"), 2);
            runner.add(tree("a"));
            runner.add(b);
            runner.add(tree("c"));
            assertEquals(3, at(runner, 0));     // the failed tick counts
            assertEquals(3, at(runner, 250));
            assertTrue(runner.contains(b));
            assertEquals(3, at(runner, 500));
            assertEquals(List.of("a@0", "b@0", "c@0", "handled b: boom", "a@250", "b@250",
                    "c@250", "handled b: boom", "a@500", "b@500", "c@500"), trace);
        }
    }

    @Test
    void failuresAreHandedOverInRegistrationOrderAfterEveryTick() {
        try (TreeRunner runner = TreeRunner.builder().clock(clock)
                .errorHandler((tree, e) -> trace.add("handled " + tree)).build()) {
            runner.add(tree("a"));
            runner.add(tree("b").failing(new IllegalStateException(), 1));
            runner.add(tree("c"));
            runner.add(tree("d").failing(new IllegalArgumentException(), 1));
            at(runner, 0);
            assertEquals(List.of("a@0", "b@0", "c@0", "d@0", "handled b", "handled d"), trace);
        }
    }

    @Test
    void aThrowingHandlerStillGetsEveryFailureAndUpdateThrowsItsFirstException() {
        TreeRunner.ErrorHandler handler = (tree, e) -> {
            trace.add("handled " + tree);
            throw new IllegalStateException("handler failed on " + tree);
        };
        try (TreeRunner runner = TreeRunner.builder().clock(clock).errorHandler(handler).build()) {
            runner.add(tree("a").failing(new IllegalStateException(), 1));
            runner.add(tree("b").failing(new IllegalStateException(), 1));
            runner.add(tree("c"));
            IllegalStateException e = assertThrows(IllegalStateException.class,
                    () -> at(runner, 0));
            assertEquals("handler failed on a", e.getMessage());
            assertEquals(1, e.getSuppressed().length);
            assertEquals("handler failed on b", e.getSuppressed()[0].getMessage());
            assertEquals(3, at(runner, 250)); // usable: nothing fails any more
            assertEquals(List.of("a@0", "b@0", "c@0", "handled a", "handled b", "a@250",
                    "b@250", "c@250"), trace);
        }
    }

    @Test
    void theHandlerMayRemoveTheFailingTree() {
        List<TreeRunner> self = new ArrayList<>();
        TreeRunner.ErrorHandler handler = (tree, e) -> assertTrue(self.get(0).remove(tree));
        try (TreeRunner runner = TreeRunner.builder().clock(clock).errorHandler(handler).build()) {
            self.add(runner);
            FakeTree b = tree("b").failing(new IllegalStateException(), 1);
            runner.add(tree("a"));
            runner.add(b);
            at(runner, 0);
            assertFalse(runner.contains(b));
            assertEquals(1, at(runner, 250));
            assertEquals(List.of("a@0", "b@0", "a@250"), trace);
        }
    }

    @Test
    void theDefaultHandlerLogsTheTreeItsAgentAndTheSuppressedNode() {
        Logger logger = Logger.getLogger(TreeRunner.class.getName());
        List<LogRecord> records = new ArrayList<>();
        Handler capture = new Handler() {
            @Override
            public void publish(LogRecord record) {
                records.add(record);
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        boolean parents = logger.getUseParentHandlers();
        logger.addHandler(capture);
        logger.setUseParentHandlers(false); // keep the expected stack trace out of the build log
        try (TreeRunner runner = TreeRunner.builder().clock(clock).build()) {
            IllegalStateException boom = new IllegalStateException("boom");
            boom.addSuppressed(new IllegalStateException("in node 'attack' (W1Guard.attack)"));
            FakeTree b = tree("b").failing(boom, 1);
            runner.add(b);
            at(runner, 0);
            assertEquals(1, records.size());
            LogRecord record = records.get(0);
            assertEquals(Level.SEVERE, record.getLevel());
            assertSame(boom, record.getThrown());
            String message = record.getMessage();
            assertTrue(message.contains(FakeTree.class.getName() + "@"), message);
            assertTrue(message.contains("(agent agent b)"), message);
            assertTrue(message.contains("java.lang.IllegalStateException: boom"), message);
            assertTrue(message.contains("suppressed: java.lang.IllegalStateException: in node"
                    + " 'attack' (W1Guard.attack)"), message);
            assertTrue(message.contains("stays registered"), message);
            assertEquals("ErrorHandler.logging()", TreeRunner.ErrorHandler.logging().toString());
        } finally {
            logger.removeHandler(capture);
            logger.setUseParentHandlers(parents);
        }
    }

    /** Thrown by a tick: not a RuntimeException, so not handled. */
    static final class Fatal extends Error {
        Fatal() {
            super("fatal");
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void anErrorEndsTheUpdateAndTheRunnerStaysUsable(int threads) {
        List<String> handled = new ArrayList<>();
        try (TreeRunner runner = TreeRunner.builder().clock(clock).threads(threads)
                .errorHandler((tree, e) -> handled.add(tree.toString())).build()) {
            List<FakeTree> trees = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                FakeTree t = new FakeTree("t" + i, clock, new ArrayList<>());
                trees.add(t);
                runner.add(t);
            }
            trees.get(5).failing(new IllegalStateException(), 1); // a failure before the Error
            trees.get(10).onTick = () -> {
                trees.get(10).onTick = null;
                throw new Fatal();
            };
            assertThrows(Fatal.class, () -> at(runner, 0));
            assertTrue(handled.isEmpty(), handled.toString()); // an Error skips the reports
            assertEquals(List.of(0L), trees.get(10).ticks);
            if (threads == 1) { // trees after it in its thread's share wait for the next update
                assertEquals(List.of(), trees.get(11).ticks);
            }
            int notTicked = 0;
            for (FakeTree t : trees) {
                notTicked += t.ticks.isEmpty() ? 1 : 0;
            }
            assertEquals(notTicked, at(runner, 0)); // every tree not ticked yet is still due
            assertEquals(200, at(runner, 250));
            long[] counts = new long[200];
            long[] expected = new long[200];
            for (int i = 0; i < 200; i++) {
                counts[i] = trees.get(i).ticks.size();
                expected[i] = 2;
            }
            assertArrayEquals(expected, counts);
            assertTrue(handled.isEmpty(), handled.toString());
        }
    }
}
