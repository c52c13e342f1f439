// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

/**
 * One parallel's policy, as the generated table holds it.
 *
 * @param node the parallel's node index
 * @param branches how many children it has
 * @param successes how many branches must succeed for it to succeed
 * @param failures how many branches must fail for it to fail
 */
public record ParallelRow(int node, int branches, int successes, int failures) {}
