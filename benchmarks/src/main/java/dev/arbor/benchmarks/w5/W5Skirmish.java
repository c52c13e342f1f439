// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w5;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Parallel;
import dev.arbor.Policy;
import dev.arbor.Repeat;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.TimeLimit;
import dev.arbor.UntilSuccess;
import dev.arbor.Wait;
import dev.arbor.While;
import dev.arbor.benchmarks.workload.Agent;

/**
 * W5 'skirmish' written for Arbor: a squad member in a skirmish, the 42-node tree of
 * benchmarks/README.md as a user would annotate it. Two parallels (a fight that needs both the
 * volley and the cover to hold, a move that ends when the squad arrives or is told to hold),
 * a While and two TimeLimit guards under them, and LowerPriority aborts at the root and inside a
 * parallel branch. Its parallels make the processor generate the event loop.
 *
 * <p>Keep it equal to processor/src/test/resources/workloads/w5-skirmish.scenario, from which the
 * reference interpreter computes the reference values.
 */
@BehaviorTree
public class W5Skirmish extends Agent {
    public W5Skirmish(int index) {
        super(index);
    }

    @Selector({"retreat", "engage", "advance", "report"})
    void root() {}

    // retreat: badly hurt, fall back, whatever runs below.
    @Sequence(value = {"badlyHurt", "fallBack"}, abortType = AbortType.LOWER_PRIORITY)
    void retreat() {}

    // engage: an enemy in sight interrupts the advance; fight, or duck if the fight goes wrong.
    @Sequence(value = {"enemyInSight", "fightOrDuck"}, abortType = AbortType.LOWER_PRIORITY)
    void engage() {}

    @Selector({"fight", "duck"})
    void fightOrDuck() {}

    // fight: the volley and the cover must both hold (success ALL, failure ONE).
    @Parallel(value = {"shooting", "holdCover"}, success = Policy.ALL, failure = Policy.ONE)
    void fight() {}

    @While(value = "volley", condition = "hasAmmo")
    void shooting() {}

    @TimeLimit(value = "burst", millis = 700)
    void volley() {}

    @Sequence({"aim", "retryShot"})
    void burst() {}

    @UntilSuccess(value = "shot", maxTries = 4)
    void retryShot() {}

    @Sequence({"clearShot", "fire", "hitTarget"})
    void shot() {}

    @Repeat(value = "checkCover", times = 3, endOnFailure = true)
    void holdCover() {}

    @Sequence({"settle", "inCover"})
    void checkCover() {}

    @Wait(millis = 200) void settle() {}

    // advance: move up, sprinting when the path is clear, until there or told to hold.
    @Sequence({"pickRoute", "move", "regroup"})
    void advance() {}

    // move: arriving or a hold order ends it (success ONE, failure ALL).
    @Parallel(value = {"travel", "listen"}, success = Policy.ONE, failure = Policy.ALL)
    void move() {}

    @Selector({"sprint", "crawlLimit"})
    void travel() {}

    @Sequence(value = {"pathClear", "dash"}, abortType = AbortType.LOWER_PRIORITY)
    void sprint() {}

    @TimeLimit(value = "findGap", millis = 800)
    void crawlLimit() {}

    @UntilSuccess("creep")
    void findGap() {}

    @Sequence({"crawl", "gapFound"})
    void creep() {}

    @UntilSuccess(value = "radio", maxTries = 3)
    void listen() {}

    @Sequence({"standBy", "holdOrder"})
    void radio() {}

    @Wait(millis = 300) void standBy() {}

    // report: the advance failed; call it in if the radio works.
    @Sequence({"radioWorks", "callIn"})
    void report() {}

    @Condition boolean badlyHurt() { return condition(0, 6); }
    @Action Status fallBack() { return STATUS[action(1, 3, SUCCESS)]; }
    @Condition boolean enemyInSight() { return condition(2, 4); }
    @Condition boolean hasAmmo() { return conditionNot(3, 5); }
    @Action Status aim() { return STATUS[action(4, 1, SUCCESS)]; }
    @Condition boolean clearShot() { return condition(5, 1); }
    @Action Status fire() { return STATUS[action(6, 1, SUCCESS)]; }
    @Condition boolean hitTarget() { return condition(7, 1); }
    @Condition boolean inCover() { return conditionNot(8, 4); }
    @Action Status duck() { return STATUS[action(9, 2, SUCCESS)]; }
    @Action Status pickRoute() { return STATUS[action(10, 0, SUCCESS)]; }
    @Condition boolean pathClear() { return condition(11, 3); }
    @Action Status dash() { return STATUS[action(12, 2, SUCCESS)]; }
    @Action Status crawl() { return STATUS[action(13, 1, SUCCESS)]; }
    @Condition boolean gapFound() { return condition(14, 2); }
    @Condition boolean holdOrder() { return condition(15, 3); }
    @Action Status regroup() { return STATUS[action(16, 1, SUCCESS)]; }
    @Condition boolean radioWorks() { return conditionNot(17, 2); }
    @Action Status callIn() { return STATUS[action(18, 1, SUCCESS)]; }
}
