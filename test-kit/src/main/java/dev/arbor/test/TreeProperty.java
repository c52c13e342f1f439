// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import dev.arbor.Status;
import dev.arbor.runtime.NodeHandle;
import java.util.function.Predicate;

/**
 * Something a {@link TreeExplorer} checks after every tick of every run: it answers why the
 * tick breaks it, or null when the property still holds.
 *
 * <p>A property may keep state across the ticks of a run (how long the tree has been running,
 * which node runs); {@link #startRun()} clears it before each run, and before each replay while
 * a failure is shrunk. The factories here are such properties; a lambda is one without state:
 *
 * <pre>
 * explorer.holds("never flees at night", tick -&gt;
 *         tick.heard().contains("entered flee") &amp;&amp; sentry.night ? "fled at night" : null);
 * </pre>
 */
@FunctionalInterface
public interface TreeProperty {
    /** Why {@code tick} breaks the property, or null if it holds after this tick. */
    String violation(Tick tick);

    /** Clears what the property remembers of the run before: a run starts. */
    default void startRun() {}

    /**
     * The tree's {@code tick()} never answers {@code RUNNING} more than {@code ticks} times in
     * a row (paused ticks count: a paused tree answers {@code RUNNING}).
     *
     * @throws IllegalArgumentException if {@code ticks} is below 1
     */
    static TreeProperty neverRunningLongerThan(int ticks) {
        if (ticks < 1) {
            throw new IllegalArgumentException("neverRunningLongerThan(" + ticks + "): give at"
                    + " least 1 tick");
        }
        return new TreeProperty() {
            private int running;

            @Override
            public String violation(Tick tick) {
                running = tick.status() == Status.RUNNING ? running + 1 : 0;
                return running > ticks ? "tick() answered running " + running + " ticks in a row,"
                        + " since tick " + (tick.number() - running + 1) : null;
            }

            @Override
            public void startRun() {
                running = 0;
            }
        };
    }

    /**
     * Node {@code entered} is never entered while node {@code running} runs (between its entry
     * and its end, in the same tick or across ticks). Nodes are named by method name (any node
     * of that method, when a subtree is used twice) or, with {@link #neverEnteredWhileRunning(NodeHandle,
     * NodeHandle)}, by handle.
     */
    static TreeProperty neverEnteredWhileRunning(String entered, String running) {
        Refusals.notNull(entered, "TreeProperty.neverEnteredWhileRunning", "entered", "pass a"
                + " node's method name");
        Refusals.notNull(running, "TreeProperty.neverEnteredWhileRunning", "running", "pass a"
                + " node's method name");
        return new NodesApart(entered, running, -1, -1);
    }

    /** As {@link #neverEnteredWhileRunning(String, String)}, the nodes named by handles. */
    static TreeProperty neverEnteredWhileRunning(NodeHandle entered, NodeHandle running) {
        Refusals.notNull(entered, "TreeProperty.neverEnteredWhileRunning", "entered", "pass a"
                + " constant of the tree's handles class");
        Refusals.notNull(running, "TreeProperty.neverEnteredWhileRunning", "running", "pass a"
                + " constant of the tree's handles class");
        return new NodesApart(entered.method(), running.method(), entered.index(),
                running.index());
    }

    /** No tick is {@code bad}: {@code bad} answers true for a tick that breaks the property. */
    static TreeProperty never(String what, Predicate<Tick> bad) {
        Refusals.notNull(what, "TreeProperty.never", "what", "say what must never happen");
        Refusals.notNull(bad, "TreeProperty.never", "bad", "pass a test of a tick: tick -> ...");
        return tick -> bad.test(tick) ? what + " at tick " + tick.number() : null;
    }
}
