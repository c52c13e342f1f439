// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

/**
 * Every test of {@link TreeRunnerRequestsTest} again, on a clock whose first reading is
 * {@code Long.MIN_VALUE}: no reading is taken to mean "none" (a tree asleep until then, a due
 * time then), whatever its value.
 */
class TreeRunnerRequestsFromMinValueTest extends TreeRunnerRequestsTest {
    @Override
    long origin() {
        return Long.MIN_VALUE;
    }
}
