// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.constant;

import com.palantir.javapoet.TypeSpec;
import dev.arbor.processor.base.GeneratedNames;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.model.Jumps;
import dev.arbor.processor.model.Node;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes the named constants of a generated tree: one per node, and the codes its code reads
 * (kinds, statuses, jumps, abort types, loop events, child steps), each only where the tree's
 * code shape and kinds read it.
 */
final class CodesWriter extends PartWriter {
    CodesWriter(TreeContext context) {
        super(context);
    }

    void write(TypeSpec.Builder type) {
        addNodeConstants(type);
        addCodes(type);
    }

    private void addNodeConstants(TypeSpec.Builder type) {
        if (names.byIndex()) {
            return; // a very large tree names its nodes by index (NodeNames.NAMED_NODES)
        }
        for (Node node : tree.nodes()) {
            constant(type, names.of(node), node.index(), node.index() == 0
                    ? "Node indices, in pre-order: NODES has a row for each, naming its method."
                    : null);
        }
    }

    /** The name of a kind's code: {@code SEQUENCE}. */
    static String kindCode(NodeKind kind) {
        return GeneratedNames.nodeConstant(kind.simpleName());
    }

    private void addCodes(TypeSpec.Builder type) {
        boolean eventLoop = !state.inFields(); // the generic loop, if only traced
        if (eventLoop) {
            String doc = "Node kinds (column KIND).";
            for (NodeKind kind : Kinds.ALL) {
                if (!tree.kinds().contains(kind)) {
                    continue;
                }
                constant(type, kindCode(kind), Kinds.ALL.indexOf(kind), doc);
                doc = null;
            }
        }
        constant(type, "INACTIVE", 0, "Statuses, as {@code Status.ordinal()}; INACTIVE also"
                + " means interrupted.");
        constant(type, "RUNNING", 1, null);
        constant(type, "SUCCESS", 2, null);
        constant(type, "FAILURE", 3, null);
        constant(type, "NONE", -1, "No node: an empty stack, the root's parent, a deleted entry.");
        if (eventLoop) {
            constant(type, "ROOT_COMPLETES", Jumps.ROOT_COMPLETES, "Jumps (columns ON_SUCCESS,"
                    + " ON_FAILURE): the root completes;");
            constant(type, "STOP", Jumps.STOP, "STOP - x: node x completed; its parent acts.");
        }
        if (tree.hasAborts()) {
            constant(type, "DORMANT", -2, "An entry that watches nothing yet (§6.2).");
            if (eventLoop) {
                constant(type, "NO_ABORT", 0, "Abort types (column ABORT), as bit sets.");
                constant(type, "SELF", AbortKind.SELF.code(), null); // record() reads these two
                constant(type, "LOWER_PRIORITY", AbortKind.LOWER_PRIORITY.code(), null);
                if (tree.nodes().stream().anyMatch(n -> n.abortType() == AbortKind.BOTH)) {
                    constant(type, "BOTH", AbortKind.BOTH.code(), null); // only in the table
                }
                if (aborts.someStartWatchingInStep2()) {
                    constant(type, "FRESH", 16, "Added to what an entry stores when a guard's"
                            + " interruption makes it watch in step 2: it is first re-evaluated"
                            + " at the next tick (§5.5).");
                }
            }
        }
        if (eventLoop) {
            constant(type, "RUN", 0, "Events of the run loop: run the node on top of a stack,");
            constant(type, "DONE", 1, "a child completed,");
            constant(type, "YIELD", 2, "a stack answered RUNNING,");
            if (needs.parallels()) {
                constant(type, "NEXT", 3, "a parallel visits its next branch.");
            }
        }
        if (eventLoop && needs.rules()) {
            addStepCodes(type);
        }
    }

    /** The codes of columns ON_CHILD_SUCCESS and ON_CHILD_FAILURE that some row holds. */
    private void addStepCodes(TypeSpec.Builder type) {
        Set<String> used = new HashSet<>(List.of(EventLoopNeeds.SUCCEEDS,
                EventLoopNeeds.FAILS));
        if (needs.counts()) { // the loop's "step >= COUNTS_TO_SUCCESS" reads it
            used.add(EventLoopNeeds.COUNTS_TO_SUCCESS);
        }
        for (Node node : tree.nodes()) {
            used.add(EventLoopNeeds.step(node, true));
            used.add(EventLoopNeeds.step(node, false));
        }
        String doc = "What a node does when a child completes (columns ON_CHILD_SUCCESS,"
                + " ON_CHILD_FAILURE): complete SUCCESS,";
        List<String> codes = List.of(EventLoopNeeds.SUCCEEDS, EventLoopNeeds.FAILS,
                EventLoopNeeds.YIELDS, EventLoopNeeds.COUNTS_TO_SUCCESS,
                EventLoopNeeds.COUNTS_TO_FAILURE, EventLoopNeeds.DECIDES,
                EventLoopNeeds.NEXT_DRAWN, EventLoopNeeds.CLEANS_UP);
        List<String> docs = List.of(doc, "complete FAILURE,", "yield (enter the child again next"
                        + " tick),", "count a round, complete SUCCESS at the limit, else yield,",
                "count a round, complete FAILURE at the limit, else yield,",
                "decide by its policies (a parallel),",
                "enter the next child of the order it drew; after the last, complete alike.",
                "(a TryCatch) enter its clean-up, its last child, noting that it runs: a child of"
                        + " its block failed.");
        for (int i = 0; i < codes.size(); i++) {
            if (used.contains(codes.get(i))) {
                constant(type, codes.get(i), i, docs.get(i));
            }
        }
    }
}
