// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import dev.arbor.processor.model.AbortAnalysis;
import dev.arbor.processor.model.Node;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes, for a tree whose state is in fields (one run stack), §6.4's decision and §6.5's abort
 * as one method per abort entry, called by {@code reevaluate()} when the entry's condition
 * answers otherwise than stored: {@code answerChangedIsHurt()}.
 *
 * <p>Everything but the running node is known at build time ({@link AbortAnalysis}): the
 * composites the entry can watch, its abort type at each, the child of that composite to resume
 * at, and the entries the abort deletes. The method is a {@code switch} over what the entry
 * watches, with those written in as constants.
 *
 * <p>When no leaf below the watched composite has an end hook, the abort does not walk the run
 * stack to interrupt the running nodes one by one: their ends would only hand over abort entries
 * held by conditions below the watched composite, from the resumed child on, and the abort
 * deletes exactly those entries (§6.5), so the outcome is the same without the walk.
 */
final class AnswerChangedWriter extends PartWriter {
    /** Deletions up to this many entries are written out; more loop over {@code forget(entry)}. */
    private static final int UNROLLED_DELETIONS = 8;

    AnswerChangedWriter(TreeContext context) {
        super(context);
    }

    List<MethodSpec> methods() {
        int entries = tree.entryConditions().size();
        List<MethodSpec> methods = new ArrayList<>();
        for (int entry = 0; entry < entries; entry++) {
            methods.add(answerChanged(entry));
        }
        if (usesForget()) {
            methods.addAll(TickWriter.perEntry(sizes, entries, "forget",
                    "§6.5: deletes abort entry {@code entry}.\n",
                    (code, entry) -> code.add("case $L: $L = NONE; break;\n", entry,
                            state.watches(entry)),
                    true));
        }
        return methods;
    }

    /** Whether some abort deletes more entries than are written out, so needs forget(entry). */
    private boolean usesForget() {
        for (int entry = 0; entry < tree.entryConditions().size(); entry++) {
            for (AbortAnalysis.Watch watch : aborts.watches(entry)) {
                int[] deleted = aborts.deleted(watch.composite(), aborts.condition(entry));
                if (deleted[1] - deleted[0] > UNROLLED_DELETIONS) {
                    return true;
                }
            }
        }
        return false;
    }

    private MethodSpec answerChanged(int entry) {
        Node condition = aborts.condition(entry);
        String watches = state.watches(entry);
        CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("switch ($L)", watches);
        for (AbortAnalysis.Watch watch : aborts.watches(entry)) {
            watching(code, entry, condition, watch);
        }
        code.add("default:\n$>")
                .addStatement("throw new $T($L)", AssertionError.class, watches)
                .add("$<")
                .endControlFlow();
        return MethodSpec.methodBuilder(names.answerChanged(entry))
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc("§6.4, §6.5: $L() answered otherwise than its entry stored.\n",
                        condition.method())
                .addCode(code.build())
                .build();
    }

    /** The case of {@code condition}'s entry watching {@code watch.composite()}. */
    private void watching(CodeBlock.Builder code, int entry, Node condition,
            AbortAnalysis.Watch watch) {
        Node watched = watch.composite();
        Node own = tree.nodes().get(condition.composite());
        Node child = aborts.resumeAt(watched, condition);
        code.add("case $N: { // as $L\n$>", names.of(watched), watch.type());
        if (AbortAnalysis.spareOwnBranch(watch.type())) {
            code.beginControlFlow("if ($N <= top && top < $L)", names.of(own), own.end())
                    .add("return; // a lower-priority abort never interrupts its own branch,"
                            + " $L()\n", own.method())
                    .endControlFlow();
        }
        String stored = state.stored(entry);
        switch (aborts.fires(entry, watch)) {
            case ANY_CHANGE -> { }
            case ON_SUCCESS -> code.beginControlFlow("if ($L)", stored)
                    .addStatement("$L = false", stored)
                    .add("return; // FAILURE does not matter to $L(): stored\n", own.method())
                    .endControlFlow();
            case ON_FAILURE -> code.beginControlFlow("if (!$L)", stored)
                    .addStatement("$L = true", stored)
                    .add("return; // SUCCESS does not matter to $L(): stored\n", own.method())
                    .endControlFlow();
            case NEVER -> {
                code.addStatement("$1L = !$1L", stored)
                        .add("return; // no change matters to $L(): stored\n", own.method())
                        .add("$<}\n");
                return;
            }
        }
        context.seam().abortFires(code, names.of(condition), names.of(watched));
        context.seam().interruptBelow(code, names.of(watched), hasEndHookBelow(watched),
                watched.method());
        int[] deleted = aborts.deleted(watched, condition);
        if (deleted[1] - deleted[0] <= UNROLLED_DELETIONS) {
            for (int gone = deleted[0]; gone < deleted[1]; gone++) {
                code.addStatement("$L = NONE", state.watches(gone));
            }
        } else {
            code.beginControlFlow("for (int deleted = $L; deleted < $L; deleted++)", deleted[0],
                            deleted[1])
                    .addStatement("forget(deleted)")
                    .endControlFlow();
        }
        context.seam().resume(code, names.of(child),
                "resume " + watched.method() + "() at " + child.method() + "()");
        code.addStatement("break").add("$<}\n");
    }

    /** Whether a leaf strictly below {@code composite} has an end hook. */
    private boolean hasEndHookBelow(Node composite) {
        for (int i = composite.index() + 1; i < composite.end(); i++) {
            Node node = tree.nodes().get(i);
            if (node.leaf() != null && node.leaf().hasEnd()) {
                return true;
            }
        }
        return false;
    }
}
