// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.packagegraph;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The package graph of one module, checked on its sources (no ArchUnit): every import of a
 * package of the module (and every fully qualified name in code) must be allowed by the module's
 * table, every package must be in the table, and neither the table nor the imports found may
 * form a cycle. Each module's {@code PackageGraphTest} holds its table; this class is shared
 * as the build-checks module (in every module's test scope, below them all), so it needs nothing
 * but the JDK: a failure is an {@link AssertionError}, which JUnit reports as a failed test.
 *
 * <p>A table row names a package relative to the root ({@link #TOP}, "", for the root itself)
 * and the rows it may import besides itself. A row's name is a regular expression over the
 * relative name, so one row can stand for a family of packages that obey the same rule
 * ({@code "w\\d+"}: w1, w2, ... and any added later); a package is governed by the row that names
 * it exactly, else by the first row whose expression matches it. Packages of one family do not
 * import each other unless the row allows its own name (which makes the table cyclic).
 *
 * <p>Outside the root nothing is checked: the module's dependencies are Maven's business.
 */
public final class PackageGraph {
    /** The top package: the root itself. */
    public static final String TOP = "";

    private final String root;
    private final String owner;
    /** Per row, the rows it may import besides itself, in declaration order. */
    private final Map<String, Set<String>> allowed;
    private final Map<String, Pattern> rows;
    private final Pattern imports;
    private final Pattern qualified;

    private PackageGraph(String root, String owner, Map<String, Set<String>> allowed) {
        this.root = root;
        this.owner = owner;
        this.allowed = allowed;
        this.rows = new LinkedHashMap<>();
        allowed.keySet().forEach(row -> rows.put(row, Pattern.compile(row)));
        this.imports = Pattern.compile("^\\s*import\\s+(?:static\\s+)?(" + Pattern.quote(root)
                + "\\.[\\w.]*\\*?)\\s*;", Pattern.MULTILINE);
        this.qualified = Pattern.compile("(?<![\\w.])" + Pattern.quote(root) + "\\.[\\w.]*\\w");
    }

    /**
     * A table for the packages of {@code root} (e.g. {@code dev.arbor.runtime}), held by
     * {@code owner}, the test that messages tell to place an unknown package.
     */
    public static Builder of(String root, Class<?> owner) {
        return new Builder(root, owner.getSimpleName());
    }

    /** Collects the rows of a table. */
    public static final class Builder {
        private final String root;
        private final String owner;
        private final Map<String, Set<String>> allowed = new LinkedHashMap<>();

        private Builder(String root, String owner) {
            this.root = root;
            this.owner = owner;
        }

        /** {@code pkg} (a relative name, or an expression for a family) may import {@code rows}. */
        public Builder allow(String pkg, String... rows) {
            if (allowed.put(pkg, Set.of(rows)) != null) {
                throw new IllegalArgumentException("row " + pkg + " given twice");
            }
            return this;
        }

        /** The table; every row it allows must be one of its rows. Cycles are not refused here. */
        public PackageGraph build() {
            allowed.forEach((pkg, rows) -> rows.forEach(row -> {
                if (!allowed.containsKey(row)) {
                    throw new IllegalArgumentException(
                            "row " + display(pkg) + " allows " + display(row) + ", which is no row");
                }
            }));
            return new PackageGraph(root, owner, Map.copyOf(allowed));
        }
    }

    // ---- the whole check -----------------------------------------------------------------

    /**
     * Checks every {@code .java} file under the source roots (each must exist) and throws an
     * {@link AssertionError} listing everything wrong: an import the table does not allow, a
     * package it does not know, a cycle in the table or in the imports found, a row that no
     * package matches (the check would be vacuous, or the row is stale).
     *
     * @return what was found, for further assertions
     */
    public Scan assertFollowedBy(Path... sourceRoots) {
        Scan scan = scan(sourceRoots);
        List<String> problems = new ArrayList<>(scan.violations());
        tableCycles().forEach(cycle -> problems.add("the table allows a cycle: " + cycle));
        cycles(scan.edges()).forEach(cycle -> problems.add("the imports form a cycle: " + cycle));
        for (String row : rows.keySet()) {
            if (scan.packages().stream().noneMatch(pkg -> rows.get(row).matcher(pkg).matches())) {
                problems.add("row " + display(row) + " of " + owner + " matches no package of "
                        + root + " found under " + List.of(sourceRoots));
            }
        }
        if (!problems.isEmpty()) {
            throw new AssertionError(problems.size() + " problem(s) with the package graph of "
                    + root + " (fix the code, or change " + owner + "'s table on purpose):\n  "
                    + String.join("\n  ", problems));
        }
        return scan;
    }

    /**
     * What the sources hold: the violations of every file, the packages declared (relative to
     * the root) and the edges between packages of the root that imports and qualified names make.
     */
    public record Scan(List<String> violations, Set<String> packages, Map<String, Set<String>> edges) {}

    /** Reads every {@code .java} file under {@code sourceRoots} (module-info.java aside). */
    public Scan scan(Path... sourceRoots) {
        List<String> violations = new ArrayList<>();
        Set<String> packages = new TreeSet<>();
        Map<String, Set<String>> edges = new TreeMap<>();
        for (Path sourceRoot : sourceRoots) {
            if (!Files.isDirectory(sourceRoot)) {
                throw new AssertionError(sourceRoot.toAbsolutePath() + " not found: run from the"
                        + " module directory, after the sources are generated");
            }
            List<Path> files;
            try (Stream<Path> walk = Files.walk(sourceRoot)) {
                files = walk.filter(p -> p.toString().endsWith(".java"))
                        .filter(p -> !p.getFileName().toString().equals("module-info.java"))
                        .sorted().toList();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            for (Path file : files) {
                String content;
                try {
                    content = Files.readString(file, StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                violations.addAll(violations(file.toString().replace('\\', '/'), content));
                String pkg = packageOf(blankCommentsAndLiterals(content));
                if (pkg != null && inRoot(pkg)) {
                    String from = relative(pkg);
                    packages.add(from);
                    for (String to : targets(blankCommentsAndLiterals(content))) {
                        if (!to.equals(from)) {
                            edges.computeIfAbsent(from, k -> new TreeSet<>()).add(to);
                        }
                    }
                }
            }
        }
        return new Scan(violations, packages, edges);
    }

    // ---- one file ------------------------------------------------------------------------

    private static final Pattern PACKAGE =
            Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    private static final Pattern DECLARATION =
            Pattern.compile("^\\s*(?:package|import)\\b", Pattern.MULTILINE);

    /**
     * Every edge of {@code file} that the table does not allow: one line per offending import
     * (or qualified name in code), {@code "file:line: import ...; (why)"}, plus one if the file's
     * own package is not in the table.
     */
    public List<String> violations(String file, String content) {
        String code = blankCommentsAndLiterals(content);
        String[] lines = content.split("\n", -1);
        List<String> found = new ArrayList<>();
        String pkg = packageOf(code);
        if (pkg == null || !inRoot(pkg)) {
            found.add(file + ": no package " + root + ".* declaration");
            return found;
        }
        String from = relative(pkg);
        if (rowOf(from) == null) {
            found.add(file + ": unknown package " + pkg + " (place it in " + owner + "'s table)");
            return found;
        }
        Matcher imported = imports.matcher(code);
        while (imported.find()) {
            String problem = problem(from, targetPackage(imported.group(1)));
            if (problem != null) {
                int line = lineOf(code, imported.start(1));
                found.add(file + ":" + line + ": " + lines[line - 1].trim() + " (" + problem + ")");
            }
        }
        // Fully qualified names in code bypass imports; declarations are handled above.
        Matcher names = qualified.matcher(code);
        while (names.find()) {
            int line = lineOf(code, names.start());
            if (DECLARATION.matcher(lines[line - 1]).lookingAt()) {
                continue;
            }
            String problem = problem(from, targetPackage(names.group()));
            if (problem != null) {
                found.add(file + ":" + line + ": " + names.group()
                        + " (qualified name in code; " + problem + ")");
            }
        }
        return found;
    }

    /** The packages of the root that {@code code} (comments and literals blanked) refers to. */
    private Set<String> targets(String code) {
        Set<String> targets = new TreeSet<>();
        for (Matcher m = imports.matcher(code); m.find(); ) {
            targets.add(targetPackage(m.group(1)));
        }
        for (Matcher m = qualified.matcher(code); m.find(); ) {
            targets.add(targetPackage(m.group()));
        }
        return targets;
    }

    /** Why {@code from} may not depend on {@code to}, or null if it may. */
    private String problem(String from, String to) {
        if (to.equals(from)) {
            return null;
        }
        String target = rowOf(to);
        if (target == null) {
            return "unknown package " + qualified(to) + " (place it in " + owner + "'s table)";
        }
        String source = rowOf(from);
        if (allowed.get(source).contains(target)) {
            return null;
        }
        String may = allowed.get(source).isEmpty() ? "no other package of " + root
                : "only " + allowed.get(source).stream().map(PackageGraph::display).sorted()
                        .collect(Collectors.joining(", "));
        return display(from) + (source.equals(from) ? "" : " (" + source + ")") + " may import "
                + may + (to.equals(TOP) ? "; not the top package" : "");
    }

    /** The row that governs {@code pkg}: the one named so, else the first that matches; or null. */
    public String rowOf(String pkg) {
        if (rows.containsKey(pkg)) {
            return pkg;
        }
        for (Map.Entry<String, Pattern> row : rows.entrySet()) {
            if (row.getValue().matcher(pkg).matches()) {
                return row.getKey();
            }
        }
        return null;
    }

    /** The package an imported name lives in, relative to the root: its lower-case segments. */
    public String targetPackage(String imported) {
        String[] segments = imported.substring(root.length() + 1).split("\\.");
        List<String> pkg = new ArrayList<>();
        for (String segment : segments) {
            if (segment.equals("*") || segment.isEmpty() || Character.isUpperCase(segment.charAt(0))) {
                break;
            }
            pkg.add(segment);
        }
        return String.join(".", pkg);
    }

    private boolean inRoot(String pkg) {
        return pkg.equals(root) || pkg.startsWith(root + ".");
    }

    private String relative(String pkg) {
        return pkg.equals(root) ? TOP : pkg.substring(root.length() + 1);
    }

    private String qualified(String pkg) {
        return pkg.equals(TOP) ? root : root + "." + pkg;
    }

    private static String display(String pkg) {
        return pkg.equals(TOP) ? "the top package" : pkg;
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

    // ---- cycles --------------------------------------------------------------------------

    /** The cycles the table allows, among its rows (a row that allows itself is one). */
    public List<String> tableCycles() {
        return cycles(allowed);
    }

    /**
     * One cycle per strongly connected component of {@code edges} that has one (a node with an
     * edge to itself, or two nodes or more), written {@code "a → b → a"}, each starting at its
     * component's first node in name order.
     */
    public static List<String> cycles(Map<String, Set<String>> edges) {
        Map<String, Set<String>> graph = new TreeMap<>();
        edges.forEach((from, tos) -> {
            graph.computeIfAbsent(from, k -> new TreeSet<>()).addAll(tos);
            tos.forEach(to -> graph.computeIfAbsent(to, k -> new TreeSet<>()));
        });
        List<String> found = new ArrayList<>();
        for (Set<String> component : components(graph)) {
            String start = component.iterator().next();
            if (component.size() == 1 && !graph.get(start).contains(start)) {
                continue;
            }
            List<String> cycle = pathBack(graph, component, start);
            found.add(cycle.stream().map(PackageGraph::display)
                    .collect(Collectors.joining(" → ")));
        }
        return found;
    }

    /** Tarjan's strongly connected components, each sorted, in the order they complete. */
    private static List<Set<String>> components(Map<String, Set<String>> graph) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        Set<String> onStack = new TreeSet<>();
        List<Set<String>> components = new ArrayList<>();
        for (String node : graph.keySet()) {
            if (!index.containsKey(node)) {
                connect(node, graph, index, low, stack, onStack, components);
            }
        }
        return components;
    }

    private static void connect(String node, Map<String, Set<String>> graph,
            Map<String, Integer> index, Map<String, Integer> low, Deque<String> stack,
            Set<String> onStack, List<Set<String>> components) {
        index.put(node, index.size());
        low.put(node, index.get(node));
        stack.push(node);
        onStack.add(node);
        for (String next : graph.get(node)) {
            if (!index.containsKey(next)) {
                connect(next, graph, index, low, stack, onStack, components);
                low.put(node, Math.min(low.get(node), low.get(next)));
            } else if (onStack.contains(next)) {
                low.put(node, Math.min(low.get(node), index.get(next)));
            }
        }
        if (low.get(node).equals(index.get(node))) {
            Set<String> component = new TreeSet<>();
            String member;
            do {
                member = stack.pop();
                onStack.remove(member);
                component.add(member);
            } while (!member.equals(node));
            components.add(component);
        }
    }

    /** The shortest way from {@code start} back to itself inside {@code component}. */
    private static List<String> pathBack(Map<String, Set<String>> graph, Set<String> component,
            String start) {
        Map<String, String> cameFrom = new HashMap<>();
        Deque<String> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            String node = queue.removeFirst();
            for (String next : graph.get(node)) {
                if (next.equals(start)) {
                    List<String> path = new ArrayList<>(List.of(start));
                    for (String at = node; !at.equals(start); at = cameFrom.get(at)) {
                        path.add(1, at);
                    }
                    path.add(start);
                    return path;
                }
                if (component.contains(next) && !cameFrom.containsKey(next)) {
                    cameFrom.put(next, node);
                    queue.addLast(next);
                }
            }
        }
        throw new IllegalStateException("no way back to " + start + " in " + component);
    }

    // ---- reading Java --------------------------------------------------------------------

    /**
     * The source with comments, string and char literals and text blocks replaced by spaces
     * (line breaks kept, so offsets and line numbers still match the original).
     */
    public static String blankCommentsAndLiterals(String source) {
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
