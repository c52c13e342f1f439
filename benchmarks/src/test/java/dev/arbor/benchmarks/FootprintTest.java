// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.arbor.benchmarks.w1.W1GuardTree;
import dev.arbor.runtime.TreeListener;
import org.junit.jupiter.api.Test;
import org.openjdk.jol.info.ClassLayout;
import org.openjdk.jol.vm.VM;

/**
 * The design target of a W3 tree instance: at most 32 bytes retained (JOL, agent excluded) on a
 * JVM with compressed references and 8-byte alignment, the layout the figures in README.md
 * assume. What only a listener or a failure report needs is not in the instance until used.
 */
class FootprintTest {

    @Test
    void aW3TreeRetainsAtMost32Bytes() {
        assumeTrue(VM.current().sizeOfField("java.lang.Object") == 4
                && VM.current().objectAlignment() == 8, "compressed references, 8-byte alignment");
        double bytes = Footprint.bytesPerInstance("arbor");
        assertTrue(bytes <= 32, "a W3 tree retains " + bytes + " bytes");
        assertEquals(bytes, ClassLayout.parseClass(W1GuardTree.class).instanceSize(),
                "nothing but the tree itself is retained after ten frames");
    }

    @Test
    void aListenerCostsOnlyWhileAttached() {
        W1GuardTree tree = new W1GuardTree(new dev.arbor.benchmarks.w1.W1Guard(0));
        long bare = org.openjdk.jol.info.GraphLayout.parseInstance(tree).totalSize()
                - org.openjdk.jol.info.GraphLayout.parseInstance(tree.agent()).totalSize();
        TreeListener listener = new TreeListener() {};
        tree.setListener(listener);
        tree.tick();
        assertTrue(tree.listener() == listener);
        tree.setListener(null);
        tree.tick();
        long after = org.openjdk.jol.info.GraphLayout.parseInstance(tree).totalSize()
                - org.openjdk.jol.info.GraphLayout.parseInstance(tree.agent()).totalSize();
        assertEquals(bare, after, "detaching the listener drops what it needed");
    }
}
