// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.creature;

import dev.arbor.*;
import java.util.ArrayList;
import java.util.List;

/**
 * A rabbit-like creature, in the manner of Don't Starve's creature brains: it bolts for its
 * burrow when hit, goes home at night, eats when hungry, and otherwise idles. The class is the
 * blackboard; Arbor generates {@code CreatureTree}, and {@link CreatureDemo} ticks it.
 *
 * <p>The root is Don't Starve's PriorityNode with its 0.5 s period. {@code scare} watches the
 * {@code wasHit} event with LOWER_PRIORITY in every tick: an event is pending for one tick only, so
 * a period would miss it (docs/semantics.md §6, §8.3). {@code nightfall} and {@code feed} watch
 * their conditions every 500 ms ({@code reevaluateEvery}, §6.4): night falling, or hunger
 * growing, interrupts the idling within half a second; {@code nightfall} watches with BOTH, so
 * dawn also ends the walk home, as the same period allows. The Cooldown on {@code forage} leaves
 * it 1.5 s to chew between carrots, and {@code idle} draws a pastime from the tree's seeded
 * generator: every run with the same seed is the same.
 */
@BehaviorTree
public class Creature {
    static final int BURROW = 0;
    static final int ROAM = 5; // hops no further than this from the burrow

    int position = 2;
    int hunger = 6;
    boolean night;
    private int hopTo;
    /** What the leaves said during the current tick: the demo prints them. */
    final List<String> notes = new ArrayList<>();

    @Selector({"scare", "nightfall", "feed", "idle"})
    void root() {}

    @Sequence(value = {"wasHit", "flee"}, abortType = AbortType.LOWER_PRIORITY)
    void scare() {}

    @Event void wasHit() {}

    @Sequence(value = {"isNight", "goHome"}, abortType = AbortType.BOTH, reevaluateEvery = 500)
    void nightfall() {}

    @Sequence(value = {"isHungry", "forage"}, abortType = AbortType.LOWER_PRIORITY,
            reevaluateEvery = 500)
    void feed() {}

    @Cooldown(value = "eat", millis = 1500)
    void forage() {}

    @RandomSelector(value = {"hop", "sniff", "groom"}, weights = {2, 1, 1})
    void idle() {}

    @Sequence({"sniffAir", "listen"})
    void sniff() {}

    @Sequence({"groomFur", "doze"})
    void groom() {}

    @Wait(millis = 500) void listen() {}
    @Wait(millis = 750) void doze() {}

    @Condition boolean isNight() {
        notes.add("night? " + (night ? "yes" : "no"));
        return night;
    }

    @Condition boolean isHungry() {
        notes.add("hungry? " + (hunger >= 5 ? "yes" : "no") + " (" + hunger + ")");
        return hunger >= 5;
    }

    @Action(onStart = "startle", onEnd = "safe")
    Status flee() {
        position = Math.max(BURROW, position - 2);
        if (position > BURROW) {
            notes.add("bolts for the burrow (at " + position + ")");
            return Status.RUNNING;
        }
        notes.add("dives into the burrow");
        return Status.SUCCESS;
    }

    void startle() { notes.add("hit! flees"); }

    void safe(Status how) { notes.add(how == Status.INACTIVE ? "flight interrupted" : "safe"); }

    @Action(onEnd = "wakeUp")
    Status goHome() {
        if (position > BURROW) {
            position--;
            notes.add("heads home (at " + position + ")");
        } else {
            notes.add("sleeps");
        }
        return Status.RUNNING; // until the night ends: nightfall's self abort stops it
    }

    void wakeUp() { notes.add("wakes up"); } // only ever interrupted, at dawn

    @Action void eat() {
        hunger -= 2;
        notes.add("eats a carrot (hunger " + hunger + ")");
    }

    @Action(onStart = "pickSpot", onEnd = "landed")
    Status hop() {
        if (hopTo == position) {
            notes.add("won't stray further");
            return Status.FAILURE;
        }
        position++;
        notes.add("hops to " + position);
        return position == hopTo ? Status.SUCCESS : Status.RUNNING;
    }

    void pickSpot() { hopTo = Math.min(ROAM, position + 2); }

    void landed(Status how) { if (how == Status.INACTIVE) notes.add("hop interrupted"); }

    @Action void sniffAir() { notes.add("sniffs the air"); }

    @Action void groomFur() { notes.add("grooms its fur"); }
}
