// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import dev.arbor.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * What an action (or a task) answers in place of its method, in a {@link TreeTest}: made by
 * {@link TreeTest#override(dev.arbor.runtime.ActionHandle)}, scripted by {@link #answers},
 * {@link #runningFor} and {@link #then}, or {@link #answer} (docs/testing.md, "Handles and
 * overrides").
 *
 * <p>While the override is scripted the action's method is not called; its hooks
 * ({@code onStart}, {@code onEnd}, {@code onPause}) still are, as the tree enters, ends and
 * pauses it. A script of statuses goes <b>one status per call</b>: each time the tree would call
 * the method it takes the next one, whenever the action was entered; after the last, the last
 * is kept. {@code override(RUN_AWAY).runningFor(3).then(Status.SUCCESS)}: three calls answer
 * RUNNING, every later one SUCCESS. Until it is scripted, the method is called as usual.
 */
public final class ActionOverride {
    private final String leaf;
    private final boolean alwaysSucceeds;
    private final List<Status> script = new ArrayList<>();
    private IntFunction<Status> byTick;
    private int calls;

    ActionOverride(String leaf, boolean alwaysSucceeds) {
        this.leaf = leaf;
        this.alwaysSucceeds = alwaysSucceeds;
    }

    /**
     * The action answers {@code first} at its next call, then each of {@code more} a call each:
     * the script starts again from these.
     *
     * @throws IllegalArgumentException for a status an action cannot answer (INACTIVE; for an
     *     action whose method returns {@code void}, anything but SUCCESS)
     */
    public ActionOverride answers(Status first, Status... more) {
        Refusals.notNull(more, "ActionOverride.answers", "more", "pass the statuses of the calls"
                + " after the first");
        script.clear();
        calls = 0;
        byTick = null;
        return then(first).then(more);
    }

    /**
     * Adds {@code calls} calls that answer RUNNING to the script (from an empty one, if it was
     * not scripted yet).
     *
     * @throws IllegalArgumentException if {@code calls} is less than 1, or the action always
     *     succeeds (its method returns {@code void})
     */
    public ActionOverride runningFor(int calls) {
        if (calls < 1) {
            throw new IllegalArgumentException("runningFor(" + calls + "): run for at least one"
                    + " call");
        }
        for (int i = 0; i < calls; i++) {
            then(Status.RUNNING);
        }
        return this;
    }

    /**
     * Adds {@code statuses} to the script, a call each.
     *
     * @throws IllegalArgumentException as {@link #answers}
     */
    public ActionOverride then(Status... statuses) {
        Refusals.notNull(statuses, "ActionOverride.then", "statuses", "pass RUNNING, SUCCESS or"
                + " FAILURE");
        for (Status status : statuses) {
            script.add(check(Refusals.notNull(status, "ActionOverride.then", "status", "pass"
                    + " RUNNING, SUCCESS or FAILURE")));
        }
        byTick = null;
        return this;
    }

    /**
     * The action answers {@code byTick.apply(tick)} at every call, {@code tick} being the test's
     * tick number (1 for its first tick, as its trace counts). A status it cannot answer fails
     * that tick, as a method's bad answer does.
     */
    public ActionOverride answer(IntFunction<Status> byTick) {
        this.byTick = Refusals.notNull(byTick, "ActionOverride.answer", "byTick", "pass a"
                + " function of the tick: tick -> tick < 3 ? Status.RUNNING : Status.SUCCESS");
        script.clear();
        return this;
    }

    private Status check(Status status) {
        if (status == Status.INACTIVE || alwaysSucceeds && status != Status.SUCCESS) {
            throw new IllegalArgumentException(this + " cannot answer " + status + ": "
                    + (alwaysSucceeds ? leaf + "() returns void, so it always succeeds; answer"
                            + " SUCCESS" : "an action answers RUNNING, SUCCESS or FAILURE"));
        }
        return status;
    }

    /** What the action answers at this call, in tick {@code tick} of the test; null: not scripted. */
    Status now(int tick) {
        if (byTick != null) {
            Status status = byTick.apply(tick);
            if (status == null) {
                throw new IllegalStateException(this + ": the function answered null for tick "
                        + tick + "; answer RUNNING, SUCCESS or FAILURE");
            }
            return status;
        }
        if (script.isEmpty()) {
            return null;
        }
        return script.get(Math.min(calls++, script.size() - 1));
    }

    @Override
    public String toString() {
        return "the override of action " + leaf + "()";
    }
}
