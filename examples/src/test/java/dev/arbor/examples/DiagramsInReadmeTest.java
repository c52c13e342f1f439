// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The diagrams in examples/README.md are the ones the build draws: each block after a
 * {@code <!-- diagram: <tree class> -->} line must be that class's
 * {@code META-INF/arbor/<tree class>.mmd}, as the processor wrote it. {@code ARBOR_UPDATE_DIAGRAMS=1}
 * rewrites the blocks from the build's files.
 */
class DiagramsInReadmeTest {
    private static final Path README = Path.of("README.md");
    private static final Pattern BLOCK = Pattern.compile(
            "(<!-- diagram: ([\\w.]+) -->\\n```mermaid\\n)(.*?)(```)", Pattern.DOTALL);
    private static final List<String> TREES = List.of("dev.arbor.examples.guard.Guard",
            "dev.arbor.examples.creature.Creature", "dev.arbor.examples.crowd.Villager",
            "dev.arbor.examples.golem.Golem", "dev.arbor.examples.monitor.ServiceMonitor",
            "dev.arbor.examples.monitor.Escalation");

    @Test
    void everyExampleTreeIsShownAsTheBuildDrawsIt() throws IOException {
        String readme = Files.readString(README);
        Matcher block = BLOCK.matcher(readme);
        StringBuilder updated = new StringBuilder();
        List<String> shown = new java.util.ArrayList<>();
        while (block.find()) {
            String tree = block.group(2);
            shown.add(tree);
            String drawn = drawing(tree);
            if (System.getenv("ARBOR_UPDATE_DIAGRAMS") != null) {
                block.appendReplacement(updated, Matcher.quoteReplacement(
                        block.group(1) + drawn + block.group(4)));
            } else {
                assertEquals(drawn, block.group(3), "the diagram of " + tree + " in"
                        + " examples/README.md (ARBOR_UPDATE_DIAGRAMS=1 rewrites it)");
            }
        }
        if (System.getenv("ARBOR_UPDATE_DIAGRAMS") != null) {
            block.appendTail(updated);
            Files.writeString(README, updated.toString());
        }
        assertEquals(TREES, shown, "the trees examples/README.md draws");
    }

    /** What the processor wrote for {@code tree}: its Mermaid file, from the class path. */
    private static String drawing(String tree) throws IOException {
        try (InputStream in = DiagramsInReadmeTest.class.getClassLoader()
                .getResourceAsStream("META-INF/arbor/" + tree + ".mmd")) {
            assertNotNull(in, "no diagram of " + tree + " on the class path");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
