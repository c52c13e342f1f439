// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink.internal;

import dev.arbor.runtime.Tree;
import java.util.Arrays;

/**
 * The keyed state of one key: its agent, its tree's snapshot, when it ticks next, and the records
 * that arrived ahead of their tick. The live tree rides along in a field that is never
 * serialized: the heap state backend hands the same object back on every access, so a key's tree
 * is built once and then only ticked; whenever the backend hands out another object (RocksDB
 * reads one per access, a checkpoint's copy-on-write copies one, a restore reads one), the tree
 * is null and is rebuilt from the snapshot.
 *
 * @param <A> the agent type
 * @param <IN> the input record type
 */
public final class Keeper<A, IN> {
    private static final long[] NO_TIMES = {};
    private static final Object[] NO_RECORDS = {};

    /** The user's agent. */
    public A agent;
    /** The tree's snapshot, its first {@link #snapshotLength} bytes; the array may be longer. */
    public byte[] snapshot;
    public int snapshotLength;
    /** The time of the key's next tick, in milliseconds: a multiple of the interval. */
    public long nextTick;
    /** The latest timestamp of a record of this key (event time: where its ticks end at the end of input). */
    public long lastInput = Long.MIN_VALUE;
    /**
     * The time of the key's last activity (a record handled or a record emitted), in the job's
     * time domain: what idle expiry measures from. Long.MIN_VALUE: not known (state written
     * before this field existed), counted from the next tick.
     */
    public long lastActive = Long.MIN_VALUE;
    /** Records that arrived before their tick was due, in arrival order, with their timestamps. */
    public long[] pendingTimes = NO_TIMES;
    public Object[] pendingRecords = NO_RECORDS;
    public int pendingCount;
    /** The live tree over {@link #agent}, or null: never serialized. */
    public transient Tree tree;

    public Keeper() {}

    /** Holds {@code record} until its tick. */
    public void hold(long timestamp, IN record) {
        if (pendingCount == pendingTimes.length) {
            int capacity = Math.max(4, pendingCount * 2);
            pendingTimes = Arrays.copyOf(pendingTimes, capacity);
            pendingRecords = Arrays.copyOf(pendingRecords, capacity);
        }
        pendingTimes[pendingCount] = timestamp;
        pendingRecords[pendingCount] = record;
        pendingCount++;
    }

    @SuppressWarnings("unchecked")
    public IN pendingRecord(int index) {
        return (IN) pendingRecords[index];
    }

    /**
     * The position of the held record to handle next among those due by {@code upTo}: the
     * earliest timestamp, the earliest arrival among equal ones; -1 when none is due.
     */
    public int nextDue(long upTo) {
        int best = -1;
        for (int i = 0; i < pendingCount; i++) {
            if (pendingTimes[i] <= upTo && (best < 0 || pendingTimes[i] < pendingTimes[best])) {
                best = i;
            }
        }
        return best;
    }

    /** Forgets the held record at {@code index}, keeping the others in arrival order. */
    public void removeAt(int index) {
        int after = pendingCount - index - 1;
        System.arraycopy(pendingTimes, index + 1, pendingTimes, index, after);
        System.arraycopy(pendingRecords, index + 1, pendingRecords, index, after);
        pendingCount--;
        pendingRecords[pendingCount] = null;
        if (pendingCount == 0) {
            pendingTimes = NO_TIMES;
            pendingRecords = NO_RECORDS;
        }
    }
}
