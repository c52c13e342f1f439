// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.testing;

import java.nio.file.Path;

/**
 * The processor module's folder, where Surefire runs the tests: the files a test reads from the
 * sources (the scenarios, docs/) are found from here. {@code AddingAKindTest} runs the tests of
 * a patched copy of the sources, and points the copy's {@link #PATH} at the copy.
 */
public final class ModuleFolder {
    private ModuleFolder() {}

    /** The module folder: the working directory, as a relative path. */
    public static final Path PATH = Path.of("");

    /** {@code relative}, from the module folder ({@code "../docs"} for the project's docs). */
    public static Path resolve(String relative) {
        return PATH.resolve(relative);
    }
}
