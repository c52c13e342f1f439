// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

/**
 * Recording and replay of a tree's session (docs/recording.md): a {@link Recorder}, attached to
 * a tree as its listener, keeps every tick's clock reading, leaf answer and value read, the
 * whole trace, the pauses, resets and raises between ticks and a snapshot every N ticks, as a
 * {@link Recording}, which a compact versioned file holds; a {@link Replayer} runs the session
 * again on a new instance of the same tree class without calling the agent's leaves or reads,
 * from the start or from any tick, and checks that every tick does exactly what it did.
 * Depends on nothing but {@code dev.arbor.runtime}.
 */
package dev.arbor.runtime.replay;
