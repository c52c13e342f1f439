// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.crowd;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Cooldown;
import dev.arbor.RandomSelector;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.Wait;

/**
 * One villager of the crowd demo: eats when hungry (a Cooldown keeps meals apart, a Wait is the
 * meal), naps when tired, and otherwise does a chore drawn at random (farm twice as often as the
 * others). Everything it does is counted in {@link #work}, {@link #meals} and {@link #naps}, so
 * that a crowd's totals show that every thread count did exactly the same.
 */
@BehaviorTree
public class Villager {
    int hunger;
    int energy = 20;
    long work;
    long meals;
    long naps;

    public Villager(int id) {
        this.hunger = id % 7; // a crowd that does not all eat at once
    }

    @Selector({"eat", "rest", "chores"})
    void root() {}

    @Sequence({"isHungry", "mealTime"})
    void eat() {}

    @Cooldown(value = "meal", millis = 1500)
    void mealTime() {}

    @Sequence({"sitDown", "dine", "finish"})
    void meal() {}

    @Sequence({"isTired", "nap"})
    void rest() {}

    @RandomSelector(value = {"farm", "chop", "fetch"}, weights = {2, 1, 1})
    void chores() {}

    @Condition
    boolean isHungry() {
        return hunger > 8;
    }

    @Condition
    boolean isTired() {
        return energy <= 0;
    }

    @Action
    void sitDown() {
        hunger++;
    }

    @Wait(millis = 500)
    void dine() {}

    @Action
    void finish() {
        hunger = 0;
        meals++;
    }

    @Action
    Status nap() {
        energy += 4;
        naps++;
        return energy >= 20 ? Status.SUCCESS : Status.RUNNING;
    }

    @Action
    Status farm() {
        return chore(3);
    }

    @Action
    Status chop() {
        return chore(2);
    }

    @Action
    Status fetch() {
        return chore(1);
    }

    private Status chore(int effort) {
        hunger++;
        energy -= effort;
        work += effort;
        return Status.SUCCESS;
    }
}
