// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbor.packagegraph.PackageGraph;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each example is one package that stands alone, checked on the sources by the shared
 * {@link PackageGraph} (the table is in examples/README.md): a newcomer copies one folder and
 * has all of it. One row stands for every example, so a new one needs no change here; the
 * examples have no top package.
 */
class PackageGraphTest {
    static final PackageGraph GRAPH = PackageGraph.of("dev.arbor.examples", PackageGraphTest.class)
            .allow("\\w+")
            .build();

    @Test
    void everyExampleStandsAlone() {
        GRAPH.assertFollowedBy(Path.of("src/main/java")); // Surefire runs in the module directory
    }

    @Test
    void anExampleImportingAnotherIsReported() {
        assertEquals(List.of("golem/Fake.java:2: import dev.arbor.examples.guard.Guard;"
                + " (golem (\\w+) may import no other package of dev.arbor.examples)"),
                GRAPH.violations("golem/Fake.java", """
                        package dev.arbor.examples.golem;
                        import dev.arbor.examples.guard.Guard;
                        class Fake {}
                        """));
    }
}
