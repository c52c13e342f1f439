package dev.arbor.runtime;

import dev.arbor.Status;

/**
 * A behavior tree bound to one agent: what every class generated from a
 * {@link dev.arbor.BehaviorTree @BehaviorTree} class implements.
 *
 * <p>One instance is used by one thread at a time; instances are independent of each other.
 * Ticking allocates nothing.
 */
public interface Tree {

    /**
     * Runs the tree for one tick: starts a pass if none is running, re-evaluates the watched
     * conditions (conditional aborts), then serves the running nodes until each run stack
     * answers RUNNING or the root completes.
     *
     * @return RUNNING while the pass continues; SUCCESS or FAILURE in the tick in which the root
     *     completes (the next tick starts a new pass)
     * @throws IllegalStateException if called from inside a leaf or hook of this same tree
     * @throws RuntimeException whatever a leaf or hook threw, after every running node has been
     *     ended as interrupted, so the tree is immediately reusable
     */
    Status tick();

    /**
     * Ends every running node as interrupted (their {@code onEnd} hooks are told
     * {@link Status#INACTIVE}, children before parents), forgets every watched condition and
     * clears all per-instance state; the next {@link #tick()} starts a new pass. Does nothing
     * when no pass is running.
     *
     * @throws IllegalStateException if called from inside a leaf or hook of this same tree
     */
    void reset();

    /**
     * What the last {@link #tick()} answered: INACTIVE before the first tick and after
     * {@link #reset()} or an exception.
     */
    Status status();

    /** The agent (the annotated class instance) this tree calls. */
    Object agent();
}
