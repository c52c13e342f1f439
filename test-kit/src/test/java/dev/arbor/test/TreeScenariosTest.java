// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbor.runtime.ManualClock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

/**
 * {@link TreeScenarios}: the kit's own scenario files as a user's would be run, a record-then-
 * replay round trip, and the messages of a file that drifts or is malformed.
 */
class TreeScenariosTest {
    @TempDir
    Path dir;

    /** A fresh Sentry tree over a manual clock, its inputs set by name. */
    static TreeTest newSentry() {
        ManualClock clock = new ManualClock();
        Sentry sentry = new Sentry();
        return TreeTest.of(new SentryTree(sentry, clock, 0), clock).inputs(sentry::set);
    }

    /** How a user runs their files: one dynamic test per file. */
    @TestFactory
    Stream<DynamicTest> sentryScenarios() {
        return TreeScenarios.in(Path.of("src/test/scenarios/sentry"), TreeScenariosTest::newSentry);
    }

    @Test
    void recordThenReplay() throws IOException {
        Path file = dir.resolve("round-trip.scenario");
        Files.writeString(file, """
                # steps only: record mode writes the expect lines
                init patrol=running
                tick 1
                tick 2 hurt=true
                reset
                tick 3 hurt=false
                advance 100
                """);
        recording(() -> TreeScenarios.run(file, newSentry()));
        assertEquals("""
                # steps only: record mode writes the expect lines
                init patrol=running
                tick 1
                expect C:isHurt S:patrol U:patrol => running
                tick 2 hurt=true
                expect C:isHurt A:isHurt E:patrol:interrupted C:isHurt S:runAway U:runAway => running
                reset
                expect E:runAway:interrupted
                tick 3 hurt=false
                expect C:isHurt S:patrol U:patrol => running
                advance 100
                """, Files.readString(file));
        TreeScenarios.run(file, newSentry()); // replays clean
        recording(() -> TreeScenarios.run(file, newSentry())); // and records the same again
        assertEquals(11, Files.readAllLines(file).size());
    }

    @Test
    void aDriftIsShownSideBySideTickByTick() throws IOException {
        Path file = dir.resolve("drift.scenario");
        Files.writeString(file, """
                init patrol=running
                tick 1
                expect C:isHurt S:patrol U:patrol => running
                tick 2 hurt=true
                expect C:isHurt S:runAway U:runAway => running
                tick 3
                """);
        AssertionFailedError e = assertThrows(AssertionFailedError.class,
                () -> TreeScenarios.run(file, newSentry()));
        assertEquals(file + ": tick 2 differs (2 line(s)); the file, then this run:\n" + """
                  expected                                       | actual
                  init patrol=running                            | init patrol=running
                  tick 1                                         | tick 1
                  expect C:isHurt S:patrol U:patrol => running   | expect C:isHurt S:patrol U:patrol => running
                  tick 2 hurt=true                               | tick 2 hurt=true
                > expect C:isHurt S:runAway U:runAway => running | expect C:isHurt A:isHurt E:patrol:interrupted C:isHurt S:runAway U:runAway => running
                  tick 3                                         | tick 3
                > (nothing)                                      | expect U:runAway => running
                (to accept this run's lines, run again with -Darbor.record=true and review the file's change)""",
                e.getMessage());
    }

    @Test
    void aMalformedFileIsRefusedAtItsLine() throws IOException {
        assertEquals(":2: an expect line must follow a tick or a reset (pause, resume, raise,"
                + " advance and set have none)", refusal("pause\nexpect -\n"));
        assertEquals(":1: 'tick 2': this is the file's tick 1; number the ticks 1, 2, 3, ..."
                + " (tick 1)", refusal("tick 2\n"));
        assertEquals(":1: 'tree' describes a tree for Arbor's own scenario tests; here the test"
                + " builds the tree (TreeScenarios.in's newTest): remove the lines from tree to"
                + " end", refusal("tree\n"));
        assertEquals(":1: unknown step 'jump'; the steps are scenario, set, init, tick, advance,"
                + " raise, pause, resume, reset and expect", refusal("jump\n"));
        assertEquals(":1: 'hurt' is not name=value", refusal("tick 1 hurt\n"));
        assertEquals(":1: 'advance soon': soon is not a number of milliseconds",
                refusal("advance soon\n"));
        assertEquals(":2: 'raise nothing' threw java.lang.IllegalArgumentException: "
                + assertThrows(IllegalArgumentException.class,
                        () -> new SentryTree(new Sentry()).raise("nothing")).getMessage(),
                refusal("# c\nraise nothing\n"));
    }

    @Test
    void anEmptyFolderIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> TreeScenarios.in(dir,
                TreeScenariosTest::newSentry));
    }

    private String refusal(String text) throws IOException {
        Path file = dir.resolve("bad.scenario");
        Files.writeString(file, text);
        String message = assertThrows(AssertionFailedError.class,
                () -> TreeScenarios.run(file, newSentry())).getMessage();
        assertEquals(file.toString(), message.substring(0, file.toString().length()));
        return message.substring(file.toString().length());
    }

    /** Runs {@code run} in record mode. */
    private static void recording(Runnable run) {
        System.setProperty("arbor.record", "true");
        try {
            run.run();
        } finally {
            System.clearProperty("arbor.record");
        }
    }
}
