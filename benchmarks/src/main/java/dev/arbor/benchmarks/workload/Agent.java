// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.workload;

import dev.arbor.Status;

/**
 * The agent of every workload (WORKLOADS.md, "Common model"): its clock, the condition draws,
 * the action progress, the leaf-call count and the checksum. Written once and shared by every
 * implementation, so an engine only walks the tree and calls leaves, and cannot skip or alter the
 * accounting. Results are encoded RUNNING 0, SUCCESS 1, FAILURE 2.
 */
public class Agent {
    public static final int RUNNING = 0;
    public static final int SUCCESS = 1;
    public static final int FAILURE = 2;
    private static final long P = 0x100000001B3L;
    /** Result code to Arbor status. */
    protected static final Status[] STATUS = {Status.RUNNING, Status.SUCCESS, Status.FAILURE};

    private final int seed;
    private int tick;
    private long leafCalls;
    private long checksum = 0xCBF29CE484222325L;
    private int runningAction = -1;
    private int runningTick;
    private int calls;

    public Agent(int index) {
        this.seed = seedOf(index);
    }

    /** Agent i's seed: ((0x9E3779B9 * (i + 1)) mod 2^32) | 1. */
    public static int seedOf(int index) {
        return (0x9E3779B9 * (index + 1)) | 1;
    }

    /** MurmurHash3's fmix32 over seed, tick and leaf id (all arithmetic mod 2^32). */
    public static int draw(int seed, int tick, int id) {
        int h = seed + tick * 0xCC9E2D51 + id * 0x1B873593;
        h ^= h >>> 16;
        h *= 0x85EBCA6B;
        h ^= h >>> 13;
        h *= 0xC2B2AE35;
        h ^= h >>> 16;
        return h;
    }

    /** The clock goes up by one before each tick. */
    public final void beginTick() {
        tick++;
    }

    /** After each tick, with the root's result code. */
    public final void endTick(int rootResult) {
        checksum = (checksum ^ (0x10000 | rootResult)) * P;
    }

    /**
     * After each tick, with the root's status. Status's ordinals are INACTIVE, RUNNING, SUCCESS,
     * FAILURE, so ordinal - 1 is the result code; an INACTIVE root gives -1, which no
     * implementation's checksum would match.
     */
    public final void endTick(Status root) {
        endTick(root.ordinal() - 1);
    }

    /** A condition: SUCCESS iff the low {@code bits} bits of the draw are zero. */
    public final boolean condition(int id, int bits) {
        boolean success = (draw(seed, tick, id) & ((1 << bits) - 1)) == 0;
        record(id, success ? SUCCESS : FAILURE);
        return success;
    }

    /**
     * A condition that succeeds unless the low {@code bits} bits of the draw are zero (W4's
     * {@code draw mod 2^k != 0}).
     */
    public final boolean conditionNot(int id, int bits) {
        boolean success = (draw(seed, tick, id) & ((1 << bits) - 1)) != 0;
        record(id, success ? SUCCESS : FAILURE);
        return success;
    }

    /**
     * A weight method (W4): the low {@code bits} bits of the draw; the call is counted and folds
     * 3 into the checksum in place of a result.
     */
    public final int weight(int id, int bits) {
        int weight = draw(seed, tick, id) & ((1 << bits) - 1);
        record(id, 3);
        return weight;
    }

    /**
     * Whether the low {@code bits} bits of this tick's draw for {@code id} are zero, without
     * counting or folding anything: a driver's draw, not a leaf call (W4's event, id 18).
     */
    public final boolean roll(int id, int bits) {
        return (draw(seed, tick, id) & ((1 << bits) - 1)) == 0;
    }

    /**
     * An action answering RUNNING on its first {@code r} consecutive calls and {@code x} on call
     * r + 1; a call continues the action only if it answered RUNNING on the previous tick.
     */
    public final int action(int id, int r, int x) {
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

    /**
     * An action with draws of its own, so that several can run side by side (a parallel's
     * branches; {@link #action} follows one running action at a time): RUNNING while the low
     * {@code bits} bits of the draw are not all zero, then SUCCESS or FAILURE by the next bit
     * (0: SUCCESS).
     */
    public final int task(int id, int bits) {
        int h = draw(seed, tick, id);
        int result = (h & ((1 << bits) - 1)) != 0 ? RUNNING : ((h >>> bits) & 1) == 0 ? SUCCESS : FAILURE;
        record(id, result);
        return result;
    }

    private void record(int id, int result) {
        leafCalls++;
        checksum = (checksum ^ ((long) id << 2 | result)) * P;
    }

    public final long leafCalls() {
        return leafCalls;
    }

    public final long checksum() {
        return checksum;
    }
}
