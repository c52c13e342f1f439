package dev.arbor.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The processor's packages form a layered, acyclic graph, checked on the sources (no ArchUnit):
 * {@code base ← kinds ← read ← validation} and {@code read ← model ← codegen}, {@code model ←
 * diagrams}, {@code model ← warnings}, with the top package (ArborProcessor, TreeStep) above
 * everything. Codegen and diagrams in particular must never reach back into {@code read} or
 * {@code validation}: they work from the model alone, so they can be tested without javac.
 *
 * <p>The check is a pure function, {@link #violations(String, String)} (file path and content to
 * the offending lines), so the second half of this class can prove it catches what it should.
 */
class PackageGraphTest {
    static final String ROOT = "dev.arbor.processor";

    /** The top package, {@value #ROOT} itself. */
    static final String TOP = "";

    /** Per package (relative to {@value #ROOT}), the packages it may import besides itself. */
    static final Map<String, Set<String>> ALLOWED = allowed();

    private static Map<String, Set<String>> allowed() {
        Map<String, Set<String>> allowed = new LinkedHashMap<>();
        allowed.put("base", Set.of());
        allowed.put("kinds", Set.of("base"));
        allowed.put("read", Set.of("base", "kinds"));
        allowed.put("validation", Set.of("base", "kinds", "read"));
        allowed.put("model", Set.of("base", "kinds", "read"));
        allowed.put("codegen", Set.of("base", "kinds", "model"));
        allowed.put("diagrams", Set.of("base", "kinds", "model"));
        allowed.put("warnings", Set.of("base", "kinds", "read", "model"));
        allowed.put(TOP, Set.copyOf(allowed.keySet())); // ArborProcessor, TreeStep: everything
        return Map.copyOf(allowed);
    }

    /** Surefire runs in the module directory. */
    static final Path SOURCES = Path.of("src/main/java/dev/arbor/processor");

    @Test
    void everyImportOfTheProcessorFollowsTheLayering() throws IOException {
        assertTrue(Files.isDirectory(SOURCES),
                "run from the processor module directory: " + SOURCES.toAbsolutePath() + " not found");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(SOURCES)) {
            files = walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        List<String> violations = new ArrayList<>();
        Set<String> seen = new TreeSet<>();
        for (Path file : files) {
            String content = Files.readString(file, StandardCharsets.UTF_8);
            violations.addAll(violations(file.toString().replace('\\', '/'), content));
            String pkg = packageOf(blankCommentsAndLiterals(content));
            if (pkg != null && (pkg.equals(ROOT) || pkg.startsWith(ROOT + "."))) {
                seen.add(layerOf(pkg));
            }
        }
        if (!violations.isEmpty()) {
            fail(violations.size() + " import(s) break the package graph (fix the code, or place"
                    + " the package in PackageGraphTest.ALLOWED on purpose):\n  "
                    + String.join("\n  ", violations));
        }
        // Not vacuous, and no stale entry: every package of the graph exists and was scanned.
        assertEquals(new TreeSet<>(ALLOWED.keySet()), seen,
                "the packages found under " + SOURCES + " are not those of the graph");
    }

    // ---- the checker proves itself on synthetic files ------------------------------------

    @Test
    void aModelFileImportingCodegenIsReportedAsABackEdge() {
        List<String> found = violations("src/main/java/dev/arbor/processor/model/Fake.java", """
                package dev.arbor.processor.model;

                import dev.arbor.processor.kinds.NodeKind;
                import dev.arbor.processor.codegen.Foo;

                final class Fake {}
                """);
        assertEquals(List.of("src/main/java/dev/arbor/processor/model/Fake.java:4: "
                + "import dev.arbor.processor.codegen.Foo; (model may import only base, kinds, read)"),
                found);
    }

    @Test
    void codegenMayNeverImportReadOrValidationEvenStatically() {
        List<String> found = violations("codegen/Fake.java", """
                package dev.arbor.processor.codegen;

                import dev.arbor.processor.model.Node;
                import dev.arbor.processor.read.TreeSource;
                import static dev.arbor.processor.validation.TreeValidator.check;
                import dev.arbor.processor.read.*;

                final class Fake {}
                """);
        assertEquals(3, found.size(), () -> String.join("\n", found));
        assertTrue(found.get(0).startsWith(
                "codegen/Fake.java:4: import dev.arbor.processor.read.TreeSource;"), found.get(0));
        assertTrue(found.get(1).startsWith(
                "codegen/Fake.java:5: import static dev.arbor.processor.validation.TreeValidator.check;"),
                found.get(1));
        assertTrue(found.get(2).startsWith("codegen/Fake.java:6: import dev.arbor.processor.read.*;"),
                found.get(2));
    }

    @Test
    void theLowestLayersImportNothingAbove() {
        assertEquals(1, violations("base/Fake.java", """
                package dev.arbor.processor.base;
                import dev.arbor.processor.kinds.Kinds;
                class Fake {}
                """).size(), "base → kinds");
        assertEquals(1, violations("kinds/Fake.java", """
                package dev.arbor.processor.kinds;
                import dev.arbor.processor.read.NodeMethod;
                class Fake {}
                """).size(), "kinds → read");
        assertEquals(1, violations("read/Fake.java", """
                package dev.arbor.processor.read;
                import dev.arbor.processor.model.Node;
                class Fake {}
                """).size(), "read → model");
        assertEquals(1, violations("model/Fake.java", """
                package dev.arbor.processor.model;
                import dev.arbor.processor.validation.TreeValidator;
                class Fake {}
                """).size(), "model → validation (siblings)");
    }

    @Test
    void onlyTheTopPackageImportsTheTopPackage() {
        assertEquals(List.of(), violations("ArborProcessor.java", """
                package dev.arbor.processor;
                import dev.arbor.processor.codegen.TreeWriter;
                import dev.arbor.processor.validation.TreeValidator;
                import dev.arbor.processor.read.TreeReader;
                class ArborProcessor {}
                """));
        List<String> found = violations("model/Fake.java", """
                package dev.arbor.processor.model;
                import dev.arbor.processor.TreeStep;
                import dev.arbor.processor.*;
                class Fake {}
                """);
        assertEquals(2, found.size(), () -> String.join("\n", found));
        assertTrue(found.get(0).contains("the top package"), found.get(0));
    }

    @Test
    void anUnknownSubpackageMustBePlacedInTheGraph() {
        List<String> own = violations("util/Fake.java", """
                package dev.arbor.processor.util;
                class Fake {}
                """);
        assertEquals(1, own.size(), () -> String.join("\n", own));
        assertTrue(own.get(0).contains("unknown package dev.arbor.processor.util"), own.get(0));

        List<String> imported = violations("codegen/Fake.java", """
                package dev.arbor.processor.codegen;
                import dev.arbor.processor.codegen.util.Helper;
                class Fake {}
                """);
        assertEquals(1, imported.size(), () -> String.join("\n", imported));
        assertTrue(imported.get(0).contains("unknown package dev.arbor.processor.codegen.util"),
                imported.get(0));
    }

    @Test
    void aQualifiedNameInCodeCountsLikeAnImportButCommentsAndStringsDoNot() {
        List<String> found = violations("model/Fake.java", """
                package dev.arbor.processor.model;

                // import dev.arbor.processor.codegen.Commented;
                /** See {@link dev.arbor.processor.codegen.TreeWriter}. */
                final class Fake {
                    static final String NAME = "dev.arbor.processor.codegen.TreeWriter";
                    static final String BLOCK = \"""
                            dev.arbor.processor.validation.TreeValidator
                            \""";
                    dev.arbor.processor.kinds.NodeKind fine;
                    dev.arbor.processor.codegen.TreeWriter notFine;
                }
                """);
        assertEquals(List.of("model/Fake.java:11: dev.arbor.processor.codegen.TreeWriter"
                + " (qualified name in code; model may import only base, kinds, read)"), found);
    }

    @Test
    void aFileWithoutAPackageDeclarationIsReported() {
        assertEquals(1, violations("Fake.java", "class Fake {}\n").size());
    }

    // ---- the checker ---------------------------------------------------------------------

    private static final Pattern PACKAGE =
            Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    private static final Pattern IMPORT = Pattern.compile(
            "^\\s*import\\s+(?:static\\s+)?(" + Pattern.quote(ROOT) + "\\.[\\w.]*\\*?)\\s*;",
            Pattern.MULTILINE);
    private static final Pattern QUALIFIED =
            Pattern.compile("(?<![\\w.])" + Pattern.quote(ROOT) + "\\.[\\w.]*\\w");
    private static final Pattern DECLARATION =
            Pattern.compile("^\\s*(?:package|import)\\b", Pattern.MULTILINE);

    /**
     * Every edge of {@code file} that the graph does not allow: one line per offending import
     * (or qualified name in code), {@code "file:line: import ...; (why)"}, plus one if the file's
     * own package is not in the graph.
     */
    static List<String> violations(String file, String content) {
        String code = blankCommentsAndLiterals(content);
        String[] lines = content.split("\n", -1);
        List<String> found = new ArrayList<>();
        String pkg = packageOf(code);
        if (pkg == null || !(pkg.equals(ROOT) || pkg.startsWith(ROOT + "."))) {
            found.add(file + ": no package " + ROOT + ".* declaration");
            return found;
        }
        String from = layerOf(pkg);
        if (!ALLOWED.containsKey(from)) {
            found.add(file + ": unknown package " + pkg
                    + " (place it in PackageGraphTest.ALLOWED)");
            return found;
        }
        Matcher imports = IMPORT.matcher(code);
        while (imports.find()) {
            String problem = problem(from, targetLayer(imports.group(1)));
            if (problem != null) {
                int line = lineOf(code, imports.start(1));
                found.add(file + ":" + line + ": " + lines[line - 1].trim() + " (" + problem + ")");
            }
        }
        // Fully qualified names in code bypass imports; declarations are handled above.
        Matcher names = QUALIFIED.matcher(code);
        while (names.find()) {
            int line = lineOf(code, names.start());
            if (DECLARATION.matcher(lines[line - 1]).lookingAt()) {
                continue;
            }
            String problem = problem(from, targetLayer(names.group()));
            if (problem != null) {
                found.add(file + ":" + line + ": " + names.group()
                        + " (qualified name in code; " + problem + ")");
            }
        }
        return found;
    }

    /** Why {@code from} may not depend on {@code to}, or null if it may. */
    private static String problem(String from, String to) {
        if (to.equals(from)) {
            return null;
        }
        if (!ALLOWED.containsKey(to)) {
            return "unknown package " + qualified(to) + " (place it in PackageGraphTest.ALLOWED)";
        }
        if (ALLOWED.get(from).contains(to)) {
            return null;
        }
        String allowed = ALLOWED.get(from).isEmpty() ? "nothing of the processor"
                : "only " + ALLOWED.get(from).stream().sorted().collect(Collectors.joining(", "));
        return name(from) + " may import " + allowed
                + (to.equals(TOP) ? "; nothing imports the top package" : "");
    }

    /** The package an imported name lives in, relative to {@value #ROOT}: lower-case segments. */
    static String targetLayer(String imported) {
        String[] segments = imported.substring(ROOT.length() + 1).split("\\.");
        List<String> pkg = new ArrayList<>();
        for (String segment : segments) {
            if (segment.equals("*") || segment.isEmpty() || Character.isUpperCase(segment.charAt(0))) {
                break;
            }
            pkg.add(segment);
        }
        return String.join(".", pkg);
    }

    private static String layerOf(String pkg) {
        return pkg.equals(ROOT) ? TOP : pkg.substring(ROOT.length() + 1);
    }

    private static String qualified(String layer) {
        return layer.equals(TOP) ? ROOT : ROOT + "." + layer;
    }

    private static String name(String layer) {
        return layer.equals(TOP) ? "the top package" : layer;
    }

    private static String packageOf(String code) {
        Matcher m = PACKAGE.matcher(code);
        return m.find() ? m.group(1) : null;
    }

    private static int lineOf(String text, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }

    /**
     * The source with comments, string and char literals and text blocks replaced by spaces
     * (line breaks kept, so offsets and line numbers still match the original).
     */
    static String blankCommentsAndLiterals(String source) {
        StringBuilder out = new StringBuilder(source);
        int i = 0;
        int n = source.length();
        while (i < n) {
            char c = source.charAt(i);
            int end;
            if (source.startsWith("//", i)) {
                end = source.indexOf('\n', i);
                end = end < 0 ? n : end;
            } else if (source.startsWith("/*", i)) {
                end = source.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
            } else if (source.startsWith("\"\"\"", i)) {
                end = closing(source, i + 3, "\"\"\"");
            } else if (c == '"' || c == '\'') {
                end = closing(source, i + 1, String.valueOf(c));
            } else {
                i++;
                continue;
            }
            for (int j = i; j < end; j++) {
                if (out.charAt(j) != '\n') {
                    out.setCharAt(j, ' ');
                }
            }
            i = end;
        }
        return out.toString();
    }

    /**
     * The offset just after the unescaped {@code delimiter} closing the literal
     * whose content starts at {@code from}.
     */
    private static int closing(String source, int from, String delimiter) {
        int i = from;
        while (i < source.length()) {
            if (source.charAt(i) == '\\') {
                i += 2;
            } else if (source.startsWith(delimiter, i)) {
                return i + delimiter.length();
            } else {
                i++;
            }
        }
        return source.length();
    }
}
