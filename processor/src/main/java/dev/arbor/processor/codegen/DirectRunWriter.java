package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.STATUS;
import static dev.arbor.processor.codegen.TreeContext.SUPPORT;
import static dev.arbor.processor.codegen.TreeContext.method;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Capability;
import dev.arbor.processor.kinds.ChildStep;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.ResultKind;
import dev.arbor.processor.model.Jumps;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.List;

/**
 * Writes {@code run()} of an event-loop tree with one run stack (library kinds, no parallel) as
 * the event loop compiled node by node, the node switch: a block of code per node, each that
 * node's own step with everything the generic loop reads from the tables at run time read here
 * at build time. A leaf's block calls its method directly; a completion climbs, in code written
 * for that leaf and result, through every parent that acts on it (their rules, counters,
 * hand-overs and end effects), and ends entering the next node (its state started in place),
 * yielding, or answering the root's status. Only what the tree decides at run time is left to
 * run time: a counter against its limit, the next child of a drawn or weighted order, a timer,
 * a guard's flag, an event bit.
 *
 * <p>The blocks are laid out as the straight-line shape lays out its leaves: in pre-order, the
 * code of node X after the closing brace of the block labelled X, so that {@code break X} jumps
 * forward to it. Every jump known at build time goes forward (a completion only climbs, and
 * what it enters next comes after the subtree that completed); a jump decided at run time (the
 * next child of a drawn order) sets {@code node} and goes round the loop, whose {@code switch}
 * finds the block, as it does where a tick starts.
 *
 * <p>It runs the ticks without a listener; a tick with one runs the generic loop, renamed
 * {@code runTraced()}, which tells the listener every step (and which the scenarios and the
 * differential test compare with this one, trace for trace). The generic loop is also what a
 * tree runs beyond {@link Sizes#directNodes} nodes or {@link Sizes#directLines} lines, where
 * this method would outgrow the 8,000 bytes HotSpot compiles.
 *
 * <p>The state is the generic loop's, and it is kept as that loop keeps it wherever something
 * else may read it: the top of the stack is written as each node is entered, where the tick
 * yields and where the pass ends, and before any user code runs (a hook is called through the
 * generic {@code enter} and {@code complete}, which write it first), so an exception ends the
 * right nodes (§7). A completion that only pops a node does not write it: the next write is
 * never more than a few statements on, with no user code between.
 */
final class DirectRunWriter {
    private final TreeContext context;
    private final TreeDescriptor tree;
    private final NodeNames names;
    /** The node whose code is being written: a jump to a later node is a forward break. */
    private int current;

    DirectRunWriter(TreeContext context) {
        this.context = context;
        this.tree = context.tree();
        this.names = context.names();
    }

    /**
     * Whether the tree of {@code context} (whose run() is the event loop) can have this
     * {@code run()}, which {@link TreeContext#directRun} then tells every writer: one run stack, at most {@link Sizes#directNodes} nodes, and code small
     * enough for HotSpot to compile. Completions are written out per leaf and result, so deep
     * chains of counting or catching nodes multiply the code: the method is written and its
     * lines of code counted (about 5.5 bytes of bytecode each, measured on the trees of
     * DirectRunLimitsTest), against {@link Sizes#directLines}.
     */
    static boolean fits(TreeContext context) {
        if (context.straightLine() || context.needs().parallels()
                || context.tree().nodes().size() > context.sizes().directNodes()) {
            return false;
        }
        return linesOfCode(new DirectRunWriter(context).run()) <= context.sizes().directLines();
    }

    /** The lines of code of {@code method}: neither blank, nor a comment, nor a lone brace. */
    static long linesOfCode(MethodSpec method) {
        return method.code().toString().lines().filter(DirectRunWriter::isCode).count();
    }

    /** Whether {@code line} of generated code is a line of code that {@link #linesOfCode} counts. */
    private static boolean isCode(String line) {
        String code = line.strip();
        return !code.isEmpty() && !code.startsWith("//") && !code.equals("}");
    }

    MethodSpec run() {
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("int node = state[TOP]")
                .beginControlFlow("try")
                .beginControlFlow("while (true)")
                .add("// One block per node, in pre-order: the code of node X follows the block"
                        + " labelled X,\n")
                .add("// so `break X` jumps forward to it; a jump decided at run time goes round"
                        + " the loop.\n");
        List<Node> nodes = tree.nodes();
        for (int i = nodes.size() - 1; i >= 0; i--) {
            code.add("$L: {\n", names.label(nodes.get(i)));
        }
        code.add("$>// where the tick goes on: the node on top of the stack, just entered or"
                        + " resumed\n")
                .beginControlFlow("switch (node)");
        for (Node node : nodes) {
            code.add("case $N: break $N;\n", names.of(node), names.label(node));
        }
        code.add("default: throw new $T(node);\n", AssertionError.class).endControlFlow().add("$<");
        for (Node node : nodes) {
            code.add("} // $L $L()\n", node.index(), node.method());
            current = node.index();
            nodeBlock(code, node);
        }
        code.endControlFlow()
                .nextControlFlow("catch ($T thrown)", Throwable.class)
                .add("side = $T.failedAt(side, node); // for the report of the failure (§7)\n",
                        StateWriter.SIDE)
                .addStatement("throw thrown")
                .endControlFlow();
        return method("run", """
                §3.3, §4, §5: runs the stack from the node on top until a node answers RUNNING or
                the root completes, each node's block doing what the tables would have the
                generic loop ({@link #runTraced}) do for it, decided at build time. Answers the
                root's status.
                """)
                .returns(TypeName.INT)
                .addCode(code.build())
                .build();
    }

    /**
     * The code of {@code node} on top of the stack. Every path ends in a jump: break to a later
     * node's code, continue (round the loop), or return.
     */
    private void nodeBlock(CodeBlock.Builder code, Node node) {
        if (node.kind().isLeaf()) {
            leaf(code, node);
            return;
        }
        if (node.first() != node.index()) {
            code.add("// entered, with no effect of its own: it starts at its first leaf\n");
            enterAndGo(code, node(node.first()));
            return;
        }
        if (node.kind().has(Capability.GUARD)) {
            code.beginControlFlow("if (state[$L] != 0)", node.slot())
                    .add("// §5.5: the guard fired at the start of this tick: it fails\n");
            complete(code, node, false, false);
            code.endControlFlow();
        }
        if (node.kind() == Kinds.COOLDOWN) {
            code.beginControlFlow("if (timed[$L] && now - times[$L] < DURATIONS[$L])",
                            node.timer(), node.timer(), node.timer())
                    .add("// §5.4: refused while cooling down (which does not restart it)\n");
            complete(code, node, false, false);
            code.endControlFlow()
                    .add("state[$L] = 1; // it enters its child: its end counts\n", node.slot());
            enterAndGo(code, node(node.index() + 1));
        } else if (node.kind().has(Capability.ORDERS_CHILDREN)) {
            code.add("// §5.4: it starts at the first child of the order it drew\n")
                    .addStatement("node = enter(childAt($N, state[$L]))", names.of(node),
                            node.slot() + 1)
                    .addStatement("continue");
        } else if (node.kind().has(Capability.CONDITION_ON_ENTRY)) {
            String condition = ((Attributes.Conditional) node.attributes()).condition();
            code.add("// §5.4: its condition, asked once on entry, chooses the child\n")
                    .beginControlFlow("if ($L)", context.seam().callCondition(node, condition));
            enterAndGo(code, node(node.index() + 1));
            code.endControlFlow();
            Node second = node(node.index() + 1).end() < node.end()
                    ? node(node(node.index() + 1).end()) : null;
            if (second != null) {
                enterAndGo(code, second);
            } else {
                complete(code, node, false, false);
            }
        } else {
            code.add("// entered, or it yielded last tick: it enters its child\n");
            enterAndGo(code, node(node.index() + 1));
        }
    }

    /** A leaf on top: calls it and completes it, or yields. */
    private void leaf(CodeBlock.Builder code, Node leaf) {
        if (leaf.kind() == Kinds.WAIT) {
            code.add("// §5.4 Wait: RUNNING until its time has passed, paused time left out\n")
                    .beginControlFlow("if (now - pausedNanos - times[$L] >= DURATIONS[$L])",
                            leaf.timer(), leaf.timer());
            complete(code, leaf, true, true);
            code.endControlFlow();
            yieldAt(code, leaf, false);
            return;
        }
        CodeBlock call = context.seam().call(leaf);
        if (leaf.kind() == Kinds.EVENT) {
            code.add("// §8.3: SUCCESS while its event is pending\n");
        } else if (leaf.leaf() == null) {
            throw new IllegalStateException("no direct code for leaf kind "
                    + leaf.kind().simpleName());
        }
        switch (leaf.kind() == Kinds.EVENT ? ResultKind.BOOLEAN : leaf.leaf().result()) {
            case BOOLEAN -> {
                code.beginControlFlow("if ($L)", call);
                complete(code, leaf, true, true);
                code.endControlFlow();
                complete(code, leaf, false, true);
            }
            case STATUS -> {
                code.addStatement("$T answer = $L", STATUS, call)
                        .beginControlFlow("if (answer == $T.RUNNING)", STATUS);
                yieldAt(code, leaf, false);
                code.endControlFlow()
                        .beginControlFlow("if (answer == $T.SUCCESS)", STATUS);
                complete(code, leaf, true, true);
                code.endControlFlow()
                        .beginControlFlow("if (answer != $T.FAILURE)", STATUS)
                        .add("throw $T.badStatus(NAME, $S, answer); // null or INACTIVE\n",
                                SUPPORT, leaf.method())
                        .endControlFlow();
                complete(code, leaf, false, true);
            }
            case VOID -> {
                code.addStatement("$L", call);
                complete(code, leaf, true, true);
            }
        }
    }

    /**
     * {@code node} completes with SUCCESS ({@code success}) or FAILURE: its own bookkeeping
     * ({@code ran}: it ran a child or its method, which a Cooldown's end counts), then where the
     * tables say the tick goes, through every parent that acts on it, to the next node, a yield
     * or the root's result.
     */
    private void complete(CodeBlock.Builder code, Node node, boolean success, boolean ran) {
        ended(code, node, success, ran);
        int next = node.jump(success);
        if (next >= 0) {
            enterAndGo(code, node(next));
            return;
        }
        if (next == Jumps.ROOT_COMPLETES) {
            code.addStatement("state[TOP] = NONE")
                    .add("return $L; // §3.4: the pass is over\n", result(success));
            return;
        }
        Node child = node(Jumps.stoppedAt(next));
        Node parent = node(child.parent());
        ChildStep step = parent.kind().onChild(parent.attributes(), success,
                child.end() == parent.end());
        code.add("// $L() completed $L: $L() acts by its rule\n", child.method(), result(success),
                parent.method());
        switch (step) {
            case SUCCEED, FAIL -> complete(code, parent, step == ChildStep.SUCCEED, true);
            case YIELD -> yieldAt(code, parent, true);
            case COUNT -> {
                if (parent.limit() == 0) {
                    code.add("// it counts without a limit\n");
                    yieldAt(code, parent, true);
                    return;
                }
                code.beginControlFlow("if (++state[$L] < $L)", parent.slot(), parent.limit())
                        .add("// under its limit: it enters its child again next tick\n");
                yieldAt(code, parent, true);
                code.endControlFlow();
                complete(code, parent, parent.kind().atLimit() == ChildStep.SUCCEED, true);
            }
            case NEXT_DRAWN -> {
                code.add("{\n$>")
                        .addStatement("int drawn = nextDrawn($N)", names.of(parent))
                        .beginControlFlow("if (drawn != NONE)")
                        .addStatement("node = enter(drawn)")
                        .addStatement("continue")
                        .endControlFlow()
                        .add("$<}\n")
                        .add("// after the last of its order, it completes with the child's"
                                + " result\n");
                complete(code, parent, success, true);
            }
            case NEXT_CHILD, DECIDE_AT_RUN_TIME -> throw new IllegalStateException(
                    "no direct code for " + parent.kind().simpleName() + "'s step " + step);
        }
    }

    /** §4 End for {@code node}, known at build time, as the generic {@code complete} does it. */
    private void ended(CodeBlock.Builder code, Node node, boolean success, boolean ran) {
        if (node.leaf() != null && node.leaf().onEnd() != null) {
            code.add("complete($N, $L); // its end hook\n", names.of(node), result(success));
            return;
        }
        if (node.hasEntry()) {
            record(code, node, success);
        } else if (node.watchable()) {
            code.add("$N(); // $L() ends (§6.3)\n", names.handOver(node), node.method());
        }
        if (node.kind() == Kinds.COOLDOWN && ran) {
            code.add("times[$L] = now; // §5.4: it ended: the cooldown starts\n", node.timer())
                    .addStatement("timed[$L] = true", node.timer());
        }
    }

    /** §6.2: condition {@code condition} completed: its entry, as {@code record} writes it. */
    private void record(CodeBlock.Builder code, Node condition, boolean success) {
        int entry = condition.entriesFrom();
        Node composite = node(condition.composite());
        AbortKind type = composite.abortType();
        boolean watchesNow = (type.code() & AbortKind.SELF.code()) != 0;
        StateLayout state = context.state();
        code.add("// §6.2: the entry of $L() $L\n", condition.method(), watchesNow
                        ? "watches " + composite.method() + "()"
                        : "waits, dormant, until " + composite.method() + "() ends")
                .addStatement("$L = $L", state.watches(entry),
                        watchesNow ? names.of(composite) : "DORMANT")
                .addStatement("$L = $L", state.stored(entry),
                        state.storedValue(success, type.name()));
    }

    /**
     * {@code node} answers RUNNING ({@code onTop}: it was not on top yet, a node that counts or
     * yields after its child completed): the stack is done for this tick, unless a FailIfRunning
     * above it catches that.
     */
    private void yieldAt(CodeBlock.Builder code, Node node, boolean onTop) {
        if (onTop) {
            code.add("state[TOP] = $N; // it stays running; its child is entered again next tick\n",
                    names.of(node));
        }
        if (node.catcher() < 0) {
            code.add("return RUNNING; // §4: the stack is done for this tick\n");
            return;
        }
        Node catcher = node(node.catcher());
        code.add("// §5.4 FailIfRunning: $L() interrupts what runs below it, and fails\n",
                        catcher.method())
                .add("{\n$>")
                .addStatement("$T failure = interruptBelow($N, null)", Throwable.class,
                        names.of(catcher))
                .beginControlFlow("if (failure != null)")
                .addStatement("throw $T.rethrow(failure)", SUPPORT)
                .endControlFlow()
                .add("$<}\n");
        complete(code, catcher, false, true);
    }

    /**
     * §4 Enter for {@code target}, known at build time, as the generic {@code enter} does it, then
     * on to its code: a forward {@code break} to its block.
     */
    private void enterAndGo(CodeBlock.Builder code, Node target) {
        // a node whose entry has no effect of its own would, on top, enter its first node: that
        // is entered at once instead (as the tables' jumps do)
        Node node = node(target.first());
        if (node.leaf() != null && node.leaf().onStart() != null) {
            code.add("node = enter($N); // its start hook\n", names.of(node));
        } else {
            code.addStatement("node = $N", names.of(node))
                    .addStatement("state[TOP] = node");
            if (node.slot() >= 0) {
                code.add("state[$L] = 0; // §5.4: a count, or a flag, starts at 0 on each entry\n",
                        node.slot());
            }
            if (node.kind().has(Capability.ORDERS_CHILDREN)) {
                code.add("order(node); // §5.4, §8.2: the order of its children, on each entry\n");
            }
            if (node.kind().has(Capability.GUARD)) {
                code.add("state[$L] = ticks; // §5.5: not checked in this tick\n", node.slot() + 1);
            }
            if (node.kind().has(Capability.STARTS_TIMER)) {
                code.add("times[$L] = now - pausedNanos; // §8.1: paused time does not count\n",
                        node.timer())
                        .addStatement("timed[$L] = true", node.timer());
            }
        }
        if (node.index() > current) {
            code.addStatement("break $N", names.label(node));
        } else { // not seen in a tree: every jump known at build time goes forward
            code.addStatement("continue");
        }
    }

    private Node node(int index) {
        return tree.nodes().get(index);
    }

    private static String result(boolean success) {
        return success ? "SUCCESS" : "FAILURE";
    }
}
