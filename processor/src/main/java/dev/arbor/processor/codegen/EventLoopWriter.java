package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.SUPPORT;
import static dev.arbor.processor.codegen.TreeContext.method;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.arbor.processor.kinds.Capability;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes {@code run()} in the event-loop shape (a tree with several run stacks: parallels) and
 * the methods it needs: an event machine over the run stacks that reads the tables at run time,
 * with {@code enter}, {@code complete} and {@code interruptBelow} by index, a parallel's
 * {@code decide}, and the decision (§6.4) and the abort (§6.5) of one entry read from the
 * tables.
 *
 * <p>Conventions of the emitted code: {@code state[TOP + s]} is the node on top of run stack
 * {@code s} ({@code NONE} when empty); a stack is fully described by its top, because the nodes
 * below it are the top's ancestors. A node on top of a stack whose {@code first} is another
 * node has just been entered; a parallel stays on top of its own stack while its branches run
 * on theirs.
 */
final class EventLoopWriter {
    private final TreeContext context;
    private final TreeDescriptor tree;
    private final EventLoopNeeds needs;

    EventLoopWriter(TreeContext context) {
        this.context = context;
        this.tree = context.tree();
        this.needs = EventLoopNeeds.of(tree);
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>();
        methods.add(run());
        if (needs.counts()) {
            methods.add(counting());
        }
        if (needs.parallels()) {
            methods.add(decide());
        }
        methods.add(enter());
        methods.add(complete());
        methods.add(interruptBelow());
        if (needs.parallels()) {
            methods.add(firstRunningBranch());
        }
        if (needs.guards()) {
            methods.add(isRunning());
            methods.add(fire());
        }
        if (needs.orders()) {
            methods.add(childAt());
            methods.add(nextDrawn());
        }
        if (tree.hasAborts()) {
            methods.add(answerChanged());
            methods.add(abort());
            methods.add(record());
        }
        return methods;
    }

    private MethodSpec run() {
        CodeBlock.Builder code = CodeBlock.builder()
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
        code.add("default:\n$>").addStatement("throw new AssertionError(event)").add("$<")
                .endControlFlow()
                .endControlFlow();
        return method("run", """
                §3.3, §4, §5: serves the main stack and, through the parallels, every branch
                stack, left to right, until each answers RUNNING or the root completes. Answers
                the root's status.
                """)
                .returns(TypeName.INT)
                .addCode(code.build())
                .build();
    }

    /** RUN: run {@code node}, the top of its stack. */
    private void runCase(CodeBlock.Builder code) {
        code.add("case RUN: // run `node`, the top of its stack\n$>")
                .beginControlFlow("if (first(node) != node)")
                .add("// just entered, with no effect of its own: start at its first leaf\n")
                .addStatement("node = enter(first(node))");
        if (needs.parallels()) {
            code.nextControlFlow("else if (kind(node) == PARALLEL)")
                    .add("// visit the branches: enter them all, or serve the running ones\n")
                    .addStatement("int at = slot(node)")
                    .beginControlFlow("if (state[at + ENTERING] == 0)")
                    .addStatement("state[at + CURSOR] = node + 1")
                    .endControlFlow()
                    .addStatement("event = NEXT");
        }
        if (needs.guards()) {
            code.nextControlFlow("else if (($L) && state[slot(node)] != 0)",
                            EventLoopNeeds.kindIs(tree, Capability.GUARD))
                    .add("// §5.5: the guard fired at the start of this tick: it fails\n");
            fail(code);
        }
        if (needs.cooldowns()) {
            code.nextControlFlow("else if (kind(node) == COOLDOWN)")
                    .add("// §5.4: refused while cooling down, else it enters its child\n")
                    .addStatement("int timer = timer(node)")
                    .beginControlFlow("if (times[timer] != NO_TIME && now - times[timer] <"
                            + " DURATIONS[timer])");
            fail(code);
            code.nextControlFlow("else")
                    .add("state[slot(node)] = 1; // it entered its child: its end counts\n")
                    .addStatement("node = enter(node + 1)")
                    .endControlFlow();
        }
        if (needs.orders()) {
            code.nextControlFlow("else if ($L)",
                            EventLoopNeeds.kindIs(tree, Capability.ORDERS_CHILDREN))
                    .add("// §5.4: entered: it starts at the first child of the order it drew\n")
                    .addStatement("node = enter(childAt(node, state[slot(node) + 1]))");
        }
        if (needs.conditionsOnEntry()) {
            code.nextControlFlow("else if ($L)",
                            EventLoopNeeds.kindIs(tree, Capability.CONDITION_ON_ENTRY))
                    .add("// §5.4: its condition, asked once on entry, chooses the child\n")
                    .beginControlFlow("if (condition(node))")
                    .addStatement("node = enter(node + 1)")
                    .nextControlFlow("else if (subtreeEnd(node + 1) < subtreeEnd(node))")
                    .addStatement("node = enter(subtreeEnd(node + 1))")
                    .nextControlFlow("else");
            fail(code);
            code.endControlFlow();
        }
        if (needs.reenters()) {
            code.nextControlFlow("else if (subtreeEnd(node) > node + 1)")
                    .add("// entered, or yielded last tick: it enters its first child\n")
                    .addStatement("node = enter(node + 1)");
        }
        code.nextControlFlow("else")
                .add("// a leaf\n")
                .addStatement("result = callLeaf(node)")
                .beginControlFlow("if (result == RUNNING)")
                .add("event = YIELD; // §4: this stack is done for this tick\n")
                .addStatement("break")
                .endControlFlow()
                .addStatement("child = node")
                .addStatement("complete(child, result)")
                .addStatement("event = DONE")
                .endControlFlow()
                .addStatement("break")
                .add("$<");
    }

    /** {@code node}, on top of its stack, completes FAILURE without running a child. */
    private static void fail(CodeBlock.Builder code) {
        code.addStatement("child = node")
                .addStatement("result = FAILURE")
                .addStatement("complete(child, result)")
                .addStatement("event = DONE");
    }

    /** DONE: {@code child} completed with {@code result}: go where the tables say. */
    private void doneCase(CodeBlock.Builder code) {
        code.add("case DONE: { // `child` completed with `result`: go where the tables say"
                        + " (§5)\n$>")
                .addStatement("int next = result == SUCCESS ? onSuccess(child) : onFailure(child)")
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
                    .beginControlFlow("if (result == RUNNING)")
                    .addStatement("event = NEXT")
                    .addStatement("break")
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
            code.add("int step = result == SUCCESS ? onChildSuccess(node) : onChildFailure(node);"
                    + " // its rule (§5.4)\n");
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
                    .add("// §5.4 FailIfRunning: it interrupts what runs below it, and fails\n")
                    .addStatement("$T failure = interruptBelow(catcher, null)", Throwable.class)
                    .beginControlFlow("if (failure != null)")
                    .addStatement("throw $T.rethrow(failure)", SUPPORT)
                    .endControlFlow()
                    .addStatement("child = catcher")
                    .addStatement("result = FAILURE")
                    .addStatement("complete(child, result)")
                    .addStatement("event = DONE")
                    .addStatement("break")
                    .endControlFlow();
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

    private MethodSpec decide() {
        return method("decide", """
                §5.3: counts a completed branch of parallel {@code node} and applies its
                policies. Answers SUCCESS, FAILURE, or RUNNING while undecided.
                """)
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "node")
                .addParameter(TypeName.INT, "branchResult")
                .addCode("""
                        int at = slot(node);
                        int row = parallelRow(node) * PARALLEL_COLUMNS;
                        int successes = state[at + SUCCEEDED] += branchResult == SUCCESS ? 1 : 0;
                        int failures = state[at + FAILED] += branchResult == FAILURE ? 1 : 0;
                        if (failures >= PARALLELS[row + FAILURES_NEEDED]) {
                            return FAILURE;
                        }
                        if (successes >= PARALLELS[row + SUCCESSES_NEEDED]) {
                            return SUCCESS;
                        }
                        return successes + failures == PARALLELS[row + BRANCHES] ? FAILURE : RUNNING;
                        """)
                .build();
    }

    private MethodSpec enter() {
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("state[TOP + stack(node)] = node");
        boolean open = false;
        if (needs.parallels()) {
            code.add("""
                    if (kind(node) == PARALLEL) {
                        int at = slot(node);
                        state[at + CURSOR] = node + 1;
                        state[at + ENTERING] = 1;
                        state[at + SUCCEEDED] = 0;
                        state[at + FAILED] = 0;
                    """);
            open = true;
        }
        if (needs.counts() || needs.guards() || needs.cooldowns() || needs.orders()) {
            code.add(open ? "} else if (slot(node) >= 0) {\n" : "if (slot(node) >= 0) {\n")
                    .add("    state[slot(node)] = 0; // §5.4: a count, or a flag, starts at 0 on"
                            + " each entry\n");
            open = true;
        }
        if (open) {
            code.add("}\n");
        }
        if (needs.orders()) {
            code.beginControlFlow("if ($L)", EventLoopNeeds.kindIs(tree, Capability.ORDERS_CHILDREN))
                    .add("order(node); // §5.4, §8.2: the order of its children, on each entry\n")
                    .endControlFlow();
        }
        if (needs.guards()) {
            code.beginControlFlow("if ($L)", EventLoopNeeds.kindIs(tree, Capability.GUARD))
                    .add("state[slot(node) + 1] = ticks; // §5.5: not checked in this tick\n")
                    .endControlFlow();
        }
        if (needs.timers()) {
            code.beginControlFlow("if ($L)", EventLoopNeeds.kindIs(tree, Capability.STARTS_TIMER))
                    .add("times[timer(node)] = now - pausedNanos; // §8.1: paused time does not"
                            + " count\n")
                    .endControlFlow();
        }
        context.seam().entered(code);
        return method("enter", """
                §4 Enter: pushes {@code node} on its stack, starts its state and calls its start
                hook. Answers {@code node}.
                """)
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "node")
                .addCode(code.addStatement("return node").build())
                .build();
    }

    private MethodSpec complete() {
        CodeBlock.Builder code = CodeBlock.builder().addStatement("int parent = parent(node)");
        if (needs.parallels()) {
            code.addStatement("state[TOP + stack(node)] = parent == NONE || kind(parent) == PARALLEL"
                    + " ? NONE : parent");
        } else {
            code.addStatement("state[TOP] = parent");
        }
        if (tree.hasAborts()) {
            code.add("""
                    if (%s) {
                        if (result != INACTIVE) {
                            record(node, result);
                        }
                    } else if (watchable(node) != 0) {
                        handOver(node);
                    }
                    """.formatted(EventLoopNeeds.kindIs(tree, Capability.ANSWERS_LIKE_A_CONDITION)));
        }
        if (needs.cooldowns()) {
            code.beginControlFlow("if (kind(node) == COOLDOWN && state[slot(node)] != 0)")
                    .add("times[timer(node)] = now; // §5.4: it ended: the cooldown starts\n")
                    .endControlFlow();
        }
        context.seam().ended(code);
        return method("complete", """
                §4 End, steps 2 to 4: pops {@code node} (whose descendants have ended), updates
                the abort entries and calls its end hook. {@code result} is INACTIVE when the
                node is interrupted. Answers the parent, which then acts on the result.
                """)
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "node")
                .addParameter(TypeName.INT, "result")
                .addCode(code.addStatement("return parent").build())
                .build();
    }

    private MethodSpec interruptBelow() {
        return method("interruptBelow", """
                §4 End step 1: ends every running node strictly below {@code stop} (every running
                node when {@code stop} is NONE) as interrupted: deepest first within a stack,
                branches left to right. A hook that throws does not stop the others: answers
                {@code failure}, or else the first exception thrown, with later ones added as
                suppressed.
                """)
                .returns(Throwable.class)
                .addParameter(TypeName.INT, "stop")
                .addParameter(Throwable.class, "failure")
                .addCode(CodeBlock.builder()
                        .addStatement("int node = stop == NONE ? state[TOP]"
                                + " : state[TOP + stack(stop)]")
                        .beginControlFlow("while (node != NONE)")
                        .add(needs.parallels() ? """
                                if (kind(node) == PARALLEL) {
                                    int branchTop = firstRunningBranch(node);
                                    if (branchTop != NONE) {
                                        node = branchTop;
                                        continue;
                                    }
                                }
                                """ : "")
                        .add("""
                                if (node == stop) {
                                    break;
                                }
                                """)
                        .add(TreeContext.INTERRUPT_ONE)
                        .endControlFlow()
                        .addStatement("return failure")
                        .build())
                .build();
    }

    private MethodSpec childAt() {
        return method("childAt", "The child of {@code node} at {@code position}, in declared"
                        + " order.\n")
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "node")
                .addParameter(TypeName.INT, "position")
                .addStatement("int child = node + 1")
                .beginControlFlow("for (int i = 0; i < position; i++)")
                .addStatement("child = subtreeEnd(child)")
                .endControlFlow()
                .addStatement("return child")
                .build();
    }

    private MethodSpec nextDrawn() {
        return method("nextDrawn", """
                The next child of {@code node} in the order it drew on entry, or NONE after the
                last. Its state: [slot] where it is in the order, [slot + 1 + i] the order.
                """)
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "node")
                .addStatement("int at = slot(node)")
                .addStatement("int next = ++state[at]")
                .addStatement("int end = subtreeEnd(node)")
                .addStatement("int children = 0")
                .beginControlFlow("for (int child = node + 1; child < end; child = subtreeEnd(child))")
                .addStatement("children++")
                .endControlFlow()
                .addStatement("return next < children ? childAt(node, state[at + 1 + next]) : NONE")
                .build();
    }

    private MethodSpec isRunning() {
        return method("isRunning", "Whether {@code node} is running: on its stack.\n")
                .returns(TypeName.BOOLEAN)
                .addParameter(TypeName.INT, "node")
                .addStatement("int top = state[TOP + stack(node)]")
                .addStatement("return node <= top && top < subtreeEnd(node)")
                .build();
    }

    private MethodSpec fire() {
        return method("fire", """
                §5.5: guard {@code node} fires: its running descendants are ended as interrupted,
                and it fails when its stack is served.
                """)
                .addParameter(TypeName.INT, "node")
                .addStatement("$T failure = interruptBelow(node, null)", Throwable.class)
                .beginControlFlow("if (failure != null)")
                .addStatement("throw $T.rethrow(failure)", SUPPORT)
                .endControlFlow()
                .addStatement("state[slot(node)] = 1")
                .build();
    }

    private MethodSpec firstRunningBranch() {
        return method("firstRunningBranch",
                "The top of the leftmost running branch of parallel {@code node}, or NONE.\n")
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "node")
                .addCode("""
                        for (int branch = node + 1; branch < subtreeEnd(node); branch = subtreeEnd(branch)) {
                            int branchTop = state[TOP + stack(branch)];
                            if (branchTop != NONE) {
                                return branchTop;
                            }
                        }
                        return NONE;
                        """)
                .build();
    }

    /** The decision of §6.4, by entry index, from the tables. */
    private MethodSpec answerChanged() {
        return method("answerChanged", """
                §6.4: the condition of {@code entry}, which watches {@code watched} and stored
                {@code stored}, answered otherwise, which fires an abort, unless the entry is
                lower-priority and its own branch is what runs. Kept out of {@link #reevaluate},
                whose every tick only compares.
                """)
                .addParameter(TypeName.INT, "entry")
                .addParameter(TypeName.INT, "watched")
                .addParameter(TypeName.INT, "stored")
                .addCode("""
                        int condition = ENTRY_CONDITIONS[entry];
                        int own = composite(condition);
                        int running = state[TOP + stack(watched)];
                        if ((stored & 3) == LOWER_PRIORITY && (own <= running && running < subtreeEnd(own)%s)) {
                            return; // a lower-priority abort never interrupts its own branch%s
                        }
                        abort(watched, condition);
                        """.formatted(needs.guards() ? "\n        || (%s) && state[slot(running)] != 0"
                                .formatted(EventLoopNeeds.kindIs(tree, Capability.GUARD)
                                        .replace("node", "running")) : "",
                                needs.guards() ? ", nor while only a guard that failed this tick"
                                        + " is left" : ""))
                .build();
    }

    /** The abort of §6.5, from the tables. */
    private MethodSpec abort() {
        CodeBlock.Builder code = CodeBlock.builder().add("""
                int child = condition;
                while (parent(child) != watched) {
                    child = parent(child);
                }
                """);
        context.seam().interruptBelow(code, "watched", true, "");
        code.add("""
                for (int entry = entriesFrom(child); entry < entriesTo(watched); entry++) {
                    state[ENTRIES + 2 * entry] = NONE;
                }
                """);
        context.seam().resume(code, "child", "");
        return method("abort", """
                §6.5: interrupts every running node below {@code watched}, deletes the entries
                from its child holding {@code condition} on, and resumes {@code watched} at that
                child.
                """)
                .addParameter(TypeName.INT, "watched")
                .addParameter(TypeName.INT, "condition")
                .addCode(code.build())
                .build();
    }

    private MethodSpec record() {
        return method("record",
                "§6.2: a condition completed normally: creates or replaces its entry.\n")
                .addParameter(TypeName.INT, "condition")
                .addParameter(TypeName.INT, "result")
                .addCode("""
                        int entry = entriesFrom(condition);
                        if (entry == entriesTo(condition)) {
                            return; // not watched: its composite's abort type is NONE
                        }
                        int composite = composite(condition);
                        int type = abortType(composite);
                        state[ENTRIES + 2 * entry] = (type & SELF) != 0 ? composite : DORMANT;
                        state[ENTRIES + 2 * entry + 1] = result << 2 | type;
                        """)
                .build();
    }
}
