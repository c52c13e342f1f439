// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

/**
 * What a generated tree with {@link dev.arbor.Permit @Permit} or
 * {@link dev.arbor.SharedCooldown @SharedCooldown} nodes also implements, so that a
 * {@link TreeRunner} settles what it asked of the shared {@link Permits} and
 * {@link CooldownGroup}s (see "Settles" in {@link Permits}). Called by the runner; your own
 * code has no reason to call it.
 */
public interface SharedRequests {

    /**
     * Settles this tree's requests: each of its groups takes the ends reported to it, and each
     * of its waiting {@code @Permit} nodes, in pre-order, takes a permit if one is free. Calls no
     * user method and allocates nothing.
     */
    void settleShared();

    /**
     * Whether a runner settles this tree ({@code true} from when it is added to one until it is
     * removed); while none does, the tree settles itself at the end of each tick.
     */
    void settledByRunner(boolean byRunner);
}
