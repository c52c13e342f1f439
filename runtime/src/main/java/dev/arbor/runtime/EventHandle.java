// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

/** The handle of an {@code @Event} node: what a test raises ({@link NodeHandle}). */
public final class EventHandle extends NodeHandle {
    /**
     * The handle of event {@code index} of {@code tree}, whose method is {@code method}; written
     * by the processor.
     *
     * @throws NullPointerException if {@code tree} or {@code method} is null
     * @throws IllegalArgumentException if {@code index} is negative
     */
    public EventHandle(Class<? extends Tree> tree, int index, String method) {
        super("new EventHandle", tree, index, method);
    }
}
