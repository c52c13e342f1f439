// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import dev.arbor.Status;

/**
 * A behavior tree bound to one agent: what every class generated from a
 * {@link dev.arbor.BehaviorTree @BehaviorTree} class implements.
 *
 * <p>One instance is used by one thread at a time; instances are independent of each other.
 * Ticking allocates nothing.
 *
 * <p>An instance's execution state can be saved as bytes and restored into another instance of
 * the same class, in this process or another ({@link #snapshot()}, {@link #restore(byte[])},
 * and {@link #snapshot(byte[], int)} and {@link #restore(byte[], int, int)}, which allocate
 * nothing): to move a tree, or to recover it after a crash. The format is in
 * {@code docs/snapshots.md}.
 *
 * <p><b>Misuse.</b> No method takes null (a {@link NullPointerException} tagged
 * {@code [Arbor/NullArgument]} names the method and the parameter) but
 * {@link #setListener(TreeListener)}, where null detaches the listener. {@code tick},
 * {@code reset}, {@code pause}, {@code resume}, {@code snapshot}, {@code restore} and
 * {@code setListener} called from inside one of this tree's own leaves, hooks or listener are
 * refused with an {@link IllegalStateException} tagged {@code [Arbor/Reentrant]}, which names
 * the method called, the leaf or hook it was called from, and what to do instead
 * (docs/semantics.md §7); the tree is unchanged. {@code raise} may be called from there: the
 * event is then pending for the next tick.
 *
 * <p><b>Hooks that throw.</b> Whichever hook throws, a start, end or pause hook, in
 * {@code tick}, {@code reset}, {@code pause} or {@code resume}, the tree ends in the same state
 * (docs/semantics.md §7): the other hooks of that step are still called, the call's own change
 * stands (a pause pauses, a resume resumes), every running node is then ended as interrupted,
 * and the first exception is thrown, with a {@link NodeFailure} and any later ones suppressed;
 * no pass is running, and the next tick that is not paused starts a new one.
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
     * @throws RuntimeException what an end hook threw, once every node has ended (the later ones
     *     suppressed)
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
     * @throws RuntimeException what a pause hook (or the listener) threw: every hook was called
     *     even so, the tree is paused, and every running node has been ended as interrupted
     */
    void pause();

    /**
     * Resumes a paused tree: the same hooks are called with {@code false}, and the next
     * {@link #tick()} runs again. Resuming a tree that is not paused does nothing.
     * {@link #reset()} while paused ends the pass and leaves the tree paused.
     *
     * @throws IllegalStateException if called from inside a leaf or hook of this same tree
     * @throws RuntimeException what a pause hook (or the listener) threw: every hook was called
     *     even so, the tree is resumed, and every running node has been ended as interrupted
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
     * @throws NullPointerException if {@code nodeName} is null
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
     * The instance fields of {@link #agent()}'s class, read without reflection: their names,
     * types and values ({@link AgentFields}; {@code FieldValues.of(tree)} reads them all). A
     * generated tree answers the accessor Arbor wrote beside it ({@code GuardTreeFields}); a
     * tree Arbor did not generate answers {@link AgentFields#none()}. Nothing is read until
     * asked: read between two ticks, on the thread that ticks the tree.
     */
    default AgentFields agentFields() {
        return AgentFields.none();
    }

    /**
     * A hash of this tree's generated tables (its class, nodes, kinds, links, abort entries,
     * parallels and the attributes of its library nodes), computed when the class is generated.
     * Every snapshot starts with it, so that a snapshot of another class, or of the same class
     * compiled from another tree, is refused by {@link #restore(byte[])} before it is read.
     */
    long layoutHash();

    /**
     * The whole execution state of this instance, as bytes in the format of
     * {@code docs/snapshots.md}: which nodes run, the run stacks, the abort entries with their
     * stored answers, every counter, the orders random composites drew, the generator, the clock
     * readings the tree stored, the pending events, whether it is paused and the last status.
     * Nothing of the agent, of tasks or of the clock: those are the user's, persisted beside the
     * snapshot. May be called whenever {@link #tick()} may, paused or not; calls no user method
     * and changes nothing.
     *
     * <p>{@link #restore(byte[])} on an instance of the same generated class, whose agent holds
     * the same data and whose clock continues the same time line, makes it continue exactly as
     * this one would have (docs/semantics.md §9).
     *
     * @throws IllegalStateException if called from inside a leaf or hook of this same tree
     */
    byte[] snapshot();

    /**
     * Writes the snapshot into {@code buffer} from {@code offset}, allocating nothing, and answers
     * its length (at most {@link #snapshotCapacity()}): the form for hot loops, with a buffer
     * reused from call to call.
     *
     * @throws IndexOutOfBoundsException if the buffer has less than the snapshot's length from
     *     {@code offset}; nothing is written then
     * @throws NullPointerException if {@code buffer} is null
     * @throws IllegalStateException if called from inside a leaf or hook of this same tree
     */
    int snapshot(byte[] buffer, int offset);

    /** The longest snapshot this tree class can write: a buffer of this size always suffices. */
    int snapshotCapacity();

    /**
     * Replaces the whole execution state of this instance with {@code snapshot}'s, which
     * {@link #snapshot()} took on an instance of the same generated class. Calls no user method:
     * no hook is told of what ran before, and restored running actions are not started again
     * (their start hooks ran where the snapshot was taken); call {@link #reset()} first to end
     * what runs. Everything is checked before anything is written.
     *
     * @throws IllegalArgumentException if the bytes are not a snapshot of this tree's layout
     *     (another class, the same class compiled from another tree, another format version,
     *     truncated or corrupt bytes, or a value no run can leave); the message says which, and
     *     the instance is unchanged
     * @throws NullPointerException if {@code snapshot} is null
     * @throws IllegalStateException if called from inside a leaf or hook of this same tree
     */
    default void restore(byte[] snapshot) {
        Misuse.notNull(snapshot, getClass().getSimpleName() + ".restore", "snapshot",
                "pass the bytes a snapshot() of this class answered");
        restore(snapshot, 0, snapshot.length);
    }

    /**
     * {@link #restore(byte[])} from {@code length} bytes of {@code buffer} at {@code offset},
     * allocating nothing.
     *
     * @throws IndexOutOfBoundsException if that range is not within {@code buffer}
     * @throws NullPointerException if {@code buffer} is null
     * @throws IllegalArgumentException as {@link #restore(byte[])}; the instance is unchanged
     * @throws IllegalStateException if called from inside a leaf or hook of this same tree
     */
    void restore(byte[] buffer, int offset, int length);

    /**
     * What {@link TreeMigration} reads and writes this tree's state by; not for direct use.
     * Every generated class answers it; a class generated by an Arbor before moves existed
     * answers null, and cannot move.
     *
     * @return the layout of this class's snapshots, built on each call
     */
    default MoveLayout moveLayout() {
        return null;
    }
}
