// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

/**
 * What a node can end with (docs/semantics.md §4: a node completes with SUCCESS or FAILURE):
 * either, one of them, or neither ({@link #NEVER}: it never completes; it yields or runs for
 * ever, until something above it interrupts it). A result an outcome leaves out can never
 * happen, in any run; a result it holds may or may not (an outcome may say more than a run can
 * show, never less). Interruptions (aborts, guards, a decided parallel, {@code reset()}) end a
 * node without a result and add nothing.
 */
public enum Outcome {
    /** Never completes. */
    NEVER(false, false),
    /** Can only complete SUCCESS. */
    SUCCESS(true, false),
    /** Can only complete FAILURE. */
    FAILURE(false, true),
    /** Can complete with either result. */
    EITHER(true, true);

    private final boolean succeeds;
    private final boolean fails;

    Outcome(boolean succeeds, boolean fails) {
        this.succeeds = succeeds;
        this.fails = fails;
    }

    /** The outcome holding SUCCESS if {@code succeeds}, FAILURE if {@code fails}. */
    public static Outcome of(boolean succeeds, boolean fails) {
        return succeeds ? fails ? EITHER : SUCCESS : fails ? FAILURE : NEVER;
    }

    /** The outcome holding only {@code success} (SUCCESS when true, FAILURE when false). */
    public static Outcome only(boolean success) {
        return success ? SUCCESS : FAILURE;
    }

    public boolean canSucceed() {
        return succeeds;
    }

    public boolean canFail() {
        return fails;
    }

    /** Whether it can end with {@code success} (SUCCESS when true, FAILURE when false). */
    public boolean can(boolean success) {
        return success ? succeeds : fails;
    }

    /** Whether it can complete at all. */
    public boolean completes() {
        return succeeds || fails;
    }

    /** Every result of this one and of {@code other}. */
    public Outcome or(Outcome other) {
        return of(succeeds || other.succeeds, fails || other.fails);
    }

    /** This outcome and a FAILURE of the node's own (a refusal, a guard, a caught RUNNING). */
    public Outcome orFailure() {
        return of(succeeds, true);
    }

    /** "SUCCESS", "FAILURE", "SUCCESS or FAILURE", or "no result" for {@link #NEVER}. */
    public String describe() {
        return switch (this) {
            case NEVER -> "no result";
            case SUCCESS -> "SUCCESS";
            case FAILURE -> "FAILURE";
            case EITHER -> "SUCCESS or FAILURE";
        };
    }
}
