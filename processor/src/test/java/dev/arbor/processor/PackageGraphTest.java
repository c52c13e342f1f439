// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.packagegraph.PackageGraph;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The processor's packages form a layered, acyclic graph, checked on the sources by the shared
 * {@link PackageGraph} (no ArchUnit): {@code base ← kinds ← read ← validation} and {@code read ←
 * model ← codegen}, {@code model ← diagrams}, {@code model ← warnings}, with the top package
 * (ArborProcessor, TreeStep) above everything. Codegen and diagrams in particular must never
 * reach back into {@code read} or {@code validation}: they work from the model alone, so they can
 * be tested without javac.
 *
 * <p>The checker proves itself in the runtime's tests ({@code PackageGraphCheckerTest}); the
 * second half of this class proves that this table says what the README says.
 */
class PackageGraphTest {
    /** Per package (relative to dev.arbor.processor), the packages it may import besides itself. */
    static final PackageGraph GRAPH = PackageGraph.of("dev.arbor.processor", PackageGraphTest.class)
            .allow("base")
            .allow("kinds", "base")
            .allow("read", "base", "kinds")
            .allow("validation", "base", "kinds", "read")
            .allow("model", "base", "kinds", "read")
            .allow("codegen", "base", "kinds", "model")
            .allow("diagrams", "base", "kinds", "model")
            .allow("warnings", "base", "kinds", "read", "model")
            // ArborProcessor, TreeStep: everything
            .allow(PackageGraph.TOP, "base", "kinds", "read", "validation", "model", "codegen",
                    "diagrams", "warnings")
            .build();

    @Test
    void everyImportOfTheProcessorFollowsTheLayering() {
        GRAPH.assertFollowedBy(Path.of("src/main/java")); // Surefire runs in the module directory
    }

    // ---- the table says what the README says ---------------------------------------------

    @Test
    void aModelFileImportingCodegenIsReportedAsABackEdge() {
        List<String> found = GRAPH.violations("src/main/java/dev/arbor/processor/model/Fake.java", """
                package dev.arbor.processor.model;

                import dev.arbor.processor.kinds.NodeKind;
                import dev.arbor.processor.codegen.Foo;

                final class Fake {}
                """);
        assertEquals(List.of("src/main/java/dev/arbor/processor/model/Fake.java:4: "
                + "import dev.arbor.processor.codegen.Foo; (model may import only base, kinds, read)"),
                found);
    }

    @Test
    void codegenMayNeverImportReadOrValidationEvenStatically() {
        List<String> found = GRAPH.violations("codegen/Fake.java", """
                package dev.arbor.processor.codegen;

                import dev.arbor.processor.model.Node;
                import dev.arbor.processor.read.TreeSource;
                import static dev.arbor.processor.validation.TreeValidator.check;
                import dev.arbor.processor.read.*;

                final class Fake {}
                """);
        assertEquals(3, found.size(), () -> String.join("\n", found));
        assertTrue(found.get(0).startsWith(
                "codegen/Fake.java:4: import dev.arbor.processor.read.TreeSource;"), found.get(0));
        assertTrue(found.get(1).startsWith(
                "codegen/Fake.java:5: import static dev.arbor.processor.validation.TreeValidator.check;"),
                found.get(1));
        assertTrue(found.get(2).startsWith("codegen/Fake.java:6: import dev.arbor.processor.read.*;"),
                found.get(2));
    }

    @Test
    void theLowestLayersImportNothingAbove() {
        assertEquals(1, GRAPH.violations("base/Fake.java", """
                package dev.arbor.processor.base;
                import dev.arbor.processor.kinds.Kinds;
                class Fake {}
                """).size(), "base → kinds");
        assertEquals(1, GRAPH.violations("kinds/Fake.java", """
                package dev.arbor.processor.kinds;
                import dev.arbor.processor.read.NodeMethod;
                class Fake {}
                """).size(), "kinds → read");
        assertEquals(1, GRAPH.violations("read/Fake.java", """
                package dev.arbor.processor.read;
                import dev.arbor.processor.model.Node;
                class Fake {}
                """).size(), "read → model");
        assertEquals(1, GRAPH.violations("model/Fake.java", """
                package dev.arbor.processor.model;
                import dev.arbor.processor.validation.TreeValidator;
                class Fake {}
                """).size(), "model → validation (siblings)");
    }

    @Test
    void onlyTheTopPackageImportsTheTopPackage() {
        assertEquals(List.of(), GRAPH.violations("ArborProcessor.java", """
                package dev.arbor.processor;
                import dev.arbor.processor.codegen.TreeWriter;
                import dev.arbor.processor.validation.TreeValidator;
                import dev.arbor.processor.read.TreeReader;
                class ArborProcessor {}
                """));
        List<String> found = GRAPH.violations("model/Fake.java", """
                package dev.arbor.processor.model;
                import dev.arbor.processor.TreeStep;
                import dev.arbor.processor.*;
                class Fake {}
                """);
        assertEquals(2, found.size(), () -> String.join("\n", found));
        assertTrue(found.get(0).contains("the top package"), found.get(0));
    }
}
