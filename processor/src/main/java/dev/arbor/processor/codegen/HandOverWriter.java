package dev.arbor.processor.codegen;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.arbor.processor.model.AbortKind;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.NodeKind;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Writes SEMANTICS §6.3 (a composite ended: hand over the abort entries watching it) as one method
 * per composite that an entry can watch, with everything the processor knows at build time
 * written in: which entries can watch that composite, the abort type each has when it does
 * (an entry's type only changes as it moves up, so it is fixed for each composite it can reach),
 * and where each goes next: up to the nearest composite ancestor, narrowed, or deleted. At run
 * time a hand-over is a few compares and stores, with no table read and no loop.
 *
 * <p>{@code run()}'s leaf blocks call these methods by name. {@code handOver(node)} dispatches to
 * them for the code that ends nodes by index: interrupts, and the event machine of a tree with
 * parallels.
 */
final class HandOverWriter {
    private final TreeDescriptor tree;
    private final List<Node> nodes;
    private final String[] constants;
    private final String[] methodNames;
    private final StateLayout state;

    HandOverWriter(TreeDescriptor tree, String[] constants, StateLayout state) {
        this.tree = tree;
        this.state = state;
        this.nodes = tree.nodes();
        this.constants = constants;
        this.methodNames = new String[nodes.size()];
        Set<String> used = new HashSet<>();
        for (Node node : nodes) {
            if (node.watchable()) {
                String name = "handOver" + camelCase(constants[node.index()]);
                methodNames[node.index()] = used.add(name) ? name : name + "_" + node.index();
            }
        }
    }

    /** The hand-over method of watchable composite {@code node}: {@code handOverFleeing}. */
    String methodName(Node node) {
        return methodNames[node.index()];
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>();
        methods.add(dispatch());
        for (Node node : nodes) {
            if (node.watchable()) {
                methods.add(handOver(node));
            }
        }
        return methods;
    }

    private MethodSpec dispatch() {
        CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("switch (node)");
        for (Node node : nodes) {
            if (node.watchable()) {
                code.add("case $N: $N(); break;\n", constants[node.index()], methodName(node));
            }
        }
        code.add("default: throw new AssertionError(node); // no entry can watch it\n")
                .endControlFlow();
        return MethodSpec.methodBuilder("handOver")
                .addModifiers(Modifier.PRIVATE)
                .addParameter(TypeName.INT, "node")
                .addJavadoc("§6.3: composite {@code node}, which an abort entry can watch, ended.\n")
                .addCode(code.build())
                .build();
    }

    private MethodSpec handOver(Node composite) {
        Node parent = parentComposite(composite);
        CodeBlock.Builder code = CodeBlock.builder();
        for (int entry = composite.entriesFrom(); entry < composite.entriesTo(); entry++) {
            AbortKind type = typeWhenWatching(entry, composite);
            if (type == null) {
                continue; // deleted on the way up: it never watches this composite
            }
            Node condition = nodes.get(tree.entryConditions().get(entry));
            boolean own = condition.composite() == composite.index();
            AbortKind moved = moveUp(composite, type);
            String watches = state.watches(entry);
            code.add("// the entry of $L() ($L)$L $L\n", condition.method(), type,
                    own ? " starts watching it if dormant, then" : "",
                    moved == null ? "is deleted" : "moves up to " + parent.method() + "()"
                            + (moved == type ? "" : " as " + moved));
            code.beginControlFlow(own ? "if ($1L == $2N || $1L == DORMANT)"
                    : "if ($1L == $2N)", watches, constants[composite.index()]);
            code.addStatement("$L = $L", watches,
                    moved == null ? "NONE" : constants[parent.index()]);
            if (moved != null && moved != type && state.storesType()) {
                code.addStatement("$1L = $1L & ~3 | $2L", state.stored(entry), moved);
            }
            code.endControlFlow();
        }
        return MethodSpec.methodBuilder(methodName(composite))
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc("§6.3: $L() ended.\n", composite.method())
                .addCode(code.build())
                .build();
    }

    /**
     * The type entry {@code entry} has while it watches {@code composite}, or null if it is
     * deleted before it gets there: it starts with its own composite's type and changes only as
     * it moves up (§6.3), so following that path at build time gives it.
     */
    AbortKind typeWhenWatching(int entry, Node composite) {
        Node at = nodes.get(nodes.get(tree.entryConditions().get(entry)).composite());
        AbortKind type = at.abortType();
        while (at.index() != composite.index()) {
            type = moveUp(at, type);
            if (type == null) {
                return null;
            }
            at = parentComposite(at);
        }
        return type;
    }

    /**
     * §6.3 for one entry of type {@code type} watching {@code composite} as it ends: the type it
     * has after moving up to the nearest composite ancestor, or null if it is deleted.
     */
    private AbortKind moveUp(Node composite, AbortKind type) {
        Node parent = parentComposite(composite);
        if (parent == null) {
            return null;
        }
        int own = composite.abortType().code();
        int above = parent.abortType().code();
        int entryType = type.code();
        boolean moves = (own & above & entryType & AbortKind.SELF.code()) != 0
                || (own & entryType & AbortKind.LOWER_PRIORITY.code()) != 0;
        if (!moves) {
            return null;
        }
        if (type != AbortKind.BOTH) {
            return type;
        }
        AbortKind mine = composite.abortType();
        AbortKind theirs = parent.abortType();
        return mine == AbortKind.SELF || theirs == AbortKind.SELF ? AbortKind.SELF
                : mine == AbortKind.LOWER_PRIORITY || theirs == AbortKind.LOWER_PRIORITY
                ? AbortKind.LOWER_PRIORITY : AbortKind.BOTH;
    }

    /** The composite an entry moves up to from {@code composite}: none above the root or a parallel. */
    Node parentComposite(Node composite) {
        if (composite.composite() < 0) {
            return null;
        }
        Node parent = nodes.get(composite.composite());
        return parent.kind() == NodeKind.PARALLEL ? null : parent;
    }

    /** {@code IS_HURT} gives {@code IsHurt}; {@code FLEEING_2} gives {@code Fleeing2}. */
    static String camelCase(String constant) {
        StringBuilder name = new StringBuilder();
        for (String word : constant.split("_")) {
            if (!word.isEmpty()) {
                name.append(word.charAt(0)).append(word.substring(1).toLowerCase(Locale.ROOT));
            }
        }
        return name.toString();
    }
}
