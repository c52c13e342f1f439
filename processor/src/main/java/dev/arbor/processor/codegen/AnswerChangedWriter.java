package dev.arbor.processor.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import dev.arbor.processor.model.AbortKind;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes, for a tree whose state is in fields (one run stack), SEMANTICS §6.4's decision and
 * §6.5's abort as one method per abort entry, called by {@code reevaluate()} when the entry's
 * condition answers otherwise than stored: {@code answerChangedIsHurt()}.
 *
 * <p>Everything but the running node is known at build time: the composites the entry can
 * watch (its own, if its type has SELF, and each ancestor it moves up to), its abort type at
 * each, the child of that composite to resume at, and the entries the abort deletes. The method
 * is a {@code switch} over what the entry watches, with those written in as constants.
 *
 * <p>When no leaf below the watched composite has an end hook, the abort does not walk the run
 * stack to interrupt the running nodes one by one: their ends would only hand over abort entries
 * held by conditions below the watched composite, from the resumed child on, and the abort
 * deletes exactly those entries (§6.5), so the outcome is the same without the walk.
 */
final class AnswerChangedWriter {
    private static final ClassName SUPPORT = ClassName.get("dev.arbor.runtime.internal", "TreeSupport");
    /** Deletions up to this many entries are written out; more loop over {@code forget(entry)}. */
    private static final int UNROLLED_DELETIONS = 8;

    private final TreeDescriptor tree;
    private final List<Node> nodes;
    private final String[] constants;
    private final HandOverWriter handOvers;
    private final StateLayout state;

    AnswerChangedWriter(TreeDescriptor tree, String[] constants, HandOverWriter handOvers,
            StateLayout state) {
        this.tree = tree;
        this.nodes = tree.nodes();
        this.constants = constants;
        this.handOvers = handOvers;
        this.state = state;
    }

    /** The method {@code reevaluate()} calls for {@code entry}: {@code answerChangedIsHurt}. */
    String methodName(int entry) {
        int condition = tree.entryConditions().get(entry);
        return "answerChanged" + HandOverWriter.camelCase(constants[condition]);
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>();
        for (int entry = 0; entry < tree.entryConditions().size(); entry++) {
            methods.add(answerChanged(entry));
        }
        return methods;
    }

    /** Whether some abort deletes more entries than are written out, so needs forget(entry). */
    boolean usesForget() {
        for (int entry = 0; entry < tree.entryConditions().size(); entry++) {
            Node condition = nodes.get(tree.entryConditions().get(entry));
            for (Watch watch : watches(entry)) {
                Node child = childHolding(watch.composite(), condition);
                if (watch.composite().entriesTo() - child.entriesFrom() > UNROLLED_DELETIONS) {
                    return true;
                }
            }
        }
        return false;
    }

    /** A composite an entry can watch, and the abort type the entry has there. */
    private record Watch(Node composite, AbortKind type) {}

    /**
     * The composites entry {@code entry} can watch, lowest first: its own if its type has SELF
     * (else it waits there, dormant, §6.2), then each ancestor it moves up to (§6.3).
     */
    private List<Watch> watches(int entry) {
        Node own = nodes.get(nodes.get(tree.entryConditions().get(entry)).composite());
        List<Watch> watches = new ArrayList<>();
        if ((own.abortType().code() & AbortKind.SELF.code()) != 0) {
            watches.add(new Watch(own, own.abortType()));
        }
        for (Node at = handOvers.parentComposite(own); at != null;
                at = handOvers.parentComposite(at)) {
            AbortKind type = handOvers.typeWhenWatching(entry, at);
            if (type == null) {
                break; // deleted on the way up: it never watches this composite or any above
            }
            watches.add(new Watch(at, type));
        }
        return watches;
    }

    /** The child of {@code watched} whose subtree holds {@code condition}. */
    private Node childHolding(Node watched, Node condition) {
        Node child = condition;
        while (child.parent() != watched.index()) {
            child = nodes.get(child.parent());
        }
        return child;
    }

    private MethodSpec answerChanged(int entry) {
        Node condition = nodes.get(tree.entryConditions().get(entry));
        String watches = state.watches(entry);
        CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("switch ($L)", watches);
        for (Watch watch : watches(entry)) {
            watching(code, condition, watch.composite(), watch.type());
        }
        code.add("default:\n$>")
                .addStatement("throw new AssertionError($L)", watches)
                .add("$<")
                .endControlFlow();
        return MethodSpec.methodBuilder(methodName(entry))
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc("§6.4, §6.5: $L() answered otherwise than its entry stored.\n",
                        condition.method())
                .addCode(code.build())
                .build();
    }

    /** The case of {@code condition}'s entry watching {@code watched} with type {@code type}. */
    private void watching(CodeBlock.Builder code, Node condition, Node watched, AbortKind type) {
        Node own = nodes.get(condition.composite());
        Node child = childHolding(watched, condition);
        code.add("case $N: { // as $L\n$>", constants[watched.index()], type);
        if (type == AbortKind.LOWER_PRIORITY) {
            code.beginControlFlow("if ($N <= top && top < $L)", constants[own.index()],
                            own.end())
                    .add("return; // a lower-priority abort never interrupts its own branch,"
                            + " $L()\n", own.method())
                    .endControlFlow();
        }
        if (hasEndHookBelow(watched)) {
            code.addStatement("$T failure = interruptBelow($N, null)", Throwable.class,
                            constants[watched.index()])
                    .beginControlFlow("if (failure != null)")
                    .addStatement("throw $T.rethrow(failure)", SUPPORT)
                    .endControlFlow();
        } else {
            code.add("// no end hook below $L(): nothing to call for the interrupted nodes\n",
                    watched.method());
        }
        int from = child.entriesFrom();
        int to = watched.entriesTo();
        if (to - from <= UNROLLED_DELETIONS) {
            for (int deleted = from; deleted < to; deleted++) {
                code.addStatement("$L = NONE", state.watches(deleted));
            }
        } else {
            code.beginControlFlow("for (int deleted = $L; deleted < $L; deleted++)", from, to)
                    .addStatement("forget(deleted)")
                    .endControlFlow();
        }
        code.add("enter($N); // resume $L() at $L()\n", constants[child.index()],
                        watched.method(), child.method())
                .addStatement("break")
                .add("$<}\n");
    }

    /** Whether a leaf strictly below {@code composite} has an end hook. */
    private boolean hasEndHookBelow(Node composite) {
        for (int i = composite.index() + 1; i < composite.end(); i++) {
            Node node = nodes.get(i);
            if (node.leaf() != null && node.leaf().onEnd() != null) {
                return true;
            }
        }
        return false;
    }
}
