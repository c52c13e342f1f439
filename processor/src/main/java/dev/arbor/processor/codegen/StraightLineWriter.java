package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.STATUS;
import static dev.arbor.processor.codegen.TreeContext.SUPPORT;
import static dev.arbor.processor.codegen.TreeContext.method;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.model.Jumps;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code run()} in the straight-line shape (a tree with one run stack whose kinds keep
 * to declared order), one block of straight code per leaf, in pre-order: enter, call the leaf
 * method, and on completion do exactly what docs/semantics.md §4 to §6 ask of that leaf and of
 * the nodes that complete with it (record its abort entry, hand over the entries of each
 * composite that ends, call its end hook), then jump to the next leaf or answer the root's
 * status; and the {@code enter}, {@code complete} and {@code interruptBelow} of one stack.
 *
 * <p>Within a tick such a tree only moves forward in pre-order: after a leaf completes, the
 * next leaf to run comes later, or the root completes. So every jump is a forward
 * {@code break} out of a labelled block, and the only indirect jump is the {@code switch} that
 * finds where the tick starts (in a large tree, one per part entered: see below). Where the
 * tables would be read at run time, the processor has already read them ({@link Jumps#climb}):
 * each leaf's call site is its own, and the JIT sees straight code, as in a hand-written tree.
 *
 * <p>HotSpot does not compile methods over 8,000 bytes of bytecode, so a large tree is split into
 * parts of {@link Sizes#straightNodesPerPart} node indices ({@code run0}, {@code run1}, ...). {@code run()}
 * calls the part where the tick starts, and a jump into a later part calls that part directly and
 * answers what it answers: one call instead of a return to {@code run()} and a second dispatch.
 * Parts only call later parts, so the calls are at most as deep as there are parts.
 *
 * <p>In a tree without hooks the top of the stack is written only where the tick stops (a leaf
 * answers RUNNING, or the pass ends), not as each leaf is entered: nothing reads it in between
 * (see {@link Seam#tracksTopPerLeaf}).
 */
final class StraightLineWriter {

    private final TreeContext context;
    private final TreeDescriptor tree;
    private final NodeNames names;
    private final StateLayout state;
    private final Seam seam;
    private final int perPart;
    private final boolean parts;
    private final String runName;

    StraightLineWriter(TreeContext context) {
        this(context, context.seam());
    }

    private StraightLineWriter(TreeContext context, Seam seam) {
        this.context = context;
        this.tree = context.tree();
        this.names = context.names();
        this.state = context.state();
        this.seam = seam;
        // at most this many leaf blocks a part, each up to about 60 bytes of bytecode (more in
        // the traced copy, which also tells the listener): HotSpotLimitsTest checks them
        this.perPart = seam.isTraced() ? context.sizes().tracedNodesPerPart()
                : context.sizes().straightNodesPerPart();
        this.parts = tree.nodes().size() > perPart;
        this.runName = seam.isTraced() ? "runTraced" : "run";
    }

    /**
     * Whether {@code run()} or its traced copy, of {@code tree} (one without parallels), is
     * split into parts (which read the FIRST column).
     */
    static boolean splitsIntoParts(TreeDescriptor tree, Sizes sizes) {
        return tree.nodes().size() > sizes.tracedNodesPerPart();
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>(run());
        methods.addAll(new StraightLineWriter(context, seam.traced()).run());
        methods.add(enter());
        methods.add(complete());
        methods.add(interruptBelow());
        return methods;
    }

    private List<MethodSpec> run() {
        Map<Integer, List<Node>> leavesByPart = new TreeMap<>();
        for (Node node : tree.nodes()) {
            if (node.leaf() != null) {
                leavesByPart.computeIfAbsent(part(node.index()), k -> new ArrayList<>()).add(node);
            }
        }
        CodeBlock.Builder start = CodeBlock.builder();
        seam.listenerLocal(start);
        start.addStatement("int leaf = $L", state.top());
        if (parts) { // else the switch of the leaf blocks does this
            start.beginControlFlow("if (first(leaf) != leaf)");
            if (seam.isTraced()) {
                start.addStatement("$T.enteredDown(listener, this, PARENT_OF, leaf,"
                        + " parent(first(leaf)))", SUPPORT);
            }
            start.add("leaf = enter(first(leaf)); // just entered (a new pass, or an abort"
                            + " resumed it)\n")
                    .endControlFlow();
        }
        MethodSpec.Builder run = MethodSpec.methodBuilder(runName)
                .addModifiers(Modifier.PRIVATE)
                .returns(TypeName.INT)
                .addJavadoc(seam.isTraced() ? """
                        {@link #run()} telling the listener every node entered and completed and \
                        every leaf's answer: what a tick runs instead while a listener is attached.
                        """ : """
                        §3.3, §4, §5: runs the main stack from the leaf on top of it (or the first \
                        leaf of the composite just entered) until a leaf answers RUNNING or the \
                        root completes. Answers the root's status.
                        """)
;
        List<MethodSpec> methods = new ArrayList<>();
        if (!parts) {
            CodeBlock body = start.add(leafBlocks(leavesByPart.get(0))).build();
            methods.add(run.addCode(seam.reportingCalls(body)).build());
            return methods;
        }
        CodeBlock.Builder driver = CodeBlock.builder()
                .beginControlFlow("switch (leaf / $L)", perPart);
        for (Map.Entry<Integer, List<Node>> part : leavesByPart.entrySet()) {
            String name = partName(part.getKey());
            driver.add("case $L: return $N(leaf);\n", part.getKey(), name);
            methods.add(MethodSpec.methodBuilder(name)
                    .addModifiers(Modifier.PRIVATE)
                    .returns(TypeName.INT)
                    .addParameter(TypeName.INT, "leaf")
                    .addJavadoc("The leaf blocks of nodes $L to $L of {@link #run}, starting at"
                            + " {@code leaf}. Answers the root's status, as {@code run()}.\n",
                            part.getKey() * perPart, (part.getKey() + 1) * perPart - 1)
                    .addCode(seam.reportingCalls(partStart().add(leafBlocks(part.getValue()))
                            .build()))
                    .build());
        }
        driver.add("default: throw new $T(leaf);\n", AssertionError.class).endControlFlow();
        methods.add(0, run.addCode(start.build()).addCode(driver.build()).build());
        return methods;
    }

    /** The start of a part: in the traced copy, the listener it tells. */
    private CodeBlock.Builder partStart() {
        CodeBlock.Builder code = CodeBlock.builder();
        seam.listenerLocal(code);
        return code;
    }

    private int part(int node) {
        return parts ? node / perPart : 0;
    }

    private String partName(int part) {
        return runName + part;
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
            code.add("$L: {\n", names.label(leaves.get(i)));
        }
        code.add("$>// where this tick starts: the leaf entered, or the one that answered RUNNING\n")
                .beginControlFlow("switch (leaf)");
        if (!parts) {
            enterComposites(code);
        }
        for (Node leaf : leaves) {
            code.add("case $N: break $N;\n", names.of(leaf), names.label(leaf));
        }
        code.add("default: throw new $T(leaf);\n", AssertionError.class).endControlFlow().add("$<");
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
            Node leaf = tree.nodes().get(group.getKey());
            if (seam.isTraced()) { // each composite enters its own nodes on the way
                for (Node composite : group.getValue()) {
                    code.add("case $N:\n$>", names.of(composite));
                    for (Node between : between(composite, leaf)) {
                        seam.enteredOnTheWay(code, between);
                    }
                    seam.enterLeaf(code, leaf);
                    code.addStatement("break $N", names.label(leaf)).add("$<");
                }
                continue;
            }
            for (Node composite : group.getValue()) {
                code.add("case $N:\n", names.of(composite));
            }
            code.add("$>");
            seam.enterLeaf(code, leaf);
            code.addStatement("break $N", names.label(group.getKey())).add("$<");
        }
    }

    /** The nodes strictly between {@code above} and its descendant {@code below}, top down. */
    private List<Node> between(Node above, Node below) {
        List<Node> nodes = new ArrayList<>();
        for (int n = below.parent(); n != above.index(); n = tree.nodes().get(n).parent()) {
            nodes.add(0, tree.nodes().get(n));
        }
        return nodes;
    }

    /** Calls {@code leaf} (entered already) and completes it. */
    private void leafBlock(CodeBlock.Builder code, Node leaf) {
        CodeBlock call = seam.call(leaf);
        if (leaf.kind() != Kinds.EVENT) {
            seam.callSite(code, leaf);
        }
        switch (leaf.leaf().result()) {
            case BOOLEAN -> {
                if (seam.isTraced()) {
                    code.addStatement("boolean answer = $L", call);
                    seam.answered(code, leaf, CodeBlock.of("answer ? $T.SUCCESS : $T.FAILURE",
                            STATUS, STATUS));
                    call = CodeBlock.of("answer");
                }
                code.beginControlFlow("if ($L)", call);
                complete(code, leaf, true);
                code.endControlFlow();
                complete(code, leaf, false);
            }
            case STATUS -> { // compared as references: no load of the ordinal on the way
                code.addStatement("$T answer = $L", STATUS, call)
                        .beginControlFlow("if (answer == $T.RUNNING)", STATUS);
                seam.answered(code, leaf, CodeBlock.of("answer"));
                if (seam.topOnlyWhereTickStops()) {
                    code.addStatement("$L = $N", state.top(), names.of(leaf));
                }
                code.add("return RUNNING; // §4: the stack is done for this tick\n")
                        .endControlFlow()
                        .beginControlFlow("if (answer == $T.SUCCESS)", STATUS);
                seam.answered(code, leaf, CodeBlock.of("answer"));
                complete(code, leaf, true);
                code.endControlFlow()
                        .beginControlFlow("if (answer != $T.FAILURE)", STATUS)
                        .add("throw $T.badStatus(NAME, $S, answer); // null or INACTIVE\n",
                                SUPPORT, leaf.method())
                        .endControlFlow();
                seam.answered(code, leaf, CodeBlock.of("answer"));
                complete(code, leaf, false);
            }
            case VOID -> {
                code.addStatement("$L", call);
                seam.answered(code, leaf, CodeBlock.of("$T.SUCCESS", STATUS));
                complete(code, leaf, true);
            }
        }
    }

    private static String result(boolean success) {
        return success ? "SUCCESS" : "FAILURE";
    }

    /**
     * §4 End for {@code leaf} completing with SUCCESS ({@code success}) or FAILURE, then for
     * every node that completes with it where that has an effect, then the jump: enter the next
     * leaf and go to its block, or answer the root's status.
     */
    private void complete(CodeBlock.Builder code, Node leaf, boolean success) {
        if (leaf.hasEntry()) {
            record(code, leaf, success);
        }
        seam.endedLeaf(code, leaf, result(success));
        Jumps.Climb climb = Jumps.climb(tree, leaf, success);
        List<Jumps.Ending> endings = seam.isTraced() ? Jumps.everyEnding(tree, leaf, success)
                : climb.ended();
        for (Jumps.Ending ending : endings) {
            seam.endedOnTheWay(code, ending.node(), result(ending.success()));
        }
        if (climb.next() == Jumps.ROOT_COMPLETES) {
            code.addStatement("$L = NONE", state.top())
                    .add("return $L; // §3.4: the pass is over\n", result(climb.success()));
            return;
        }
        Node target = tree.nodes().get(climb.next());
        if (seam.isTraced()) {
            Node last = endings.isEmpty() ? leaf : endings.get(endings.size() - 1).node();
            for (Node between : between(tree.nodes().get(last.parent()), target)) {
                seam.enteredOnTheWay(code, between);
            }
        }
        seam.enterLeaf(code, target);
        if (part(leaf.index()) == part(target.index())) {
            code.addStatement("break $N", names.label(target));
        } else {
            code.addStatement("return $N($N)", partName(part(target.index())), names.of(target));
        }
    }

    /**
     * §6.2 with everything known at build time: the condition's entry watches its composite
     * (SELF) or waits, dormant, for the composite to end; it stores the result.
     */
    private void record(CodeBlock.Builder code, Node condition, boolean success) {
        int entry = condition.entriesFrom();
        Node composite = tree.nodes().get(condition.composite());
        AbortKind type = composite.abortType();
        boolean watchesNow = (type.code() & AbortKind.SELF.code()) != 0;
        code.add("// §6.2: the entry of $L() $L\n", condition.method(), watchesNow
                        ? "watches " + composite.method() + "()"
                        : "waits, dormant, until " + composite.method() + "() ends")
                .addStatement("$L = $L", state.watches(entry),
                        watchesNow ? names.of(composite) : "DORMANT")
                .addStatement("$L = $L", state.stored(entry),
                        state.storedValue(success, type.name()));
    }

    // ---- the one stack, by index: entering, ending, interrupting

    private MethodSpec enter() {
        CodeBlock.Builder code = CodeBlock.builder().addStatement("top = $L", state.node("node"));
        seam.pushed(code);
        seam.entered(code);
        return method("enter", """
                §4 Enter: pushes {@code node} on the stack and calls its start hook. Answers
                {@code node}.
                """)
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "node")
                .addCode(code.addStatement("return node").build())
                .build();
    }

    private MethodSpec complete() {
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("int parent = parent(node)")
                .addStatement("top = $L", state.node("parent"));
        if (tree.hasAborts()) {
            code.beginControlFlow("if (watchable(node) != 0)")
                    .addStatement("handOver(node)")
                    .endControlFlow();
        }
        seam.ended(code, false);
        return method("complete", """
                §4 End, steps 2 to 4, for an interrupted node (run() ends completing nodes in
                its leaf blocks): pops {@code node} (whose descendants have ended), hands over the
                abort entries watching it and calls its end hook with {@code result}, INACTIVE.
                Answers the parent.
                """)
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "node")
                .addParameter(TypeName.INT, "result")
                .addCode(code.addStatement("return parent").build())
                .build();
    }

    private MethodSpec interruptBelow() {
        return method("interruptBelow", """
                §4 End step 1: ends every running node strictly below {@code stop} (every running
                node when {@code stop} is NONE) as interrupted, deepest first. A hook that throws
                does not stop the others: answers {@code failure}, or else the first exception
                thrown, with later ones added as suppressed.
                """)
                .returns(Throwable.class)
                .addParameter(TypeName.INT, "stop")
                .addParameter(Throwable.class, "failure")
                .addCode(CodeBlock.builder()
                        .beginControlFlow("for (int node = top; node != NONE && node != stop; )")
                        .add(TreeContext.INTERRUPT_ONE)
                        .endControlFlow()
                        .addStatement("return failure")
                        .build())
                .build();
    }
}
