// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

/** What a leaf method returns, which decides how the generated code turns it into a status. */
public enum ResultKind {
    /** A condition, or an action answering true (SUCCESS) / false (FAILURE). */
    BOOLEAN,
    /** An action answering a {@code dev.arbor.Status}. */
    STATUS,
    /** An action that always succeeds. */
    VOID
}
