// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.SUPPORT;
import static dev.arbor.processor.codegen.TreeContext.method;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.arbor.processor.kinds.Behaviour;
import dev.arbor.processor.kinds.Behaviour.OnTop;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes {@code run()} of the event loop: the machine over the run stacks, one case per event
 * (RUN a node, DONE a child completed, YIELD a stack answered RUNNING, NEXT a parallel visits a
 * branch), each emitting only the branches the tree's kinds need ({@link EventLoopNeeds}); and
 * {@code counting(node)}, which its counting nodes use. The methods {@code run()} calls are
 * {@link EventLoopWriter}'s.
 */
final class EventLoopRunWriter extends PartWriter {
    private final String name;

    /**
     * @param name {@code run}, or {@code runTraced} where {@link BlockWriter} writes the
     *     {@code run()} of ticks without a listener
     */
    EventLoopRunWriter(TreeContext context, String name) {
        super(context);
        this.name = name;
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>(List.of(run()));
        if (needs.counts()) {
            methods.add(counting());
        }
        return methods;
    }

    private MethodSpec run() {
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("$T listener = listener()", ControlWriter.LISTENER)
                .addStatement("int node = state[TOP]")
                .addStatement("int child = NONE")
                .addStatement("int result = RUNNING")
                .addStatement("int event = RUN")
                .beginControlFlow("while (true)")
                .beginControlFlow("switch (event)");
        runCase(code);
        doneCase(code);
        yieldCase(code);
        if (needs.parallels()) {
            nextCase(code);
        }
        code.add("default:\n$>").addStatement("throw new $T(event)", AssertionError.class).add("$<")
                .endControlFlow()
                .endControlFlow();
        return method(name, """
                §3.3, §4, §5: serves the main stack and, through the parallels, every branch
                stack, left to right, until each answers RUNNING or the root completes. Answers
                the root's status.
                """)
                .returns(TypeName.INT)
                .addCode(code.build())
                .build();
    }

    /**
     * RUN: run {@code node}, the top of its stack. A leaf is tested first (most steps run one),
     * then a node whose entry has no effect of its own, then a guard that fired; then one branch
     * per other {@link OnTop} the tree's kinds declare, the last without a test.
     */
    private void runCase(CodeBlock.Builder code) {
        code.add("case RUN: // run `node`, the top of its stack\n$>")
                .beginControlFlow("if (subtreeEnd(node) == node + 1)")
                .add("// a leaf: its call, event or wait (§5.4, §8.3)\n")
                .add("// with a listener: its answer instead of the method's, if any, told to it\n")
                .addStatement("result = listener == null ? callLeaf(node)"
                        + " : callLeafTraced(listener, node)")
                .beginControlFlow("if (result == RUNNING)")
                .add("event = YIELD; // §4: this stack is done for this tick\n")
                .addStatement("break")
                .endControlFlow()
                .addStatement("child = node")
                .addStatement("complete(child, result)")
                .addStatement("event = DONE")
                .nextControlFlow("else if (first(node) != node)")
                .add("// just entered, with no effect of its own: start at its first leaf\n")
                .beginControlFlow("if (listener != null)")
                .add("// which enters the nodes on the way\n")
                .addStatement("$T.enteredDown(listener, this, PARENT_OF, node, parent(first(node)))",
                        SUPPORT)
                .endControlFlow()
                .addStatement("node = enter(first(node))");
        if (needs.guards()) {
            code.nextControlFlow("else if (($L) && state[slot(node)] != 0)",
                            EventLoopNeeds.kindIs(tree, Behaviour::isGuard))
                    .add("// §5.5: the guard fired at the start of this tick: it fails\n");
            fail(code, "node");
        }
        // §5.6: a served node whose entry has no other effect is on top once, just entered
        boolean servedFirstChild = tree.services().stream().anyMatch(s -> tree.nodes()
                .get(s.node()).kind().behaviour().onTop() == OnTop.FIRST_CHILD);
        List<OnTop> steps = tree.kinds().stream().map(k -> k.behaviour().onTop())
                .filter(step -> isComposite(step) || servedFirstChild && step == OnTop.FIRST_CHILD)
                .distinct().sorted().toList();
        for (int i = 0; i < steps.size(); i++) {
            OnTop step = steps.get(i);
            if (i < steps.size() - 1) {
                code.nextControlFlow("else if ($L)",
                        EventLoopNeeds.kindIs(tree, b -> b.onTop() == step));
            } else {
                code.nextControlFlow("else");
            }
            onTop(code, step);
        }
        if (steps.isEmpty()) {
            code.nextControlFlow("else")
                    .add("throw new $T(node); // no other node of this tree runs here\n",
                            AssertionError.class);
        }
        code.endControlFlow()
                .addStatement("break")
                .add("$<");
    }

    /**
     * Whether a node that does {@code step} on top has children, and gets a branch of its own in
     * the RUN case (a leaf's step is {@code callLeaf}'s; a node with no effect of its own is
     * never on top when its first leaf is entered with it).
     */
    private static boolean isComposite(OnTop step) {
        return switch (step) {
            case CALL, EVENT, WAIT, FIRST_CHILD -> false;
            case CHILD, CONDITION, COOLDOWN, DRAWN_CHILD, BRANCHES, MATCH_CASE, DRAW_ONE, ONCE,
                    PERMIT, SHARED_COOLDOWN -> true;
            case INLINED -> throw new IllegalStateException("a subtree is inlined");
        };
    }

    /** The branch of the RUN case for a node that does {@code step} on top. */
    private void onTop(CodeBlock.Builder code, OnTop step) {
        if (step == OnTop.FIRST_CHILD) {
            code.add("// §5.6: entered, its services run: it enters its first child\n")
                    .addStatement("node = enter(node + 1)");
            return;
        }
        CodeBlock branch = switch (step) {
            case CHILD -> CodeBlock.builder()
                    .add("// entered, or yielded last tick: it enters its child\n")
                    .addStatement("node = enter(node + 1)")
                    .build();
            case CONDITION -> {
                CodeBlock.Builder b = CodeBlock.builder()
                        .add("// §5.4: its condition, asked once on entry, chooses the child\n")
                        .beginControlFlow("if (condition(node))")
                        .addStatement("node = enter(node + 1)")
                        .nextControlFlow("else if (subtreeEnd(node + 1) < subtreeEnd(node))")
                        .addStatement("node = enter(subtreeEnd(node + 1))")
                        .nextControlFlow("else");
                fail(b, "node");
                yield b.endControlFlow().build();
            }
            case COOLDOWN -> {
                CodeBlock.Builder b = CodeBlock.builder()
                        .add("// §5.4: refused while cooling down, else it enters its child\n")
                        .addStatement("int timer = timer(node)")
                        .beginControlFlow(
                                "if (timed[timer] && now - times[timer] < DURATIONS[timer])");
                if (tree.watchesReadiness()) {
                    b.addStatement("recordReadiness(node, FAILURE)"); // §6.2: refused
                }
                fail(b, "node");
                b.nextControlFlow("else")
                        .add("state[slot(node)] = 1; // it entered its child: its end counts\n");
                if (tree.watchesReadiness()) {
                    b.addStatement("recordReadiness(node, SUCCESS)"); // §6.2: ready
                }
                yield b.addStatement("node = enter(node + 1)")
                        .endControlFlow()
                        .build();
            }
            case PERMIT -> {
                CodeBlock.Builder b = CodeBlock.builder()
                        .addStatement("int request = slot(node)")
                        .beginControlFlow("if (state[request] == 0)")
                        .add("// §5.7: entered: it asks for a permit, which only a settle gives\n")
                        .addStatement("state[request] = 1");
                yieldNode(b);
                b.nextControlFlow("else if (state[request] != 2)")
                        .add("// §5.7: no settle gave it a permit: it fails\n");
                fail(b, "node");
                yield b.nextControlFlow("else")
                        .add("// §5.7: it holds a permit: it enters its child\n")
                        .addStatement("node = enter(node + 1)")
                        .endControlFlow()
                        .build();
            }
            case SHARED_COOLDOWN -> {
                CodeBlock.Builder b = CodeBlock.builder()
                        .add("// §5.7: refused while its group cools down, else it enters its"
                                + " child\n")
                        .beginControlFlow("if ($N[node].coolingDown(now))", StateWriter.GROUPS);
                fail(b, "node");
                yield b.nextControlFlow("else")
                        .add("state[slot(node)] = 1; // it entered its child: its end counts\n")
                        .addStatement("node = enter(node + 1)")
                        .endControlFlow()
                        .build();
            }
            case DRAWN_CHILD -> CodeBlock.builder()
                    .add("// §5.4: entered: it starts at the first child of the order it drew\n")
                    .addStatement("node = enter(childAt(node, state[slot(node) + 1]))")
                    .build();
            case BRANCHES -> branches();
            case MATCH_CASE -> {
                CodeBlock.Builder b = CodeBlock.builder()
                        .add("// §5.4 Switch: its method, asked once on entry, chooses the child"
                                + " by its cases\n")
                        .addStatement("int matched = matchCase(node)")
                        .beginControlFlow("if (matched != NONE)")
                        .addStatement("node = enter(matched)")
                        .nextControlFlow("else");
                fail(b, "node");
                yield b.endControlFlow().build();
            }
            case DRAW_ONE -> CodeBlock.builder()
                    .add("// §5.4 RandomChoice: entered: it enters the child it draws (§8.2)\n")
                    .addStatement("node = enter(drawChild(node))")
                    .build();
            case ONCE -> {
                CodeBlock.Builder b = CodeBlock.builder()
                        .add("// §5.4 RunOnce: with a result kept, it completes with it at once;"
                                + " else it enters\n// its child\n")
                        .beginControlFlow("if (state[slot(node)] != 0)")
                        .addStatement("child = node")
                        .addStatement("result = state[slot(node)]")
                        .addStatement("complete(child, result)")
                        .addStatement("event = DONE");
                yield b.nextControlFlow("else")
                        .addStatement("node = enter(node + 1)")
                        .endControlFlow()
                        .build();
            }
            case CALL, EVENT, WAIT, FIRST_CHILD, INLINED -> throw new IllegalStateException(
                    "no RUN branch of its own for " + step);
        };
        code.add(branch);
    }

    /** A parallel on top: enter its branches, or serve the running ones. */
    private CodeBlock branches() {
        CodeBlock.Builder code = CodeBlock.builder()
                .add("// visit the branches: enter them all, or serve the running ones\n")
                .addStatement("int at = slot(node)")
                .beginControlFlow("if (state[at + ENTERING] == 0)")
                .addStatement("state[at + CURSOR] = node + 1");
        if (needs.guardBranches()) {
            code.add("// §5.3, §5.5: first the branches that are guards which fired at the"
                            + " start of this\n// tick: each fails (and the policy may decide)"
                            + " before any branch is served\n")
                    .addStatement("int fired = firedGuardBranch(node)")
                    .beginControlFlow("if (fired != NONE)")
                    .addStatement("node = fired")
                    .addStatement("break")
                    .endControlFlow();
        }
        return code.endControlFlow()
                .addStatement("event = NEXT")
                .build();
    }

    /** {@code node} (a local), on top of its stack, completes FAILURE without running a child. */
    /** {@code node}, on top of its stack, answers RUNNING: the stack is done for this tick. */
    private static void yieldNode(CodeBlock.Builder code) {
        code.add("event = YIELD; // §4: this stack is done for this tick\n");
    }

    private static void fail(CodeBlock.Builder code, String node) {
        code.addStatement("child = $L", node)
                .addStatement("result = FAILURE")
                .addStatement("complete(child, result)")
                .addStatement("event = DONE");
    }

    /** DONE: {@code child} completed with {@code result}: go where the tables say. */
    private void doneCase(CodeBlock.Builder code) {
        code.add("case DONE: { // `child` completed with `result`: go where the tables say"
                        + " (§5)\n$>")
                .addStatement("int next = result == SUCCESS ? onSuccess(child) : onFailure(child)")
                .beginControlFlow("if (listener != null)")
                .add("// the parents the jump passes by complete, and the nodes down to where it\n"
                        + "// lands are entered\n")
                .addStatement("int goesOn = $T.completedOnTheWay(listener, this, PARENT_OF, END_OF,"
                        + " UP_ON_SUCCESS_OF, UP_ON_FAILURE_OF, child, result, next, next >= 0"
                        + " || next == ROOT_COMPLETES ? NONE : parent(STOP - next))", SUPPORT)
                .beginControlFlow("if (next >= 0)")
                .addStatement("$T.enteredDown(listener, this, PARENT_OF, goesOn, parent(next))",
                        SUPPORT)
                .endControlFlow()
                .endControlFlow()
                .beginControlFlow("if (next >= 0)")
                .add("// the first node of the next sibling's subtree\n")
                .addStatement("node = enter(next)")
                .addStatement("event = RUN")
                .addStatement("break")
                .endControlFlow()
                .beginControlFlow("if (next == ROOT_COMPLETES)")
                .addStatement("state[TOP] = NONE")
                .add("return result; // §3.4: the pass is over; the next tick starts a new one\n")
                .endControlFlow()
                .add("child = STOP - next; // `child` completed; its parent acts by its rule\n")
                .addStatement("node = parent(child)");
        boolean open = false;
        if (needs.parallels()) {
            code.beginControlFlow("if (kind(node) == PARALLEL)")
                    .add("// §5.3\n")
                    .add("state[TOP + stack(child)] = NONE; // that branch is done\n")
                    .addStatement("result = decide(node, result)")
                    .beginControlFlow("if (result == RUNNING)");
            if (needs.guardBranches()) {
                code.add("// before serving (its cursor has not moved): the next fired guard"
                                + " branch, if any\n")
                        .addStatement("event = state[slot(node) + CURSOR] == node + 1"
                                + " && state[slot(node) + ENTERING] == 0 ? RUN : NEXT");
            } else {
                code.addStatement("event = NEXT");
            }
            code.addStatement("break")
                    .endControlFlow()
                    .add("$T failure = interruptBelow(node, null); // the branches still running\n",
                            Throwable.class)
                    .beginControlFlow("if (failure != null)")
                    .addStatement("throw $T.rethrow(failure)", SUPPORT)
                    .endControlFlow();
            open = true;
        }
        if (needs.rules()) {
            if (open) {
                code.nextControlFlow("else");
            }
            code.add("// it is on top of its stack now: what it does next may call the agent (a\n"
                            + "// UtilitySelector's scores), and a method that throws ends what runs\n"
                            + "// from the top (§7), not `child` a second time\n")
                    .addStatement(needs.parallels() ? "state[TOP + stack(node)] = node"
                            : "state[TOP] = node")
                    .add("int step = result == SUCCESS ? onChildSuccess(node) : onChildFailure(node);"
                    + " // its rule (§5.4)\n");
            if (needs.cleansUp()) {
                code.beginControlFlow("if (step == CLEANS_UP)")
                        .add("// §5.4 TryCatch: a child of its block failed: it notes that its"
                                + " clean-up runs, and\n// enters it, its last child\n")
                        .addStatement("state[slot(node)] = 1")
                        .addStatement("int cleanup = child")
                        .beginControlFlow("while (subtreeEnd(cleanup) < subtreeEnd(node))")
                        .addStatement("cleanup = subtreeEnd(cleanup)")
                        .endControlFlow()
                        .addStatement("node = enter(cleanup)")
                        .addStatement("event = RUN")
                        .addStatement("break")
                        .endControlFlow();
            }
            if (needs.orders()) {
                code.beginControlFlow("if (step == NEXT_DRAWN)")
                        .addStatement("int drawn = nextDrawn(node)")
                        .beginControlFlow("if (drawn != NONE)")
                        .addStatement("node = enter(drawn)")
                        .addStatement("event = RUN")
                        .addStatement("break")
                        .endControlFlow()
                        .add("// after the last of its order, it completes with the child's"
                                + " result\n")
                        .nextControlFlow("else");
            }
            String yieldIf = needs.yields() && needs.counts()
                    ? "step == YIELDS || step >= COUNTS_TO_SUCCESS && counting(node)"
                    : needs.yields() ? "step == YIELDS"
                    : needs.counts() ? "step >= COUNTS_TO_SUCCESS && counting(node)" : null;
            if (yieldIf != null) {
                code.beginControlFlow("if ($L)", yieldIf)
                        .add("// it stays running, on top of its stack (the jump may have climbed"
                                + " past nodes\n// it has not popped); its child is entered again"
                                + " next tick\n")
                        .addStatement("state[TOP + stack(node)] = node")
                        .add("event = YIELD;\n")
                        .addStatement("break")
                        .endControlFlow();
            }
            code.addStatement("result = step == SUCCEEDS$L ? SUCCESS : FAILURE",
                    needs.counts() ? " || step == COUNTS_TO_SUCCESS" : "");
            if (needs.orders()) {
                code.endControlFlow();
            }
        }
        if (open) {
            code.endControlFlow();
        }
        code.add("child = node; // it ends too\n")
                .addStatement("complete(child, result)")
                .addStatement("break")
                .add("$<}\n");
    }

    /** YIELD: {@code node} answered RUNNING. */
    private void yieldCase(CodeBlock.Builder code) {
        code.add("case YIELD: // `node` answered RUNNING$L\n$>",
                needs.parallels() ? ": back to the parallel owning its stack" : "");
        if (needs.catchers()) {
            code.addStatement("int catcher = catcher(node)")
                    .beginControlFlow("if (catcher != NONE)")
                    .add("// §5.4 FailIfRunning: it interrupts what runs below it, and fails\n");
            context.seam().interruptBelow(code, "catcher", true, "");
            fail(code, "catcher");
            code.addStatement("break").endControlFlow();
        }
        if (needs.parallels()) {
            code.addStatement("node = STACK_OWNERS[stack(node)]")
                    .beginControlFlow("if (node == NONE)")
                    .add("return RUNNING; // the main stack is done for this tick\n")
                    .endControlFlow()
                    .addStatement("event = NEXT")
                    .addStatement("break");
        } else {
            code.add("return RUNNING; // the stack is done for this tick\n");
        }
        code.add("$<");
    }

    /** NEXT: {@code node} is a parallel: enter or serve its next branch. */
    private void nextCase(CodeBlock.Builder code) {
        code.add("""
                case NEXT: { // `node` is a parallel: enter or serve its next branch, left to right
                    int at = slot(node);
                    int branch = state[at + CURSOR];
                    int target = NONE;
                    while (target == NONE && branch < subtreeEnd(node)) {
                        target = state[at + ENTERING] != 0 ? enter(branch) : state[TOP + stack(branch)];
                        branch = subtreeEnd(branch);
                    }
                    state[at + CURSOR] = branch;
                    if (target != NONE) {
                        node = target;
                        event = RUN;
                    } else { // every branch visited: the parallel is RUNNING
                        state[at + ENTERING] = 0;
                        event = YIELD;
                    }
                    break;
                }
                """);
    }

    /**
     * counting(node): a counting node counts the round its child just completed; true while it
     * is under its limit (0: none), so it yields.
     */
    private MethodSpec counting() {
        return method("counting", """
                §5.4: counts the round the child of {@code node} just completed. True while
                {@code node} is under its limit (0: none), so it yields and enters its child
                again next tick.
                """)
                .returns(TypeName.BOOLEAN)
                .addParameter(TypeName.INT, "node")
                .addStatement("int limit = limit(node)")
                .addStatement("return limit == 0 || ++state[slot(node)] < limit")
                .build();
    }
}
