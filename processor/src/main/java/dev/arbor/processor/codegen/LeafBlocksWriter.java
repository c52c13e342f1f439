package dev.arbor.processor.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.arbor.processor.model.AbortKind;
import dev.arbor.processor.model.LeafCall;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code run()} for a tree with one run stack (no parallel) as one block of straight code
 * per leaf, in pre-order: enter, call the leaf method, and on completion do exactly what SEMANTICS
 * §4 to §6 ask of that leaf and of the composites that complete with it (record its abort entry,
 * hand over the entries of each composite that ends, call its end hook), then jump to the next
 * leaf or answer the root's status.
 *
 * <p>Within a tick a tree with one stack only moves forward in pre-order: after a leaf completes,
 * the next leaf to run comes later, or the root completes. So every jump is a forward
 * {@code break} out of a labelled block, and the only indirect jump is the {@code switch} that
 * finds where the tick starts (in a large tree, one per part entered: see below). Where the
 * tables would be read at run time ({@code ON_SUCCESS}, {@code ON_FAILURE}, the kind of each
 * completing node), the processor has already read them: each leaf's call site is its own, and
 * the JIT sees straight code, as in a hand-written tree.
 *
 * <p>HotSpot does not compile methods over 8,000 bytes of bytecode, so a large tree is split into
 * parts of {@link #NODES_PER_PART} node indices ({@code run0}, {@code run1}, ...). {@code run()}
 * calls the part where the tick starts, and a jump into a later part calls that part directly and
 * answers what it answers: one call instead of a return to {@code run()} and a second dispatch.
 * Parts only call later parts, so the calls are at most as deep as there are parts.
 *
 * <p>In a tree without hooks the top of the stack is written only where the tick stops (a leaf
 * answers RUNNING, or the pass ends), not as each leaf is entered: nothing reads it in between
 * (see {@link #tracksTopPerLeaf}).
 */
final class LeafBlocksWriter {
    /**
     * Node indices per part: at most this many leaf blocks, each up to about 60 bytes of bytecode
     * (HotSpotLimitsTest checks a hook-heavy tree).
     */
    static final int NODES_PER_PART = 64;

    private static final ClassName STATUS = ClassName.get("dev.arbor", "Status");
    private static final ClassName SUPPORT = ClassName.get("dev.arbor.runtime.internal", "TreeSupport");

    private final TreeDescriptor tree;
    private final String[] constants;
    private final HandOverWriter handOvers;
    private final StateLayout state;
    private final boolean parts;
    private final boolean topPerLeaf;

    LeafBlocksWriter(TreeDescriptor tree, String[] constants, HandOverWriter handOvers,
            StateLayout state) {
        this.tree = tree;
        this.state = state;
        this.constants = constants;
        this.handOvers = handOvers;
        this.parts = splitsIntoParts(tree);
        this.topPerLeaf = tracksTopPerLeaf(tree);
    }

    /** Whether {@code run()} of {@code tree} (one without parallels) is split into parts. */
    static boolean splitsIntoParts(TreeDescriptor tree) {
        return tree.nodes().size() > NODES_PER_PART;
    }

    /**
     * Whether {@code run()} writes the top of the stack as it enters each leaf, or only where the
     * tick stops. Within a tick only §7 reads the top: when a leaf or hook throws, the nodes from
     * the top up are ended INTERRUPTED, which calls the end hooks of the leaf on top and updates
     * abort entries that {@code clear()} then resets anyway. So without hooks the top written at
     * the start of the tick or by an earlier leaf ends the same nodes to the same effect, and the
     * store per leaf is only needed in a tree with start or end hooks.
     */
    static boolean tracksTopPerLeaf(TreeDescriptor tree) {
        return tree.hasStartHooks() || tree.hasEndHooks();
    }

    List<MethodSpec> methods() {
        Map<Integer, List<Node>> leavesByPart = new TreeMap<>();
        for (Node node : tree.nodes()) {
            if (node.leaf() != null) {
                leavesByPart.computeIfAbsent(part(node.index()), k -> new ArrayList<>()).add(node);
            }
        }
        CodeBlock.Builder start = CodeBlock.builder().addStatement("int leaf = $L", state.top());
        if (parts) { // else the switch of the leaf blocks does this
            start.beginControlFlow("if (kind(leaf) == SEQUENCE || kind(leaf) == SELECTOR)")
                    .add("leaf = enter(first(leaf)); // just entered (a new pass, or an abort"
                            + " resumed it)\n")
                    .endControlFlow();
        }
        MethodSpec.Builder run = MethodSpec.methodBuilder("run")
                .addModifiers(Modifier.PRIVATE)
                .returns(TypeName.INT)
                .addJavadoc("""
                        §3.3, §4, §5: runs the main stack from the leaf on top of it (or the first \
                        leaf of the composite just entered) until a leaf answers RUNNING or the \
                        root completes. Answers the root's status.
                        """)
                .addCode(start.build());
        List<MethodSpec> methods = new ArrayList<>();
        if (!parts) {
            methods.add(run.addCode(leafBlocks(leavesByPart.get(0))).build());
            return methods;
        }
        CodeBlock.Builder driver = CodeBlock.builder()
                .beginControlFlow("switch (leaf / $L)", NODES_PER_PART);
        for (Map.Entry<Integer, List<Node>> part : leavesByPart.entrySet()) {
            String name = partName(part.getKey());
            driver.add("case $L: return $N(leaf);\n", part.getKey(), name);
            methods.add(MethodSpec.methodBuilder(name)
                    .addModifiers(Modifier.PRIVATE)
                    .returns(TypeName.INT)
                    .addParameter(TypeName.INT, "leaf")
                    .addJavadoc("The leaf blocks of nodes $L to $L of {@link #run}, starting at"
                            + " {@code leaf}. Answers the root's status, as {@code run()}.\n",
                            part.getKey() * NODES_PER_PART,
                            (part.getKey() + 1) * NODES_PER_PART - 1)
                    .addCode(leafBlocks(part.getValue()))
                    .build());
        }
        driver.add("default: throw new AssertionError(leaf);\n").endControlFlow();
        methods.add(0, run.addCode(driver.build()).build());
        return methods;
    }

    private int part(int node) {
        return parts ? node / NODES_PER_PART : 0;
    }

    private static String partName(int part) {
        return "run" + part;
    }

    /**
     * The labelled blocks of {@code leaves} (one part, in pre-order): the code of leaf X follows
     * the closing brace of the block labelled X, so {@code break X} jumps forward to it.
     */
    private CodeBlock leafBlocks(List<Node> leaves) {
        CodeBlock.Builder code = CodeBlock.builder()
                .add("// One block per leaf, in pre-order: the code of leaf X follows the block"
                        + " labelled X,\n")
                .add("// so `break X` jumps forward to it.\n");
        for (int i = leaves.size() - 1; i >= 0; i--) {
            code.add("$L: {\n", constants[leaves.get(i).index()]);
        }
        code.add("$>// where this tick starts: the leaf entered, or the one that answered RUNNING\n")
                .beginControlFlow("switch (leaf)");
        if (!parts) {
            enterComposites(code);
        }
        for (Node leaf : leaves) {
            code.add("case $1N: break $1N;\n", constants[leaf.index()]);
        }
        code.add("default: throw new AssertionError(leaf);\n").endControlFlow().add("$<");
        for (Node leaf : leaves) {
            code.add("} // $L $L()\n", leaf.index(), leaf.method());
            leafBlock(code, leaf);
        }
        return code.build();
    }

    /**
     * The cases of the start switch for a sequence or selector on top of the stack: it has just
     * been entered (a new pass, or an abort resumed it), so the tick starts at its first leaf,
     * which is entered now.
     */
    private void enterComposites(CodeBlock.Builder code) {
        Map<Integer, List<Node>> byFirstLeaf = new TreeMap<>();
        for (Node node : tree.nodes()) {
            if (node.leaf() == null) {
                byFirstLeaf.computeIfAbsent(node.first(), k -> new ArrayList<>()).add(node);
            }
        }
        for (Map.Entry<Integer, List<Node>> group : byFirstLeaf.entrySet()) {
            for (Node composite : group.getValue()) {
                code.add("case $N:\n", constants[composite.index()]);
            }
            code.add("$>");
            enterLeaf(code, tree.nodes().get(group.getKey()));
            code.addStatement("break $N", constants[group.getKey()]).add("$<");
        }
    }

    /**
     * §4 Enter for {@code leaf}: it goes on top of the stack (written now only if the tree has
     * hooks, else where the tick stops), then its start hook runs.
     */
    private void enterLeaf(CodeBlock.Builder code, Node leaf) {
        if (topPerLeaf) {
            code.addStatement("$L = $N", state.top(), constants[leaf.index()]);
        }
        if (leaf.leaf().onStart() != null) {
            code.addStatement("agent.$N()", leaf.leaf().onStart());
        }
    }

    /** Calls {@code leaf} (entered already) and completes it. */
    private void leafBlock(CodeBlock.Builder code, Node leaf) {
        switch (leaf.leaf().result()) {
            case BOOLEAN -> {
                code.beginControlFlow("if (agent.$N())", leaf.method());
                complete(code, leaf, Result.SUCCESS);
                code.endControlFlow();
                complete(code, leaf, Result.FAILURE);
            }
            case STATUS -> { // compared as references: no load of the ordinal on the way
                code.addStatement("$T status = agent.$N()", STATUS, leaf.method())
                        .beginControlFlow("if (status == $T.RUNNING)", STATUS);
                if (!topPerLeaf) {
                    code.addStatement("$L = $N", state.top(), constants[leaf.index()]);
                }
                code.add("return RUNNING; // §4: the stack is done for this tick\n")
                        .endControlFlow()
                        .beginControlFlow("if (status == $T.SUCCESS)", STATUS);
                complete(code, leaf, Result.SUCCESS);
                code.endControlFlow()
                        .beginControlFlow("if (status != $T.FAILURE)", STATUS)
                        .add("throw $T.badStatus(NAME, $S, status); // null or INACTIVE\n",
                                SUPPORT, leaf.method())
                        .endControlFlow();
                complete(code, leaf, Result.FAILURE);
            }
            case VOID -> {
                code.addStatement("agent.$N()", leaf.method());
                complete(code, leaf, Result.SUCCESS);
            }
        }
    }

    private enum Result { SUCCESS, FAILURE }

    /**
     * §4 End for {@code leaf} completing with {@code result}, then for every composite that
     * completes with it where that has an effect (SEMANTICS §6.3), then the jump: enter the next
     * leaf and go to its block, or answer the root's status.
     */
    private void complete(CodeBlock.Builder code, Node leaf, Result result) {
        if (leaf.hasEntry()) {
            record(code, leaf, result);
        }
        LeafCall hooks = leaf.leaf();
        if (hooks.onEnd() != null) {
            // the hook runs with the leaf popped, as complete() does, so §7 sees the right stack
            code.addStatement("$L = $L", state.top(), parentConstant(leaf));
            if (hooks.onEndTakesStatus()) {
                code.addStatement("agent.$N($T.$L)", hooks.onEnd(), STATUS, result);
            } else {
                code.addStatement("agent.$N()", hooks.onEnd());
            }
        }
        Node node = leaf;
        int next = jump(node, result);
        while (next < 0) {
            if (next == Node.ROOT_COMPLETES) {
                code.addStatement("$L = NONE", state.top())
                        .add("return $L; // §3.4: the pass is over\n", result);
                return;
            }
            node = tree.nodes().get(tree.nodes().get(Node.STOP - next).parent());
            if (node.watchable()) {
                code.add("$N(); // $L() ends (§6.3)\n", handOvers.methodName(node),
                        node.method());
            }
            next = jump(node, result);
        }
        Node target = tree.nodes().get(next);
        String name = constants[target.index()];
        enterLeaf(code, target);
        if (part(leaf.index()) == part(target.index())) {
            code.addStatement("break $N", name);
        } else {
            code.addStatement("return $N($N)", partName(part(target.index())), name);
        }
    }

    /**
     * §6.2 with everything known at build time: the condition's entry watches its composite
     * (SELF) or waits, dormant, for the composite to end; it stores the result and the type.
     */
    private void record(CodeBlock.Builder code, Node condition, Result result) {
        int entry = condition.entriesFrom();
        Node composite = tree.nodes().get(condition.composite());
        AbortKind type = composite.abortType();
        boolean watchesNow = (type.code() & AbortKind.SELF.code()) != 0;
        code.add("// §6.2: the entry of $L() $L\n", condition.method(), watchesNow
                        ? "watches " + composite.method() + "()"
                        : "waits, dormant, until " + composite.method() + "() ends")
                .addStatement("$L = $L", state.watches(entry),
                        watchesNow ? constants[composite.index()] : "DORMANT")
                .addStatement("$L = $L", state.stored(entry),
                        state.storedValue(result == Result.SUCCESS, type.name()));
    }

    private static int jump(Node node, Result result) {
        return result == Result.SUCCESS ? node.onSuccess() : node.onFailure();
    }

    private String parentConstant(Node node) {
        return node.parent() < 0 ? "NONE" : constants[node.parent()];
    }
}
