// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.TreeDescriptor;
import javax.lang.model.element.Modifier;

/**
 * Writes the generated tree class for a {@link TreeDescriptor}: it prints the plan the model
 * made, in the code shape the model chose. Each part of the class has its writer: the
 * constants and tables ({@link TableWriter}), the per-instance state ({@link StateWriter}),
 * {@code tick()} and the re-evaluation of aborts ({@link TickWriter}), {@code run()} in one of
 * the two shapes ({@link BlockWriter}, {@link EventLoopWriter}), the aborts written per
 * composite and per entry ({@link HandOverWriter}, {@link AnswerChangedWriter}) and the leaf and
 * hook dispatch by index ({@link DispatchWriter}) and the snapshots ({@link SnapshotWriter}).
 * Every enter, leaf call, end and abort goes through the {@link Seam}.
 *
 * <p>The loop is emitted into each tree, minus what a tree does not need, so that the JIT
 * compiles each tree's loop with its own leaf calls inlined: a loop shared in a runtime base
 * class would see every tree class at its leaf call sites and go megamorphic. It is iterative
 * (no recursion on the Java stack) and allocates nothing.
 */
public final class TreeWriter {
    static final String PROCESSOR = "dev.arbor.processor.ArborProcessor";
    private static final ClassName TREE = ClassName.get("dev.arbor.runtime", "Tree");
    private static final ClassName ARBOR_GENERATED =
            ClassName.get("dev.arbor.runtime", "ArborGenerated");
    private static final ClassName GENERATED =
            ClassName.get("javax.annotation.processing", "Generated");

    private final TreeDescriptor tree;
    private final boolean generatedAvailable;
    private final TreeContext context;

    /**
     * The processor option {@code arbor.layout}: {@code auto} (the default) sizes the generated
     * code by the tree; {@code split} gives any tree the layout of a very large one (every method
     * split at its smallest, nodes named by index, entries in arrays), so that tests check that
     * code on small trees.
     */
    public static final String LAYOUT_OPTION = "arbor.layout";

    /** Whether {@code value} is a value of {@link #LAYOUT_OPTION} (null: not given). */
    public static boolean isLayout(String value) {
        return value == null || value.equals("auto") || value.equals("split");
    }

    /**
     * @param generatedAvailable whether {@code javax.annotation.processing.Generated} is on the
     *     compile classpath (it is from Java 9 on)
     * @param layout the processor option {@code arbor.layout}: null or {@code auto}, or
     *     {@code split} for the layout of a very large tree at any size ({@link Sizes})
     */
    public TreeWriter(TreeDescriptor tree, boolean generatedAvailable, String layout) {
        this.tree = tree;
        this.generatedAvailable = generatedAvailable;
        this.context = TreeContext.of(tree, Sizes.forOption(layout));
    }

    public JavaFile write() {
        TypeSpec.Builder type = TypeSpec.classBuilder(tree.generated())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(TREE)
                .addJavadoc(classJavadoc());
        if (StateWriter.usesShared(tree)) {
            type.addSuperinterface(StateWriter.SHARED_REQUESTS); // §5.7: a runner settles it
        }
        if (generatedAvailable) {
            type.addAnnotation(AnnotationSpec.builder(GENERATED)
                    .addMember("value", "$S", PROCESSOR)
                    .addMember("comments", "$S", "from " + tree.source().canonicalName())
                    .build());
        }
        type.addAnnotation(ARBOR_GENERATED);
        // what the tree calls and names is the user's: deprecating a node method, hook, field or
        // the agent class must not make the generated class warn (nor fail a -Werror build).
        // "all" is for Eclipse's compiler (ecj), which warns of a token that suppresses nothing
        // ("Unnecessary @SuppressWarnings") unless "all" is among them, and under which "all"
        // keeps the generated class quiet whatever warnings the user turns on; javac ignores it
        // (docs/generated-code.md)
        // a static shared field is read through the agent, as an instance one (§5.7): "static"
        type.addAnnotation(StateWriter.usesShared(tree)
                ? AnnotationSpec.builder(SuppressWarnings.class).addMember("value",
                        "{$S, $S, $S, $S}", "deprecation", "removal", "static", "all").build()
                : AnnotationSpec.builder(SuppressWarnings.class)
                .addMember("value", "{$S, $S, $S}", "deprecation", "removal", "all")
                .build());
        // a type of the user's package with the simple name of one the code names unqualified
        // would shadow it: those are written fully qualified
        type.alwaysQualify(tree.packageTypeNames().toArray(String[]::new));
        TableWriter tables = new TableWriter(context);
        tables.write(type);
        StateWriter state = new StateWriter(context);
        state.write(type);
        type.addMethods(new TickWriter(context).methods());
        ControlWriter control = new ControlWriter(context);
        type.addMethods(control.methods());
        if (!tree.events().isEmpty()) {
            type.addType(control.eventEnum());
        }
        if (context.blocks()) {
            type.addMethods(new BlockWriter(context).methods());
        }
        if (!context.state().inFields()) { // the generic loop: run(), or runTraced() of blocks
            type.addMethods(new EventLoopWriter(context).methods());
        }
        type.addMethods(new ServiceWriter(context).methods()); // §5.6: none without services
        if (tree.hasAborts()) {
            if (context.state().inFields()) {
                type.addMethods(new AnswerChangedWriter(context).methods());
            }
            type.addMethods(new HandOverWriter(context).methods());
        }
        new DispatchWriter(context).write(type);
        SnapshotWriter.of(context).write(type);
        tables.addAccessors(type);
        state.addNodeTables(type);
        TypeSpec built = type.build();
        if (ClassSpreader.needed(built, context.sizes())) {
            built = new ClassSpreader(context.names()).spread(built, context.sizes());
        }
        context.names().verify(built);
        return JavaFile.builder(tree.generated().packageName(), built)
                .addFileComment("Generated by Arbor from $L. Do not edit: change the annotations"
                        + " on $L instead.", tree.source().canonicalName(),
                        tree.source().simpleName())
                .skipJavaLangImports(true)
                .indent("    ")
                .build();
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
                    + (node.abortType() == AbortKind.NONE ? "" : " abort " + node.abortType());
            doc.add("$L$L $L\n", "  ".repeat(depth), node.method(), detail);
        }
        return doc.add("</pre>\n\n")
                .add("<p>Section numbers (§) in the comments refer to Arbor's tick semantics,"
                        + " docs/semantics.md.\n")
                .build();
    }
}
