// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import dev.arbor.packagegraph.PackageGraph;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The packages of arbor-flink, checked on the sources by the shared {@link PackageGraph} (the
 * table is in docs/flink.md): {@code internal} holds a key's state and how Flink writes it
 * ({@code Keeper}, {@code KeeperSerializer}, whose class names are written into checkpoints) and
 * knows nothing of the API; the public package (the API and its operator, {@code TreeOperator})
 * uses it; {@code monitor}, the example job, uses the public API only.
 */
class PackageGraphTest {
    static final PackageGraph GRAPH = PackageGraph.of("dev.arbor.flink", PackageGraphTest.class)
            .allow("internal")
            .allow(PackageGraph.TOP, "internal")
            .allow("monitor", PackageGraph.TOP)
            .build();

    @Test
    void everyImportOfArborFlinkFollowsTheTableAndNoCycle() {
        GRAPH.assertFollowedBy(Path.of("src/main/java")); // Surefire runs in the module directory
    }
}
