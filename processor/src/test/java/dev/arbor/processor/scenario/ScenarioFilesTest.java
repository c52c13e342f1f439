// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * ScenarioTest runs whatever {@link ScenarioFiles#all()} lists, and the scenarios under
 * {@code library/} use node kinds the processor does not have yet: all() must keep to the top
 * level of the folder, and library() must find the library set.
 */
class ScenarioFilesTest {

    @Test
    void allListsOnlyTheTopLevel() {
        Path folder = ScenarioFiles.folder();
        List<Path> all = ScenarioFiles.all();
        assertFalse(all.isEmpty(), "no scenarios found in " + folder);
        for (Path file : all) {
            assertEquals(folder, file.getParent(), file + " is not at the top level");
        }
    }

    @Test
    void libraryListsTheLibraryFolder() {
        Path library = ScenarioFiles.folder().resolve("library");
        List<Path> files = ScenarioFiles.library();
        assertFalse(files.isEmpty(), "no scenarios found in " + library);
        for (Path file : files) {
            assertEquals(library, file.getParent(), file + " is not directly in " + library);
        }
    }
}
