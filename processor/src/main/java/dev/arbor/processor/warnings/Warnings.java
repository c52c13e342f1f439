// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.warnings;

import dev.arbor.processor.base.Report;
import dev.arbor.processor.model.OutcomeTable;
import dev.arbor.processor.model.TreeDescriptor;
import dev.arbor.processor.read.TreeSource;

/**
 * The warnings about what a tree can never do, on its flattened tree (inlined subtrees
 * included, as they run), all read from one {@link OutcomeTable} worked out once per tree:
 * {@link UselessAborts} (nothing it ever runs is watched), {@link UnreachableChildren} (a child
 * its parent never enters), {@link NeverSucceedingParallels} (a success policy no run can meet)
 * and {@link NeverFiringAborts} (a lower-priority abort with nothing of lower priority to
 * interrupt). Each is given only where what it says is true of every run; the table never
 * leaves out a result that can happen (docs/semantics.md §5).
 */
public final class Warnings {
    private Warnings() {}

    /**
     * Reports, on {@code source}'s elements, what {@code tree} (its flattened tree) can never do.
     *
     * @param usedAsSubtree whether some class of the build inlines {@code source} as a
     *     {@code @Subtree}
     */
    public static void check(TreeSource source, TreeDescriptor tree, boolean usedAsSubtree,
            Report report) {
        OutcomeTable table = new OutcomeTable(tree);
        Places places = new Places(source, tree);
        UselessAborts.check(places, table, report);
        UnreachableChildren.check(places, table, report);
        NeverSucceedingParallels.check(places, table, report);
        NeverFiringAborts.check(places, table, usedAsSubtree, report);
    }
}
