// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w3;

import dev.arbor.benchmarks.workload.Workload;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeRunner;
import java.time.Duration;
import java.util.function.IntFunction;

/**
 * W3 'crowd' ticked by a {@link TreeRunner}: the 10,000 Arbor W1 agents of {@link Crowd}, each
 * tree wrapped in an {@link AccountedTree} and registered in agent order, with a
 * {@link ManualClock} that a frame moves by one interval, so that one update ticks every agent
 * once, in agent order on one thread. The crowd's count and checksum are those of the plain loop.
 */
public final class RunnerCrowd implements AutoCloseable {
    /** The runner's interval, and how far a frame moves the clock. */
    public static final Duration INTERVAL = Duration.ofMillis(250);

    private final Crowd crowd;
    private final Tree[] trees;
    private final ManualClock clock = new ManualClock();
    private final TreeRunner runner;

    /**
     * The crowd of {@code w1}'s agents (Arbor's W1, whose engines are trees: the caller picks it,
     * as for {@link Crowd}, since a workload package knows no other) on a runner ticking with
     * {@code threads} threads.
     */
    public RunnerCrowd(IntFunction<Workload> w1, int threads) {
        crowd = new Crowd(w1);
        Workload[] agents = crowd.agents();
        trees = new Tree[agents.length];
        runner = TreeRunner.builder().clock(clock).interval(INTERVAL).threads(threads).build();
        for (int i = 0; i < agents.length; i++) {
            trees[i] = new AccountedTree(agents[i].agent(), (Tree) agents[i].engine());
            runner.add(trees[i]);
        }
    }

    /** One frame through the runner: the clock moves one interval, and one update. */
    public void frame() {
        clock.advance(INTERVAL);
        int ticked = runner.update();
        if (ticked != trees.length) {
            throw new AssertionError("an update ticked " + ticked + " of " + trees.length
                    + " agents");
        }
    }

    /** One frame without the runner, the baseline: {@code tick()} on the same trees in order. */
    public void loopFrame() {
        for (Tree tree : trees) {
            tree.tick();
        }
    }

    /** The agents, for their counts and checksum. */
    public Crowd crowd() {
        return crowd;
    }

    /** Ends the runner's worker threads. */
    @Override
    public void close() {
        runner.close();
    }
}
