// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import dev.arbor.processor.model.EmissionPlan;

/**
 * How far a generated class's methods and tables may grow before they are split, and from what
 * size a tree stops spending constant-pool entries on names.
 *
 * <p>Three limits of the JVM shape a large tree's class: HotSpot never JIT-compiles a method of
 * more than 8,000 bytes of bytecode (it would stay interpreted, silently, many times slower),
 * javac refuses a method of more than 64 KB (the class initializer included, and an array
 * initializer costs about 7 bytes per element), and a class holds at most 65,535 constant-pool
 * entries. So {@code run()}, {@code reevaluate()}, the per-entry methods and the dispatch
 * switches are split into parts of a bounded number of nodes or entries; a table of more rows
 * is concatenated from parts, each returned by its own method; and a very large tree names its
 * nodes by index ({@code case 4711:}) rather than by a constant each (two pool entries per node)
 * and keeps its abort entries in two arrays rather than two fields each (three entries per field).
 *
 * @param namedNodes beyond this many nodes, nodes are named by index, not by a constant
 * @param entryFields beyond this many abort entries, a one-stack tree keeps them in arrays
 * @param rowsPerPart rows per part of a static table
 * @param inlineValues up to this many values, a flat static table is written inline
 * @param blockNodesPerPart at most this many node indices per part of the blocks of
 *     {@code run()} (fewer where the plan's estimate of their bytecode asks for it)
 * @param tracedNodesPerPart the same for their traced copy, whose blocks are longer
 * @param entriesPerPart entries per part of {@code reevaluate()}, {@code forget()} and
 *     {@code resetEntries()}
 * @param dispatchNodesPerPart node indices per part of a dispatch switch
 * @param spreadAbove a class whose code names methods and strings worth more constant-pool
 *     entries than this is spread over inner classes ({@link ClassSpreader})
 * @param entriesPerClass the estimated constant-pool entries of each such inner class
 * @param partBytes the most bytes of bytecode the plan estimates for a part of the blocks of
 *     {@code run()}; a one-stack tree with a block over it runs the generic loop
 * @param narrowNodes up to this many nodes, a tree in fields keeps the node on top of its stack
 *     and what each abort entry watches in a {@code byte} (up to 128 nodes) or a {@code short}
 *     rather than an {@code int} ({@link StateLayout#nodeType}); 0: always an {@code int}
 */
record Sizes(int namedNodes, int entryFields, int rowsPerPart, int inlineValues,
        int blockNodesPerPart, int tracedNodesPerPart, int entriesPerPart,
        int dispatchNodesPerPart, int spreadAbove, int entriesPerClass, int partBytes,
        int narrowNodes) {

    /** What a build uses: every method under 8,000 bytes (HotSpotLimitsTest), names while cheap. */
    static final Sizes DEFAULT =
            new Sizes(1024, 256, 400, 256, 64, 24, 80, 128, 40_000, 30_000, 7000, 32_768);

    /**
     * Every split taken at the smallest size, nodes by index, entries in arrays, node values in
     * {@code int}s and each movable part in an inner class of its own, for any tree: the processor option
     * {@code arbor.layout=split} asks for it, so that tests check the code of a very large tree
     * on small ones.
     */
    static final Sizes SMALLEST = new Sizes(0, 0, 1, 0, 4, 2, 2, 2, -1, 1, 7000, 0);

    /**
     * For tests only: the system property {@code arbor.test.layoutDivisor=N} (N at least 1)
     * divides the limits that depend on a whole tree's size (named nodes, entry fields, the
     * constant-pool estimates that spread a class and size its parts) by N and leaves the
     * parts' sizes alone, so that a tree N times smaller gets the layout of a very large one:
     * the fast suite's LargeTreeTest checks at 1,051 nodes what the exhaustive one checks at
     * 10,501 (docs/testing.md). A build never sets it; it is read for each tree.
     */
    static final String TEST_DIVISOR = "arbor.test.layoutDivisor";

    /** The sizes the option {@link TreeWriter#LAYOUT_OPTION} asks for. */
    static Sizes forOption(String value) {
        if (!TreeWriter.isLayout(value)) {
            throw new IllegalArgumentException("-A" + TreeWriter.LAYOUT_OPTION + "=" + value);
        }
        if ("split".equals(value)) {
            return SMALLEST;
        }
        int divisor = Integer.getInteger(TEST_DIVISOR, 1);
        return divisor <= 1 ? DEFAULT : DEFAULT.dividedBy(divisor);
    }

    /** These sizes with the whole-tree limits divided by {@code n} (see {@link #TEST_DIVISOR}). */
    private Sizes dividedBy(int n) {
        return new Sizes(namedNodes / n, entryFields / n, rowsPerPart, inlineValues,
                blockNodesPerPart, tracedNodesPerPart, entriesPerPart, dispatchNodesPerPart,
                spreadAbove / n, entriesPerClass / n, partBytes, narrowNodes);
    }

    /** What the emission plan needs of these sizes: how large a part of {@code run()} may be. */
    EmissionPlan.Limits limits() {
        return new EmissionPlan.Limits(blockNodesPerPart, tracedNodesPerPart, partBytes);
    }
}
