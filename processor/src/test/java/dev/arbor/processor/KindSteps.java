// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The steps of processor/README.md's "Adding a node kind", as data: one folder per step under
 * {@code src/test/resources/adding-a-kind/} ({@code step1-annotation}, {@code step2-kind}, ...),
 * each with an {@code edits.txt} and the new files it creates. The format of {@code edits.txt}
 * (directives start with {@code @@}; text between them is taken verbatim, line by line; a line
 * starting with {@code #} outside a text is a comment):
 *
 * <pre>
 * &#64;@ part NAME                 a part of the step (AddingAKindTest leaves each out alone too)
 * &#64;@ create PATH from FILE     a new file at PATH (from the repository root): FILE, here
 * &#64;@ in PATH                   an edit of the file at PATH, then:
 * &#64;@ after | before            ANCHOR lines, "@@ insert", the lines that go after or before it
 * &#64;@ replace                   ANCHOR lines, "@@ with", the lines that replace it
 * &#64;@ end                       ends the edit
 * </pre>
 *
 * An anchor must occur exactly once in the file, else applying it fails naming the step and the
 * anchor: the steps apply to the current sources or say where they no longer do.
 */
final class KindSteps {
    private KindSteps() {}

    /** One step of the README: its number and folder name, and its parts. */
    record Step(int number, String name, List<Part> parts) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** A part of a step (named by its folder): what it changes. */
    record Part(String step, String name, List<Change> changes) {
        @Override
        public String toString() {
            return step + " (" + name + ")";
        }
    }

    /** One change to the sources, by path from the repository root. */
    sealed interface Change permits Create, Edit {
        String path();
    }

    /** A new file. */
    record Create(String path, String text) implements Change {}

    enum Where { AFTER, BEFORE, REPLACE }

    /** {@code text} goes after or before {@code anchor}, or replaces it. */
    record Edit(String path, Where where, String anchor, String text) implements Change {}

    private static final Pattern FOLDER = Pattern.compile("step(\\d+)-[a-z0-9-]+");

    /** The steps in {@code folder}, in their order. */
    static List<Step> read(Path folder) {
        List<Path> folders;
        try (Stream<Path> list = Files.list(folder)) {
            folders = list.filter(Files::isDirectory).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<Step> steps = new ArrayList<>();
        for (Path stepFolder : folders) {
            Matcher name = FOLDER.matcher(stepFolder.getFileName().toString());
            if (!name.matches()) {
                throw new IllegalStateException("not a step folder: " + stepFolder);
            }
            steps.add(step(Integer.parseInt(name.group(1)), stepFolder));
        }
        steps.sort((a, b) -> Integer.compare(a.number(), b.number()));
        return steps;
    }

    private static Step step(int number, Path folder) {
        List<Part> parts = new ArrayList<>();
        Step step = new Step(number, folder.getFileName().toString(), parts);
        new Parser(step, folder).parse();
        if (parts.isEmpty()) {
            throw new IllegalStateException(folder + "/edits.txt has no part");
        }
        return step;
    }

    /** Reads one {@code edits.txt}, line by line. */
    private static final class Parser {
        private final Step step;
        private final Path folder;
        private final List<String> lines;
        private int at;
        private List<Change> changes;

        Parser(Step step, Path folder) {
            this.step = step;
            this.folder = folder;
            this.lines = readLines(folder.resolve("edits.txt"));
        }

        void parse() {
            while (at < lines.size()) {
                String line = lines.get(at++);
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] words = directive(line).split(" ", 2);
                switch (words[0]) {
                    case "part" -> {
                        changes = new ArrayList<>();
                        step.parts().add(new Part(step.name(), argument(words, line), changes));
                    }
                    case "create" -> create(argument(words, line));
                    case "in" -> edit(argument(words, line));
                    default -> throw error("unexpected " + line);
                }
            }
        }

        private void create(String argument) {
            String[] pathAndFile = argument.split(" from ");
            if (pathAndFile.length != 2) {
                throw error("create PATH from FILE, not: " + argument);
            }
            String text = String.join("\n", readLines(folder.resolve(pathAndFile[1]))) + "\n";
            current().add(new Create(pathAndFile[0], text));
        }

        private void edit(String path) {
            String how = directive(next());
            Where where = switch (how) {
                case "after" -> Where.AFTER;
                case "before" -> Where.BEFORE;
                case "replace" -> Where.REPLACE;
                default -> throw error("after, before or replace, not " + how);
            };
            String anchor = text(where == Where.REPLACE ? "with" : "insert");
            String text = text("end");
            if (anchor.isEmpty()) {
                throw error("an empty anchor in " + path);
            }
            current().add(new Edit(path, where, anchor, text));
        }

        /** The lines up to the directive {@code until}, which is consumed. */
        private String text(String until) {
            List<String> text = new ArrayList<>();
            while (true) {
                String line = next();
                if (line.startsWith("@@")) {
                    if (!directive(line).equals(until)) {
                        throw error("expected @@ " + until + ", not " + line);
                    }
                    return String.join("\n", text);
                }
                text.add(line);
            }
        }

        private List<Change> current() {
            if (changes == null) {
                throw error("a change before the first @@ part");
            }
            return changes;
        }

        private String next() {
            if (at >= lines.size()) {
                throw error("unexpected end of file");
            }
            return lines.get(at++);
        }

        private String directive(String line) {
            if (!line.startsWith("@@ ")) {
                throw error("expected a directive (@@ ...), not: " + line);
            }
            return line.substring(3).strip();
        }

        private String argument(String[] words, String line) {
            if (words.length < 2 || words[1].isBlank()) {
                throw error("missing argument: " + line);
            }
            return words[1].strip();
        }

        private IllegalStateException error(String message) {
            return new IllegalStateException(folder.resolve("edits.txt") + ":" + at + ": "
                    + message);
        }
    }

    private static List<String> readLines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
