// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

/**
 * What a job does with a key whose tree state was written by another version of its tree class
 * (its layout hash differs: the class was edited and compiled again since the checkpoint or
 * savepoint), chosen by {@link KeyedTrees#onNewVersion(NewVersion)}.
 */
public enum NewVersion {
    /**
     * The default: the key's state is refused when the key is first touched, and the task fails
     * (restoring the same savepoint into the same job keeps failing). What the operator did before
     * this option existed.
     */
    REFUSE,
    /**
     * The key's tree state is moved to the job's tree class by the rules of a move between two
     * versions of a tree (docs/semantics.md §9.1, "Without the old class"): matched nodes keep
     * their state, new ones start fresh, and a run that cannot continue ends without its running
     * actions' {@code onEnd} being called (the old class is gone), the new tree beginning a new
     * pass at the key's next tick. The operator keeps a description of each layout it ran in its
     * operator state (once, not per key) to read the old snapshots by; a key whose layout has no
     * description there (state written by an arbor-flink that kept none) is refused.
     */
    MOVE
}
