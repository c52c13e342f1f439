// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import dev.arbor.runtime.Tree;
import java.io.Serializable;

/**
 * Turns an input record into what the key's tree sees: changes to the agent's fields (the
 * agent is the tree's blackboard) and events raised with {@link Tree#raise(String)}. It does not
 * tick the tree: the next tick sees what it did (an event stays pending until then).
 *
 * <p>In event time a record is handled just before the first tick at or after its timestamp,
 * whatever the order in which records of different tasks arrive (see {@link KeyedTrees}); records
 * handled before the same tick are handled in the order they arrived, so a handler whose result
 * should not depend on that order keeps, for example, the newest record by timestamp.
 *
 * @param <IN> the input record type
 * @param <A> the agent type
 */
@FunctionalInterface
public interface RecordHandler<IN, A> extends Serializable {

    /**
     * Applies {@code record} to the key's {@code agent} and {@code tree}.
     *
     * @param timestamp the record's timestamp in event time; in processing time the current
     *     processing time
     */
    void onRecord(IN record, long timestamp, A agent, Tree tree);
}
