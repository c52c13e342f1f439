package dev.arbor.processor.kinds;

/**
 * What a node kind needs from the generated code, or promises to it. The processor picks the
 * code shape and the state layout of a tree from the capabilities of the kinds it uses.
 */
public enum Capability {
    /**
     * Visits its children in declared order, each at most once per tick, so that within a tick
     * a tree only moves forward in pre-order (what the straight-line code shape rests on).
     */
    STATIC_CHILD_ORDER,
    /** Entering it has no effect of its own: running it starts at its first child. */
    ENTERS_FIRST_CHILD,
    /** Runs its children on run stacks of their own (one per branch). */
    OWN_STACKS,
    /** Carries an {@code abortType}: its conditions can be watched (conditional aborts). */
    CARRIES_ABORT_TYPE,
    /** No abort entry watches it or moves across it. */
    ABORT_BOUNDARY,
    /** Transparent to conditional aborts: passes its parent's nearest composite through. */
    TRANSPARENT_TO_ABORTS,
    /**
     * A leaf that answers SUCCESS or FAILURE at once, like a condition, and can be watched by
     * conditional aborts (Condition, Event).
     */
    ANSWERS_LIKE_A_CONDITION,
    /** Checked at the start of every tick while it runs, like an abort entry. */
    GUARD,
    /** Counts rounds of its child up to a limit ({@link ChildStep#COUNT}): one int of state. */
    COUNTS,
    /**
     * When its child stays RUNNING, it interrupts the child and completes FAILURE in the same
     * tick, instead of being RUNNING.
     */
    CATCHES_RUNNING,
    /** Calls a {@code @Condition} method when entered, to choose what to do. */
    CONDITION_ON_ENTRY,
    /**
     * Can be printed by the straight-line writer: no per-instance state, no effect on entry or
     * end, a static child-result rule.
     */
    STRAIGHT_LINE,
    /** Reads the tree's clock. */
    NEEDS_CLOCK,
    /** Starts its timer when entered (Wait, TimeLimit): paused time does not count. */
    STARTS_TIMER,
    /**
     * Does something when it ends (a Cooldown notes the time), so a completion never climbs
     * through it without ending it.
     */
    END_EFFECT,
    /** Orders its children on entry (drawn or weighted), then runs them in that order. */
    ORDERS_CHILDREN,
    /** Draws from the tree's random generator. */
    NEEDS_RANDOM
}
