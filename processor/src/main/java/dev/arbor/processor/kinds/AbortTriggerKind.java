// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

/**
 * The processor's copy of {@code dev.arbor.AbortTrigger}, matched by constant name: which
 * changes of a watched condition fire an abort (docs/semantics.md §6.4).
 */
public enum AbortTriggerKind {
    /** Any change of the answer since it was stored. */
    ANY_CHANGE,
    /** Only a change that lets the composite go on past the condition, or stops it there. */
    RELEVANT_CHANGE
}
