// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The scenarios in {@code src/test/resources/scenarios} are a copy of {@code ../shared/scenarios}
 * (the folder beside the clone that the build names in {@code arbor.scenarios}), kept so the
 * project still tests itself when cloned alone. When the shared folder is there the tests read it
 * and never the copy, so a stale copy would go unnoticed; this test requires the same
 * {@code *.scenario} files, at the same relative paths, with the same bytes. Without the shared
 * folder there is nothing to compare with, and it is skipped.
 */
class ScenarioCopyTest {

    @Test
    void copyIsIdenticalToTheSharedScenarios() throws IOException {
        Optional<Path> shared = ScenarioFiles.shared();
        String configured = System.getProperty("arbor.scenarios");
        assumeTrue(shared.isPresent(), () -> configured == null
                ? "arbor.scenarios is not set: no shared folder to compare the copy with"
                : "no shared scenario folder at " + configured + " to compare the copy with");
        Map<String, Path> expected = scenarios(shared.get());
        Map<String, Path> copied = scenarios(ScenarioFiles.COPY);
        assertFalse(expected.isEmpty(), "no scenarios in " + shared.get());

        List<String> problems = new ArrayList<>();
        TreeSet<String> names = new TreeSet<>(expected.keySet());
        names.addAll(copied.keySet());
        for (String name : names) {
            if (!copied.containsKey(name)) {
                problems.add("missing from the copy: " + name);
            } else if (!expected.containsKey(name)) {
                problems.add("only in the copy: " + name);
            } else if (Files.mismatch(expected.get(name), copied.get(name)) != -1) {
                problems.add("differs: " + name);
            }
        }
        Path from = shared.get().toAbsolutePath().normalize();
        assertTrue(problems.isEmpty(), () -> ScenarioFiles.COPY.toAbsolutePath() + " is not a copy"
                + " of " + from + " (bring it up to date from there):\n  "
                + String.join("\n  ", problems));
    }

    /** Every {@code *.scenario} file under the folder, by its '/'-separated relative path. */
    private static Map<String, Path> scenarios(Path folder) throws IOException {
        Map<String, Path> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            walk.filter(Files::isRegularFile)
                    .filter(p -> p.getFileName().toString().endsWith(".scenario"))
                    .forEach(p -> files.put(relative(folder, p), p));
        }
        return files;
    }

    private static String relative(Path folder, Path file) {
        return folder.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/");
    }
}
