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
final class HandOverWriter {
    private final TreeContext context;
    private final NodeNames names;
    private final StateLayout state;

    HandOverWriter(TreeContext context) {
        this.context = context;
        this.names = context.names();
        this.state = context.state();
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>();
        methods.add(dispatch());
        for (Node node : context.tree().nodes()) {
            if (node.watchable()) {
                methods.add(handOver(node));
            }
        }
        return methods;
    }

    private MethodSpec dispatch() {
        CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("switch (node)");
        for (Node node : context.tree().nodes()) {
            if (node.watchable()) {
                code.add("case $N: $N(); break;\n", names.of(node), names.handOver(node));
            }
        }
        code.add("default: throw new $T(node); // no entry can watch it\n", AssertionError.class)
                .endControlFlow();
        return MethodSpec.methodBuilder("handOver")
                .addModifiers(Modifier.PRIVATE)
                .addParameter(TypeName.INT, "node")
                .addJavadoc("§6.3: composite {@code node}, which an abort entry can watch, ended.\n")
                .addCode(code.build())
                .build();
    }

    private MethodSpec handOver(Node composite) {
        CodeBlock.Builder code = CodeBlock.builder();
        for (AbortAnalysis.HandOver handOver : context.aborts().handOvers(composite)) {
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
        return MethodSpec.methodBuilder(names.handOver(composite))
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc("§6.3: $L() ended.\n", composite.method())
                .addCode(code.build())
                .build();
    }
}
