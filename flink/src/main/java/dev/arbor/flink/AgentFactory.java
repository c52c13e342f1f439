// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import java.io.Serializable;

/**
 * Makes the agent of a key the first time a record arrives for it: the object whose annotated
 * methods the key's tree calls, and which Flink keeps in keyed state beside the tree's snapshot.
 *
 * <p>Shipped to the cluster with the job, so it must be serializable (a lambda or a method
 * reference of a serializable interface is).
 *
 * @param <K> the key type of the stream
 * @param <A> the agent type
 */
@FunctionalInterface
public interface AgentFactory<K, A> extends Serializable {

    /** A new agent for {@code key}. */
    A create(K key);
}
