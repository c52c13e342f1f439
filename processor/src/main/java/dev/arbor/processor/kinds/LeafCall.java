// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

/**
 * How the generated code calls a leaf.
 *
 * @param result what the leaf method returns
 * @param onStart the action's start hook, or null
 * @param onEnd the action's end hook, or null
 * @param onEndTakesStatus whether the end hook takes the final {@code Status}
 * @param onPause the action's pause hook (taking one {@code boolean}), or null
 * @param receiver the agent's field the methods are called on (a {@code @Task}), or null for
 *     the agent itself
 * @param method the method the leaf calls
 */
public record LeafCall(ResultKind result, String onStart, String onEnd, boolean onEndTakesStatus,
        String onPause, String receiver, String method) {

    /** The same calls, made on {@code path} (fields from the agent, dot-separated) first. */
    public LeafCall under(String path) {
        return path == null ? this : new LeafCall(result, onStart, onEnd, onEndTakesStatus,
                onPause, receiver == null ? path : path + "." + receiver, method);
    }
}
