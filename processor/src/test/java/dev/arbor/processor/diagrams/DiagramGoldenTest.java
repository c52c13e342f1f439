// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.diagrams;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/**
 * The three diagrams of one representative tree ({@code goldens/diagrams/Critter.java}: a
 * LOWER_PRIORITY event, a SELF abort through an Invert, a While, a Cooldown, a Parallel, a
 * weighted RandomSelector, Waits, a Repeat) must equal the files beside it, byte for byte. When
 * the drawings change on purpose, run with {@code ARBOR_UPDATE_GOLDENS=1} to rewrite them, and
 * review the diff (as for {@code GoldenSourceTest}).
 */
class DiagramGoldenTest {
    private static final String FOLDER = "goldens/diagrams/";
    private static final String TREE = "golden.Critter";

    @Test
    void mermaidDotAndXmlMatchTheGoldens() throws IOException {
        DiagramFiles.Drawn drawn = DiagramFiles.compileResources(TREE, FOLDER + "Critter.java");
        check("mmd", drawn.mermaid());
        check("dot", drawn.dot());
        check("xml", drawn.xml());
    }

    private static void check(String extension, String actual) throws IOException {
        String name = TREE + "." + extension;
        if (System.getenv("ARBOR_UPDATE_GOLDENS") != null) {
            Path expected = Paths.get("src/test/resources/" + FOLDER + name);
            Files.writeString(expected, actual, StandardCharsets.UTF_8);
            return; // the class path still holds the old copy
        }
        String expected;
        try (InputStream in = DiagramGoldenTest.class.getClassLoader()
                .getResourceAsStream(FOLDER + name)) {
            if (in == null) {
                throw new AssertionError("no golden " + FOLDER + name
                        + ": run with ARBOR_UPDATE_GOLDENS=1 to write it");
            }
            expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertEquals(expected, actual, name + " differs from its golden (ARBOR_UPDATE_GOLDENS=1"
                + " rewrites it; review the diff)");
    }
}
