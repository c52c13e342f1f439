// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.constant;
import static dev.arbor.processor.codegen.TreeContext.staticField;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.ChildStep;
import dev.arbor.processor.model.Jumps;
import dev.arbor.processor.model.AbortAnalysis;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.Served;
import dev.arbor.processor.model.ParallelRow;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * Writes the constants and static tables of a generated tree (docs/semantics.md §2): one named
 * constant per node, the codes the code reads, and the {@code NODES} table, one row per node
 * with the method it came from, holding only the columns the tree's code shape reads; for each
 * column, a per-column copy and its accessor ({@code parent(node)}).
 */
final class TableWriter extends PartWriter {
    static final ArrayTypeName INT_ARRAY = ArrayTypeName.of(TypeName.INT);

    /** A column of NODES: its name, what it holds, and its cell in a node's row. */
    private record Column(String name, String doc, Function<Node, String> cell) {}

    private static final String WATCHABLE = "1 if an abort entry can be watching it when it ends";
    private static final String ENTRIES = "the abort entries of its subtree, [from, to)";

    private final List<Column> columns = new ArrayList<>();

    TableWriter(TreeContext context) {
        super(context);
        if (state.inFields()) { // run() has the kinds and jumps written in
            column("PARENT", "its parent", names::parentOf);
            if (tree.hasAborts()) {
                column("WATCHABLE", WATCHABLE, n -> n.watchable() ? "1" : "0");
            }
            return;
        }
        column("KIND", "its kind", n -> CodesWriter.kindCode(n.kind()));
        column("PARENT", "its parent", names::parentOf);
        column("END", "its subtree's end (node j is below node i iff i < j < end)",
                n -> String.valueOf(n.end()));
        column("FIRST", "the node where running it starts", n -> names.of(n.first()));
        for (String result : List.of("SUCCESS", "FAILURE")) {
            column("ON_" + result, "where a tick goes when it completes with " + result + ": the"
                    + " next node to run, ROOT_COMPLETES, or STOP - x when node x's parent acts by"
                    + " its rule", n -> jump(result.equals("SUCCESS") ? n.onSuccess()
                            : n.onFailure()));
        }
        for (String result : List.of("SUCCESS", "FAILURE")) {
            column("UP_ON_" + result, "what its parent completes with when it completes with "
                    + result + ", where a jump passes the parent by: for a listener, which hears"
                    + " of those completions too",
                    n -> parentCompletes(n, result.equals("SUCCESS")));
        }
        column("STACK", "its run stack", n -> String.valueOf(n.stack()));
        if (needs.parallels()) {
            column("PARALLEL_ROW", "its row in PARALLELS", n -> String.valueOf(n.parallelRow()));
        }
        if (needs.slots()) {
            column("SLOT", "where its state starts in {@code state}",
                    n -> String.valueOf(n.slot()));
        }
        if (needs.rules()) {
            for (String result : List.of("SUCCESS", "FAILURE")) {
                column("ON_CHILD_" + result, "what it does when a child completes with " + result
                        + " and a jump stops there",
                        n -> EventLoopNeeds.step(n, result.equals("SUCCESS")));
            }
        }
        if (needs.counts()) {
            column("LIMIT", "a counting node's limit (0: none)", n -> String.valueOf(n.limit()));
        }
        if (needs.catchers()) {
            column("CATCHER", "the FailIfRunning above it on its stack, or NONE",
                    n -> n.catcher() < 0 ? "NONE" : names.of(n.catcher()));
        }
        if (needs.clock()) {
            column("TIMER", "where its clock readings are in {@code times}, and its duration in"
                    + " DURATIONS", n -> String.valueOf(n.timer()));
        }
        if (tree.hasAborts()) {
            column("COMPOSITE", "its nearest composite ancestor",
                    n -> n.composite() < 0 ? "NONE" : names.of(n.composite()));
            column("ABORT", "its abort type",
                    n -> n.abortType() == AbortKind.NONE ? "NO_ABORT" : n.abortType().name());
            column("WATCHABLE", WATCHABLE, n -> n.watchable() ? "1" : "0");
            column("ENTRIES_FROM", ENTRIES, n -> String.valueOf(n.entriesFrom()));
            column("ENTRIES_TO", ENTRIES, n -> String.valueOf(n.entriesTo()));
        }
    }

    private void column(String name, String doc, Function<Node, String> cell) {
        columns.add(new Column(name, doc, cell));
    }

    void write(TypeSpec.Builder type) {
        new CodesWriter(context).write(type);
        addTables(type);
    }

    private void addTables(TypeSpec.Builder type) {
        for (int i = 0; i < columns.size(); i++) {
            constant(type, columns.get(i).name(), i, i == 0 ? "Columns of NODES." : null);
        }
        constant(type, "COLUMNS", columns.size(), null);
        type.addField(staticField(INT_ARRAY, "NODES", tableDoc())
                .initializer(nodeTable(type)).build());
        if (needs.clock() && !state.inFields()) {
            addDurations(type);
        }
        if (tree.nodes().stream().anyMatch(n -> n.kind().behaviour().draws())) {
            addWeights(type); // a RandomChoice's weights are in its code
        }
        if (state.inFields() || !needs.parallels()) {
            if (tree.hasAborts() && !state.inFields()) {
                addEntryConditions(type);
            }
            return;
        }
        type.addField(intArray(type, "STACK_OWNERS", "stackOwners",
                "Per run stack, the parallel whose branch it runs (NONE: the main stack).",
                tree.stackOwners().stream().map(String::valueOf).toList()));
        constant(type, "BRANCHES", 0, "Columns of PARALLELS.");
        constant(type, "SUCCESSES_NEEDED", 1, null);
        constant(type, "FAILURES_NEEDED", 2, null);
        constant(type, "PARALLEL_COLUMNS", 3, null);
        List<String> rows = new ArrayList<>();
        for (ParallelRow row : tree.parallels()) {
            rows.add(row.branches() + ", " + row.successes() + ", " + row.failures()
                    + ", // " + names.of(row.node()));
        }
        type.addField(staticField(INT_ARRAY, "PARALLELS", "Per parallel: its branch count and"
                        + " the successes and failures that decide it (§5.3).\n")
                .initializer(rows(sizes, type, "parallelRows", INT_ARRAY,
                        "// branches, successes needed, failures needed", rows))
                .build());
        if (tree.hasAborts()) {
            addEntryConditions(type);
        }
    }

    /** The weights of the random composites' children, one row per composite. */
    private void addWeights(TypeSpec.Builder type) {
        List<String> rows = new ArrayList<>();
        for (Node node : tree.nodes()) {
            if (node.kind().behaviour().draws()) {
                rows.add(String.join(", ", EventLoopNeeds.weightsOf(node).stream()
                        .map(String::valueOf).toList()) + ", // " + names.of(node));
            }
        }
        type.addField(staticField(INT_ARRAY, "WEIGHTS", "The weights of each random composite's"
                        + " children, in declared order (§8.2).\n")
                .initializer(rows(sizes, type, "weightRows", INT_ARRAY, "// weights", rows))
                .build());
    }

    /**
     * Per timer, the duration of its node in nanoseconds: its {@code millis}, or for a watched
     * condition its composite's {@code reevaluateEvery}.
     */
    private void addDurations(TypeSpec.Builder type) {
        List<String> rows = new ArrayList<>();
        for (Node node : tree.nodes()) {
            if (node.timer() >= 0) {
                // a timed kind's millis, or a watched condition's re-evaluation period (§6.4)
                boolean period = !node.kind().behaviour().readsClock();
                long millis = period ? tree.nodes().get(node.composite()).reevaluateEvery()
                        : node.millis();
                long nanos = millis > Long.MAX_VALUE / 1_000_000L ? Long.MAX_VALUE
                        : millis * 1_000_000L;
                rows.add(nanos + "L, // " + names.of(node) + ": " + (period ? millis
                        + " ms between two askings" : node.durationMethod() == null
                        ? millis + " ms" : "over at its reading, from "
                                + node.durationMethod() + "() on entry"));
            }
        }
        for (Served served : tree.services()) { // §5.6: a service's period, after the nodes'
            long nanos = served.millis() > Long.MAX_VALUE / 1_000_000L ? Long.MAX_VALUE
                    : served.millis() * 1_000_000L;
            rows.add(nanos + "L, // " + served.method() + "() serving "
                    + names.of(tree.nodes().get(served.node())) + ": every " + served.millis()
                    + " ms");
        }
        type.addField(staticField(ArrayTypeName.of(TypeName.LONG), "DURATIONS",
                        "Per timer (column TIMER): its node's duration in nanoseconds.\n")
                .initializer(rows(sizes, type, "durations", ArrayTypeName.of(TypeName.LONG),
                        "// nanoseconds", rows))
                .build());
    }

    private void addEntryConditions(TypeSpec.Builder type) {
        type.addField(intArray(type, "ENTRY_CONDITIONS", "entryConditions",
                "Per abort entry, its condition, in pre-order: the order of re-evaluation"
                        + " (§6.4).", tree.entryConditions().stream().map(names::of).toList()));
        if (aborts.someRelevantOnly()) {
            List<String> fires = new ArrayList<>();
            for (int entry = 0; entry < tree.entryConditions().size(); entry++) {
                fires.add(String.valueOf(firesCode(aborts.fires(entry, true))
                        | firesCode(aborts.fires(entry, false)) << 2));
            }
            type.addField(intArray(type, "ENTRY_FIRES", "entryFires", """
                    Per abort entry, which changes of its condition fire (§6.4, its composite's \
                    abortOn): bits 0 and 1 judged as a self abort, bits 2 and 3 as a \
                    lower-priority one; 0 any change, 1 only to SUCCESS, 2 only to FAILURE, 3 \
                    none.""", fires));
        }
    }

    /** The code of {@code fires} in ENTRY_FIRES. */
    static int firesCode(AbortAnalysis.Fires fires) {
        return switch (fires) {
            case ANY_CHANGE -> 0;
            case ON_SUCCESS -> 1;
            case ON_FAILURE -> 2;
            case NEVER -> 3;
        };
    }

    /** What each column of NODES holds, one line per column. */
    private String tableDoc() {
        StringBuilder doc = new StringBuilder("The tree, one row per node in pre-order"
                + " (docs/semantics.md §2):\n<ul>\n");
        for (Column column : columns) {
            doc.append("<li>").append(column.name().toLowerCase(Locale.ROOT)).append(": ")
                    .append(column.doc()).append("</li>\n");
        }
        return doc.append("</ul>\n").toString();
    }

    /** The NODES initializer: one row per node, in parts when the tree is large. */
    private CodeBlock nodeTable(TypeSpec.Builder type) {
        List<List<String>> cells = new ArrayList<>();
        List<String> header = new ArrayList<>(columns.stream()
                .map(c -> c.name().toLowerCase(Locale.ROOT)).toList());
        cells.add(header);
        for (Node node : tree.nodes()) {
            cells.add(columns.stream().map(c -> c.cell().apply(node)).toList());
        }
        int[] widths = new int[columns.size()];
        for (List<String> row : cells) {
            for (int i = 0; i < row.size(); i++) {
                widths[i] = Math.max(widths[i], row.get(i).length() + 1);
            }
        }
        List<String> rows = new ArrayList<>();
        for (Node node : tree.nodes()) {
            rows.add(aligned(cells.get(node.index() + 1), widths) + " // " + node.index() + " "
                    + node.method() + "()");
        }
        int[] headerWidths = widths.clone();
        headerWidths[0] -= "// ".length(); // so the names sit above their columns
        String headerLine = "// " + aligned(header, headerWidths).replace(',', ' ').stripTrailing();
        return rows(sizes, type, "nodes", INT_ARRAY, headerLine, rows);
    }

    /**
     * The initializer of a static table of {@code rows}: inline, or in a large tree the
     * concatenation of parts of {@link Sizes#rowsPerPart} rows, each returned by its own method
     * ({@code nodes0()}, {@code nodes1()}, ...): javac limits a method, the class initializer
     * included, to 64 KB of bytecode, and an array initializer costs about 7 bytes per element.
     * {@code part} must be one of {@link NodeNames#FIXED_MEMBERS}.
     */
    static CodeBlock rows(Sizes sizes, TypeSpec.Builder type, String part, ArrayTypeName arrayType,
            String header, List<String> rows) {
        int perPart = sizes.rowsPerPart();
        if (rows.size() <= perPart) {
            return rowsBlock(header, rows);
        }
        CodeBlock.Builder parts = CodeBlock.builder().add("$T.$N(", TreeContext.SUPPORT,
                arrayType.equals(INT_ARRAY) ? "concat" : "concatLongs");
        for (int from = 0, index = 0; from < rows.size(); from += perPart, index++) {
            String name = part + index;
            type.addMethod(MethodSpec.methodBuilder(name)
                    .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                    .returns(arrayType)
                    .addStatement("return new $T $L", arrayType, rowsBlock(header,
                            rows.subList(from, Math.min(rows.size(), from + perPart))))
                    .build());
            parts.add(index == 0 ? "$N()" : ", $N()", name);
        }
        return parts.add(")").build();
    }

    /**
     * The initializer of a static int table of {@code values}: {@code {1, 2, 3}}, or beyond
     * {@link Sizes#inlineValues} values, rows of 16 values split as {@link #rows} splits them.
     */
    static CodeBlock values(Sizes sizes, TypeSpec.Builder type, String part, List<String> values) {
        if (values.size() <= sizes.inlineValues()) {
            return CodeBlock.of("{$L}", String.join(", ", values));
        }
        List<String> rows = new ArrayList<>();
        for (int from = 0; from < values.size(); from += 16) {
            rows.add(String.join(", ", values.subList(from, Math.min(values.size(), from + 16)))
                    + ",");
        }
        return rows(sizes, type, part, INT_ARRAY, "// " + values.size() + " values, 16 a row",
                rows);
    }

    /**
     * What {@code node}'s parent completes with when {@code node} completes with SUCCESS
     * ({@code success}) or FAILURE, by a rule known at build time; NONE when it goes on or
     * decides at run time (or {@code node} is the root).
     */
    private String parentCompletes(Node node, boolean success) {
        if (node.parent() < 0) {
            return "NONE";
        }
        ChildStep step = tree.onChild(node, success);
        return step == ChildStep.SUCCEED ? "SUCCESS" : step == ChildStep.FAIL ? "FAILURE" : "NONE";
    }

    /** A jump as the table shows it: a node, ROOT_COMPLETES, or STOP - node. */
    private String jump(int value) {
        if (value >= 0) {
            return names.of(value);
        }
        return value == Jumps.ROOT_COMPLETES ? "ROOT_COMPLETES"
                : "STOP - " + names.of(Jumps.stoppedAt(value));
    }

    /** Cells followed by commas, each padded to its column's width. */
    private static String aligned(List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String cell = cells.get(i) + ",";
            line.append(cell).append(" ".repeat(Math.max(1, widths[i] + 2 - cell.length())));
        }
        return line.toString().stripTrailing();
    }

    private static CodeBlock rowsBlock(String header, List<String> rows) {
        CodeBlock.Builder block = CodeBlock.builder().add("{\n$>$L\n", header);
        for (String row : rows) {
            block.add("$L\n", row);
        }
        return block.add("$<}").build();
    }

    private FieldSpec intArray(TypeSpec.Builder type, String name, String part, String doc,
            List<String> values) {
        return staticField(INT_ARRAY, name, doc + "\n")
                .initializer(values(sizes, type, part, values)).build();
    }

    /** The per-column copies of NODES and their accessors, for every column: all are read. */
    void addAccessors(TypeSpec.Builder type) {
        for (String column : columns.stream().map(Column::name).toList()) {
            String accessor = switch (column) {
                case "END" -> "subtreeEnd";
                case "ABORT" -> "abortType";
                default -> lowerCamel(column);
            };
            accessor(type, accessor, column);
        }
    }

    /** {@code ON_SUCCESS} gives {@code onSuccess}. */
    private static String lowerCamel(String column) {
        String camel = NodeNames.camelCase(column);
        return Character.toLowerCase(camel.charAt(0)) + camel.substring(1);
    }

    /** A column of NODES and its accessor: {@code kind(node)} reads {@code KIND_OF[node]}. */
    private static void accessor(TypeSpec.Builder type, String name, String column) {
        type.addField(staticField(INT_ARRAY, column + "_OF", "")
                .initializer("$T.column(NODES, COLUMNS, $N)", TreeContext.SUPPORT, column).build());
        type.addMethod(MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "node")
                .addStatement("return $N_OF[node]", column)
                .build());
    }
}
