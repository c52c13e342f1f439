// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

/**
 * The errors for a null given to a public class of the runtime, each tagged and saying what to
 * pass instead (docs/runtime.md, "Misuse"). Generated trees' refusals, which share these words,
 * are in {@code internal.Misuse}: that package is above this one (it may use the public classes,
 * never the reverse), so the one line that formats a refusal stands in both.
 */
final class Misuse {
    private Misuse() {}

    /**
     * {@code value}, or the error for a null: {@code method} (as {@code Class.method}) does not
     * take null for {@code parameter}; {@code fix} says what to pass.
     *
     * @throws NullPointerException tagged {@code [Arbor/NullArgument]}
     */
    static <T> T notNull(T value, String method, String parameter, String fix) {
        if (value == null) {
            throw refusedNull("NullArgument", method, parameter, fix);
        }
        return value;
    }

    /**
     * {@code tree}, or the error for a null: {@code method} does not take null for its
     * parameter {@code tree}.
     *
     * @throws NullPointerException tagged {@code [Arbor/NullTree]}
     */
    static <T> T notNullTree(T tree, String method, String fix) {
        if (tree == null) {
            throw refusedNull("NullTree", method, "tree", fix);
        }
        return tree;
    }

    private static NullPointerException refusedNull(String tag, String method, String parameter,
            String fix) {
        return new NullPointerException("[Arbor/" + tag + "] " + method + "() got null for "
                + parameter + "; " + fix);
    }
}
