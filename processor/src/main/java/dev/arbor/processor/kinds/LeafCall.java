// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

/**
 * How the generated code calls a leaf.
 *
 * @param result what the leaf method returns; STATUS for an async action, which the tree polls
 *     as a Status
 * @param onStart the action's start hook, or null
 * @param onEnd the action's end hook, or null
 * @param onEndTakesStatus whether the end hook takes the final {@code Status}
 * @param onPause the action's pause hook (taking one {@code boolean}), or null
 * @param receiver the agent's field the methods are called on (a {@code @Task}), or null for
 *     the agent itself
 * @param method the method the leaf calls
 * @param async for an async action (its method returns a {@code CompletionStage},
 *     docs/semantics.md §5.8), what its stage completes with, as the plain action's result it
 *     stands for; null for every other leaf
 */
public record LeafCall(ResultKind result, String onStart, String onEnd, boolean onEndTakesStatus,
        String onPause, String receiver, String method, ResultKind async) {

    /** A leaf that is no async action. */
    public LeafCall(ResultKind result, String onStart, String onEnd, boolean onEndTakesStatus,
            String onPause, String receiver, String method) {
        this(result, onStart, onEnd, onEndTakesStatus, onPause, receiver, method, null);
    }

    /** The same calls, made on {@code path} (fields from the agent, dot-separated) first. */
    public LeafCall under(String path) {
        return path == null ? this : new LeafCall(result, onStart, onEnd, onEndTakesStatus,
                onPause, receiver == null ? path : path + "." + receiver, method, async);
    }

    /** Whether it is an async action (§5.8): its end empties its slot, so it has an end. */
    public boolean isAsync() {
        return async != null;
    }

    /** Whether something runs when it ends: its end hook, or an async action's slot emptied. */
    public boolean hasEnd() {
        return onEnd != null || async != null;
    }

    /** What it can end with, as a plain action's result: the stage's for an async action. */
    public ResultKind ends() {
        return async != null ? async : result;
    }
}
