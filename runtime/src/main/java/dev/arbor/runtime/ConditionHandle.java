// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

/**
 * The handle of a {@code @Condition} node: what a test's override of a condition's answers
 * takes ({@link NodeHandle}).
 */
public final class ConditionHandle extends NodeHandle {
    /**
     * The handle of condition {@code index} of {@code tree}, whose method is {@code method};
     * written by the processor.
     *
     * @throws NullPointerException if {@code tree} or {@code method} is null
     * @throws IllegalArgumentException if {@code index} is negative
     */
    public ConditionHandle(Class<? extends Tree> tree, int index, String method) {
        super("new ConditionHandle", tree, index, method);
    }
}
