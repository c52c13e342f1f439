// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

/** The two shapes a generated {@code run()} takes, chosen by {@link EmissionPlan}. */
public enum CodeShape {
    /**
     * A labelled block per node that acts on top of the stack, in pre-order, with every jump
     * known at build time written in as a forward {@code break}: for a tree with one run stack,
     * which within a tick only moves forward in pre-order (but for the next child of a drawn
     * order, found at run time), and for a tree with parallels in one part (a parallel's block
     * follows its branches'; serving a branch goes round the loop).
     */
    BLOCKS,
    /**
     * An event machine over the run stacks that reads the tables at run time: for a tree with
     * parallels over one part, and a one-stack tree whose blocks would be too large. The state is one
     * {@code int[]}.
     */
    EVENT_LOOP
}
