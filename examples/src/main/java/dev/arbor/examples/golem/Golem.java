// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.golem;

import dev.arbor.AbortTrigger;
import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Cooldown;
import dev.arbor.Event;
import dev.arbor.Repeat;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.Wait;
import dev.arbor.While;
import java.util.ArrayList;
import java.util.List;

/**
 * A stone golem guarding a post on a one-dimensional path, in the manner of a sandbox game's
 * creature brain: it patrols between two waypoints, looking around at each; when told that the
 * player has been seen it chases and attacks the player for as long as the player stays in sight;
 * afterwards, if it has strayed from its post, it walks back. Arbor generates {@code GolemTree};
 * {@link Brain} decides when that tree thinks, and {@link GolemDemo} runs the world.
 *
 * <p>The golem does not look for the player itself: the world tells it, by raising the
 * {@code playerSeen} event. {@code engage} holds that event under LOWER_PRIORITY, so the event
 * interrupts a patrol or a walk home at the start of the tick that sees it (docs/semantics.md
 * §6, §8.3). The event is pending for that one tick only; what keeps the golem fighting after it
 * is the While guard {@code pursue}, which asks {@code playerInSight} at the start of every tick.
 * When the player gets away the guard fails, {@code engage} fails, and the root goes on, in the
 * same tick, to walk the golem home if it has strayed.
 *
 * <p>Each round of the fight chases the player into reach, then attacks: with its spin attack
 * if the spin's {@code @Cooldown} lets it in, with a plain slam otherwise. The Cooldown is
 * {@code watched} under {@code attack}, a {@code SELF} selector (§5.4, §6): a spin refused
 * while it cools down leaves an entry holding that refusal, and the tick that finds the spin
 * ready again interrupts the slam then under way ("slam interrupted") and spins instead. It is
 * {@code SELF} and not {@code LOWER_PRIORITY} because the slam runs inside {@code attack}
 * itself: a lower-priority entry is dormant while its own composite runs, and would never
 * interrupt it.
 *
 * <p>What {@code abortOn = RELEVANT_CHANGE} does there (§6.4): the event's entry stored SUCCESS
 * when the fight began, and climbs to the root when {@code engage} fails; on the next tick the
 * event is no longer pending, a change of answer. Under the default {@code ANY_CHANGE} that
 * change would abort the walk home only to fail {@code engage} and start the walk again; under
 * {@code RELEVANT_CHANGE} only a change on which {@code engage} would go on past its event (to
 * SUCCESS: the player seen again) fires, so the walk home goes on, and the event's next raise
 * interrupts it as it should.
 */
@BehaviorTree
public class Golem {
    /** Where the golem stands guard. */
    static final int POST = 10;
    /** The patrol's turning points, visited in turn. */
    static final int[] WAYPOINTS = {7, 14};
    /** How far the golem sees: the player within this distance is in sight. */
    static final int SIGHT = 4;
    /** After a fight, a golem further than this from its post walks back to it. */
    static final int STRAY = 4;
    /** How long the spin attack cools down after it ends, in milliseconds of the tree's clock. */
    static final long SPIN_COOLDOWN_MILLIS = 1000;

    int position = POST;
    /** Slams that landed. */
    int hits;
    /** The player, shared with the world: the golem reads where it is. */
    final Player player;
    // package-private, not private: the inspector's page shows them (docs/inspector.md)
    int nextWaypoint;
    int waypoint;
    boolean fistsUp;
    boolean woundUp;
    /**
     * What the leaves said during the current tick: the demo prints them. Not final, so that
     * development mode ({@code GolemDemo --dev}) carries it into a reloaded golem.
     */
    List<String> notes = new ArrayList<>();

    public Golem(Player player) {
        this.player = player;
    }

    @Selector({"engage", "goHome", "patrol"})
    void root() {}

    @Sequence(value = {"playerSeen", "pursue"}, abortType = AbortType.LOWER_PRIORITY,
            abortOn = AbortTrigger.RELEVANT_CHANGE)
    void engage() {}

    @Event void playerSeen() {}

    @While(value = "fight", condition = "playerInSight")
    void pursue() {}

    @Repeat("round") // forever: only pursue's guard ends the fight
    void fight() {}

    @Sequence({"chase", "attack"})
    void round() {}

    /**
     * The spin attack when its cooldown lets it in, the plain slam otherwise; the spin's
     * readiness is watched (SELF), so a spin that becomes ready interrupts a slam under way.
     */
    @Selector(value = {"spin", "slam"}, abortType = AbortType.SELF)
    void attack() {}

    @Cooldown(value = "spinAttack", millis = SPIN_COOLDOWN_MILLIS, watched = true)
    void spin() {}

    @Sequence({"strayed", "walkHome"})
    void goHome() {}

    @Sequence({"walkToWaypoint", "lookAround"})
    void patrol() {}

    @Wait(millis = 500) void lookAround() {}

    @Condition
    boolean playerInSight() {
        boolean inSight = distanceToPlayer() <= SIGHT;
        if (!inSight) {
            notes.add("loses sight of the player");
        }
        return inSight;
    }

    @Condition
    boolean strayed() {
        return Math.abs(position - POST) > STRAY;
    }

    /** Steps towards the player; succeeds, without moving, once the player is within reach. */
    @Action
    Status chase() {
        int gap = player.position - position;
        if (Math.abs(gap) <= 1) {
            return Status.SUCCESS;
        }
        position += Integer.signum(gap);
        notes.add("chases (at " + position + ")");
        return Status.RUNNING;
    }

    /** A slam takes two ticks: the fists go up when it starts, and come down on the next tick. */
    @Action(onStart = "raiseFists", onEnd = "slamEnded")
    Status slam() {
        if (!fistsUp) {
            fistsUp = true;
            return Status.RUNNING; // the tick that raised them
        }
        fistsUp = false;
        if (distanceToPlayer() <= 1) {
            hits++;
            notes.add("slams the player (hit " + hits + ")");
        } else {
            notes.add("slams the ground: the player dodged");
        }
        return Status.SUCCESS;
    }

    void raiseFists() {
        fistsUp = false;
        notes.add("raises its fists");
    }

    void slamEnded(Status how) { if (how == Status.INACTIVE) notes.add("slam interrupted"); }

    /**
     * The spin attack takes two ticks, as a slam does: the golem winds up when it starts, and
     * spins on the next tick, hitting the player within reach.
     */
    @Action(onStart = "windUp")
    Status spinAttack() {
        if (!woundUp) {
            woundUp = true;
            return Status.RUNNING; // the tick that wound it up
        }
        woundUp = false;
        if (distanceToPlayer() <= 1) {
            hits++;
            notes.add("spins into the player (hit " + hits + ")");
        } else {
            notes.add("spins: the player dodged");
        }
        return Status.SUCCESS;
    }

    void windUp() {
        woundUp = false;
        notes.add("winds up a spin");
    }

    @Action(onEnd = "walkHomeEnded")
    Status walkHome() {
        position += Integer.signum(POST - position);
        if (position != POST) {
            notes.add("walks back to its post (at " + position + ")");
            return Status.RUNNING;
        }
        notes.add("is back at its post");
        return Status.SUCCESS;
    }

    void walkHomeEnded(Status how) { if (how == Status.INACTIVE) notes.add("walk home interrupted"); }

    @Action(onStart = "pickWaypoint", onEnd = "walkEnded")
    Status walkToWaypoint() {
        if (position != waypoint) {
            position += Integer.signum(waypoint - position);
            notes.add("walks to " + waypoint + " (at " + position + ")");
        }
        if (position != waypoint) {
            return Status.RUNNING;
        }
        notes.add("looks around"); // lookAround, a Wait, calls nothing: the note is said here
        nextWaypoint = (nextWaypoint + 1) % WAYPOINTS.length; // the next patrol goes to the other
        return Status.SUCCESS;
    }

    void pickWaypoint() { waypoint = WAYPOINTS[nextWaypoint]; }

    void walkEnded(Status how) { if (how == Status.INACTIVE) notes.add("patrol interrupted"); }

    int distanceToPlayer() {
        return Math.abs(player.position - position);
    }
}
