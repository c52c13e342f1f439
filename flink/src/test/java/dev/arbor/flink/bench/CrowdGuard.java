// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink.bench;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;

/**
 * W3's agent (benchmarks' W1 'guard': 12 nodes, LOWER_PRIORITY aborts, the draws and actions of
 * WORKLOADS.md's common model) as a Flink POJO: the same tree and leaf logic as
 * {@code benchmarks/.../w1/W1Guard} over {@code workload/Agent}, with the agent's state in public
 * fields so that Flink keeps it field by field. A crowd of these is the throughput run's load.
 */
@BehaviorTree
public class CrowdGuard {
    private static final long P = 0x100000001B3L;
    private static final Status[] STATUS = {Status.RUNNING, Status.SUCCESS, Status.FAILURE};
    static final int RUNNING = 0;
    static final int SUCCESS = 1;
    static final int FAILURE = 2;

    public int seed;
    public int tick;
    public long leafCalls;
    public long checksum = 0xCBF29CE484222325L;
    public int runningAction = -1;
    public int runningTick;
    public int calls;

    public CrowdGuard() {}

    public CrowdGuard(int index) {
        this.seed = (0x9E3779B9 * (index + 1)) | 1;
    }

    @Selector({"fleeing", "combat", "patrol"})
    void root() {}

    @Sequence(value = {"isHurt", "flee"}, abortType = AbortType.LOWER_PRIORITY)
    void fleeing() {}

    @Sequence(value = {"seesEnemy", "chase", "attack"}, abortType = AbortType.LOWER_PRIORITY)
    void combat() {}

    @Sequence({"pickWaypoint", "moveTo", "idle"})
    void patrol() {}

    @Condition boolean isHurt() { return condition(0, 5); }
    @Action Status flee() { return STATUS[action(1, 3, SUCCESS)]; }
    @Condition boolean seesEnemy() { return condition(2, 4); }
    @Action Status chase() { return STATUS[action(3, 2, SUCCESS)]; }
    @Action Status attack() { return STATUS[action(4, 0, SUCCESS)]; }
    @Action Status pickWaypoint() { return STATUS[action(5, 0, SUCCESS)]; }
    @Action Status moveTo() { return STATUS[action(6, 4, SUCCESS)]; }
    @Action Status idle() { return STATUS[action(7, 2, SUCCESS)]; }

    /** Before each tick. */
    public void beginTick() {
        tick++;
    }

    /** After each tick, with the root's status. */
    public void endTick(Status root) {
        checksum = (checksum ^ (0x10000 | (root.ordinal() - 1))) * P;
    }

    private static int draw(int seed, int tick, int id) {
        int h = seed + tick * 0xCC9E2D51 + id * 0x1B873593;
        h ^= h >>> 16;
        h *= 0x85EBCA6B;
        h ^= h >>> 13;
        h *= 0xC2B2AE35;
        h ^= h >>> 16;
        return h;
    }

    boolean condition(int id, int bits) {
        boolean success = (draw(seed, tick, id) & ((1 << bits) - 1)) == 0;
        record(id, success ? SUCCESS : FAILURE);
        return success;
    }

    int action(int id, int r, int x) {
        if (runningAction == id && runningTick == tick - 1) {
            calls++;
        } else {
            calls = 1;
        }
        int result = calls <= r ? RUNNING : x;
        if (result == RUNNING) {
            runningAction = id;
            runningTick = tick;
        } else {
            runningAction = -1;
        }
        record(id, result);
        return result;
    }

    private void record(int id, int result) {
        leafCalls++;
        checksum = (checksum ^ ((long) id << 2 | result)) * P;
    }
}
