// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

/** The kit's refusal of a null, worded and tagged as the runtime's. */
final class Refusals {
    private Refusals() {}

    /**
     * {@code value}, or the error for a null: {@code method} ({@code Class.method}) does not take
     * null for {@code parameter}; {@code fix} says what to pass.
     *
     * @throws NullPointerException tagged {@code [Arbor/NullArgument]}
     */
    static <T> T notNull(T value, String method, String parameter, String fix) {
        if (value == null) {
            throw new NullPointerException("[Arbor/NullArgument] " + method + "() got null for "
                    + parameter + "; " + fix);
        }
        return value;
    }
}
