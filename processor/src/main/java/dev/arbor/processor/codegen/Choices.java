// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * What the blocks and the generic loop share of the composites that choose one child on entry
 * and complete with its result (§5.4): a Switch's answer and its cases, a RandomChoice's draw.
 * Each writer says what entering a chosen child is ({@code enter}); this class prints the
 * choice around it, so both shapes choose alike.
 */
final class Choices {
    private Choices() {}

    /**
     * §5.4 Switch: its method called once, its answer kept in {@code switchedOn}, then for each
     * case a test that enters its child, in declared order. What follows, when no case matched,
     * is the caller's: the otherwise child ({@link #otherwise}), or the Switch's failure.
     */
    static void matchCase(CodeBlock.Builder code, TreeDescriptor tree, Node node, CodeBlock call,
            BiConsumer<CodeBlock.Builder, Node> enter) {
        Attributes.Switched switched = (Attributes.Switched) node.attributes();
        code.addStatement("$T switchedOn = $L", answerType(switched), call);
        int child = node.index() + 1;
        for (int i = 0; i < switched.cases().size(); i++) {
            code.beginControlFlow("if (switchedOn == $L)", caseValue(switched, i));
            enter.accept(code, tree.nodes().get(child));
            code.endControlFlow();
            child = tree.nodes().get(child).end();
        }
    }

    /** A Switch's {@code otherwise} child, or null when it has none. */
    static Node otherwise(TreeDescriptor tree, Node node) {
        if (!((Attributes.Switched) node.attributes()).hasOtherwise()) {
            return null;
        }
        Node last = null;
        for (int c = node.index() + 1; c < node.end(); c = tree.nodes().get(c).end()) {
            last = tree.nodes().get(c);
        }
        return last;
    }

    /** What the method a Switch asks returns: {@code int} or its enum type. */
    private static TypeName answerType(Attributes.Switched switched) {
        Attributes.EnumType type = switched.enumType();
        if (type == null) {
            return TypeName.INT;
        }
        List<String> names = type.simpleNames();
        return ClassName.get(type.packageName(), names.get(0),
                names.subList(1, names.size()).toArray(String[]::new));
    }

    /** Case {@code i}: the int as written (validated), or the enum's constant. */
    private static CodeBlock caseValue(Attributes.Switched switched, int i) {
        String written = switched.cases().get(i);
        return switched.enumType() == null ? CodeBlock.of("$L", Integer.parseInt(written))
                : CodeBlock.of("$T.$N", answerType(switched), written);
    }

    /**
     * §5.4 RandomChoice, §8.2: with two children or more of positive weight, one draw,
     * {@code r = Long.remainderUnsigned(next, T)} over their total T, enters the first child in
     * declared order whose running total of weights is greater than r (tested as r below it;
     * the last without a test); with one, that child, without a draw. Every path enters.
     */
    static void drawOne(CodeBlock.Builder code, TreeDescriptor tree, Node node,
            BiConsumer<CodeBlock.Builder, Node> enter) {
        Attributes.Weights weights = (Attributes.Weights) node.attributes();
        List<Node> drawable = new ArrayList<>();
        List<Integer> weight = new ArrayList<>();
        int position = 0;
        long total = 0;
        for (int c = node.index() + 1; c < node.end(); c = tree.nodes().get(c).end()) {
            int w = weights.weight(position++);
            if (w > 0) {
                drawable.add(tree.nodes().get(c));
                weight.add(w);
                total += w;
            }
        }
        if (drawable.size() == 1) {
            code.add("// §5.4, §8.2: its one child of positive weight, without a draw\n");
            enter.accept(code, drawable.get(0));
            return;
        }
        code.add("// §5.4, §8.2: one draw picks the child, by its weights\n")
                .addStatement("long picked = $T.remainderUnsigned(random.next(), $LL)",
                        Long.class, total);
        long sum = 0;
        for (int i = 0; i < drawable.size() - 1; i++) {
            sum += weight.get(i);
            code.beginControlFlow("if (picked < $LL)", sum);
            enter.accept(code, drawable.get(i));
            code.endControlFlow();
        }
        enter.accept(code, drawable.get(drawable.size() - 1));
    }
}
