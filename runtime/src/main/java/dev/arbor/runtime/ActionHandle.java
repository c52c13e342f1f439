// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

/**
 * The handle of an {@code @Action} or a {@code @Task} node: what a test's override of an
 * action's statuses takes ({@link NodeHandle}).
 */
public final class ActionHandle extends NodeHandle {
    private final boolean alwaysSucceeds;

    /**
     * The handle of action {@code index} of {@code tree}, whose method is {@code method};
     * written by the processor.
     *
     * @param alwaysSucceeds whether its method returns {@code void}, so that it always
     *     succeeds: an override may then answer only SUCCESS
     * @throws NullPointerException if {@code tree} or {@code method} is null
     * @throws IllegalArgumentException if {@code index} is negative
     */
    public ActionHandle(Class<? extends Tree> tree, int index, String method,
            boolean alwaysSucceeds) {
        super("new ActionHandle", tree, index, method);
        this.alwaysSucceeds = alwaysSucceeds;
    }

    /** Whether the action's method returns {@code void}: it always succeeds. */
    public boolean alwaysSucceeds() {
        return alwaysSucceeds;
    }
}
