// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import dev.arbor.processor.testing.ModuleFolder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Finds the scenarios. They are read from one place, the copy in the test resources, so a
 * clone tests the same files whatever sits beside it; {@link ScenarioCopyTest} keeps that copy
 * identical to the team's shared folder (named by the system property {@code arbor.scenarios})
 * when it exists. The top-level files are the core set; those under {@code library/} need the
 * library node kinds and are listed separately.
 */
public final class ScenarioFiles {
    /** The copy in the test resources, relative to the module folder the tests run in. */
    public static final Path COPY = ModuleFolder.resolve("src/test/resources/scenarios");

    private ScenarioFiles() {}

    /** The shared folder, if {@code arbor.scenarios} names one that exists. */
    public static Optional<Path> shared() {
        String configured = System.getProperty("arbor.scenarios");
        if (configured != null && Files.isDirectory(Paths.get(configured))) {
            return Optional.of(Paths.get(configured));
        }
        return Optional.empty();
    }

    public static Path folder() {
        return COPY;
    }

    /** The core scenarios: the top level of the folder only, never {@code library/}. */
    public static List<Path> all() {
        return scenariosIn(folder());
    }

    /** The scenarios under {@code library/}, whose node kinds are not implemented yet. */
    public static List<Path> library() {
        return scenariosIn(folder().resolve("library"));
    }

    /**
     * The project's own scenarios, for node kinds and options the shared set does not have:
     * {@code src/test/resources/own-scenarios}, not a copy of anything, read by every test that
     * reads the library set. New scenarios go here; the copy takes none.
     */
    public static List<Path> own() {
        return scenariosIn(OWN);
    }

    /** The folder of {@link #own()}. */
    public static final Path OWN = ModuleFolder.resolve("src/test/resources/own-scenarios");

    private static List<Path> scenariosIn(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.toString().endsWith(".scenario")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Scenario read(Path file) {
        try {
            return ScenarioFormat.parse(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
