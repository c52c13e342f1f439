// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.arbor.processor.model.AbortAnalysis;
import dev.arbor.processor.model.Node;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes §6.3 (what happens to the abort entries watching a composite when it ends) as one
 * method per composite an entry can be watching when it ends ({@code handOverFlee}), printing
 * what {@link AbortAnalysis#handOvers} decided: which entries can watch it, and where each goes
 * next: up to the nearest composite ancestor, narrowed, or deleted. At run time a hand-over is
 * a few compares and stores, with no table read and no loop.
 *
 * <p>Straight-line code calls these methods by name. {@code handOver(node)} dispatches to them
 * for the code that ends nodes by index: interrupts, and the event loop.
 */
final class HandOverWriter extends PartWriter {
    HandOverWriter(TreeContext context) {
        super(context);
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>(dispatch());
        for (Node node : tree.nodes()) {
            if (node.watchable()) {
                methods.addAll(handOver(node));
            }
        }
        return methods;
    }

    /**
     * {@code handOver(node)}: a switch over the watchable composites; in a large tree a switch
     * over parts of {@link Sizes#dispatchNodesPerPart} node indices, each its own method
     * ({@code handOver0}, ...), so that each stays under HotSpot's 8,000 bytes.
     */
    private List<MethodSpec> dispatch() {
        List<Node> watchable = tree.nodes().stream().filter(Node::watchable).toList();
        int perPart = sizes.dispatchNodesPerPart();
        List<MethodSpec> methods = new ArrayList<>();
        MethodSpec.Builder top = MethodSpec.methodBuilder("handOver")
                .addModifiers(Modifier.PRIVATE)
                .addParameter(TypeName.INT, "node")
                .addJavadoc("§6.3: composite {@code node}, which an abort entry can watch, ended.\n");
        if (watchable.size() <= perPart) {
            methods.add(top.addCode(switchOver(watchable)).build());
            return methods;
        }
        CodeBlock.Builder parts = CodeBlock.builder()
                .beginControlFlow("switch (node / $L)", perPart);
        int last = watchable.get(watchable.size() - 1).index();
        for (int part = 0; part <= last / perPart; part++) {
            int from = part * perPart;
            List<Node> these = watchable.stream()
                    .filter(n -> n.index() >= from && n.index() < from + perPart).toList();
            if (these.isEmpty()) {
                continue;
            }
            parts.add("case $L: handOver$L(node); break;\n", part, part);
            methods.add(MethodSpec.methodBuilder("handOver" + part)
                    .addModifiers(Modifier.PRIVATE)
                    .addParameter(TypeName.INT, "node")
                    .addJavadoc("Nodes $L to $L of {@link #handOver}.\n", from, from + perPart - 1)
                    .addCode(switchOver(these))
                    .build());
        }
        parts.add("default: throw new $T(node); // no entry can watch it\n", AssertionError.class)
                .endControlFlow();
        methods.add(0, top.addCode(parts.build()).build());
        return methods;
    }

    private CodeBlock switchOver(List<Node> watchable) {
        CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("switch (node)");
        for (Node node : watchable) {
            code.add("case $N: $N(); break;\n", names.of(node), names.handOver(node));
        }
        return code.add("default: throw new $T(node); // no entry can watch it\n",
                        AssertionError.class)
                .endControlFlow()
                .build();
    }

    /**
     * The hand-over method of {@code composite}; when more entries than
     * {@link Sizes#entriesPerPart} can watch it (a root over thousands of aborting branches),
     * one that calls parts ({@code handOverRoot_0}, ...) of that many entries each.
     */
    private List<MethodSpec> handOver(Node composite) {
        List<AbortAnalysis.HandOver> handOvers = aborts.handOvers(composite);
        String name = names.handOver(composite);
        MethodSpec.Builder top = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc("§6.3: $L() ended.\n", composite.method());
        int perPart = sizes.entriesPerPart();
        if (handOvers.size() <= perPart) {
            return List.of(top.addCode(entries(composite, handOvers)).build());
        }
        List<MethodSpec> methods = new ArrayList<>();
        methods.add(top.build());
        for (int from = 0, part = 0; from < handOvers.size(); from += perPart, part++) {
            String partName = names.part(name, part);
            top.addStatement("$N()", partName);
            methods.add(MethodSpec.methodBuilder(partName)
                    .addModifiers(Modifier.PRIVATE)
                    .addJavadoc("Entries $L to $L of {@link #$N}.\n", from,
                            Math.min(handOvers.size(), from + perPart) - 1, name)
                    .addCode(entries(composite, handOvers.subList(from,
                            Math.min(handOvers.size(), from + perPart))))
                    .build());
        }
        methods.set(0, top.build());
        return methods;
    }

    private CodeBlock entries(Node composite, List<AbortAnalysis.HandOver> handOvers) {
        CodeBlock.Builder code = CodeBlock.builder();
        for (AbortAnalysis.HandOver handOver : handOvers) {
            String watches = state.watches(handOver.entry());
            code.add("// the entry of $L() ($L)$L $L\n", handOver.condition().method(),
                    handOver.type(), handOver.own() ? " starts watching it if dormant, then" : "",
                    handOver.movedTo() == null ? "is deleted"
                            : "moves up to " + handOver.movedTo().method() + "()"
                            + (handOver.movedType() == handOver.type() ? ""
                                    : " as " + handOver.movedType()));
            code.beginControlFlow(handOver.own() ? "if ($1L == $2N || $1L == DORMANT)"
                    : "if ($1L == $2N)", watches, names.of(composite));
            code.addStatement("$L = $L", watches,
                    handOver.movedTo() == null ? "NONE" : names.of(handOver.movedTo()));
            if (handOver.movedTo() != null && handOver.movedType() != handOver.type()
                    && state.storesType()) {
                code.addStatement("$1L = $1L & ~3 | $2L", state.stored(handOver.entry()),
                        handOver.movedType());
            }
            code.endControlFlow();
        }
        return code.build();
    }
}
