// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.golem;

import dev.arbor.runtime.Clock;
import dev.arbor.runtime.TreeRunner;
import java.time.Duration;

/**
 * Decides when the golem thinks, as a sandbox game's "brain" component does around its behavior
 * tree. The tree itself is ticked by a {@link TreeRunner} every 250 ms; once per world step,
 * before the runner's update, the brain looks at the world and asks the runner for more or less:
 * <ul>
 *   <li>the player further than {@value #FAR} cells away: nobody will see what the golem does,
 *       so the tree sleeps ({@link TreeRunner#sleep}) for {@link #NAP}, and for another nap when
 *       that one ends with the player still far;</li>
 *   <li>the player back within {@value #FAR} cells while the tree sleeps: {@link TreeRunner#wake};</li>
 *   <li>the player coming into sight ({@value Golem#SIGHT} cells): {@link TreeRunner#raise}
 *       of {@code playerSeen}, which forces a tick at the next update instead of waiting for the
 *       tree's next 250 ms.</li>
 * </ul>
 * A sleep only holds the tree's ticks back: it does not reset the tree (a sleep with
 * {@code TreeRunner.Sleep.RESET} would), so the golem, frozen mid-walk while nobody is near,
 * takes up the same walk when it wakes.
 */
final class Brain {
    static final int FAR = 12;
    static final Duration NAP = Duration.ofSeconds(1);

    private final TreeRunner runner;
    private final GolemTree tree;
    private final Golem golem;
    private final Clock clock;
    /** Whether the brain put the tree to sleep and has not woken it since. */
    private boolean napping;
    private long napEnds;
    private boolean playerWasInSight;
    /** Whether the last {@link #look()} raised the event. */
    boolean raised;

    Brain(TreeRunner runner, GolemTree tree, Golem golem, Clock clock) {
        this.runner = runner;
        this.tree = tree;
        this.golem = golem;
        this.clock = clock;
    }

    /** Whether the tree sleeps now: the runner holds its ticks back. */
    boolean asleep() {
        return napping && clock.nanos() < napEnds;
    }

    /** Looks at the world and tells the runner; answers what it did, or "" if nothing. */
    String look() {
        int distance = golem.distanceToPlayer();
        String did = "";
        if (distance > FAR) {
            if (!asleep()) { // a nap that has just ended, with the player still far: another
                did = napping ? "dozes on" : "dozes off";
                runner.sleep(tree, NAP);
                napping = true;
                napEnds = clock.nanos() + NAP.toNanos();
            }
        } else if (napping) {
            if (asleep()) {
                runner.wake(tree);
                did = "wakes up";
            }
            napping = false;
        }
        boolean inSight = distance <= Golem.SIGHT;
        raised = inSight && !playerWasInSight;
        playerWasInSight = inSight;
        if (raised) {
            runner.raise(tree, "playerSeen"); // forces a tick at the next update
            did = did.isEmpty() ? "sees the player" : did + ", sees the player";
        }
        return did;
    }
}
