// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w4;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/**
 * W4 as an expert would write it by hand for exactly this tree: one int says where the next tick
 * resumes, a few fields hold the counters and the times the library nodes keep (the retry's
 * tries, the time limit's start, the job order, the chops, the laps, the waits' starts, the
 * cooldown's last end), and each case calls what the tree calls, in order. Time is a long of
 * milliseconds the driver advances, the event a boolean it sets. The physical limit.
 *
 * <p>It relies on what this tree guarantees: no W4 action ever fails, so a job or branch that has
 * started running always succeeds, and only the event's LowerPriority abort, the two While
 * conditions and the time limit interrupt anything.
 */
public final class W4HandWritten implements Workload {
    // Where the next tick resumes.
    private static final int NOTHING = 0;       // no pass running: start one
    private static final int TAKE_COVER = 1;
    private static final int RECOVER = 2;       // the 350 ms wait
    private static final int AIM = 3;
    private static final int RETRY = 4;         // the retry yielded after a failed try
    private static final int WALK = 5;
    private static final int CHOP = 6;
    private static final int CHOP_AGAIN = 7;    // chopping yielded after a chop
    private static final int CONSTRUCT = 8;
    private static final int MOVE_TO_POST = 9;
    private static final int LOOK_AROUND = 10;  // the 200 ms wait
    private static final int PATROL_AGAIN = 11; // patrol yielded after a lap
    private static final int SLEEP = 12;

    private static final int GATHER = 0;
    private static final int BUILD = 1;
    private static final int PATROL = 2;

    private static final long RECOVER_MILLIS = 350;
    private static final long ATTACK_MILLIS = 1200;
    private static final long BUILD_COOLDOWN = 2100;
    private static final long LOOK_MILLIS = 200;

    private final Agent agent;
    private long now;
    private boolean hit;
    private int running = NOTHING;
    private long recoverStart;
    private long attackStart;
    private int tries;
    private int chops;
    private long buildEnded = -BUILD_COOLDOWN; // no cooldown pending at first
    private int laps;
    private long lookStart;

    public W4HandWritten(int index) {
        this.agent = new Agent(index);
    }

    @Override
    public void tick() {
        agent.beginTick();
        now += W4.TICK_MILLIS;
        hit = agent.roll(W4.HIT_ID, W4.HIT_BITS);
        agent.endTick(step());
    }

    private int step() {
        switch (running) {
            case NOTHING:
                return hit ? takeCover() : fight(); // react's first child is the event
            case TAKE_COVER:
                return takeCover();
            case RECOVER:
                return recover();
            default:
                break;
        }
        if (hit) {
            // The event's LowerPriority abort: whatever runs is interrupted, react is re-entered.
            if (running == CONSTRUCT) {
                buildEnded = now; // an interrupted cooldown starts too
            }
            return takeCover();
        }
        switch (running) {
            case AIM:
            case RETRY:
                // The guards: engage's condition, then the time limit.
                if (!agent.conditionNot(2, 4) || now - attackStart >= ATTACK_MILLIS) {
                    running = NOTHING;
                    return work();
                }
                return running == AIM ? aim() : attack();
            case SLEEP:
                return sleep();
            default:
                // A job runs; onDuty's condition guards it.
                if (!agent.conditionNot(7, 6)) {
                    if (running == CONSTRUCT) {
                        buildEnded = now;
                    }
                    running = NOTHING;
                    return idle();
                }
                return resumeJob();
        }
    }

    // react

    private int takeCover() {
        int r = agent.action(0, 2, Agent.SUCCESS);
        if (r == Agent.RUNNING) {
            running = TAKE_COVER;
            return r;
        }
        recoverStart = now;
        return recover();
    }

    private int recover() {
        if (now - recoverStart < RECOVER_MILLIS) {
            running = RECOVER;
            return Agent.RUNNING;
        }
        running = NOTHING;
        return Agent.SUCCESS;
    }

    // fight

    private int fight() {
        if (!agent.condition(1, 2) || !agent.conditionNot(2, 4)) {
            return work();
        }
        attackStart = now;
        tries = 0;
        return attack();
    }

    private int attack() {
        return agent.condition(3, 1) ? aim() : attackFailed();
    }

    private int aim() {
        if (agent.action(4, 2, Agent.SUCCESS) == Agent.RUNNING) {
            running = AIM;
            return Agent.RUNNING;
        }
        if (agent.condition(5, 2)) {
            running = NOTHING;
            return Agent.SUCCESS;
        }
        return attackFailed();
    }

    private int attackFailed() {
        if (++tries == 5) {
            running = NOTHING;
            return work();
        }
        running = RETRY;
        return Agent.RUNNING;
    }

    // work

    private int work() {
        if (agent.condition(6, 3) || !agent.conditionNot(7, 6)) {
            return idle();
        }
        int g = agent.weight(8, 3);
        int b = agent.weight(9, 3);
        int p = agent.weight(10, 3);
        // Heaviest first, ties in declared order: an insertion sort of three. The order is not
        // kept: a job that has started running never fails, so only the entry walks it.
        int first = GATHER;
        int second = BUILD;
        int firstWeight = g;
        int secondWeight = b;
        if (b > g) {
            first = BUILD;
            second = GATHER;
            firstWeight = b;
            secondWeight = g;
        }
        int third = PATROL;
        if (p > secondWeight) {
            third = second;
            if (p > firstWeight) {
                second = first;
                first = PATROL;
            } else {
                second = PATROL;
            }
        }
        int r = job(first);
        if (r == Agent.FAILURE) {
            r = job(second);
            if (r == Agent.FAILURE) {
                r = job(third);
                if (r == Agent.FAILURE) {
                    return idle(); // job failed, so onDuty and work fail
                }
            }
        }
        return r;
    }

    private int job(int job) {
        return job == GATHER ? walkToTree() : job == BUILD ? build() : patrol();
    }

    private int resumeJob() {
        switch (running) {
            case WALK:
                return walkToTree();
            case CHOP:
            case CHOP_AGAIN:
                return chop();
            case CONSTRUCT:
                return construct();
            case MOVE_TO_POST:
            case PATROL_AGAIN:
                return moveToPost();
            default:
                return lookAround();
        }
    }

    private int walkToTree() {
        if (agent.action(11, 3, Agent.SUCCESS) == Agent.RUNNING) {
            running = WALK;
            return Agent.RUNNING;
        }
        chops = 0;
        return chop();
    }

    private int chop() {
        if (agent.action(12, 1, Agent.SUCCESS) == Agent.RUNNING) {
            running = CHOP;
            return Agent.RUNNING;
        }
        if (++chops == 3) {
            running = NOTHING;
            return Agent.SUCCESS;
        }
        running = CHOP_AGAIN;
        return Agent.RUNNING;
    }

    private int build() {
        if (now - buildEnded < BUILD_COOLDOWN) {
            return Agent.FAILURE; // refused: the cooldown does not restart
        }
        if (!agent.condition(13, 1)) {
            buildEnded = now;
            return Agent.FAILURE;
        }
        return construct();
    }

    private int construct() {
        if (agent.action(14, 4, Agent.SUCCESS) == Agent.RUNNING) {
            running = CONSTRUCT;
            return Agent.RUNNING;
        }
        buildEnded = now;
        running = NOTHING;
        return Agent.SUCCESS;
    }

    private int patrol() {
        laps = 0;
        return moveToPost();
    }

    private int moveToPost() {
        if (agent.action(15, 2, Agent.SUCCESS) == Agent.RUNNING) {
            running = MOVE_TO_POST;
            return Agent.RUNNING;
        }
        lookStart = now;
        return lookAround();
    }

    private int lookAround() {
        if (now - lookStart < LOOK_MILLIS) {
            running = LOOK_AROUND;
            return Agent.RUNNING;
        }
        if (++laps == 2) {
            running = NOTHING;
            return Agent.SUCCESS;
        }
        running = PATROL_AGAIN;
        return Agent.RUNNING;
    }

    // idle

    private int idle() {
        return agent.condition(16, 1) ? sleep() : Agent.SUCCESS;
    }

    private int sleep() {
        if (agent.action(17, 5, Agent.SUCCESS) == Agent.RUNNING) {
            running = SLEEP;
            return Agent.RUNNING;
        }
        running = NOTHING;
        return Agent.SUCCESS;
    }

    @Override
    public Agent agent() {
        return agent;
    }

    @Override
    public Object engine() {
        return this;
    }
}
