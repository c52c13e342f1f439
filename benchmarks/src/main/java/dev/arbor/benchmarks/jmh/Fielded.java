// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.jmh;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Sequence;
import dev.arbor.Status;

/**
 * {@link RecorderBenchmark}'s tree whose agent has fields a recorder can read (the workloads'
 * agents keep theirs private): eight of them, of which three numbers change at every tick, an
 * enum and a boolean one tick in four, a string never, and an array and a list, rendered at
 * every tick's end to be compared (they are not of an immutable type), never changing.
 */
@BehaviorTree
public class Fielded {
    enum Mood { CALM, ALERT }

    int tick;
    long checksum = 17;
    double energy = 100;
    Mood mood = Mood.CALM;
    boolean alert;
    String name = "fielded";
    int[] route = {3, 1, 4, 1, 5};
    java.util.List<String> notes = new java.util.ArrayList<>(java.util.List.of("a", "b"));

    @Sequence({"sense", "move"})
    void root() {}

    @Condition
    boolean sense() {
        tick++;
        alert = (tick & 3) == 0;
        mood = alert ? Mood.ALERT : Mood.CALM;
        return true;
    }

    @Action
    Status move() {
        energy = energy < 1 ? 100 : energy - 0.5;
        checksum = checksum * 31 + tick;
        return Status.SUCCESS;
    }
}
