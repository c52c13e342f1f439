// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.arbor.processor.model.AbortAnalysis;
import dev.arbor.processor.model.CodeShape;
import dev.arbor.processor.model.EmissionPlan;
import dev.arbor.processor.model.TreeDescriptor;
import javax.lang.model.element.Modifier;

/**
 * What every writer of one generated tree shares: the descriptor and what the model decided
 * about it (the emission plan, the abort analysis), the names, the state layout, the
 * {@link Seam} and which parts of the event loop the tree needs; plus the few helpers all of
 * them use.
 */
record TreeContext(TreeDescriptor tree, Sizes sizes, EmissionPlan plan, NodeNames names,
        StateLayout state, AbortAnalysis aborts, Seam seam, EventLoopNeeds needs) {
    static final ClassName STATUS = ClassName.get("dev.arbor", "Status");
    static final ClassName SUPPORT = ClassName.get("dev.arbor.runtime.internal", "TreeSupport");
    static final ClassName MISUSE = ClassName.get("dev.arbor.runtime.internal", "Misuse");

    static TreeContext of(TreeDescriptor tree, Sizes sizes) {
        EmissionPlan plan = EmissionPlan.of(tree, sizes.limits());
        NodeNames names = new NodeNames(tree, sizes);
        StateLayout state = new StateLayout(plan, sizes);
        return new TreeContext(tree, sizes, plan, names, state, new AbortAnalysis(tree),
                new Seam(tree, names, state, !plan.topOnlyWhereTickStops()),
                EventLoopNeeds.of(tree));
    }

    /** Whether {@code run()} is the blocks ({@link BlockWriter}), not the generic loop. */
    boolean blocks() {
        return plan.shape() == CodeShape.BLOCKS;
    }

    /**
     * The step of {@code interruptBelow} that ends {@code node} interrupted and moves to its
     * parent; an exception from a hook is kept (the first) or added to it as suppressed, so
     * that it does not stop the others (§7).
     */
    static final CodeBlock INTERRUPT_ONE = CodeBlock.of("""
            int parent = parent(node);
            try {
                complete(node, INACTIVE);
            } catch ($T thrown) {
                if (failure == null) {
                    failure = thrown;
                } else if (failure != thrown) {
                    failure.addSuppressed(thrown);
                }
            }
            node = parent;
            """, Throwable.class);

    /** The refusal of {@code method} while the tree runs one of its own calls (§7). */
    static CodeBlock refuseReentrant(String method) {
        return CodeBlock.builder()
                .beginControlFlow("if ($L)", StateLayout.TICKING)
                .addStatement("throw $T.reentrant(NAME, $S, getClass(), METHODS)", MISUSE, method)
                .endControlFlow()
                .build();
    }

    /** The refusal of a null {@code parameter} of {@code method}, tagged and naming both. */
    static CodeBlock refuseNull(String method, String parameter) {
        return CodeBlock.builder()
                .beginControlFlow("if ($N == null)", parameter)
                .addStatement("throw $T.nullArgument(NAME, $S, $S)", MISUSE, method, parameter)
                .endControlFlow()
                .build();
    }

    /** A private method with its Javadoc. */
    static MethodSpec.Builder method(String name, String javadoc) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(name).addModifiers(Modifier.PRIVATE);
        if (!javadoc.isEmpty()) {
            method.addJavadoc(javadoc);
        }
        return method;
    }

    /** A public method of {@code Tree}, which the generated class overrides. */
    static MethodSpec.Builder override(String name) {
        return MethodSpec.methodBuilder(name).addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC);
    }

    /** A field with {@code modifiers} and the Javadoc {@code doc} (none when empty). */
    static FieldSpec.Builder field(TypeName type, String name, String doc,
            Modifier... modifiers) {
        FieldSpec.Builder field = FieldSpec.builder(type, name, modifiers);
        return doc.isEmpty() ? field : field.addJavadoc("$L", doc);
    }

    /** A {@code private static final} field with the Javadoc {@code doc} (none when empty). */
    static FieldSpec.Builder staticField(TypeName type, String name, String doc) {
        return field(type, name, doc, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL);
    }

    /** A {@code private static final int} constant, with a Javadoc line when {@code doc} is set. */
    static void constant(TypeSpec.Builder type, String name, int value, String doc) {
        type.addField(staticField(TypeName.INT, name, doc == null ? "" : doc + "\n")
                .initializer("$L", value).build());
    }
}
