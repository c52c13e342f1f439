// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

/** How many branches of a {@link Parallel} must succeed (or fail) to decide it. */
public enum Policy {
    /** The first branch to reach the result decides. */
    ONE,
    /** Every branch must reach the result. */
    ALL
}
