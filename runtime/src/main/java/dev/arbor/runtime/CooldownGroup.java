// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import java.time.Duration;

/**
 * A cooldown that the trees of several agents share: when one of them ends a
 * {@link dev.arbor.SharedCooldown @SharedCooldown} node of the group, none of them enters a
 * node of the group again until the cooldown has passed (Unreal's cooldown tag: "only one
 * shout every five seconds, whoever shouts"). Hold one in a field that the nodes name (a
 * {@code static final} field, or a {@code final} one given to each agent's constructor).
 *
 * <pre>
 * static final CooldownGroup SHOUT = new CooldownGroup(Duration.ofSeconds(5));
 *
 * &#64;SharedCooldown(value = "shout", group = "SHOUT")
 * void shoutIfNobodyJustDid() {}
 * </pre>
 *
 * <h2>Settles: when a tree sees another's end</h2>
 *
 * A node of the group that ends (after entering its child, for any reason) does not restart the
 * cooldown at once: it reports the time it ended, and the group's cooldown restarts at the next
 * <em>settle</em>, from the latest end reported since the last one. A node entered reads the
 * group as of the last settle. Settles are those of {@link Permits}: at the end of each update of
 * the {@link TreeRunner} the trees are registered with (so no tree sees another's end in the
 * middle of an update, and results do not depend on the number of threads), and at the end of
 * each tick of a tree ticked by your own code. Two trees may therefore enter the group in the
 * same update: a group spaces what its members start after one ends; to let only one run at
 * once, put a {@code @Permit} of one permit around it as well (docs/semantics.md §5.7).
 *
 * <p>The times compared are the clock readings of the trees that end and enter nodes of the
 * group: give every tree of a group the same clock. Thread-safe: every method may be called
 * from any thread. Nothing of the group is in a tree's snapshot: the object is yours, as the
 * agent is (docs/snapshots.md).
 */
public final class CooldownGroup {
    private final long nanos;
    // guarded by this
    /** Whether the cooldown has started, as of the last settle, and when. */
    private boolean started;
    private long startedAt;
    /** Whether an end was reported since the last settle, and the latest one. */
    private boolean pending;
    private long pendingAt;

    /**
     * A group whose cooldown lasts {@code cooldown}, none pending yet.
     *
     * @throws NullPointerException if {@code cooldown} is null
     * @throws IllegalArgumentException if {@code cooldown} is negative
     */
    public CooldownGroup(Duration cooldown) {
        Misuse.notNull(cooldown, "new CooldownGroup", "cooldown", "pass a duration, e.g."
                + " Duration.ofSeconds(5)");
        if (cooldown.isNegative()) {
            throw new IllegalArgumentException("[Arbor/BadDuration] new CooldownGroup("
                    + cooldown + "): a cooldown cannot be negative; pass zero or more");
        }
        this.nanos = saturatedNanos(cooldown);
    }

    private static long saturatedNanos(Duration duration) {
        try {
            return Math.min(duration.toNanos(), Long.MAX_VALUE / 4);
        } catch (ArithmeticException tooLong) {
            return Long.MAX_VALUE / 4;
        }
    }

    /** How long the cooldown lasts. */
    public Duration cooldown() {
        return Duration.ofNanos(nanos);
    }

    /**
     * Whether a node of the group entered at clock reading {@code now} is refused: the cooldown
     * started at the last settle, or before, less than {@link #cooldown()} before {@code now}.
     * Readings are compared by their difference (across a wrap of the clock too).
     */
    public synchronized boolean coolingDown(long now) {
        return started && now - startedAt < nanos;
    }

    /**
     * A node of the group ended at clock reading {@code now}: the cooldown restarts at the next
     * settle, from the latest such reading. What a tree calls; your own code may call it to
     * start the cooldown from outside the trees.
     */
    public synchronized void ended(long now) {
        if (!pending || now - pendingAt > 0) {
            pendingAt = now;
        }
        pending = true;
    }

    /**
     * The ends reported since the last settle take effect: the cooldown restarts from the
     * latest, if it is later than when it last started. What a settle does; doing it twice does
     * no more than once.
     */
    public synchronized void settle() {
        if (pending) {
            if (!started || pendingAt - startedAt > 0) {
                startedAt = pendingAt;
            }
            started = true;
            pending = false;
        }
    }

    /** Forgets the cooldown and any end not settled yet: the next entry is not refused. */
    public synchronized void clear() {
        started = false;
        pending = false;
    }

    /** For logs: {@code CooldownGroup[PT5S]}. */
    @Override
    public String toString() {
        return "CooldownGroup[" + cooldown() + "]";
    }
}
