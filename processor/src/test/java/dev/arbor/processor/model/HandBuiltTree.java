// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

import static org.junit.jupiter.api.Assertions.fail;

import com.palantir.javapoet.ClassName;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Capability;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.LeafCall;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.kinds.PolicyKind;
import dev.arbor.processor.kinds.ResultKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Builds a {@link TreeDescriptor} by hand, without javac, from a compact description: one
 * {@link Row} per node (kind, method name, parent, abort type) in pre-order, or a nested
 * {@link Spec} that flattens to those rows.
 *
 * <p>The rows go through {@link TreeFactory#flatten}, the same javac-free flattening that
 * {@link TreeFactory#create} uses after expanding a class's references, so every column is the
 * factory's own.
 *
 * <p>Assertions are made on cells: {@link #assertTable} takes the expected table as text, one
 * row per node in pre-order, and reports every wrong cell as (node, column).
 */
final class HandBuiltTree {
    private HandBuiltTree() {}

    /**
     * One node of the compact description; {@code parent} is a row index, -1 for the root;
     * {@code attributes} null for its kind's defaults ({@link #defaults}).
     */
    record Row(NodeKind kind, String method, int parent, AbortKind abortType,
            Attributes attributes) {

        Row(NodeKind kind, String method, int parent, AbortKind abortType) {
            this(kind, method, parent, abortType, null);
        }
    }

    /** A node with its children, for writing trees the way they read. */
    record Spec(NodeKind kind, String method, AbortKind abortType, Attributes attributes,
            List<Spec> children) {

        Spec(NodeKind kind, String method, AbortKind abortType, List<Spec> children) {
            this(kind, method, abortType, null, children);
        }
    }

    /** A node of any kind, with its kind's default attributes ({@link #defaults}). */
    static Spec of(NodeKind kind, String method, Spec... children) {
        return new Spec(kind, method, AbortKind.NONE, List.of(children));
    }

    /** A node of any kind with the given attributes. */
    static Spec of(NodeKind kind, String method, Attributes attributes, Spec... children) {
        return new Spec(kind, method, AbortKind.NONE, attributes, List.of(children));
    }

    /** A counting decorator ({@code @Repeat}, {@code @UntilSuccess}, ...) with limit {@code limit}. */
    static Spec counting(NodeKind kind, String method, int limit, Spec child) {
        return of(kind, method, new Attributes.Counted(limit, null, false), child);
    }

    /**
     * What a kind's annotation says when a test does not say: abort type as given, the default
     * policies, a limit of 2, 100 ms, the condition {@code ok}, equal weights (a weight method
     * {@code wN} per child of a weighted selector), a RunOnce's result cleared by a reset, a
     * TryCatch's clean-up called when it is interrupted; else none.
     */
    static Attributes defaults(NodeKind kind, AbortKind abortType, int children) {
        if (kind == Kinds.PARALLEL) {
            return new Attributes.Policies(PolicyKind.ALL, PolicyKind.ONE);
        }
        if (kind.has(Capability.CARRIES_ABORT_TYPE)) {
            return new Attributes.Aborts(abortType, null);
        }
        if (kind.behaviour().counts()) {
            return new Attributes.Counted(2, null, false);
        }
        if (kind == Kinds.WAIT || kind == Kinds.COOLDOWN || kind == Kinds.TIME_LIMIT) {
            return new Attributes.Timed(100, null);
        }
        if (kind == Kinds.IF || kind == Kinds.WHILE) {
            return new Attributes.Conditional("ok", null);
        }
        if (kind == Kinds.WEIGHTED_SELECTOR) {
            List<String> methods = new ArrayList<>();
            for (int i = 0; i < children; i++) {
                methods.add("w" + i);
            }
            return new Attributes.Weights(List.of(), methods, null, List.of());
        }
        if (kind == Kinds.UTILITY_SELECTOR) {
            List<String> methods = new ArrayList<>();
            for (int i = 0; i < children; i++) {
                methods.add("s" + i);
            }
            return new Attributes.Scored(methods, null, List.of(), 0, null, 0, null);
        }
        if (kind.behaviour().ordersChildren() || kind.behaviour().drawsOne()) {
            return new Attributes.Weights(List.of(), List.of(), null, List.of());
        }
        if (kind.behaviour().matchesCase()) { // a case per child, the last (of two or more)
            List<String> cases = new ArrayList<>(); // its otherwise
            for (int i = 0; i < Math.max(1, children - 1); i++) {
                cases.add(Integer.toString(i));
            }
            return new Attributes.Switched("on", null, cases, null, List.of(), children > 1,
                    null);
        }
        if (kind == Kinds.RUN_ONCE) {
            return new Attributes.Once(false, null);
        }
        if (kind == Kinds.TRY_CATCH) { // its last child the clean-up, called when interrupted
            return new Attributes.CleanUp("", null, true, null, null);
        }
        return Attributes.NONE;
    }

    static Spec sequence(String method, Spec... children) {
        return sequence(method, AbortKind.NONE, children);
    }

    static Spec sequence(String method, AbortKind abortType, Spec... children) {
        return new Spec(Kinds.SEQUENCE, method, abortType, List.of(children));
    }

    static Spec selector(String method, Spec... children) {
        return selector(method, AbortKind.NONE, children);
    }

    static Spec selector(String method, AbortKind abortType, Spec... children) {
        return new Spec(Kinds.SELECTOR, method, abortType, List.of(children));
    }

    /** A parallel with the default policies (success ALL, failure ONE). */
    static Spec parallel(String method, Spec... children) {
        return new Spec(Kinds.PARALLEL, method, AbortKind.NONE, List.of(children));
    }

    static Spec invert(String method, Spec child) {
        return new Spec(Kinds.INVERT, method, AbortKind.NONE, List.of(child));
    }

    static Spec condition(String method) {
        return new Spec(Kinds.CONDITION, method, AbortKind.NONE, List.of());
    }

    static Spec action(String method) {
        return new Spec(Kinds.ACTION, method, AbortKind.NONE, List.of());
    }

    /** The rows of {@code root}'s tree, in pre-order. */
    static List<Row> rows(Spec root) {
        List<Row> rows = new ArrayList<>();
        flatten(root, -1, rows);
        return rows;
    }

    private static void flatten(Spec spec, int parent, List<Row> rows) {
        int index = rows.size();
        rows.add(new Row(spec.kind(), spec.method(), parent, spec.abortType(),
                spec.attributes()));
        spec.children().forEach(child -> flatten(child, index, rows));
    }

    static TreeDescriptor build(Spec root) {
        return build(rows(root));
    }

    /** The descriptor of a tree given as rows in pre-order, flattened by TreeFactory itself. */
    static TreeDescriptor build(List<Row> rows) {
        checkPreOrder(rows);
        List<TreeFactory.Row> factoryRows = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            Row row = rows.get(i);
            int index = i;
            if (row.abortType() != AbortKind.NONE
                    && !row.kind().has(Capability.CARRIES_ABORT_TYPE)) {
                throw new IllegalArgumentException("row " + i + " (" + row.method() + "): a "
                        + row.kind().simpleName() + " carries no abortType");
            }
            int children = (int) rows.stream().filter(r -> r.parent() == index).count();
            Attributes attributes = row.attributes() != null ? row.attributes()
                    : defaults(row.kind(), row.abortType(), children);
            factoryRows.add(new TreeFactory.Row(row.kind(), row.method(), row.parent(),
                    attributes, leafCall(row.kind())));
        }
        ClassName name = ClassName.get("hand", "Built");
        return TreeFactory.flatten(factoryRows, name, name, ClassName.get("hand", "BuiltTree"));
    }

    /**
     * What TreeSource.leafCall gives a condition, and an action returning Status without hooks
     * (the leaf's method is not needed by the model).
     */
    private static LeafCall leafCall(NodeKind kind) {
        return switch (kind.signature()) {
            case CONDITION -> new LeafCall(ResultKind.BOOLEAN, null, null, false, null, null, null);
            case ACTION, TASK_FIELD -> new LeafCall(ResultKind.STATUS, null, null, false, null,
                    null, null);
            case BODY_NEVER_CALLED, SUBTREE_FIELD -> null;
        };
    }

    /** Rows must be pre-order: each row's parent is the row before it or one of its ancestors. */
    private static void checkPreOrder(List<Row> rows) {
        if (rows.isEmpty() || rows.get(0).parent() != -1) {
            throw new IllegalArgumentException("row 0 must be the root (parent -1)");
        }
        for (int i = 1; i < rows.size(); i++) {
            int p = rows.get(i).parent();
            int a = i - 1;
            while (a >= 0 && a != p) {
                a = rows.get(a).parent();
            }
            if (a < 0 || p < 0) {
                throw new IllegalArgumentException("row " + i + " (" + rows.get(i).method()
                        + "): parent " + p + " is not row " + (i - 1)
                        + " or one of its ancestors, so the rows are not in pre-order");
            }
            if (rows.get(p).kind().isLeaf()) {
                throw new IllegalArgumentException("row " + i + ": parent " + p + " is a leaf");
            }
        }
    }

    // ---- looking up and printing cells --------------------------------------------------

    /** The node of method {@code method}; test trees name each node once. */
    static Node node(TreeDescriptor tree, String method) {
        List<Node> found = tree.nodes().stream().filter(n -> n.method().equals(method)).toList();
        if (found.size() != 1) {
            throw new IllegalArgumentException(found.size() + " nodes named " + method);
        }
        return found.get(0);
    }

    /** The entry of {@code condition}'s abort entry. */
    static int entry(TreeDescriptor tree, String condition) {
        int entry = tree.entryConditions().indexOf(node(tree, condition).index());
        if (entry < 0) {
            throw new IllegalArgumentException(condition + " has no abort entry");
        }
        return entry;
    }

    /** A node as cells name it: its method. */
    private static String name(TreeDescriptor tree, int index) {
        return index < 0 ? "-" : tree.nodes().get(index).method();
    }

    /**
     * A jump value as tables write it: the name of the node to run next, {@code ROOT_COMPLETES},
     * or {@code stop:x} (x completed; its parent acts by its rule).
     */
    static String jump(TreeDescriptor tree, int jump) {
        if (jump >= 0) {
            return name(tree, jump);
        }
        if (jump == Jumps.ROOT_COMPLETES) {
            return "ROOT_COMPLETES";
        }
        return "stop:" + name(tree, Jumps.stoppedAt(jump));
    }

    /** The columns a table can name, each rendered as a cell. */
    static final Map<String, Function<Cell, String>> COLUMNS = columns();

    private record Cell(TreeDescriptor tree, Node node) {}

    private static Map<String, Function<Cell, String>> columns() {
        Map<String, Function<Cell, String>> columns = new LinkedHashMap<>();
        columns.put("kind", c -> c.node().kind().simpleName());
        columns.put("parent", c -> name(c.tree(), c.node().parent()));
        columns.put("composite", c -> name(c.tree(), c.node().composite()));
        columns.put("end", c -> String.valueOf(c.node().end()));
        columns.put("stack", c -> String.valueOf(c.node().stack()));
        columns.put("abortType", c -> c.node().abortType().name());
        columns.put("entries", c -> c.node().entriesFrom() + ".." + c.node().entriesTo());
        columns.put("watchable", c -> String.valueOf(c.node().watchable()));
        columns.put("first", c -> name(c.tree(), c.node().first()));
        columns.put("onSuccess", c -> jump(c.tree(), c.node().onSuccess()));
        columns.put("onFailure", c -> jump(c.tree(), c.node().onFailure()));
        return columns;
    }

    /**
     * Asserts a table of cells. The first line names the columns, the first being {@code node};
     * then one line per node, every node of the tree in pre-order, cells separated by spaces.
     * Every wrong cell is reported as {@code (node #index, column)}, followed by the actual table.
     */
    static void assertTable(TreeDescriptor tree, String expected) {
        List<String[]> lines = expected.lines().map(String::strip).filter(l -> !l.isEmpty())
                .map(l -> l.split("\\s+")).toList();
        String[] header = lines.get(0);
        if (!header[0].equals("node")) {
            throw new IllegalArgumentException("the first column must be 'node'");
        }
        List<String> columns = Arrays.asList(header).subList(1, header.length);
        columns.forEach(c -> {
            if (!COLUMNS.containsKey(c)) {
                throw new IllegalArgumentException("no column " + c + "; columns: " + COLUMNS.keySet());
            }
        });
        List<String> wrong = new ArrayList<>();
        List<Node> nodes = tree.nodes();
        if (lines.size() - 1 != nodes.size()) {
            wrong.add("the table lists " + (lines.size() - 1) + " nodes, the tree has " + nodes.size());
        }
        for (int i = 0; i < Math.min(lines.size() - 1, nodes.size()); i++) {
            String[] row = lines.get(i + 1);
            Node node = nodes.get(i);
            if (row.length != header.length) {
                throw new IllegalArgumentException("row " + i + " has " + row.length
                        + " cells, the header " + header.length);
            }
            if (!row[0].equals(node.method())) {
                wrong.add("row " + i + ": expected node " + row[0] + ", the tree has "
                        + node.method() + " at #" + i);
                continue;
            }
            for (int c = 0; c < columns.size(); c++) {
                String actual = COLUMNS.get(columns.get(c)).apply(new Cell(tree, node));
                if (!actual.equals(row[c + 1])) {
                    wrong.add("cell (" + node.method() + " #" + i + ", " + columns.get(c)
                            + "): expected " + row[c + 1] + ", was " + actual);
                }
            }
        }
        if (!wrong.isEmpty()) {
            fail(String.join("\n", wrong) + "\nactual table:\n" + table(tree, columns));
        }
    }

    /** The tree's table with the given columns, as {@link #assertTable} reads it. */
    static String table(TreeDescriptor tree, List<String> columns) {
        List<List<String>> rows = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("node"));
        header.addAll(columns);
        rows.add(header);
        for (Node node : tree.nodes()) {
            List<String> row = new ArrayList<>(List.of(node.method()));
            columns.forEach(c -> row.add(COLUMNS.get(c).apply(new Cell(tree, node))));
            rows.add(row);
        }
        int[] width = new int[header.size()];
        rows.forEach(r -> {
            for (int i = 0; i < r.size(); i++) {
                width[i] = Math.max(width[i], r.get(i).length());
            }
        });
        StringBuilder out = new StringBuilder();
        for (List<String> r : rows) {
            out.append("  ");
            for (int i = 0; i < r.size(); i++) {
                out.append(String.format("%-" + (width[i] + 2) + "s", r.get(i)));
            }
            out.append('\n');
        }
        return out.toString();
    }
}
