// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

/**
 * A fixed number of permits that the trees of several agents share: "only two enemies attack
 * the player at once". Hold one in a field that the trees' {@link dev.arbor.Permit @Permit}
 * nodes name (a {@code static final} field, or a {@code final} one given to each agent's
 * constructor), and every tree naming it competes for the same permits.
 *
 * <pre>
 * static final Permits ATTACK_SLOTS = new Permits(2);
 *
 * &#64;Permit(value = "attack", permits = "ATTACK_SLOTS")
 * void attackIfASlotIsFree() {}
 * </pre>
 *
 * <h2>Settles: when a tree gets a permit</h2>
 *
 * A {@code @Permit} never takes a permit while a tree ticks: entered, it <em>asks</em> for one
 * and answers RUNNING, and permits are handed out only at a <em>settle</em>, from the permits
 * free then, to the waiting requests in a fixed order. That is what makes the results of a
 * {@link TreeRunner} the same with 1 thread or N (docs/semantics.md §5.7):
 * <ul>
 *   <li>A tree registered with a {@link TreeRunner} is settled by the runner, at the end of each
 *       update, once every tree of the update has ticked (before the failures are reported and
 *       the requests made during the update take effect): the runner goes through its trees in
 *       registration order, starting one tree further at each settle, and each grants its
 *       waiting requests in the pre-order of its nodes, while permits are free
 *       ({@link TreeRunner}, "Shared permits and cooldowns"). No tree sees another's request, grant or release in the
 *       middle of an update; a release made during the update is counted by its settle.</li>
 *   <li>A tree ticked by your own code (not registered with a runner) settles itself at the end
 *       of each of its ticks: trees ticked one after the other on one thread then get their
 *       permits in the order you tick them.</li>
 * </ul>
 * A permit is released, at once, when the {@code @Permit} that holds it ends, however it ends:
 * its child's result, an abort, a guard, a decided parallel, {@code reset()}, an exception.
 *
 * <p>Thread-safe: every method may be called from any thread. For results that do not depend on
 * the threads, let the trees of one runner share a {@code Permits} (or trees ticked by one
 * thread of yours), not both at once; your own code may take and give back permits too
 * ({@link #tryAcquire()}, {@link #release()}), between updates.
 *
 * <p>A permit is not part of any tree's snapshot: the object is yours, as the agent is
 * (docs/snapshots.md). A snapshot keeps what the tree knows: that a {@code @Permit} holds a
 * permit, or waits for one; {@code restore} takes that view over and touches no {@code Permits}.
 */
public final class Permits {
    private final int total;
    /** Permits taken and not given back; guarded by this. */
    private int held;

    /**
     * A set of {@code permits} permits, all free.
     *
     * @throws IllegalArgumentException if {@code permits} is less than 1
     */
    public Permits(int permits) {
        if (permits < 1) {
            throw new IllegalArgumentException("[Arbor/BadPermits] new Permits(" + permits
                    + "): a Permits needs at least 1 permit; pass how many may be held at once");
        }
        this.total = permits;
    }

    /** How many permits there are, held or free. */
    public int total() {
        return total;
    }

    /** How many permits are held now. */
    public synchronized int held() {
        return held;
    }

    /** How many permits are free now. */
    public synchronized int available() {
        return total - held;
    }

    /**
     * Takes a permit if one is free: what a settle does for each waiting request. Your own code
     * may call it too (between updates of the runner whose trees share this object), and then
     * gives the permit back with {@link #release()}.
     *
     * @return whether a permit was taken
     */
    public synchronized boolean tryAcquire() {
        if (held == total) {
            return false;
        }
        held++;
        return true;
    }

    /**
     * Gives a permit back, free at once for the next settle.
     *
     * @throws IllegalStateException tagged {@code [Arbor/PermitNotHeld]} if no permit is held:
     *     a permit was given back twice, or a tree restored from a snapshot gives back one that
     *     this object never handed out
     */
    public synchronized void release() {
        if (held == 0) {
            throw new IllegalStateException("[Arbor/PermitNotHeld] Permits.release() with no"
                    + " permit held (" + total + " free); give back only a permit taken: a"
                    + " restored tree holding a permit needs the Permits it was taken from, or one"
                    + " with that permit taken (tryAcquire())");
        }
        held--;
    }

    /**
     * Gives back a permit that a tree's {@code @Permit} held, as {@link #release()} does, but
     * does nothing when no permit is held: what a generated tree calls when its {@code @Permit}
     * ends, so that a tree restored from a snapshot beside a {@code Permits} that never handed
     * out its permit keeps working (docs/semantics.md §9).
     */
    public synchronized void giveBack() {
        if (held > 0) {
            held--;
        }
    }

    /** For logs: {@code Permits[held/total]}. */
    @Override
    public synchronized String toString() {
        return "Permits[" + held + "/" + total + "]";
    }
}
