package dev.arbor.runtime;

import java.time.Duration;

/**
 * A clock that moves only when told: for tests, replays and simulations that must give the same
 * trace every time. It starts at 0 and only moves forward.
 *
 * <pre>
 * ManualClock clock = new ManualClock();
 * GuardTree tree = new GuardTree(guard, clock, 42);
 * tree.tick();
 * clock.advanceMillis(250);
 * tree.tick();
 * </pre>
 *
 * <p>Not thread-safe: advance it from the thread that ticks its trees, or between their ticks.
 */
public final class ManualClock implements Clock {
    private long nanos;

    /** A clock at 0. */
    public ManualClock() {}

    @Override
    public long nanos() {
        return nanos;
    }

    /**
     * Moves the clock forward by {@code millis} milliseconds.
     *
     * @throws IllegalArgumentException if {@code millis} is negative: a clock never goes back
     */
    public void advanceMillis(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("[Arbor/ClockBackwards] ManualClock cannot move"
                    + " backwards (advanceMillis(" + millis + ")); advance by 0 or more");
        }
        advanceNanos(Math.multiplyExact(millis, 1_000_000L));
    }

    /**
     * Moves the clock forward by {@code duration}.
     *
     * @throws IllegalArgumentException if {@code duration} is negative
     */
    public void advance(Duration duration) {
        if (duration.isNegative()) {
            throw new IllegalArgumentException("[Arbor/ClockBackwards] ManualClock cannot move"
                    + " backwards (advance(" + duration + ")); advance by 0 or more");
        }
        advanceNanos(duration.toNanos());
    }

    private void advanceNanos(long delta) {
        nanos = Math.addExact(nanos, delta);
    }

    @Override
    public String toString() {
        return "ManualClock(" + nanos + " ns)";
    }
}
