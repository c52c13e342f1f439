package dev.arbor.processor.kinds;

/**
 * A node kind's child-result rule: what a composite or decorator does when a child completes
 * SUCCESS or FAILURE. (A child that stays RUNNING makes every kind of today RUNNING too.)
 */
public enum ChildStep {
    /** Enter the next child in the same tick. */
    NEXT_CHILD,
    /** Complete SUCCESS. */
    SUCCEED,
    /** Complete FAILURE. */
    FAIL,
    /** Decided at run time from per-instance state (a parallel's policy counts). */
    DECIDE_AT_RUN_TIME;

    /** The step that completes with {@code success}. */
    public static ChildStep complete(boolean success) {
        return success ? SUCCEED : FAIL;
    }

    /** True for SUCCEED and FAIL. */
    public boolean completes() {
        return this == SUCCEED || this == FAIL;
    }
}
