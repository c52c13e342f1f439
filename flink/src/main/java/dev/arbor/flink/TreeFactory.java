// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import dev.arbor.runtime.Tree;
import java.io.Serializable;

/**
 * Makes the tree of an agent, typically {@code (agent, context) -> new MonitorTree(agent,
 * context.clock(), seed)}. The tree must read {@link TreeContext#clock()}: that clock reads
 * Flink's time, so a tree restored from a checkpoint, on another task or machine, continues on
 * the same time line.
 *
 * <p>Called for every agent object the keyed state hands out that has no tree yet: a new key's
 * agent, an agent read back from RocksDB or from a checkpoint, or a copy the heap state backend
 * made while a checkpoint was being written. Each time the tree's execution state is then
 * restored from the key's snapshot, so the factory must not tick or otherwise use the tree, and
 * is the place to hand the agent what is not kept in state, such as the context it emits through
 * ({@code agent.alerts = context}).
 *
 * @param <A> the agent type
 * @param <OUT> what the leaves emit
 */
@FunctionalInterface
public interface TreeFactory<A, OUT> extends Serializable {

    /** A tree over {@code agent}, reading {@code context.clock()}. */
    Tree create(A agent, TreeContext<OUT> context);
}
