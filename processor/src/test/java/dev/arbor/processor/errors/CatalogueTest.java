// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.processor.base.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The catalogue ({@link Message}) as a whole: at least 40 diagnostics, each with a unique tag, a
 * fix, a bad source named after its tag and an error test asserting it; and docs/diagnostics.md
 * is what {@link DiagnosticsDoc} prints from it.
 */
class CatalogueTest {
    private static final Path BAD = Path.of("src/test/resources/bad");
    private static final Path TESTS = Path.of("src/test/java/dev/arbor/processor");

    /** Entries no bad source can produce, each with the reason. */
    private static final Map<Message, String> NO_BAD_SOURCE = Map.of(Message.INTERNAL_ERROR,
            "reports a bug of the processor itself (an exception it threw): a bad source that"
                    + " produced it would be a bug to fix, and MalformedSourceFuzzTest fails on"
                    + " any",
            Message.DIAGRAM_NOT_WRITTEN,
            "needs the diagram's file written already in the same compilation, by another"
                    + " processor: diagrams/DiagramOptionTest runs one and asserts the message",
            Message.BAD_OPTION,
            "reports a javac option (-Aarbor.layout), not a source: builds/LayoutOptionTest"
                    + " passes a bad value and asserts the message");

    @Test
    void theCatalogueHasAtLeastFortyDiagnosticsWithUniqueTagsAndKeys() {
        assertTrue(Message.values().length >= 40, "" + Message.values().length);
        Set<String> tags = new HashSet<>();
        Set<String> keys = new HashSet<>();
        for (Message message : Message.values()) {
            assertTrue(tags.add(message.tagName()), "two entries tagged " + message.tagName());
            assertTrue(message.tagName().matches("[A-Z][A-Za-z]+"), message.tagName());
            if (message.isWarning()) {
                assertTrue(keys.add(message.suppressionKey()), message.suppressionKey());
                assertTrue(message.suppressionKey().matches("[a-z]+(-[a-z]+)*"),
                        message.suppressionKey());
            }
        }
    }

    /** The fix goes on from the problem with its own separator, and says something. */
    @Test
    void everyDiagnosticSaysHowToFixIt() {
        for (Message message : Message.values()) {
            assertTrue(message.fix().matches("[;:,] \\S.*"), message + ": " + message.fix());
            assertTrue(!message.problem().isBlank(), message.name());
        }
    }

    /** bad/Tag.java, or bad/Tag/Variant.java when a tag has several. */
    @Test
    void everyDiagnosticHasABadSourceNamedAfterItsTag() {
        List<String> missing = new ArrayList<>();
        for (Message message : Message.values()) {
            boolean found = Files.isRegularFile(BAD.resolve(message.tagName() + ".java"))
                    || Files.isDirectory(BAD.resolve(message.tagName()));
            if (found == NO_BAD_SOURCE.containsKey(message)) {
                missing.add(message.tagName() + (found ? " (listed as having none)" : ""));
            }
        }
        assertEquals(List.of(), missing, "the tags without a bad source under " + BAD);
    }

    /** A bad source is named after a tag of the catalogue (or sits in its folder). */
    @Test
    void everyBadSourceIsNamedAfterATag() throws IOException {
        Set<String> tags = Stream.of(Message.values()).map(Message::tagName)
                .collect(Collectors.toSet());
        try (Stream<Path> files = Files.list(BAD)) {
            List<String> strays = files.map(f -> f.getFileName().toString().replaceFirst(
                    "\\.java$", "")).filter(name -> !tags.contains(name)).toList();
            assertEquals(List.of(), strays);
        }
    }

    /** Some test names the bad source and asserts the tag's text. */
    @Test
    void everyDiagnosticHasAnErrorTest() throws IOException {
        String tests;
        try (Stream<Path> files = Files.walk(TESTS)) {
            StringBuilder all = new StringBuilder();
            for (Path file : files.filter(f -> f.toString().endsWith("Test.java")).toList()) {
                all.append(Files.readString(file));
            }
            tests = all.toString();
        }
        List<String> untested = new ArrayList<>();
        for (Message message : Message.values()) {
            String tag = message.tagName();
            boolean asserted = tests.contains("\"[Arbor/" + tag + "]")
                    || tests.contains("\"\\\\[Arbor/" + tag + "\\\\]");
            boolean usesBadSource = tests.contains("\"" + tag + "\"")
                    || tests.contains("\"" + tag + "/");
            if (!NO_BAD_SOURCE.containsKey(message) && !(asserted && usesBadSource)) {
                untested.add(tag);
            }
        }
        assertEquals(List.of(), untested, "tags no error test asserts on its bad source");
    }

    @Test
    void diagnosticsMdIsGeneratedFromTheCatalogue() throws IOException {
        String expected = DiagnosticsDoc.render();
        if (System.getenv("ARBOR_UPDATE_DOCS") != null) {
            Files.writeString(DiagnosticsDoc.FILE, expected, StandardCharsets.UTF_8);
        }
        String actual = Files.exists(DiagnosticsDoc.FILE)
                ? Files.readString(DiagnosticsDoc.FILE, StandardCharsets.UTF_8) : "";
        assertEquals(expected, actual, "docs/diagnostics.md is not what the catalogue gives;"
                + " rewrite it with, from the repository root: " + DiagnosticsDoc.COMMAND);
    }
}
