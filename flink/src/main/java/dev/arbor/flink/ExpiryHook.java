// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import dev.arbor.runtime.Tree;
import java.io.Serializable;

/**
 * The goodbye of a key that {@link KeyedTrees#expireIdle(java.time.Duration, ExpiryHook)} retires
 * for being idle: called once, at the tick that found it idle, just before its agent, tree and
 * held records are removed from the state. It may emit a last record through {@code context}
 * (stamped, in event time, with that tick's time) and may read or change the agent and the tree;
 * the tree is not reset for it (call {@link Tree#reset()} here for its running nodes' end hooks
 * to run). A later record for the key starts it afresh with a new agent.
 *
 * <p>Shipped to the cluster with the job, so it must be serializable (a lambda or a method
 * reference of a serializable interface is). If it throws, the task fails as when a leaf throws,
 * and Flink restarts it from the last checkpoint.
 *
 * @param <A> the agent type
 * @param <OUT> what the leaves emit
 */
@FunctionalInterface
public interface ExpiryHook<A, OUT> extends Serializable {

    /** Says goodbye for the key of {@code agent}, whose {@code tree} ticks no more. */
    void onExpiry(A agent, Tree tree, TreeContext<OUT> context);
}
