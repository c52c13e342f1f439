// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import dev.arbor.Status;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A hand-written {@link Tree} for the runner's tests: each tick appends {@code name@millis} to a
 * trace (with the events pending in that tick, {@code name@millis[event]}), read from the clock
 * it was given; it can run a hook, throw, and be paused. Paused ticks do nothing and keep events
 * pending, as a generated tree does. Refuses to be ticked on two threads at once.
 */
class FakeTree implements Tree {
    final String name;
    private final Clock clock;
    private final List<String> trace;
    private final Set<String> eventNames;
    private final Set<String> pending = new TreeSet<>();
    /** This tree's tick times in milliseconds. */
    final List<Long> ticks = Collections.synchronizedList(new ArrayList<>());
    /** Called inside each tick, after it is recorded. */
    volatile Runnable onTick;
    /** Thrown by {@link #reset()}, once it has traced, when set (an end hook that throws). */
    volatile RuntimeException resetFailure;
    /** Thrown by the next ticks while {@code failures > 0}. */
    volatile RuntimeException failure;
    volatile int failures;
    private final AtomicInteger inTick = new AtomicInteger();
    private boolean paused;
    private Status status = Status.INACTIVE;
    final Object agent;
    /** The clock reading its tick times count from (a test's first reading). */
    private long origin;

    FakeTree(String name, Clock clock, List<String> trace, String... eventNames) {
        this.name = name;
        this.clock = clock;
        this.trace = trace;
        this.eventNames = Set.of(eventNames);
        this.agent = "agent " + name;
    }

    /** Records its tick times from {@code origin}, the clock's first reading; answers this. */
    FakeTree from(long origin) {
        this.origin = origin;
        return this;
    }

    /** Throws {@code e} from the next {@code times} ticks. */
    FakeTree failing(RuntimeException e, int times) {
        this.failure = e;
        this.failures = times;
        return this;
    }

    @Override
    public Status tick() {
        if (inTick.incrementAndGet() != 1) {
            throw new AssertionError(name + " ticked on two threads at once");
        }
        try {
            if (paused) {
                return Status.RUNNING;
            }
            long millis = (clock.nanos() - origin) / 1_000_000; // by difference: across a wrap too
            ticks.add(millis);
            trace.add(name + "@" + millis + (pending.isEmpty() ? "" : pending.toString()));
            pending.clear();
            Runnable hook = onTick;
            if (hook != null) {
                hook.run();
            }
            if (failures > 0) {
                failures--;
                status = Status.INACTIVE;
                throw failure;
            }
            status = Status.RUNNING;
            return status;
        } finally {
            inTick.decrementAndGet();
        }
    }

    /** Traces {@code name reset}: what a generated tree does then is its own tests'. */
    @Override
    public void reset() {
        status = Status.INACTIVE;
        trace.add(name + " reset");
        RuntimeException thrown = resetFailure;
        if (thrown != null) {
            throw thrown;
        }
    }

    @Override
    public Status status() {
        return status;
    }

    @Override
    public void pause() {
        if (!paused) {
            paused = true;
            trace.add(name + " paused");
        }
    }

    @Override
    public void resume() {
        if (paused) {
            paused = false;
            trace.add(name + " resumed");
        }
    }

    @Override
    public boolean isPaused() {
        return paused;
    }

    @Override
    public void raise(String nodeName) {
        if (!eventNames.contains(nodeName)) {
            throw new IllegalArgumentException("[Arbor/UnknownEvent] " + name + " has no @Event"
                    + " node named '" + nodeName + "'");
        }
        pending.add(nodeName);
    }

    @Override
    public String runningPath() {
        return "";
    }

    @Override
    public void setListener(TreeListener listener) {
        throw new UnsupportedOperationException("a hand-written test tree");
    }

    @Override
    public TreeListener listener() {
        return null;
    }

    @Override
    public TreeNodes nodes() {
        return new TreeNodes(getClass().getSimpleName(), new String[] {"root"},
                new String[] {"Action"}, new int[] {-1});
    }

    @Override
    public Object agent() {
        return agent;
    }

    /** Its own form of snapshot: paused, the status, then the pending events, a line each. */
    @Override
    public long layoutHash() {
        return new TreeSet<>(eventNames).toString().hashCode();
    }

    @Override
    public byte[] snapshot() {
        byte[] events = String.join("\n", pending).getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[2 + events.length];
        bytes[0] = (byte) (paused ? 1 : 0);
        bytes[1] = (byte) status.ordinal();
        System.arraycopy(events, 0, bytes, 2, events.length);
        return bytes;
    }

    @Override
    public int snapshot(byte[] buffer, int offset) {
        byte[] bytes = snapshot();
        Objects.checkFromIndexSize(offset, bytes.length, buffer.length);
        System.arraycopy(bytes, 0, buffer, offset, bytes.length);
        return bytes.length;
    }

    @Override
    public int snapshotCapacity() {
        return 2 + String.join("\n", eventNames).getBytes(StandardCharsets.UTF_8).length;
    }

    @Override
    public void restore(byte[] buffer, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, buffer.length);
        if (length < 2 || buffer[offset] > 1 || buffer[offset + 1] < 0
                || buffer[offset + 1] >= Status.values().length) {
            throw new IllegalArgumentException(name + ": not a snapshot of a FakeTree");
        }
        String events = new String(buffer, offset + 2, length - 2, StandardCharsets.UTF_8);
        List<String> restored = events.isEmpty() ? List.of() : List.of(events.split("\n"));
        if (!eventNames.containsAll(restored)) {
            throw new IllegalArgumentException(name + ": unknown events in " + restored);
        }
        paused = buffer[offset] == 1;
        status = Status.values()[buffer[offset + 1]];
        pending.clear();
        pending.addAll(restored);
    }

    @Override
    public String toString() {
        return name;
    }
}
