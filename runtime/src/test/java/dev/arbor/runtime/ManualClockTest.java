// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The clocks trees read: a manual clock only moves forward, when told, from any reading, and
 * wraps as System.nanoTime() may; the system one is shared.
 */
class ManualClockTest {

    @Test
    void startsAtZeroAndAdvancesInMillisAndDurations() {
        ManualClock clock = new ManualClock();
        assertEquals(0, clock.nanos());
        clock.advanceMillis(250);
        assertEquals(250_000_000L, clock.nanos());
        clock.advance(Duration.ofNanos(7));
        assertEquals(250_000_007L, clock.nanos());
        clock.advanceMillis(0);
        assertEquals(250_000_007L, clock.nanos());
    }

    @Test
    void refusesToMoveBackwardsAndStaysWhereItWas() {
        ManualClock clock = new ManualClock();
        clock.advanceMillis(10);
        IllegalArgumentException millis = assertThrows(IllegalArgumentException.class,
                () -> clock.advanceMillis(-1));
        assertEquals("[Arbor/ClockBackwards] ManualClock cannot move backwards"
                + " (advanceMillis(-1)); advance by 0 or more", millis.getMessage());
        IllegalArgumentException duration = assertThrows(IllegalArgumentException.class,
                () -> clock.advance(Duration.ofMillis(-5)));
        assertTrue(duration.getMessage().startsWith("[Arbor/ClockBackwards]"),
                duration.getMessage());
        assertEquals(10_000_000L, clock.nanos());
    }

    @Test
    void startsAtAnyReadingAndWrapsLikeNanoTime() {
        ManualClock clock = new ManualClock(Long.MAX_VALUE - 5_000_000);
        assertEquals(Long.MAX_VALUE - 5_000_000, clock.nanos());
        long before = clock.nanos();
        clock.advanceMillis(10); // across the wrap: MAX_VALUE is followed by MIN_VALUE
        assertEquals(Long.MIN_VALUE + 4_999_999, clock.nanos());
        assertEquals(10_000_000L, clock.nanos() - before); // the difference is what counts
        clock.advance(Duration.ofNanos(1));
        assertEquals(Long.MIN_VALUE + 5_000_000, clock.nanos());
        assertEquals(Long.MIN_VALUE, new ManualClock(Long.MIN_VALUE).nanos());
        assertTrue(new ManualClock(-42).toString().contains("-42"));
    }

    @Test
    void anAdvanceTooLongForALongIsAnErrorAndMovesNothing() {
        ManualClock clock = new ManualClock();
        assertThrows(ArithmeticException.class, () -> clock.advanceMillis(Long.MAX_VALUE));
        assertThrows(ArithmeticException.class,
                () -> clock.advance(Duration.ofSeconds(Long.MAX_VALUE)));
        assertEquals(0, clock.nanos());
    }

    @Test
    void aNullDurationIsRefusedByName() {
        NullPointerException e = assertThrows(NullPointerException.class,
                () -> new ManualClock().advance(null));
        assertEquals("[Arbor/NullArgument] ManualClock.advance() got null for duration; pass a"
                + " Duration of 0 or more, e.g. Duration.ofMillis(250)", e.getMessage());
    }

    @Test
    void theSystemClockIsOneSharedMonotonicInstance() {
        assertSame(Clock.system(), Clock.system());
        long first = Clock.system().nanos();
        assertTrue(Clock.system().nanos() >= first);
    }
}
