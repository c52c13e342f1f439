// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

/**
 * What happens when a node of a one-stack tree completes, decided at build time from each
 * parent's child-result rule (docs/semantics.md §5): one step, and what follows it. The block
 * writer prints it, and {@link EmissionPlan} sizes it; {@link EmissionPlan#ends} and its
 * siblings build it, each step once per node, so that a completion shared by many leaves (a
 * counter's, a catcher's) is one object, however often it is printed.
 *
 * @param step what happens
 * @param node the node it happens to (ENDS, YIELDS, COUNTS, DRAWS, CLEANS_UP), or the child to
 *     enter (ENTERS), or the branch that completed (DECIDES); null for FINISHES
 * @param success the result {@code node} (or the root, for FINISHES) completes with
 * @param then what follows: after an end, what its parent does; for YIELDS, what a catcher
 *     above does (null: the stack is done for this tick); for COUNTS, the yield under the
 *     limit; for DRAWS, the end after the last child of the order; for DECIDES, the parallel's
 *     end with SUCCESS; for CLEANS_UP, the clean-up entered
 * @param otherwise for COUNTS, the end at the limit; for DECIDES, the parallel's end with
 *     FAILURE; null otherwise
 */
public record Completion(Step step, Node node, boolean success, Completion then,
        Completion otherwise) {

    /** The steps; each names what a writer prints for it. */
    public enum Step {
        /** {@code node} ends with {@code success} (its end effects), then {@code then}. */
        ENDS,
        /** Its parent enters {@code node}, the next child, which runs from its first node. */
        ENTERS,
        /** The root completed with {@code success}: the pass is over. */
        FINISHES,
        /**
         * {@code node} answers RUNNING and stays on top of the stack: the stack is done for this
         * tick, unless a FailIfRunning above catches it ({@code then}: the catcher fails).
         */
        YIELDS,
        /**
         * {@code node} counts a round of its child: under its limit {@code then} (it yields),
         * at the limit {@code otherwise} (it ends).
         */
        COUNTS,
        /**
         * {@code node} enters the next child of the order it drew on entry, decided at run time;
         * after the last, {@code then} (it ends with the child's result).
         */
        DRAWS,
        /**
         * Branch {@code node} of a parallel completed with {@code success}: the parallel counts
         * it and decides by its policies (§5.3), known at build time; decided, it interrupts the
         * branches still running and ends: {@code then} (SUCCESS) or {@code otherwise}
         * (FAILURE); undecided, it goes on visiting its branches.
         */
        DECIDES,
        /**
         * A child of the block of TryCatch {@code node} failed: it notes that its clean-up runs,
         * then {@code then}: it enters the clean-up, its last child (§5.4).
         */
        CLEANS_UP
    }
}
