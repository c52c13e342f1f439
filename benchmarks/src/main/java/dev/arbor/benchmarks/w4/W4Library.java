// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w4;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.AlwaysSucceed;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Cooldown;
import dev.arbor.Event;
import dev.arbor.Invert;
import dev.arbor.Loop;
import dev.arbor.Repeat;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.TimeLimit;
import dev.arbor.UntilSuccess;
import dev.arbor.Wait;
import dev.arbor.WeightedSelector;
import dev.arbor.While;
import dev.arbor.benchmarks.workload.Agent;

/**
 * W4 'library' written for Arbor: the 34-node tree of WORKLOADS.md as a user would annotate it,
 * with the node library (an event under a LowerPriority sequence, While and TimeLimit guards, a
 * retry, a weighted job choice, a Repeat, a Cooldown, a Loop and two Waits).
 */
@BehaviorTree
public class W4Library extends Agent {
    public W4Library(int index) {
        super(index);
    }

    @Selector({"react", "fight", "work", "idle"})
    void root() {}

    // react: a raised hit interrupts whatever runs below it.
    @Sequence(value = {"hit", "takeCover", "recover"}, abortType = AbortType.LOWER_PRIORITY)
    void react() {}

    @Event void hit() {}

    @Wait(millis = 350) void recover() {}

    // fight: a guarded attack, retried up to five tries within 1.2 s.
    @Sequence({"enemyNear", "engage"})
    void fight() {}

    @While(value = "attackTimeout", condition = "enemyInRange")
    void engage() {}

    @TimeLimit(value = "retry", millis = 1200)
    void attackTimeout() {}

    @UntilSuccess(value = "attack", maxTries = 5)
    void retry() {}

    @Sequence({"clearShot", "aim", "hitTarget"})
    void attack() {}

    // work: a job chosen by weight while it is day, unless tired.
    @Sequence({"notTired", "onDuty"})
    void work() {}

    @Invert("tired") void notTired() {}

    @While(value = "job", condition = "daylight")
    void onDuty() {}

    @WeightedSelector(value = {"gather", "buildCooldown", "patrol"},
            weights = {"wantGather", "wantBuild", "wantPatrol"})
    void job() {}

    @Sequence({"walkToTree", "chopping"})
    void gather() {}

    @Repeat(value = "chop", times = 3)
    void chopping() {}

    @Cooldown(value = "build", millis = 2100)
    void buildCooldown() {}

    @Sequence({"hasWood", "construct"})
    void build() {}

    @Loop(value = {"moveToPost", "lookAround"}, times = 2)
    void patrol() {}

    @Wait(millis = 200) void lookAround() {}

    // idle: maybe a nap; always succeeds.
    @AlwaysSucceed("nap") void idle() {}

    @Sequence({"sleepy", "sleep"})
    void nap() {}

    @Action Status takeCover() { return STATUS[action(0, 2, SUCCESS)]; }
    @Condition boolean enemyNear() { return condition(1, 2); }
    @Condition boolean enemyInRange() { return conditionNot(2, 4); }
    @Condition boolean clearShot() { return condition(3, 1); }
    @Action Status aim() { return STATUS[action(4, 2, SUCCESS)]; }
    @Condition boolean hitTarget() { return condition(5, 2); }
    @Condition boolean tired() { return condition(6, 3); }
    @Condition boolean daylight() { return conditionNot(7, 6); }
    int wantGather() { return weight(8, 3); }
    int wantBuild() { return weight(9, 3); }
    int wantPatrol() { return weight(10, 3); }
    @Action Status walkToTree() { return STATUS[action(11, 3, SUCCESS)]; }
    @Action Status chop() { return STATUS[action(12, 1, SUCCESS)]; }
    @Condition boolean hasWood() { return condition(13, 1); }
    @Action Status construct() { return STATUS[action(14, 4, SUCCESS)]; }
    @Action Status moveToPost() { return STATUS[action(15, 2, SUCCESS)]; }
    @Condition boolean sleepy() { return condition(16, 1); }
    @Action Status sleep() { return STATUS[action(17, 5, SUCCESS)]; }
}
