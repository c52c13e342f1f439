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

    /**
     * Pauses the tree: every running action's {@code onPause} hook (and every running task's
     * {@code pause}) is called with {@code true}, in pre-order; then {@link #tick()} does nothing
     * and answers RUNNING until {@link #resume()}. Time spent paused does not count towards a
     * running Wait or TimeLimit (a Cooldown measures plain clock time), and a paused tick does
     * not count for events. Pausing a paused tree does nothing.
     *
     * @throws IllegalStateException if called from inside a leaf or hook of this same tree
     */
    void pause();

    /**
     * Resumes a paused tree: the same hooks are called with {@code false}, and the next
     * {@link #tick()} runs again. Resuming a tree that is not paused does nothing.
     * {@link #reset()} while paused ends the pass and leaves the tree paused.
     *
     * @throws IllegalStateException if called from inside a leaf or hook of this same tree
     */
    void resume();

    /** True between {@link #pause()} and {@link #resume()}. */
    boolean isPaused();

    /**
     * Raises the event of the {@code @Event} node named {@code nodeName} (its method's name): it
     * stays pending through the next tick that starts after this call, and is cleared at that
     * tick's end, whether or not anything saw it. Raising a pending event changes nothing. The
     * generated class also has a typed {@code raise(Event)}.
     *
     * @throws IllegalArgumentException if the tree has no {@code @Event} node of that name; the
     *     message lists the ones it has
     */
    void raise(String nodeName);

    /**
     * The running nodes, from the root down, by their method names: {@code root > combat > chase}.
     * Where a parallel runs several branches they are all listed, in parentheses and separated by
     * {@code |}: {@code root > both > (watch > look | walk > step)}. Empty when no pass is
     * running. Meant for logs and debugging: it allocates the string it answers (ticking never
     * does). Called between ticks it is exact; called from inside a leaf of this tree it may
     * answer where the tick started rather than the leaf being called.
     */
    String runningPath();

    /**
     * Attaches {@code listener}, which is then told what this tree does node by node; null
     * detaches it. With none attached (the default) the tree runs exactly the code it runs
     * without this feature. Not to be called from inside a tick of this tree.
     *
     * @throws IllegalStateException if called from inside a leaf or hook of this same tree
     */
    void setListener(TreeListener listener);

    /** The listener attached, or null. */
    TreeListener listener();

    /** The nodes of this tree, by pre-order index: their methods, kinds, parents and paths. */
    TreeNodes nodes();

    /** The agent (the annotated class instance) this tree calls. */
    Object agent();

    /**
     * A hash of this tree's generated tables (its nodes, kinds, links and entries). Every
     * snapshot starts with it; a snapshot taken from a class with another layout is refused.
     */
    default long layoutHash() {
        throw new UnsupportedOperationException("snapshots are not generated yet");
    }

    /**
     * The whole execution state of this instance, as bytes (see {@code docs/snapshots.md}): which
     * nodes run, stacks, abort entries, counters, drawn orders, the generator, stored clock
     * readings, pending events, pause and the last status. Nothing of the agent, of tasks or of
     * the clock. Calls no user method and changes nothing.
     *
     * @throws IllegalStateException if called from inside a leaf or hook of this same tree
     */
    default byte[] snapshot() {
        throw new UnsupportedOperationException("snapshots are not generated yet");
    }

    /**
     * Writes the snapshot into {@code buffer} from {@code offset}, allocating nothing, and answers
     * its length (at most {@link #snapshotCapacity()}).
     *
     * @throws IndexOutOfBoundsException if the buffer has less than the snapshot's length from
     *     {@code offset}; nothing is written then
     */
    default int snapshot(byte[] buffer, int offset) {
        throw new UnsupportedOperationException("snapshots are not generated yet");
    }

    /** The longest snapshot this tree class can write: a buffer of this size always suffices. */
    default int snapshotCapacity() {
        throw new UnsupportedOperationException("snapshots are not generated yet");
    }

    /**
     * Replaces the whole execution state of this instance with {@code snapshot}'s. Calls no user
     * method: no hook is told of what ran before, and restored running actions are not started
     * again. Everything is checked before anything is written.
     *
     * @throws IllegalArgumentException if the bytes are not a snapshot of this layout (another
     *     class, another layout, truncated or corrupt); the instance is unchanged
     * @throws IllegalStateException if called from inside a leaf or hook of this same tree
     */
    default void restore(byte[] snapshot) {
        restore(snapshot, 0, snapshot.length);
    }

    /** {@link #restore(byte[])} from {@code length} bytes of {@code buffer} at {@code offset}. */
    default void restore(byte[] buffer, int offset, int length) {
        throw new UnsupportedOperationException("snapshots are not generated yet");
    }
}
