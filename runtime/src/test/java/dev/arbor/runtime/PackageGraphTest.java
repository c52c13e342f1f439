// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import dev.arbor.packagegraph.PackageGraph;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The runtime's packages, checked on the sources by the shared {@link PackageGraph} (the table
 * is in docs/runtime.md): the public package imports nothing of {@code internal}, which holds
 * what generated trees call and may use the public classes (a {@code NodeFailure} to name, the
 * {@code Tree} and {@code TreeListener} to report to). The public classes refuse misuse through
 * their own package-private {@code Misuse}.
 */
class PackageGraphTest {
    static final PackageGraph GRAPH = PackageGraph.of("dev.arbor.runtime", PackageGraphTest.class)
            .allow(PackageGraph.TOP)
            .allow("internal", PackageGraph.TOP)
            .allow("replay", PackageGraph.TOP)
            .build();

    @Test
    void everyImportOfTheRuntimeFollowsTheTableAndNoCycle() {
        GRAPH.assertFollowedBy(Path.of("src/main/java")); // Surefire runs in the module directory
    }
}
