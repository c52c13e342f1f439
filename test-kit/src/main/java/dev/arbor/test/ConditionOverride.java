// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import dev.arbor.Status;
import java.util.function.IntPredicate;

/**
 * What a condition answers in place of its method, in a {@link TreeTest}: made by
 * {@link TreeTest#override(dev.arbor.runtime.ConditionHandle)}, scripted by {@link #answers} or
 * {@link #answer} (docs/testing.md, "Handles and overrides").
 *
 * <p>While the override is scripted the condition's method is not called: by the tick, by a
 * conditional abort's re-evaluation, nowhere. A script of answers goes <b>one answer per
 * tick</b>: the first tick after {@link #answers} takes the first, the next the second, and
 * every asking within one tick (a re-evaluation, then the entry an abort makes) gets the same;
 * after the last, the last is kept. Until it is scripted, the method is called as usual.
 */
public final class ConditionOverride {
    private final TreeTest test;
    private final String leaf;
    private boolean[] answers;
    private IntPredicate byTick;
    private int from;

    ConditionOverride(TreeTest test, String leaf) {
        this.test = test;
        this.leaf = leaf;
    }

    /**
     * The condition answers {@code first} in the next tick, then each of {@code more} a tick
     * each, then the last of them in every tick after (true: SUCCESS).
     */
    public ConditionOverride answers(boolean first, boolean... more) {
        Refusals.notNull(more, "ConditionOverride.answers", "more", "pass the answers of the"
                + " ticks after the first");
        boolean[] all = new boolean[more.length + 1];
        all[0] = first;
        System.arraycopy(more, 0, all, 1, more.length);
        answers = all;
        byTick = null;
        from = test.tickCount();
        return this;
    }

    /**
     * The condition answers {@code byTick.test(tick)} whenever it is asked, {@code tick} being
     * the test's tick number (1 for its first tick, as its trace counts).
     */
    public ConditionOverride answer(IntPredicate byTick) {
        this.byTick = Refusals.notNull(byTick, "ConditionOverride.answer", "byTick", "pass a"
                + " function of the tick: tick -> tick >= 3");
        answers = null;
        return this;
    }

    /** What the condition answers now, in tick {@code tick} of the test; null: not scripted. */
    Status now(int tick) {
        boolean answer;
        if (byTick != null) {
            answer = byTick.test(tick);
        } else if (answers != null) {
            answer = answers[Math.max(0, Math.min(tick - from - 1, answers.length - 1))];
        } else {
            return null;
        }
        return answer ? Status.SUCCESS : Status.FAILURE;
    }

    @Override
    public String toString() {
        return "the override of condition " + leaf + "()";
    }
}
