// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w5;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;

/**
 * W5 as an expert would write it by hand for exactly this tree: one int says which root branch
 * runs, and for each parallel one int per branch says where that branch resumes, with the
 * counters and start times the library nodes keep (the shot tries, the cover rounds, the radio
 * tries, the volley's, crawl's and two waits' starts). Each tick does what docs/semantics.md
 * asks, in its order: the root's watched conditions, then the guards and the watched condition
 * inside the running parallel's first branch, then the branches left to right; a parallel that
 * decides stops there. Time is a long of milliseconds the driver advances. No allocation.
 *
 * <p>It relies on what this tree guarantees: no W5 action fails and pickRoute never runs, so
 * retreat, engage and sprint never fail once their condition has held (their lower-priority
 * entries always store FAILURE), travel fails only by its time limit, and the guards and the
 * watched conditions of the parallels all sit in their first branches.
 */
public final class W5HandWritten implements Workload {
    private static final int RUNNING = Agent.RUNNING;
    private static final int SUCCESS = Agent.SUCCESS;
    private static final int FAILURE = Agent.FAILURE;

    // Which root branch runs (top), and where.
    private static final int NOTHING = 0;   // no pass running: start one
    private static final int FALL_BACK = 1;
    private static final int FIGHT = 2;
    private static final int DUCK = 3;
    private static final int MOVE = 4;
    private static final int REGROUP = 5;
    private static final int CALL_IN = 6;

    // Where a parallel branch resumes.
    private static final int DONE = 0;      // the branch has completed (fight: succeeded; move: failed)
    private static final int AIM = 1;
    private static final int FIRE = 2;
    private static final int SHOT_AGAIN = 3; // retryShot yielded after a failed shot
    private static final int SETTLE = 4;     // the 200 ms wait
    private static final int COVER_AGAIN = 5; // holdCover yielded after a round
    private static final int DASH = 6;
    private static final int CRAWL = 7;
    private static final int CREEP_AGAIN = 8; // findGap yielded after a failed creep
    private static final int STAND_BY = 9;   // the 300 ms wait
    private static final int RADIO_AGAIN = 10; // listen yielded after a failed radio

    private static final long VOLLEY_MILLIS = 700;
    private static final long SETTLE_MILLIS = 200;
    private static final long CRAWL_MILLIS = 800;
    private static final long STAND_BY_MILLIS = 300;

    private final Agent agent;
    private long now;
    private int top = NOTHING;
    private int first;   // the running parallel's first branch: shooting or travel
    private int second;  // its second branch: holdCover or listen
    private long volleyStart;
    private int shotTries;
    private long settleStart;
    private int coverRounds;
    private long crawlStart;
    private long standByStart;
    private int radioTries;

    public W5HandWritten(int index) {
        this.agent = new Agent(index);
    }

    @Override
    public void tick() {
        agent.beginTick();
        now += W5.TICK_MILLIS;
        agent.endTick(step());
    }

    private int step() {
        switch (top) {
            case NOTHING:
                return retreat();
            case FALL_BACK:
                return fallBack(); // nothing is watched while the first branch runs
            default:
                break;
        }
        if (agent.condition(0, 6)) { // badlyHurt's LowerPriority abort
            return retreat();
        }
        switch (top) {
            case FIGHT:
                return fight();
            case DUCK:
                return duck();
            default:
                break;
        }
        if (agent.condition(2, 4)) { // enemyInSight's LowerPriority abort
            return engage();
        }
        switch (top) {
            case MOVE:
                return move();
            case REGROUP:
                return regroup();
            default:
                return callIn();
        }
    }

    // retreat

    private int retreat() {
        return agent.condition(0, 6) ? fallBack() : engage();
    }

    private int fallBack() {
        if (agent.action(1, 3, SUCCESS) == RUNNING) {
            top = FALL_BACK;
            return RUNNING;
        }
        top = NOTHING;
        return SUCCESS;
    }

    // engage: fight (shooting | holdCover), else duck

    private int engage() {
        return agent.condition(2, 4) ? enterFight() : advance();
    }

    private int enterFight() {
        top = FIGHT;
        if (!agent.conditionNot(3, 5)) { // shooting's condition, on entry
            return duck(); // failure ONE: holdCover is never entered
        }
        volleyStart = now;
        int shooting = aim();
        if (shooting == FAILURE) {
            return duck();
        }
        if (shooting == SUCCESS) {
            first = DONE;
        }
        // holdCover entered: checkCover's 200 ms wait starts, and is RUNNING in this tick
        coverRounds = 0;
        settleStart = now;
        second = SETTLE;
        return RUNNING;
    }

    private int fight() {
        if (first != DONE) {
            // the guards: shooting's condition, then the volley's time limit
            if (!agent.conditionNot(3, 5) || now - volleyStart >= VOLLEY_MILLIS) {
                return duck();
            }
            int shooting = first == AIM ? aim() : first == FIRE ? fire() : shot();
            if (shooting == FAILURE) {
                return duck();
            }
            if (shooting == SUCCESS) {
                first = DONE;
                if (second == DONE) {
                    return fightWon();
                }
            }
        }
        if (second != DONE) {
            if (second == COVER_AGAIN) {
                settleStart = now; // checkCover entered again
            }
            int cover = settle();
            if (cover == FAILURE) {
                return duck();
            }
            if (cover == SUCCESS) {
                second = DONE;
                if (first == DONE) {
                    return fightWon();
                }
            }
        }
        return RUNNING;
    }

    private int fightWon() {
        top = NOTHING; // fight, fightOrDuck, engage and the root succeed
        return SUCCESS;
    }

    private int aim() {
        if (agent.action(4, 1, SUCCESS) == RUNNING) {
            first = AIM;
            return RUNNING;
        }
        shotTries = 0;
        return shot();
    }

    private int shot() {
        return agent.condition(5, 1) ? fire() : shotMissed();
    }

    private int fire() {
        if (agent.action(6, 1, SUCCESS) == RUNNING) {
            first = FIRE;
            return RUNNING;
        }
        return agent.condition(7, 1) ? SUCCESS : shotMissed();
    }

    private int shotMissed() {
        if (++shotTries == 4) {
            return FAILURE;
        }
        first = SHOT_AGAIN;
        return RUNNING;
    }

    private int settle() {
        if (now - settleStart < SETTLE_MILLIS) {
            second = SETTLE;
            return RUNNING;
        }
        if (!agent.conditionNot(8, 4)) {
            return FAILURE; // endOnFailure
        }
        if (++coverRounds == 3) {
            return SUCCESS;
        }
        second = COVER_AGAIN;
        return RUNNING;
    }

    private int duck() {
        if (agent.action(9, 2, SUCCESS) == RUNNING) {
            top = DUCK;
            return RUNNING;
        }
        top = NOTHING;
        return SUCCESS;
    }

    // advance: pickRoute, move (travel | listen), regroup

    private int advance() {
        agent.action(10, 0, SUCCESS); // pickRoute
        top = MOVE;
        if (sprint() == SUCCESS) { // travel entered (it cannot fail on entry)
            return regroup(); // success ONE: listen is never entered
        }
        // listen entered: radio's 300 ms wait starts, and is RUNNING in this tick
        radioTries = 0;
        standByStart = now;
        second = STAND_BY;
        return RUNNING;
    }

    private int move() {
        if (first != DONE) {
            int travel;
            if (first == DASH) {
                travel = dash();
            } else if (agent.condition(11, 3)) {
                travel = sprint(); // pathClear's LowerPriority abort: sprint entered again
            } else if (now - crawlStart >= CRAWL_MILLIS) {
                travel = FAILURE;  // crawlLimit: travel fails
            } else {
                travel = creep();
            }
            if (travel == SUCCESS) {
                return regroup();
            }
            if (travel == FAILURE) {
                first = DONE;
                if (second == DONE) {
                    return report(); // failure ALL: move and advance fail
                }
            }
        }
        if (second != DONE) {
            if (second == RADIO_AGAIN) {
                standByStart = now; // radio entered again
            }
            int listen = standBy();
            if (listen == SUCCESS) {
                return regroup();
            }
            if (listen == FAILURE) {
                second = DONE;
                if (first == DONE) {
                    return report();
                }
            }
        }
        return RUNNING;
    }

    private int sprint() {
        if (agent.condition(11, 3)) {
            return dash();
        }
        crawlStart = now; // crawlLimit entered
        return creep();
    }

    private int dash() {
        if (agent.action(12, 2, SUCCESS) == RUNNING) {
            first = DASH;
            return RUNNING;
        }
        return SUCCESS;
    }

    private int creep() {
        if (agent.action(13, 1, SUCCESS) == RUNNING) {
            first = CRAWL;
            return RUNNING;
        }
        if (agent.condition(14, 2)) {
            return SUCCESS;
        }
        first = CREEP_AGAIN; // findGap has no limit of tries
        return RUNNING;
    }

    private int standBy() {
        if (now - standByStart < STAND_BY_MILLIS) {
            second = STAND_BY;
            return RUNNING;
        }
        if (agent.condition(15, 3)) {
            return SUCCESS;
        }
        if (++radioTries == 3) {
            return FAILURE;
        }
        second = RADIO_AGAIN;
        return RUNNING;
    }

    private int regroup() {
        if (agent.action(16, 1, SUCCESS) == RUNNING) {
            top = REGROUP;
            return RUNNING;
        }
        top = NOTHING;
        return SUCCESS;
    }

    // report

    private int report() {
        if (!agent.conditionNot(17, 2)) {
            top = NOTHING;
            return FAILURE; // the root fails
        }
        return callIn();
    }

    private int callIn() {
        if (agent.action(18, 1, SUCCESS) == RUNNING) {
            top = CALL_IN;
            return RUNNING;
        }
        top = NOTHING;
        return SUCCESS;
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
