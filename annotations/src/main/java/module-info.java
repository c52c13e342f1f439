// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

/**
 * Arbor's authoring API, package {@code dev.arbor}: {@code @BehaviorTree}, the node
 * annotations, and the types their attributes and a tick's result use ({@code Status},
 * {@code AbortType}, {@code Policy}). No dependencies. A module with tree classes reads it
 * through {@code dev.arbor.runtime}, which requires it transitively, or requires it by name.
 */
module dev.arbor.annotations {
    exports dev.arbor;
}
