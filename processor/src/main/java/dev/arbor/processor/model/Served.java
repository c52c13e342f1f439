// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

/**
 * One service of one node (docs/semantics.md §5.6): a {@code @Service} method and a node it
 * serves, with a timer of its own.
 *
 * @param node the served node's pre-order index
 * @param method the service method's name
 * @param receiver the fields from the agent to the object the method is called on (an inlined
 *     subtree's), dot-separated, or null for the agent, as {@link Node#receiver}
 * @param millis its period in milliseconds (0: every tick)
 * @param timer where it keeps when it last ran in the generated code's {@code times}: after
 *     every node's timers, one per (service, node) pair
 */
public record Served(int node, String method, String receiver, long millis, int timer) {}
