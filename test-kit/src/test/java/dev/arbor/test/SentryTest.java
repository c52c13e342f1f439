// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import dev.arbor.Status;
import dev.arbor.runtime.ManualClock;
import org.junit.jupiter.api.Test;

/** The example of docs/testing.md ("For users: arbor-test", "A test"), as it is written there. */
class SentryTest {
    @Test
    void fleesWhenHurt() {
        ManualClock clock = new ManualClock();
        Sentry sentry = new Sentry();
        sentry.patrolAnswer = Status.RUNNING;
        TreeTest test = TreeTest.of(new SentryTree(sentry, clock, 0), clock);

        test.tick().expect("C:isHurt S:patrol U:patrol => running");
        sentry.hurt = true;                                  // set the agent between steps
        test.tick().called("isHurt").thenEnded("patrol", Status.INACTIVE)
                .thenEntered("flee").thenCalled("runAway");  // an order within the tick
        test.advanceMillis(250).tick().expectStatus(Status.RUNNING);
        test.expectTrace("""
                tick 1
                expect C:isHurt S:patrol U:patrol => running
                tick 2
                expect C:isHurt A:isHurt E:patrol:interrupted C:isHurt S:runAway U:runAway => running
                advance 250
                tick 3
                expect U:runAway => running
                """);
    }
}
