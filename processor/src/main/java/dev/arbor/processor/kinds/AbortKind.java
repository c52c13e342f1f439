// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

/**
 * The processor's copy of {@code dev.arbor.AbortType}, matched by constant name. The codes are
 * bit sets (SELF = 1, LOWER_PRIORITY = 2, BOTH = both bits), as the generated tables use them.
 */
public enum AbortKind {
    NONE(0), SELF(1), LOWER_PRIORITY(2), BOTH(3);

    private final int code;

    AbortKind(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }
}
