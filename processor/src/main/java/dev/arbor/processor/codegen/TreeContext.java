package dev.arbor.processor.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.arbor.processor.model.AbortAnalysis;
import dev.arbor.processor.model.CodeShape;
import dev.arbor.processor.model.TreeDescriptor;
import javax.lang.model.element.Modifier;

/**
 * What every writer of one generated tree shares: the plan (the descriptor and its abort
 * analysis), the names, the state layout, the {@link Seam}, which parts of the event loop the
 * tree needs and whether its {@code run()} is the event loop compiled node by node
 * ({@code directRun}, {@link DirectRunWriter}); plus the few helpers all of them use.
 */
record TreeContext(TreeDescriptor tree, Sizes sizes, NodeNames names, StateLayout state,
        AbortAnalysis aborts, Seam seam, EventLoopNeeds needs, boolean directRun) {
    static final ClassName STATUS = ClassName.get("dev.arbor", "Status");
    static final ClassName SUPPORT = ClassName.get("dev.arbor.runtime.internal", "TreeSupport");
    static final ClassName MISUSE = ClassName.get("dev.arbor.runtime.internal", "Misuse");

    static TreeContext of(TreeDescriptor tree, Sizes sizes) {
        NodeNames names = new NodeNames(tree, sizes);
        StateLayout state = new StateLayout(tree, sizes);
        TreeContext generic = new TreeContext(tree, sizes, names, state, new AbortAnalysis(tree),
                new Seam(tree, names, state), EventLoopNeeds.of(tree), false);
        return DirectRunWriter.fits(generic) ? generic.withDirectRun() : generic;
    }

    private TreeContext withDirectRun() {
        return new TreeContext(tree, sizes, names, state, aborts, seam, needs, true);
    }

    boolean straightLine() {
        return tree.shape() == CodeShape.STRAIGHT_LINE;
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

    /** A private method with its Javadoc. */
    static MethodSpec.Builder method(String name, String javadoc) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(name).addModifiers(Modifier.PRIVATE);
        if (!javadoc.isEmpty()) {
            method.addJavadoc(javadoc);
        }
        return method;
    }

    /** A {@code private static final int} constant, with a Javadoc line when {@code doc} is set. */
    static void constant(TypeSpec.Builder type, String name, int value, String doc) {
        FieldSpec.Builder field = FieldSpec.builder(TypeName.INT, name,
                Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL).initializer("$L", value);
        if (doc != null) {
            field.addJavadoc("$L\n", doc);
        }
        type.addField(field.build());
    }
}
