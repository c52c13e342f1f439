// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Event;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.Wait;
import dev.arbor.While;

/**
 * The tree the kit's tests drive, compiled by the processor in this module's test build: an abort
 * (flee), an event (alarm), a guard (the While watch), a Wait (rest) and actions whose answers the
 * tests set through {@link #set}.
 */
@BehaviorTree
public class Sentry {
    boolean hurt;
    boolean night = true;
    Status patrolAnswer = Status.SUCCESS;

    @Selector({"flee", "onAlarm", "watch"}) void root() {}

    @Sequence(value = {"isHurt", "runAway"}, abortType = AbortType.LOWER_PRIORITY) void flee() {}

    @Condition boolean isHurt() {
        return hurt;
    }

    @Action Status runAway() {
        return Status.RUNNING;
    }

    @Sequence({"alarm", "shout"}) void onAlarm() {}

    @Event void alarm() {}

    @Action void shout() {}

    @While(value = "rounds", condition = "isNight") void watch() {}

    @Sequence({"patrol", "rest"}) void rounds() {}

    @Condition boolean isNight() {
        return night;
    }

    @Action Status patrol() {
        return patrolAnswer;
    }

    @Wait(millis = 500) void rest() {}

    /** A scenario file's {@code name=value}: the inputs handler of the kit's tests. */
    void set(String name, String value) {
        switch (name) {
            case "hurt" -> hurt = Boolean.parseBoolean(value);
            case "night" -> night = Boolean.parseBoolean(value);
            case "patrol" -> patrolAnswer = Status.valueOf(value.toUpperCase(java.util.Locale.ROOT));
            default -> throw new IllegalArgumentException("Sentry has no input " + name);
        }
    }
}
