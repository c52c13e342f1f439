package dev.arbor.processor.codegen;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.arbor.processor.model.LeafCall;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.NodeKind;
import dev.arbor.processor.model.ParallelRow;
import dev.arbor.processor.model.ResultKind;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Writes the generated tree class for a {@link TreeDescriptor}: named node constants, the static
 * tables of SEMANTICS §2 (one row per node, with the method it came from), the per-instance
 * state (named int fields, or one {@code int[]} for a tree with parallels: {@link StateLayout}),
 * the leaf and hook dispatch ({@code switch}es
 * calling the agent's methods directly, for the paths that need them) and, from
 * {@link TickLoopWriter}, the tick loop.
 */
public final class TreeWriter {
    static final String PROCESSOR = "dev.arbor.processor.ArborProcessor";
    private static final ClassName STATUS = ClassName.get("dev.arbor", "Status");
    private static final ClassName TREE = ClassName.get("dev.arbor.runtime", "Tree");
    private static final ClassName SUPPORT = ClassName.get("dev.arbor.runtime.internal", "TreeSupport");
    private static final ClassName ARBOR_GENERATED =
            ClassName.get("dev.arbor.runtime", "ArborGenerated");
    private static final ClassName GENERATED =
            ClassName.get("javax.annotation.processing", "Generated");
    private static final TypeName INT_ARRAY = ArrayTypeName.of(TypeName.INT);
    /** Rows per part of a large table: a class initializer is limited to 64 KiB of code. */
    static final int ROWS_PER_PART = 400;

    /** Names the tick loop uses; node constants must not take them. */
    private static final List<String> RESERVED = List.of("SEQUENCE", "SELECTOR", "PARALLEL",
            "CONDITION", "ACTION", "INACTIVE", "RUNNING", "SUCCESS", "FAILURE", "NONE", "DORMANT",
            "NO_ABORT", "SELF", "LOWER_PRIORITY", "BOTH", "NODES", "COLUMNS", "KIND", "PARENT",
            "END", "STACK", "PARALLEL_ROW", "COMPOSITE", "ABORT", "WATCHABLE", "ENTRIES_FROM",
            "ENTRIES_TO",
            "STACK_OWNERS", "ENTRY_CONDITIONS", "PARALLELS", "PARALLEL_COLUMNS", "BRANCHES",
            "SUCCESSES_NEEDED", "FAILURES_NEEDED", "TOP", "ENTRIES", "PARALLEL_STATE", "CURSOR",
            "ENTERING", "SUCCEEDED", "FAILED", "INITIAL_STATE", "STATUSES", "NAME", "RUN", "DONE",
            "YIELD", "NEXT", "FIRST", "ON_SUCCESS", "ON_FAILURE", "ROOT_COMPLETES", "STOP",
            "FIRST_OF", "ON_SUCCESS_OF", "ON_FAILURE_OF", "KIND_OF", "PARENT_OF", "END_OF", "STACK_OF", "PARALLEL_ROW_OF",
            "COMPOSITE_OF", "ABORT_OF", "WATCHABLE_OF", "ENTRIES_FROM_OF", "ENTRIES_TO_OF");

    private final TreeDescriptor tree;
    private final boolean generatedAvailable;
    private final List<String> columns = new ArrayList<>();
    private final String[] constants;
    private final StateLayout state;

    /**
     * @param generatedAvailable whether {@code javax.annotation.processing.Generated} is on the
     *     compile classpath (it is from Java 9 on)
     */
    public TreeWriter(TreeDescriptor tree, boolean generatedAvailable) {
        this.tree = tree;
        this.generatedAvailable = generatedAvailable;
        columns.addAll(List.of("KIND", "PARENT", "END", "FIRST", "ON_SUCCESS", "ON_FAILURE"));
        if (tree.hasParallels()) {
            columns.addAll(List.of("STACK", "PARALLEL_ROW"));
        }
        if (tree.hasAborts()) {
            columns.addAll(List.of("COMPOSITE", "ABORT", "WATCHABLE", "ENTRIES_FROM",
                    "ENTRIES_TO"));
        }
        this.constants = nodeConstants();
        this.state = new StateLayout(tree);
    }

    public JavaFile write() {
        TypeSpec.Builder type = TypeSpec.classBuilder(tree.generated())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(TREE)
                .addJavadoc(classJavadoc());
        if (generatedAvailable) {
            type.addAnnotation(AnnotationSpec.builder(GENERATED)
                    .addMember("value", "$S", PROCESSOR)
                    .addMember("comments", "$S", "from " + tree.source().canonicalName())
                    .build());
        }
        type.addAnnotation(ARBOR_GENERATED);
        addNodeConstants(type);
        addCodes(type);
        addTables(type);
        addState(type);
        addConstructorAndAccessors(type);
        TickLoopWriter loop = new TickLoopWriter(tree, constants, state);
        type.addMethods(loop.methods());
        addDispatch(type);
        addTableAccessors(type);
        return JavaFile.builder(tree.generated().packageName(), type.build())
                .addFileComment("Generated by Arbor from $L. Do not edit: change the annotations"
                        + " on $L instead.", tree.source().canonicalName(),
                        tree.source().simpleName())
                .skipJavaLangImports(true)
                .indent("    ")
                .build();
    }

    // ---- names

    /** One constant per node: the method name in UPPER_SNAKE, numbered from its second use. */
    private String[] nodeConstants() {
        NameAllocator names = new NameAllocator();
        RESERVED.forEach(names::newName);
        Map<String, Integer> uses = new LinkedHashMap<>();
        String[] result = new String[tree.nodes().size()];
        for (Node node : tree.nodes()) {
            int use = uses.merge(node.method(), 1, Integer::sum);
            String base = GeneratedNames.nodeConstant(node.method()) + (use > 1 ? "_" + use : "");
            result[node.index()] = names.newName(base, node.index());
        }
        return result;
    }

    private CodeBlock classJavadoc() {
        CodeBlock.Builder doc = CodeBlock.builder()
                .add("The behavior tree of {@link $T}, generated by Arbor.\n\n", tree.source())
                .add("<pre>\n");
        for (Node node : tree.nodes()) {
            int depth = 0;
            for (int p = node.parent(); p >= 0; p = tree.nodes().get(p).parent()) {
                depth++;
            }
            String detail = node.kind().simpleName()
                    + (node.abortType().name().equals("NONE") ? "" : " abort " + node.abortType());
            doc.add("$L$L $L\n", "  ".repeat(depth), node.method(), detail);
        }
        return doc.add("</pre>\n").build();
    }

    private void addNodeConstants(TypeSpec.Builder type) {
        for (Node node : tree.nodes()) {
            FieldSpec.Builder field = FieldSpec.builder(TypeName.INT, constants[node.index()],
                    Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$L", node.index());
            if (node.index() == 0) {
                field.addJavadoc("Node indices, in pre-order: NODES has a row for each, naming its"
                        + " method.\n");
            }
            type.addField(field.build());
        }
    }

    // ---- constants of the tables and the loop

    private void addCodes(TypeSpec.Builder type) {
        constant(type, "SEQUENCE", 0, "Node kinds (column KIND).");
        constant(type, "SELECTOR", 1, null);
        constant(type, "PARALLEL", 2, null);
        constant(type, "CONDITION", 3, null);
        constant(type, "ACTION", 4, null);
        constant(type, "INACTIVE", 0, "Statuses, as {@code Status.ordinal()}; INACTIVE also means"
                + " interrupted.");
        constant(type, "RUNNING", 1, null);
        constant(type, "SUCCESS", 2, null);
        constant(type, "FAILURE", 3, null);
        constant(type, "NONE", -1, "No node: an empty stack, the root's parent, a deleted entry.");
        constant(type, "ROOT_COMPLETES", Node.ROOT_COMPLETES, "Jumps (columns ON_SUCCESS,"
                + " ON_FAILURE): the root completes;");
        constant(type, "STOP", Node.STOP, "STOP - x: node x completed; its parent acts.");
        if (tree.hasAborts()) {
            constant(type, "DORMANT", -2, "An entry that watches nothing yet (§6.2).");
            constant(type, "NO_ABORT", 0, "Abort types (column ABORT), as bit sets.");
            constant(type, "SELF", 1, null);
            constant(type, "LOWER_PRIORITY", 2, null);
            constant(type, "BOTH", 3, null);
        }
        constant(type, "RUN", 0, "Events of the run loop: run the node on top of a stack,");
        constant(type, "DONE", 1, "a child completed,");
        if (tree.hasParallels()) {
            constant(type, "YIELD", 2, "a stack answered RUNNING,");
            constant(type, "NEXT", 3, "a parallel visits its next branch.");
        }
    }

    private static void constant(TypeSpec.Builder type, String name, int value, String doc) {
        FieldSpec.Builder field = FieldSpec.builder(TypeName.INT, name,
                Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL).initializer("$L", value);
        if (doc != null) {
            field.addJavadoc("$L\n", doc);
        }
        type.addField(field.build());
    }

    // ---- tables

    private void addTables(TypeSpec.Builder type) {
        for (int i = 0; i < columns.size(); i++) {
            constant(type, columns.get(i), i, i == 0 ? "Columns of NODES." : null);
        }
        constant(type, "COLUMNS", columns.size(), null);
        type.addField(FieldSpec.builder(INT_ARRAY, "NODES",
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("""
                        The tree, one row per node in pre-order (SEMANTICS §2): its kind, its
                        parent, its subtree's end (node j is below node i iff i < j < end), the
                        node where running it starts (first), and where a tick goes when it
                        completes with SUCCESS or FAILURE: the next node to run, ROOT_COMPLETES,
                        or STOP - x, when node x's parent must act by the general rules (a
                        parallel, or a composite whose end updates abort entries)$L$L.
                        """,
                        tree.hasParallels() ? ";\nits run stack and its row in PARALLELS" : "",
                        tree.hasAborts() ? ";\nits nearest composite ancestor, its abort type,"
                                + " whether an abort entry can ever watch it,\nand the abort"
                                + " entries of its subtree [from, to)" : "")
                .initializer(nodeTable(type))
                .build());
        if (tree.hasParallels()) {
            type.addField(intArray("STACK_OWNERS",
                    "Per run stack, the parallel whose branch it runs (NONE: the main stack).",
                    tree.stackOwners().stream().map(String::valueOf).toList()));
            constant(type, "BRANCHES", 0, "Columns of PARALLELS.");
            constant(type, "SUCCESSES_NEEDED", 1, null);
            constant(type, "FAILURES_NEEDED", 2, null);
            constant(type, "PARALLEL_COLUMNS", 3, null);
            List<String> rows = new ArrayList<>();
            for (ParallelRow row : tree.parallels()) {
                rows.add(row.branches() + ", " + row.successes() + ", " + row.failures()
                        + ", // " + constants[row.node()]);
            }
            type.addField(FieldSpec.builder(INT_ARRAY, "PARALLELS",
                            Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("Per parallel: its branch count and the successes and failures"
                            + " that decide it (§5.3).\n")
                    .initializer(rowsBlock("// branches, successes needed, failures needed",
                            rows))
                    .build());
        }
        if (tree.hasAborts() && tree.hasParallels()) { // else written into answerChanged methods
            List<String> rows = new ArrayList<>();
            for (int condition : tree.entryConditions()) {
                rows.add(constants[condition]);
            }
            type.addField(intArray("ENTRY_CONDITIONS",
                    "Per abort entry, its condition, in pre-order: the order of re-evaluation"
                            + " (§6.4).", rows));
        }
    }

    /** The NODES initializer: one row per node, in parts when the tree is large. */
    private CodeBlock nodeTable(TypeSpec.Builder type) {
        List<List<String>> cells = new ArrayList<>();
        List<String> names = new ArrayList<>(columns);
        names.replaceAll(c -> c.toLowerCase(java.util.Locale.ROOT));
        cells.add(names);
        for (Node node : tree.nodes()) {
            cells.add(cells(node));
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
        String header = "// " + aligned(names, headerWidths).replace(',', ' ').stripTrailing();
        if (rows.size() <= ROWS_PER_PART) {
            return rowsBlock(header, rows);
        }
        CodeBlock.Builder parts = CodeBlock.builder().add("$T.concat(", SUPPORT);
        for (int from = 0, part = 0; from < rows.size(); from += ROWS_PER_PART, part++) {
            String name = "nodes" + part;
            type.addMethod(MethodSpec.methodBuilder(name)
                    .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                    .returns(INT_ARRAY)
                    .addStatement("return new int[] $L", rowsBlock(header,
                            rows.subList(from, Math.min(rows.size(), from + ROWS_PER_PART))))
                    .build());
            parts.add(part == 0 ? "$N()" : ", $N()", name);
        }
        return parts.add(")").build();
    }

    /** A jump as the table shows it: a node, ROOT_COMPLETES, or STOP - node. */
    private String jump(int value) {
        if (value >= 0) {
            return constants[value];
        }
        return value == Node.ROOT_COMPLETES ? "ROOT_COMPLETES"
                : "STOP - " + constants[Node.STOP - value];
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

    private List<String> cells(Node node) {
        List<String> cells = new ArrayList<>();
        cells.add(node.kind().name());
        cells.add(node.parent() < 0 ? "NONE" : constants[node.parent()]);
        cells.add(String.valueOf(node.end()));
        cells.add(constants[node.first()]);
        cells.add(jump(node.onSuccess()));
        cells.add(jump(node.onFailure()));
        if (tree.hasParallels()) {
            cells.add(String.valueOf(node.stack()));
            cells.add(String.valueOf(node.parallelRow()));
        }
        if (tree.hasAborts()) {
            cells.add(node.composite() < 0 ? "NONE" : constants[node.composite()]);
            cells.add(node.abortType().name().equals("NONE") ? "NO_ABORT" : node.abortType().name());
            cells.add(node.watchable() ? "1" : "0");
            cells.add(String.valueOf(node.entriesFrom()));
            cells.add(String.valueOf(node.entriesTo()));
        }
        return cells;
    }

    private static CodeBlock rowsBlock(String header, List<String> rows) {
        CodeBlock.Builder block = CodeBlock.builder().add("{\n$>$L\n", header);
        for (String row : rows) {
            block.add("$L\n", row);
        }
        return block.add("$<}").build();
    }

    private static FieldSpec intArray(String name, String doc, List<String> values) {
        return FieldSpec.builder(INT_ARRAY, name, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("$L\n", doc)
                .initializer("{$L}", String.join(", ", values))
                .build();
    }

    // ---- per-instance state

    private void addState(TypeSpec.Builder type) {
        if (state.inFields()) {
            addStateFields(type);
        } else {
            addStateArray(type);
        }
        type.addField(FieldSpec.builder(TypeName.BYTE, "status", Modifier.PRIVATE)
                .addJavadoc("What the last tick answered, as a status code.\n")
                .build());
        type.addField(FieldSpec.builder(TypeName.BOOLEAN, "ticking", Modifier.PRIVATE)
                .addJavadoc("True during tick() and reset(), to refuse re-entrant calls.\n")
                .build());
    }

    /** The state of a tree with one run stack: a field per value (StateLayout). */
    private void addStateFields(TypeSpec.Builder type) {
        addStatics(type);
        type.addField(FieldSpec.builder(TypeName.INT, "top", Modifier.PRIVATE)
                .addJavadoc("The node on top of the run stack, or NONE.\n")
                .initializer("NONE")
                .build());
        List<Integer> conditions = tree.entryConditions();
        for (int entry = 0; entry < conditions.size(); entry++) {
            String method = tree.nodes().get(conditions.get(entry)).method();
            type.addField(FieldSpec.builder(TypeName.INT, state.watches(entry), Modifier.PRIVATE)
                    .addJavadoc("What the abort entry of $L() watches: a composite, NONE (no"
                            + " entry) or DORMANT.\n", method)
                    .build());
            type.addField(FieldSpec.builder(TypeName.BOOLEAN, state.stored(entry), Modifier.PRIVATE)
                    .addJavadoc("The answer $L() stored in its abort entry: true for SUCCESS.\n",
                            method)
                    .build());
        }
    }

    private void addStatics(TypeSpec.Builder type) {
        type.addField(FieldSpec.builder(ArrayTypeName.of(STATUS), "STATUSES",
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$T.values()", STATUS)
                .build());
        type.addField(FieldSpec.builder(String.class, "NAME",
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$S", tree.generated().simpleName())
                .build());
        type.addField(FieldSpec.builder(tree.agentType(), "agent",
                Modifier.PRIVATE, Modifier.FINAL).build());
    }

    /** The state of a tree with parallels: one int[], laid out by constants. */
    private void addStateArray(TypeSpec.Builder type) {
        int stacks = tree.stackOwners().size();
        int entries = tree.entryConditions().size();
        int parallels = tree.parallels().size();
        constant(type, "TOP", 0, "Layout of state: [TOP + s] is the node on top of run stack s"
                + (stacks > 1 ? " (" + stacks + " stacks)" : "") + ", or NONE.");
        int next = stacks;
        List<String> initial = new ArrayList<>();
        for (int i = 0; i < stacks; i++) {
            initial.add("NONE");
        }
        if (entries > 0) {
            constant(type, "ENTRIES", next, "[ENTRIES + 2e] is what entry e watches (NONE:"
                    + " no entry; DORMANT), [ENTRIES + 2e + 1] its stored status << 2 | its type.");
            next += 2 * entries;
            for (int i = 0; i < entries; i++) {
                initial.add("NONE");
                initial.add("0");
            }
        }
        if (parallels > 0) {
            constant(type, "PARALLEL_STATE", next, "[PARALLEL_STATE + 4p + CURSOR ...]: parallel"
                    + " p's next branch to visit, whether it is being entered, and its counts.");
            constant(type, "CURSOR", 0, null);
            constant(type, "ENTERING", 1, null);
            constant(type, "SUCCEEDED", 2, null);
            constant(type, "FAILED", 3, null);
            for (int i = 0; i < 4 * parallels; i++) {
                initial.add("0");
            }
        }
        type.addField(FieldSpec.builder(INT_ARRAY, "INITIAL_STATE",
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The state of a tree that runs nothing.\n")
                .initializer("{$L}", String.join(", ", initial))
                .build());
        addStatics(type);
        type.addField(FieldSpec.builder(INT_ARRAY, "state", Modifier.PRIVATE, Modifier.FINAL)
                .addJavadoc("Everything that changes while ticking; laid out as TOP says.\n")
                .build());
    }

    private void addConstructorAndAccessors(TypeSpec.Builder type) {
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("A tree that calls the node methods of {@code agent}.\n")
                .addParameter(tree.agentType(), "agent")
                .addStatement("this.agent = $T.requireNonNull(agent, $S)",
                        ClassName.get("java.util", "Objects"), "agent");
        if (!state.inFields()) {
            constructor.addStatement("this.state = INITIAL_STATE.clone()");
        } else if (tree.hasAborts()) {
            constructor.addStatement("resetEntries()");
        }
        type.addMethod(constructor.build());
        type.addMethod(MethodSpec.methodBuilder("status")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(STATUS)
                .addStatement("return STATUSES[status]")
                .build());
        type.addMethod(MethodSpec.methodBuilder("agent")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(tree.agentType())
                .addStatement("return agent")
                .build());
    }

    // ---- leaf and hook dispatch

    /**
     * Node indices per dispatch part: HotSpot does not compile methods over 8,000 bytes of
     * bytecode, so a large tree's switches are split into parts of at most this many indices.
     */
    static final int NODES_PER_PART = 128;

    private void addDispatch(TypeSpec.Builder type) {
        if (tree.hasParallels()) { // else run() calls each leaf in its block
            addCallLeaf(type);
        }
        if (tree.hasStartHooks()) {
            dispatch(type, "onStart", "Calls the start hook of {@code node}, if it has one.",
                    TypeName.VOID, groupLeaves(n -> n.leaf().onStart() != null),
                    (code, nodes) -> code.addStatement("agent.$N()", nodes.get(0).leaf().onStart())
                            .addStatement("break"));
        }
        if (tree.hasEndHooks()) {
            dispatch(type, "onEnd", "Calls the end hook of {@code node}, if it has one, with its"
                    + " final status (INACTIVE: interrupted).", TypeName.VOID,
                    groupLeaves(n -> n.leaf().onEnd() != null), (code, nodes) -> {
                        LeafCall leaf = nodes.get(0).leaf();
                        if (leaf.onEndTakesStatus()) {
                            code.addStatement("agent.$N(STATUSES[result])", leaf.onEnd());
                        } else {
                            code.addStatement("agent.$N()", leaf.onEnd());
                        }
                        code.addStatement("break");
                    });
        }
    }

    /**
     * code(status, method): an action's status as a code. It lives in the generated class, not
     * in TreeSupport: called there from a tree, C2 was seen declining to inline it ("unloaded
     * signature classes"), which cost a call per action.
     */
    private static void addStatusCode(TypeSpec.Builder type) {
        type.addMethod(MethodSpec.methodBuilder("code")
                .addJavadoc("The code of what action {@code method} returned: its ordinal (RUNNING 1,"
                        + " SUCCESS 2,\nFAILURE 3); {@code null} and INACTIVE are refused with an"
                        + " error naming the action.\n")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(TypeName.INT)
                .addParameter(STATUS, "status")
                .addParameter(String.class, "method")
                .beginControlFlow("if (status == null || status == $T.INACTIVE)", STATUS)
                .addStatement("throw $T.badStatus(NAME, method, status)", SUPPORT)
                .endControlFlow()
                .addStatement("return status.ordinal()")
                .build());
    }

    /** callLeaf(node): the leaf dispatch of the parallel loop. */
    private void addCallLeaf(TypeSpec.Builder type) {
        if (tree.nodes().stream().anyMatch(n -> n.leaf() != null
                && n.leaf().result() == ResultKind.STATUS)) {
            addStatusCode(type);
        }
        dispatch(type, "callLeaf", "Calls the method of leaf {@code node}; answers its status.",
                TypeName.INT, groupLeaves(node -> true),
                (code, nodes) -> {
                    Node first = nodes.get(0);
                    switch (first.leaf().result()) {
                        case BOOLEAN -> code.addStatement("return agent.$N() ? SUCCESS : FAILURE",
                                first.method());
                        case STATUS -> code.addStatement("return code(agent.$N(), $S)",
                                first.method(), first.method());
                        case VOID -> code.addStatement("agent.$N()", first.method())
                                .addStatement("return SUCCESS");
                    }
                });
    }

    /**
     * A {@code switch (node)} method with one case group per method of {@code nodes}; for a
     * large tree, a small switch over parts of {@link #NODES_PER_PART} indices, each its own
     * method ({@code callLeaf0}, {@code callLeaf1}, ...).
     */
    private void dispatch(TypeSpec.Builder type, String name, String doc, TypeName returns,
            Map<String, List<Node>> byMethod,
            java.util.function.BiConsumer<CodeBlock.Builder, List<Node>> body) {
        int last = tree.nodes().size() - 1;
        boolean parts = last >= NODES_PER_PART;
        Map<Integer, Map<String, List<Node>>> byPart = new java.util.TreeMap<>();
        for (Map.Entry<String, List<Node>> method : byMethod.entrySet()) {
            for (Node node : method.getValue()) {
                int part = parts ? node.index() / NODES_PER_PART : 0;
                byPart.computeIfAbsent(part, k -> new LinkedHashMap<>())
                        .computeIfAbsent(method.getKey(), k -> new ArrayList<>()).add(node);
            }
        }
        if (!parts) {
            type.addMethod(switchMethod(name, doc, returns,
                    byPart.getOrDefault(0, Map.of()), body));
            return;
        }
        CodeBlock.Builder top = CodeBlock.builder()
                .beginControlFlow("switch (node / $L)", NODES_PER_PART);
        for (Map.Entry<Integer, Map<String, List<Node>>> part : byPart.entrySet()) {
            String partName = name + part.getKey();
            top.add("case $L:\n$>", part.getKey());
            if (returns.equals(TypeName.VOID)) {
                top.addStatement("$N(node$L)", partName, name.equals("onEnd") ? ", result" : "")
                        .addStatement("break");
            } else {
                top.addStatement("return $N(node)", partName);
            }
            top.add("$<");
            type.addMethod(switchMethod(partName, "Nodes " + part.getKey() * NODES_PER_PART
                    + " to " + ((part.getKey() + 1) * NODES_PER_PART - 1) + " of {@link #" + name
                    + "}.", returns, part.getValue(), body));
        }
        top.add("default:\n$>").addStatement(returns.equals(TypeName.VOID) ? "break"
                : "throw new AssertionError(node)").add("$<").endControlFlow();
        type.addMethod(signature(name, doc, returns).addCode(top.build()).build());
    }

    private MethodSpec switchMethod(String name, String doc, TypeName returns,
            Map<String, List<Node>> byMethod,
            java.util.function.BiConsumer<CodeBlock.Builder, List<Node>> body) {
        CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("switch (node)");
        for (List<Node> nodes : byMethod.values()) {
            for (Node node : nodes) {
                code.add("case $N:\n", constants[node.index()]);
            }
            code.add("$>");
            body.accept(code, nodes);
            code.add("$<");
        }
        code.add("default:\n$>").addStatement(returns.equals(TypeName.VOID) ? "break"
                : "throw new AssertionError(node)").add("$<").endControlFlow();
        return signature(name, doc, returns).addCode(code.build()).build();
    }

    private static MethodSpec.Builder signature(String name, String doc, TypeName returns) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addJavadoc("$L\n", doc)
                .addModifiers(Modifier.PRIVATE)
                .returns(returns)
                .addParameter(TypeName.INT, "node");
        if (name.startsWith("onEnd")) {
            method.addParameter(TypeName.INT, "result");
        }
        return method;
    }

    /** The leaves matching {@code filter}, grouped by method (one case group per method). */
    private Map<String, List<Node>> groupLeaves(java.util.function.Predicate<Node> filter) {
        Map<String, List<Node>> byMethod = new LinkedHashMap<>();
        for (Node node : tree.nodes()) {
            if (node.leaf() != null && filter.test(node)) {
                byMethod.computeIfAbsent(node.method(), k -> new ArrayList<>()).add(node);
            }
        }
        return byMethod;
    }

    // ---- table accessors

    private void addTableAccessors(TypeSpec.Builder type) {
        // without parallels and parts, run()'s start switch knows the kinds and first leaves
        boolean startsFromTable = tree.hasParallels() || LeafBlocksWriter.splitsIntoParts(tree);
        if (startsFromTable) {
            accessor(type, "kind", "KIND");
        }
        accessor(type, "parent", "PARENT");
        if (tree.hasParallels()) { // without, the subtree ends are written in where needed
            accessor(type, "subtreeEnd", "END");
        }
        if (startsFromTable) {
            accessor(type, "first", "FIRST");
        }
        if (tree.hasParallels()) { // without, run() has the jumps compiled in (LeafBlocksWriter)
            accessor(type, "onSuccess", "ON_SUCCESS");
            accessor(type, "onFailure", "ON_FAILURE");
            accessor(type, "stack", "STACK");
            accessor(type, "parallelRow", "PARALLEL_ROW");
            type.addMethod(MethodSpec.methodBuilder("parallelState")
                    .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                    .returns(TypeName.INT)
                    .addParameter(TypeName.INT, "node")
                    .addStatement("return PARALLEL_STATE + 4 * parallelRow(node)")
                    .build());
        }
        if (tree.hasAborts()) {
            // without parallels, the hand-overs, leaf blocks and answerChanged methods have
            // these written in
            if (tree.hasParallels()) {
                accessor(type, "composite", "COMPOSITE");
                accessor(type, "abortType", "ABORT");
            }
            accessor(type, "watchable", "WATCHABLE");
            if (tree.hasParallels()) {
                accessor(type, "entriesFrom", "ENTRIES_FROM");
                accessor(type, "entriesTo", "ENTRIES_TO");
            }
        }
    }

    /** A per-column copy of NODES and its accessor: {@code kind(node)} reads {@code KIND_OF[node]}. */
    private static void accessor(TypeSpec.Builder type, String name, String column) {
        type.addField(FieldSpec.builder(INT_ARRAY, column + "_OF",
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$T.column(NODES, COLUMNS, $N)", SUPPORT, column)
                .build());
        type.addMethod(MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "node")
                .addStatement("return $N_OF[node]", column)
                .build());
    }
}
