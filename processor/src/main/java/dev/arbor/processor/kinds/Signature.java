// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

/**
 * What a node kind's annotated method must look like, besides what every node method keeps
 * to (no parameters, not private, not static).
 */
public enum Signature {
    /** A composite or decorator: {@code void}; its body is never called. */
    BODY_NEVER_CALLED,
    /** A condition: returns {@code boolean}. */
    CONDITION,
    /** An action: returns {@code Status}, {@code boolean} or {@code void}. */
    ACTION,
    /** A task: a field whose type implements {@code dev.arbor.runtime.TaskObject}. */
    TASK_FIELD,
    /** A subtree: a field whose type is another {@code @BehaviorTree} class. */
    SUBTREE_FIELD
}
