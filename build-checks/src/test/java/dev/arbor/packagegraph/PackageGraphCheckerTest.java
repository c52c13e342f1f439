// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.packagegraph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shared checker proves itself on synthetic files and tables: each module's
 * {@code PackageGraphTest} only states its table and runs the check on its sources.
 */
class PackageGraphCheckerTest {
    /** A module {@code ex.app}: a core, any number of workloads over it, the top over all. */
    static final PackageGraph GRAPH = PackageGraph.of("ex.app", PackageGraphCheckerTest.class)
            .allow("core")
            .allow("w\\d+", "core")
            .allow("report", "core")
            .allow(PackageGraph.TOP, "core", "w\\d+", "report")
            .build();

    @Test
    void anImportTheTableDoesNotAllowIsReportedWithItsLineAndWhy() {
        assertEquals(List.of("core/Fake.java:4: import ex.app.report.Table; (core may import no other"
                + " package of ex.app)"), GRAPH.violations("core/Fake.java", """
                package ex.app.core;

                import java.util.List;
                import ex.app.report.Table;
                import ex.app.core.Other;

                final class Fake {}
                """));
    }

    @Test
    void staticAndWildcardImportsCountToo() {
        List<String> found = GRAPH.violations("report/Fake.java", """
                package ex.app.report;
                import ex.app.core.Agent;
                import static ex.app.w1.W1.run;
                import ex.app.w2.*;
                class Fake {}
                """);
        assertEquals(2, found.size(), () -> String.join("\n", found));
        assertTrue(found.get(0).startsWith("report/Fake.java:3: import static ex.app.w1.W1.run;"
                + " (report may import only core)"), found.get(0));
        assertTrue(found.get(1).startsWith("report/Fake.java:4: import ex.app.w2.*;"), found.get(1));
    }

    @Test
    void aFamilyRowGovernsEveryPackageItMatchesIncludingOnesAddedLater() {
        assertEquals("w\\d+", GRAPH.rowOf("w7"));
        assertEquals("core", GRAPH.rowOf("core"));
        assertEquals(null, GRAPH.rowOf("w"));
        assertEquals(null, GRAPH.rowOf("w1x"));
        assertEquals(List.of(), GRAPH.violations("w12/Fake.java", """
                package ex.app.w12;
                import ex.app.core.Agent;
                import ex.app.w12.Helper;
                class Fake {}
                """));
        assertEquals(List.of(), GRAPH.violations("Top.java", """
                package ex.app;
                import ex.app.w12.W12;
                import ex.app.w3.W3;
                class Top {}
                """));
    }

    @Test
    void membersOfAFamilyDoNotImportEachOtherNorTheTop() {
        List<String> found = GRAPH.violations("w3/Fake.java", """
                package ex.app.w3;
                import ex.app.w1.W1;
                import ex.app.Top;
                class Fake {}
                """);
        assertEquals(List.of(
                "w3/Fake.java:2: import ex.app.w1.W1; (w3 (w\\d+) may import only core)",
                "w3/Fake.java:3: import ex.app.Top; (w3 (w\\d+) may import only core;"
                        + " not the top package)"), found);
    }

    @Test
    void anUnknownPackageMustBePlacedInTheTable() {
        List<String> own = GRAPH.violations("util/Fake.java", """
                package ex.app.util;
                class Fake {}
                """);
        assertEquals(List.of("util/Fake.java: unknown package ex.app.util (place it in"
                + " PackageGraphCheckerTest's table)"), own);

        List<String> imported = GRAPH.violations("core/Fake.java", """
                package ex.app.core;
                import ex.app.core.util.Helper;
                class Fake {}
                """);
        assertEquals(1, imported.size(), () -> String.join("\n", imported));
        assertTrue(imported.get(0).contains("unknown package ex.app.core.util"), imported.get(0));
    }

    @Test
    void aQualifiedNameInCodeCountsLikeAnImportButCommentsAndStringsDoNot() {
        List<String> found = GRAPH.violations("core/Fake.java", """
                package ex.app.core;

                // import ex.app.report.Commented;
                /** See {@link ex.app.report.Table}. */
                final class Fake {
                    static final String NAME = "ex.app.report.Table";
                    static final String BLOCK = \"""
                            ex.app.w1.W1
                            \""";
                    static final char QUOTE = '"';
                    ex.app.core.Agent fine;
                    ex.app.report.Table notFine;
                }
                """);
        assertEquals(List.of("core/Fake.java:12: ex.app.report.Table"
                + " (qualified name in code; core may import no other package of ex.app)"), found);
    }

    @Test
    void aFileOutsideTheRootIsReported() {
        assertEquals(List.of("Fake.java: no package ex.app.* declaration"),
                GRAPH.violations("Fake.java", "class Fake {}\n"));
        assertEquals(1, GRAPH.violations("Fake.java", "package ex.application;\n").size());
    }

    @Test
    void cyclesAreFoundWhereverTheyAre() {
        assertEquals(List.of(), PackageGraph.cycles(Map.of("a", Set.of("b"), "b", Set.of("c"))));
        assertEquals(List.of("a → b → a"), PackageGraph.cycles(Map.of(
                "a", Set.of("b"), "b", Set.of("a", "c"), "c", Set.of())));
        assertEquals(List.of("a → b → c → a"), PackageGraph.cycles(Map.of(
                "a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"))));
        assertEquals(List.of("w\\d+ → w\\d+"), PackageGraph.cycles(Map.of("w\\d+", Set.of("w\\d+"))));
        assertEquals(List.of("the top package → x → the top package", "y → z → y"),
                PackageGraph.cycles(Map.of(PackageGraph.TOP, Set.of("x"), "x", Set.of(PackageGraph.TOP),
                        "y", Set.of("z"), "z", Set.of("y"))));
        assertEquals(List.of(), GRAPH.tableCycles());
    }

    @Test
    void aTableThatAllowsACycleFailsTheCheckEvenWhenNoImportUsesIt(@TempDir Path sources)
            throws IOException {
        write(sources, "ex/app/core/Agent.java", "package ex.app.core;\nclass Agent {}\n");
        write(sources, "ex/app/report/Table.java", "package ex.app.report;\nclass Table {}\n");
        PackageGraph cyclic = PackageGraph.of("ex.app", PackageGraphCheckerTest.class)
                .allow("core", "report")
                .allow("report", "core")
                .build();
        AssertionError error = assertThrows(AssertionError.class,
                () -> cyclic.assertFollowedBy(sources));
        assertTrue(error.getMessage().contains("the table allows a cycle: core → report → core"),
                error.getMessage());
    }

    @Test
    void theWholeCheckPassesOnAModuleThatFollowsItsTable(@TempDir Path sources)
            throws IOException {
        writeModule(sources);
        PackageGraph.Scan scan = GRAPH.assertFollowedBy(sources);
        assertEquals(Set.of("", "core", "report", "w1", "w2"), scan.packages());
        assertEquals(Map.of("", Set.of("core", "w1", "w2", "report"), "report", Set.of("core"),
                "w1", Set.of("core"), "w2", Set.of("core")), scan.edges());
    }

    @Test
    void theWholeCheckReportsBackEdgesTheirCycleAndStaleRows(@TempDir Path sources)
            throws IOException {
        writeModule(sources);
        write(sources, "ex/app/core/Back.java",
                "package ex.app.core;\nimport ex.app.w1.W1;\nclass Back {}\n");
        PackageGraph withStaleRow = PackageGraph.of("ex.app", PackageGraphCheckerTest.class)
                .allow("core")
                .allow("w\\d+", "core")
                .allow("report", "core")
                .allow("gone", "core")
                .allow(PackageGraph.TOP, "core", "w\\d+", "report")
                .build();
        AssertionError error = assertThrows(AssertionError.class,
                () -> withStaleRow.assertFollowedBy(sources));
        String message = error.getMessage();
        assertTrue(message.startsWith("3 problem(s) with the package graph of ex.app"), message);
        assertTrue(message.contains("Back.java:2: import ex.app.w1.W1; (core may import no other"
                + " package of ex.app)"), message);
        assertTrue(message.contains("the imports form a cycle: core → w1 → core"), message);
        assertTrue(message.contains("row gone of PackageGraphCheckerTest matches no package"),
                message);
    }

    @Test
    void aSourceRootThatIsNotThereFails(@TempDir Path sources) {
        assertThrows(AssertionError.class, () -> GRAPH.scan(sources.resolve("missing")));
    }

    @Test
    void aRowMayOnlyAllowRowsOfTheTable() {
        assertThrows(IllegalArgumentException.class,
                () -> PackageGraph.of("ex.app", PackageGraphCheckerTest.class)
                        .allow("core", "util").build());
        assertThrows(IllegalArgumentException.class,
                () -> PackageGraph.of("ex.app", PackageGraphCheckerTest.class)
                        .allow("core").allow("core"));
    }

    private static void writeModule(Path sources) throws IOException {
        write(sources, "ex/app/App.java", """
                package ex.app;
                import ex.app.core.Agent;
                import ex.app.report.Table;
                import ex.app.w1.W1;
                class App { ex.app.w2.W2 second; }
                """);
        write(sources, "ex/app/core/Agent.java", "package ex.app.core;\npublic class Agent {}\n");
        write(sources, "ex/app/w1/W1.java",
                "package ex.app.w1;\nimport ex.app.core.Agent;\npublic class W1 {}\n");
        write(sources, "ex/app/w2/W2.java",
                "package ex.app.w2;\npublic class W2 { ex.app.core.Agent agent; }\n");
        write(sources, "ex/app/report/Table.java",
                "package ex.app.report;\nimport ex.app.core.*;\npublic class Table {}\n");
        write(sources, "ex/app/report/package-info.java", "/** Reports. */\npackage ex.app.report;\n");
    }

    private static void write(Path sources, String file, String content) throws IOException {
        Path path = sources.resolve(file);
        Files.createDirectories(path.getParent());
        Files.writeString(path, content);
    }
}
