package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.SUPPORT;
import static dev.arbor.processor.codegen.TreeContext.method;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.arbor.processor.kinds.ChildStep;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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

    EventLoopWriter(TreeContext context) {
        this.context = context;
        this.tree = context.tree();
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>();
        methods.add(run());
        methods.add(decide());
        methods.add(enter());
        methods.add(complete());
        methods.add(interruptBelow());
        methods.add(firstRunningBranch());
        if (tree.hasAborts()) {
            methods.add(answerChanged());
            methods.add(abort());
            methods.add(record());
        }
        return methods;
    }

    private MethodSpec run() {
        return method("run", """
                §3.3, §4, §5: serves the main stack and, through the parallels, every branch
                stack, left to right, until each answers RUNNING or the root completes. Answers
                the root's status.
                """)
                .returns(TypeName.INT)
                .addCode(CodeBlock.builder().addNamed("""

                        int node = state[TOP];
                        int child = NONE;
                        int result = RUNNING;
                        int event = RUN;
                        while (true) {
                            switch (event) {
                                case RUN: // run `node`, the top of its stack
                                    if (first(node) != node) { // just entered, with no effect of its own: start at its first leaf (or parallel)
                                        node = enter(first(node));
                                    } else if (kind(node) == PARALLEL) { // visit the branches: enter them all, or serve the running ones
                                        int at = parallelState(node);
                                        if (state[at + ENTERING] == 0) {
                                            state[at + CURSOR] = node + 1;
                                        }
                                        event = NEXT;
                                    } else { // a leaf
                                        result = callLeaf(node);
                                        if (result == RUNNING) {
                                            event = YIELD; // §4: this stack is done for this tick
                                            break;
                                        }
                                        child = node;
                                        complete(child, result);
                                        event = DONE;
                                    }
                                    break;
                                case DONE: { // `child` completed with `result`: go where the tables say (§5)
                                    int next = result == SUCCESS ? onSuccess(child) : onFailure(child);
                                    if (next >= 0) { // the first node of the next sibling's subtree
                                        node = enter(next);
                                        event = RUN;
                                        break;
                                    }
                                    if (next == ROOT_COMPLETES) {
                                        state[TOP] = NONE;
                                        return result; // §3.4: the pass is over; the next tick starts a new one
                                    }
                                    child = STOP - next; // `child` completed; its parent acts by its rule
                                    node = parent(child);
                                    if (kind(node) == PARALLEL) { // §5.3
                                        state[TOP + stack(child)] = NONE; // that branch is done
                                        result = decide(node, result);
                                        if (result == RUNNING) {
                                            event = NEXT;
                                            break;
                                        }
                                        Throwable failure = interruptBelow(node, null); // the branches still running
                                        if (failure != null) {
                                            throw $support:T.rethrow(failure);
                                        }
                                    }$decorators:L
                                    child = node; // it ends too: a decided parallel, a composite whose end moves abort entries (§6.3), or a decorator
                                    complete(child, result);
                                    break;
                                }
                                case YIELD: // `node` answered RUNNING: back to the parallel owning its stack
                                    node = STACK_OWNERS[stack(node)];
                                    if (node == NONE) {
                                        return RUNNING; // the main stack is done for this tick
                                    }
                                    event = NEXT;
                                    break;
                                case NEXT: { // `node` is a parallel: enter or serve its next branch, left to right
                                    int at = parallelState(node);
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
                                default:
                                    throw new AssertionError(event);
                            }
                        }
                        """, Map.of("support", SUPPORT, "decorators", decorators())).build())
                .build();
    }

    /**
     * The rule of each decorator kind the tree uses that completes with another result than
     * its child's, applied where a jump stopped at the decorator's child.
     */
    private String decorators() {
        StringBuilder code = new StringBuilder();
        for (NodeKind kind : tree.kinds()) {
            if (kind.isLeaf() || kind.isComposite()) {
                continue;
            }
            ChildStep onSuccess = kind.onChild(true, true);
            ChildStep onFailure = kind.onChild(false, true);
            if (!onSuccess.completes() || !onFailure.completes()) {
                throw new IllegalStateException("no event-loop code for " + kind.simpleName());
            }
            if (onSuccess == ChildStep.SUCCEED && onFailure == ChildStep.FAIL) {
                continue; // completes with its child's result
            }
            code.append(" else if (kind(node) == ").append(TableWriter.kindCode(kind))
                    .append(") { // its rule maps the child's result\n")
                    .append(" ".repeat(16)).append("result = result == SUCCESS ? ")
                    .append(onSuccess == ChildStep.SUCCEED ? "SUCCESS" : "FAILURE")
                    .append(" : ").append(onFailure == ChildStep.SUCCEED ? "SUCCESS" : "FAILURE")
                    .append(";\n").append(" ".repeat(12)).append("}");
        }
        return code.toString();
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
                        int at = parallelState(node);
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
        CodeBlock.Builder code = CodeBlock.builder().add("""
                state[TOP + stack(node)] = node;
                if (kind(node) == PARALLEL) {
                    int at = parallelState(node);
                    state[at + CURSOR] = node + 1;
                    state[at + ENTERING] = 1;
                    state[at + SUCCEEDED] = 0;
                    state[at + FAILED] = 0;
                }
                """);
        context.seam().entered(code);
        return method("enter", """
                §4 Enter: pushes {@code node} on its stack and calls its start hook. Answers
                {@code node}.
                """)
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "node")
                .addCode(code.addStatement("return node").build())
                .build();
    }

    private MethodSpec complete() {
        CodeBlock.Builder code = CodeBlock.builder().add("""
                int parent = parent(node);
                state[TOP + stack(node)] = parent == NONE || kind(parent) == PARALLEL ? NONE : parent;
                """);
        if (tree.hasAborts()) {
            code.add("""
                    if (kind(node) == CONDITION) {
                        if (result != INACTIVE) {
                            record(node, result);
                        }
                    } else if (watchable(node) != 0) {
                        handOver(node);
                    }
                    """);
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
                        .add("""
                                if (kind(node) == PARALLEL) {
                                    int branchTop = firstRunningBranch(node);
                                    if (branchTop != NONE) {
                                        node = branchTop;
                                        continue;
                                    }
                                }
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
                        if ((stored & 3) == LOWER_PRIORITY && own <= running && running < subtreeEnd(own)) {
                            return; // a lower-priority abort never interrupts its own branch
                        }
                        abort(watched, condition);
                        """)
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
