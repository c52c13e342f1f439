// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink.bench;

import dev.arbor.Status;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import dev.arbor.runtime.TreeNodes;

/**
 * W1 written by hand for exactly this tree (benchmarks' {@code W1HandWritten}) as a {@link Tree}
 * with a real, minimal snapshot (the running action and the last status, 10 bytes): the floor the throughput run
 * compares the generated tree with, and what it can measure Flink's share with before the
 * generated trees snapshot.
 */
final class HandWrittenGuardTree implements Tree {
    private static final long LAYOUT = 0x57314841_4E440001L; // "W1HAND" 1
    private static final int NOTHING = 0;
    private static final int FLEE = 1;
    private static final int CHASE = 3;
    private static final int MOVE_TO = 6;
    private static final int IDLE = 7;
    private static final Status[] STATUS = {Status.RUNNING, Status.SUCCESS, Status.FAILURE};

    private final CrowdGuard agent;
    private int running = NOTHING;
    private Status status = Status.INACTIVE;

    HandWrittenGuardTree(CrowdGuard agent) {
        this.agent = agent;
    }

    @Override
    public Status tick() {
        return status = STATUS[step()];
    }

    private int step() {
        switch (running) {
            case FLEE:
                return flee();
            case CHASE:
                if (agent.condition(0, 5)) {
                    return fromFleeing();
                }
                return chase();
            case MOVE_TO:
            case IDLE:
                if (agent.condition(0, 5)) {
                    return fromFleeing();
                }
                if (agent.condition(2, 4)) {
                    return fromCombat();
                }
                return running == MOVE_TO ? moveTo() : idle();
            default:
                return fromFleeing();
        }
    }

    private int fromFleeing() {
        if (agent.condition(0, 5)) {
            int r = flee();
            if (r != CrowdGuard.FAILURE) {
                return r;
            }
        }
        return fromCombat();
    }

    private int fromCombat() {
        if (agent.condition(2, 4)) {
            int r = chase();
            if (r != CrowdGuard.FAILURE) {
                return r;
            }
        }
        return patrol();
    }

    private int flee() {
        int r = agent.action(1, 3, CrowdGuard.SUCCESS);
        running = r == CrowdGuard.RUNNING ? FLEE : NOTHING;
        return r;
    }

    private int chase() {
        int r = agent.action(3, 2, CrowdGuard.SUCCESS);
        if (r == CrowdGuard.RUNNING) {
            running = CHASE;
            return r;
        }
        running = NOTHING;
        return r == CrowdGuard.SUCCESS ? agent.action(4, 0, CrowdGuard.SUCCESS) : r;
    }

    private int patrol() {
        int r = agent.action(5, 0, CrowdGuard.SUCCESS);
        return r == CrowdGuard.SUCCESS ? moveTo() : r;
    }

    private int moveTo() {
        int r = agent.action(6, 4, CrowdGuard.SUCCESS);
        if (r == CrowdGuard.RUNNING) {
            running = MOVE_TO;
            return r;
        }
        running = NOTHING;
        return r == CrowdGuard.SUCCESS ? idle() : r;
    }

    private int idle() {
        int r = agent.action(7, 2, CrowdGuard.SUCCESS);
        running = r == CrowdGuard.RUNNING ? IDLE : NOTHING;
        return r;
    }

    @Override
    public long layoutHash() {
        return LAYOUT;
    }

    @Override
    public int snapshotCapacity() {
        return 10;
    }

    @Override
    public byte[] snapshot() {
        byte[] bytes = new byte[10];
        snapshot(bytes, 0);
        return bytes;
    }

    @Override
    public int snapshot(byte[] buffer, int offset) {
        for (int i = 0; i < 8; i++) {
            buffer[offset + i] = (byte) (LAYOUT >>> (56 - 8 * i));
        }
        buffer[offset + 8] = (byte) running;
        buffer[offset + 9] = (byte) status.ordinal();
        return 10;
    }

    @Override
    public void restore(byte[] buffer, int offset, int length) {
        long layout = 0;
        for (int i = 0; i < 8; i++) {
            layout = layout << 8 | (buffer[offset + i] & 0xFF);
        }
        if (length != 10 || layout != LAYOUT) {
            throw new IllegalArgumentException("not a snapshot of HandWrittenGuardTree");
        }
        running = buffer[offset + 8];
        status = Status.values()[buffer[offset + 9]];
    }

    @Override public void reset() { running = NOTHING; status = Status.INACTIVE; }
    @Override public Status status() { return status; }
    @Override public void pause() { throw new UnsupportedOperationException(); }
    @Override public void resume() { throw new UnsupportedOperationException(); }
    @Override public boolean isPaused() { return false; }
    @Override public void raise(String nodeName) { throw new IllegalArgumentException(nodeName); }
    @Override public String runningPath() { return String.valueOf(running); }
    @Override public void setListener(TreeListener listener) { throw new UnsupportedOperationException(); }
    @Override public TreeListener listener() { return null; }
    @Override public TreeNodes nodes() { return null; }
    @Override public Object agent() { return agent; }
}
