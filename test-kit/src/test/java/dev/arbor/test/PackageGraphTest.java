// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import dev.arbor.packagegraph.PackageGraph;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The test kit is one package, checked on the sources by the shared {@link PackageGraph}
 * (docs/testing.md): a package added under {@code dev.arbor.test} fails this test until it is
 * placed in the table, which must stay acyclic.
 */
class PackageGraphTest {
    static final PackageGraph GRAPH = PackageGraph.of("dev.arbor.test", PackageGraphTest.class)
            .allow(PackageGraph.TOP)
            .build();

    @Test
    void theKitIsOnePackage() {
        GRAPH.assertFollowedBy(Path.of("src/main/java")); // Surefire runs in the module directory
    }
}
