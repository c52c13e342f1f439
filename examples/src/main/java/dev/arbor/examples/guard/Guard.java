// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.guard;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import java.util.ArrayList;
import java.util.List;

/**
 * A guard watching a corridor: the demo the README's first command runs. The class is the
 * blackboard: the tree's data are its fields. Arbor generates {@code GuardTree} from the
 * annotations at build time; {@link GuardDemo} ticks it.
 *
 * <p>The guard flees to its post when hurt, fights an intruder it can see, and patrols
 * otherwise. {@code flee} watches {@code isHurt} with LOWER_PRIORITY: getting hurt interrupts
 * combat or patrol at once. {@code combat} watches {@code seesEnemy} with BOTH: an intruder
 * coming into sight interrupts the patrol, and one slipping out of sight stops the chase.
 */
@BehaviorTree
public class Guard {
    static final int POST = 0;
    static final int SIGHT = 5;
    static final int[] WAYPOINTS = {4, 12, 8, 16};

    int health = 100;
    int position = POST;
    int waypoint = -1;
    // package-private, not private: the inspector's page shows them (docs/inspector.md)
    int nextWaypoint;
    boolean swinging;
    /** The intruder, shared with the world: any object the agent can reach works as shared data. */
    final Intruder intruder;
    /** What the leaves said during the current tick: the "why" the demo prints. */
    final List<String> notes = new ArrayList<>();

    public Guard(Intruder intruder) {
        this.intruder = intruder;
    }

    @Selector({"flee", "combat", "patrol"})
    void root() {}

    @Sequence(value = {"isHurt", "runAway"}, abortType = AbortType.LOWER_PRIORITY)
    void flee() {}

    @Sequence(value = {"seesEnemy", "chase", "attack"}, abortType = AbortType.BOTH)
    void combat() {}

    @Sequence({"pickWaypoint", "moveTo"})
    void patrol() {}

    @Condition
    boolean isHurt() {
        boolean hurt = health < 30;
        notes.add("hurt? " + (hurt ? "yes" : "no") + " (hp " + health + ")");
        return hurt;
    }

    @Condition
    boolean seesEnemy() {
        int distance = Math.abs(intruder.position - position);
        boolean sees = intruder.present && distance <= SIGHT;
        notes.add("sees intruder? " + (sees ? "yes, " + distance + " away"
                : intruder.present ? "no, " + distance + " away" : "no"));
        return sees;
    }

    @Action(onStart = "startRunning", onEnd = "stopRunning")
    Status runAway() {
        if (position > POST) {
            position--;
            notes.add("runs to the post (at " + position + ")");
            return Status.RUNNING;
        }
        health = Math.min(100, health + 25);
        notes.add("bandages up at the post (hp " + health + ")");
        return health >= 60 ? Status.SUCCESS : Status.RUNNING;
    }

    void startRunning() {
        notes.add("starts fleeing");
    }

    void stopRunning(Status how) {
        notes.add(how == Status.INACTIVE ? "stops fleeing (interrupted)" : "safe again");
    }

    @Action
    Status chase() {
        int gap = intruder.position - position;
        if (Math.abs(gap) <= 1) {
            notes.add("catches up with the intruder");
            return Status.SUCCESS;
        }
        position += Integer.signum(gap);
        notes.add("chases (at " + position + ")");
        return Status.RUNNING;
    }

    @Action(onStart = "raiseClub", onEnd = "lowerClub")
    Status attack() {
        if (!swinging) {
            swinging = true;
            return Status.RUNNING; // a blow takes a tick to land
        }
        swinging = false;
        intruder.health -= 35;
        notes.add("strikes (intruder hp " + intruder.health + ")");
        if (intruder.health <= 0) {
            intruder.flee();
            notes.add("the intruder runs off");
        }
        return Status.SUCCESS;
    }

    void raiseClub() {
        swinging = false;
        notes.add("raises the club");
    }

    void lowerClub(Status how) {
        if (how == Status.INACTIVE) {
            notes.add("attack interrupted");
        }
    }

    @Action
    boolean pickWaypoint() {
        waypoint = WAYPOINTS[nextWaypoint++ % WAYPOINTS.length];
        notes.add("picks waypoint " + waypoint);
        return true;
    }

    @Action(onEnd = "arrived")
    Status moveTo() {
        if (position == waypoint) {
            return Status.SUCCESS;
        }
        position += Integer.signum(waypoint - position);
        notes.add("walks to " + waypoint + " (at " + position + ")");
        return position == waypoint ? Status.SUCCESS : Status.RUNNING;
    }

    void arrived(Status how) {
        if (how == Status.INACTIVE) {
            notes.add("patrol interrupted");
        }
    }
}
