// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor;

import dev.arbor.processor.KindSteps.Change;
import dev.arbor.processor.KindSteps.Create;
import dev.arbor.processor.KindSteps.Edit;
import dev.arbor.processor.KindSteps.Part;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The sources a node kind touches, as in the repository with the parts of some steps applied:
 * the changed files are held here, the rest read from the repository. {@link #writeTo} lays
 * the copy out as the repository is, so that its tests find what they read from the module
 * folder ({@code testing/ModuleFolder}, pointed at the copy).
 */
final class SourceCopy {
    /** What is copied, from the repository root: a change elsewhere would not be in the copy. */
    static final List<String> TREES = List.of("annotations/src/main/java",
            "runtime/src/main/java", "processor/src/main/java", "processor/src/main/resources",
            "processor/src/test/java", "processor/src/test/resources", "docs/semantics.md");

    private static final String MODULE_FOLDER =
            "processor/src/test/java/dev/arbor/processor/testing/ModuleFolder.java";

    private final Path repository;
    /** The files changed or created, by path from the repository root. */
    private final Map<String, String> changed = new TreeMap<>();

    SourceCopy(Path repository) {
        this.repository = repository;
    }

    /** Applies every change of {@code part}, in order; fails naming an anchor that is gone. */
    SourceCopy apply(Part part) {
        for (Change change : part.changes()) {
            if (TREES.stream().noneMatch(tree -> change.path().startsWith(tree))) {
                throw new IllegalStateException(part + ": " + change.path()
                        + " is outside the copied sources " + TREES);
            }
            if (change instanceof Create create) {
                if (changed.containsKey(create.path())
                        || Files.exists(repository.resolve(create.path()))) {
                    throw new IllegalStateException(part + ": " + create.path()
                            + " exists already");
                }
                changed.put(create.path(), create.text());
            } else if (change instanceof Edit edit) {
                changed.put(edit.path(), edited(read(edit.path()), edit, part.toString()));
            }
        }
        return this;
    }

    /** {@code text} with {@code edit} applied; the anchor must occur exactly once. */
    static String edited(String text, Edit edit, String what) {
        int at = text.indexOf(edit.anchor());
        if (at < 0 || text.indexOf(edit.anchor(), at + 1) >= 0) {
            throw new IllegalStateException(what + ": the anchor is " + (at < 0 ? "gone from "
                    : "not unique in ") + edit.path() + ":\n" + edit.anchor());
        }
        int end = at + edit.anchor().length();
        return switch (edit.where()) {
            case AFTER -> text.substring(0, end) + "\n" + edit.text() + text.substring(end);
            case BEFORE -> text.substring(0, at) + edit.text() + "\n" + text.substring(at);
            case REPLACE -> text.substring(0, at) + edit.text() + text.substring(end);
        };
    }

    /** The file at {@code path} as the copy has it. */
    String read(String path) {
        String text = changed.get(path);
        if (text != null) {
            return text;
        }
        try {
            return Files.readString(repository.resolve(path), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The files changed or created so far, by path from the repository root. */
    Map<String, String> changed() {
        return Map.copyOf(changed);
    }

    /**
     * Writes the copy into {@code target}, laid out as the repository, with its module folder
     * pointed at {@code target/processor}.
     */
    void writeTo(Path target) {
        try {
            for (String tree : TREES) {
                copy(repository.resolve(tree), target.resolve(tree));
            }
            for (Map.Entry<String, String> file : changed.entrySet()) {
                Path to = target.resolve(file.getKey());
                Files.createDirectories(to.getParent());
                Files.writeString(to, file.getValue(), StandardCharsets.UTF_8);
            }
            String module = target.resolve("processor").toAbsolutePath().toString()
                    .replace("\\", "\\\\");
            Path folder = target.resolve(MODULE_FOLDER);
            Files.writeString(folder, edited(Files.readString(folder), new Edit(MODULE_FOLDER,
                    KindSteps.Where.REPLACE, "Path.of(\"\")", "Path.of(\"" + module + "\")"),
                    "pointing the copy at itself"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        if (Files.isRegularFile(from)) {
            Files.createDirectories(to.getParent());
            Files.copy(from, to);
            return;
        }
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Path copied = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(copied);
                } else {
                    Files.copy(file, copied);
                }
            }
        }
    }
}
