// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Event;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Wait;

/**
 * A small agent for the operator's tests: beeps every other tick (a 250 ms Wait, then a beep),
 * answers a "ping" event at once, and counts what it saw. A POJO, so Flink keeps it field by field.
 * After a record "hush" it beeps without emitting (an idle key, for the expiry tests).
 */
@BehaviorTree
public class Beacon {
    public String name;
    public int beeps;
    public int pings;
    /** The last record's value, set by the handler: a field of the blackboard. */
    public String heard = "";
    transient TreeContext<String> out;

    public Beacon() {}

    public Beacon(String name) {
        this.name = name;
    }

    @Selector({"answer", "cycle"})
    void root() {}

    @Sequence(value = {"pinged", "pong"}, abortType = AbortType.LOWER_PRIORITY)
    void answer() {}

    @Event
    void pinged() {}

    @Action
    void pong() {
        pings++;
        out.emit(name + " pong " + pings + " heard " + heard + " at " + out.currentTimeMillis());
    }

    @Sequence({"rest", "beep"})
    void cycle() {}

    @Wait(millis = 250)
    void rest() {}

    @Action
    void beep() {
        beeps++;
        if (heard.equals("hush")) {
            return;
        }
        out.emit(name + " beep " + beeps + " at " + out.currentTimeMillis());
    }
}
