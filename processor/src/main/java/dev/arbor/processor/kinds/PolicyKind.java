// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

/** The processor's copy of {@code dev.arbor.Policy}, matched by constant name. */
public enum PolicyKind {
    ONE, ALL;

    /** How many of {@code branches} branches it takes to reach the threshold. */
    public int threshold(int branches) {
        return this == ONE ? 1 : branches;
    }
}
