// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.STATUS;
import static dev.arbor.processor.codegen.TreeContext.SUPPORT;
import static dev.arbor.processor.codegen.TreeContext.method;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.arbor.processor.kinds.Behaviour;
import dev.arbor.processor.kinds.Behaviour.OnEnd;
import dev.arbor.processor.kinds.Behaviour.OnEntry;
import dev.arbor.processor.kinds.Behaviour.Slot;
import dev.arbor.processor.kinds.Capability;
import dev.arbor.processor.model.Node;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Writes the event loop of a tree whose state is in the array: its {@code run()} (a tree with
 * parallels, or one whose blocks would be too large) or {@code runTraced()} (a one-stack tree
 * whose {@code run()} is blocks), and the methods it needs: an event machine over the run
 * stacks that reads the tables at run time,
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
final class EventLoopWriter extends PartWriter {
    EventLoopWriter(TreeContext context) {
        super(context);
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>();
        // a tree whose run() is blocks runs the generic loop while a listener is attached
        methods.addAll(new EventLoopRunWriter(context, context.blocks() ? "runTraced" : "run")
                .methods());
        if (needs.parallels()) {
            methods.add(decide());
        }
        if (tree.hasReAsked()) {
            methods.add(reAsked());
            methods.add(reask());
        }
        methods.add(enter());
        methods.add(complete());
        methods.add(interruptBelow());
        if (needs.cleansUpWhenInterrupted()) {
            methods.add(cleanUp());
        }
        if (needs.parallels()) {
            methods.add(firstRunningBranch());
        }
        if (needs.guards()) {
            methods.add(fire());
        }
        if (needs.rescores()) {
            methods.add(switchChild());
        }
        if (needs.guardBranches()) {
            methods.add(firedGuardBranch());
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
        if (tree.watchesReadiness()) {
            methods.add(recordReadiness());
        }
        return methods;
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

    /** reAsked(node): whether {@code node} is a condition its parallel re-asks (§5.3). */
    private MethodSpec reAsked() {
        String test = tree.nodes().stream().filter(tree::reAsks)
                .map(n -> "node == " + names.of(n)).collect(Collectors.joining(" || "));
        return method("reAsked", """
                §5.3: whether {@code node} is a {@code @Condition} named directly by a parallel
                with {@code recheckConditions = true}, which asks it again at every later tick.
                """)
                .addModifiers(Modifier.STATIC)
                .returns(TypeName.BOOLEAN)
                .addParameter(TypeName.INT, "node")
                .addStatement("return $L", test)
                .build();
    }

    /**
     * reask(listener, node, branch): §5.3's re-ask of a completed condition, a call (no hook),
     * its answer compared with the one its slot keeps.
     */
    private MethodSpec reask() {
        return method("reask", """
                §5.3: parallel {@code node}, running, asks its completed condition {@code branch}
                again: a call, not an entry (no hook; a listener hears the answer, and may answer
                instead). The same answer changes nothing; a changed one is withdrawn from its
                count, the new one counted, and the parallel decides as when a branch completes.
                Answers SUCCESS, FAILURE, or RUNNING while undecided.
                """)
                .returns(TypeName.INT)
                .addParameter(ControlWriter.LISTENER, "listener")
                .addParameter(TypeName.INT, "node")
                .addParameter(TypeName.INT, "branch")
                .addCode("""
                        int answer = listener == null ? callLeaf(branch)
                                : callLeafTraced(listener, branch);
                        int kept = slot(branch);
                        if (answer == state[kept]) {
                            return RUNNING;
                        }
                        state[slot(node) + (state[kept] == SUCCESS ? SUCCEEDED : FAILED)]--;
                        state[kept] = answer;
                        return decide(node, answer);
                        """)
                .build();
    }

    private MethodSpec enter() {
        CodeBlock.Builder code = CodeBlock.builder();
        Set<OnEntry> effects = EnumSet.noneOf(OnEntry.class);
        tree.kinds().forEach(k -> effects.addAll(k.behaviour().onEntry()));
        if (!effects.isEmpty()) { // read before the stores: the JIT cannot tell the tables from the state
            code.addStatement("int kind = kind(node)");
        }
        code.addStatement("state[TOP + stack(node)] = node");
        context.seam().pushed(code);
        Map<CodeBlock, Set<OnEntry>> byCode = new LinkedHashMap<>(); // one test for the same code
        for (OnEntry effect : effects) {
            byCode.computeIfAbsent(onEntry(effect), k -> EnumSet.noneOf(OnEntry.class)).add(effect);
        }
        // §5.6: a tree's services run once the node's state has started (so that an exception
        // ends it as it is), before it orders its children (a weighted order asks its methods,
        // a UtilitySelector its scores)
        Set<OnEntry> asks = tree.hasServices()
                ? EnumSet.of(OnEntry.DRAW_ORDER, OnEntry.SORT_BY_WEIGHT, OnEntry.SCORE)
                : EnumSet.noneOf(OnEntry.class);
        byCode.forEach((effectCode, same) -> {
            if (same.stream().noneMatch(asks::contains)) {
                code.beginControlFlow("if ($L)", EventLoopNeeds.kindIs(tree,
                                b -> b.onEntry().stream().anyMatch(same::contains), "kind"))
                        .add(effectCode)
                        .endControlFlow();
            }
        });
        context.seam().servicesOnEntry(code);
        byCode.forEach((effectCode, same) -> {
            if (same.stream().anyMatch(asks::contains)) {
                code.beginControlFlow("if ($L)", EventLoopNeeds.kindIs(tree,
                                b -> b.onEntry().stream().anyMatch(same::contains), "kind"))
                        .add(effectCode)
                        .endControlFlow();
            }
        });
        context.seam().entered(code);
        return method("enter", """
                §4 Enter: pushes {@code node} on its stack, starts its state and calls its start
                hook%s. Answers {@code node}.
                """.formatted(tree.hasServices() ? ", its services first (§5.6)" : ""))
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "node")
                .addCode(code.addStatement("return node").build())
                .build();
    }

    /** What {@code enter(node)} does for a node whose kind's entry starts {@code effect}. */
    private CodeBlock onEntry(OnEntry effect) {
        return switch (effect) {
            case CLEAR_SLOT -> CodeBlock.of("state[slot(node)] = 0; // §5.4: a count, or a flag,"
                    + " starts at 0 on each entry\n");
            case CLEAR_BRANCHES -> CodeBlock.of("""
                    int at = slot(node);
                    state[at + CURSOR] = node + 1;
                    state[at + ENTERING] = 1;
                    state[at + SUCCEEDED] = 0;
                    state[at + FAILED] = 0;
                    """);
            case DRAW_ORDER, SORT_BY_WEIGHT, SCORE -> CodeBlock.of(
                    "order(node); // §5.4, §8.2: the order of its children, on each entry\n");
            case NOTE_TICK -> CodeBlock.of("state[slot(node) + $L] = ticks; // §5.5: not checked in"
                    + " this tick\n", EventLoopNeeds.offset(tree, Slot.TICK));
            case START_TIMER -> {
                CodeBlock.Builder code = CodeBlock.builder()
                        .add("times[timer(node)] = now - pausedNanos; // §8.1: paused time does"
                                + " not count\n")
                        .addStatement("timed[timer(node)] = true");
                List<String> asking = tree.nodes().stream()
                        .filter(n -> n.durationMethod() != null)
                        .map(n -> "node == " + names.of(n)).toList();
                if (!asking.isEmpty()) { // §5.4: a Wait that asks its duration is over after it
                    code.beginControlFlow("if ($L)", String.join(" || ", asking))
                            .addStatement("times[timer(node)] += askDuration(node)")
                            .endControlFlow();
                }
                yield code.build();
            }
        };
    }

    private MethodSpec complete() {
        CodeBlock.Builder code = CodeBlock.builder().addStatement("int parent = parent(node)");
        Set<OnEnd> ends = EnumSet.noneOf(OnEnd.class);
        tree.kinds().forEach(k -> ends.add(k.behaviour().onEnd()));
        ends.remove(OnEnd.NOTHING);
        ends.remove(OnEnd.CLEAN_UP_IF_INTERRUPTED); // interruptBelow()'s, before complete()
        boolean kinds = tree.hasAborts() || !ends.isEmpty();
        if (kinds) { // read before the stores: the JIT cannot tell the tables from the state
            code.addStatement("int kind = kind(node)");
        }
        if (needs.parallels()) {
            code.addStatement("state[TOP + stack(node)] = parent == NONE || kind(parent) == PARALLEL"
                    + " ? NONE : parent");
        } else {
            code.addStatement("state[TOP] = parent");
        }
        List<String> conditions = tree.kinds().stream()
                .filter(k -> k.has(Capability.ANSWERS_LIKE_A_CONDITION))
                .map(k -> "kind == " + CodesWriter.kindCode(k)).toList();
        if (tree.hasAborts() && conditions.isEmpty()) {
            // only Cooldowns' readiness is watched: onEnd(START_COOLDOWN) records it
            code.beginControlFlow("if (watchable(node) != 0)")
                    .addStatement("handOver(node)")
                    .endControlFlow();
        } else if (tree.hasAborts()) {
            code.add("""
                    if (%s) {
                        if (result != INACTIVE) {
                            record(node, result);
                        }
                    } else if (watchable(node) != 0) {
                        handOver(node);
                    }
                    """.formatted(String.join(" || ", conditions)));
        }
        for (OnEnd end : ends) {
            code.beginControlFlow("if ($L)",
                    EventLoopNeeds.kindIs(tree, b -> b.onEnd() == end, "kind"));
            code.add(onEnd(end));
            code.endControlFlow();
        }
        context.seam().ended(code, needs.guards());
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

    /** What {@code complete(node, result)} does for a node whose kind's end does {@code end}. */
    private CodeBlock onEnd(OnEnd end) {
        return switch (end) {
            case NOTHING -> CodeBlock.of("");
            case START_COOLDOWN -> {
                CodeBlock.Builder b = CodeBlock.builder()
                        .beginControlFlow("if (state[slot(node)] != 0)");
                if (tree.watchesReadiness()) {
                    b.add("// §6.2: a watched one's readiness as it starts cooling down\n")
                            .addStatement("recordReadiness(node, DURATIONS[timer(node)] == 0"
                                    + " ? SUCCESS : FAILURE)");
                }
                yield b.add("times[timer(node)] = now; // §5.4: it ended: the cooldown starts\n")
                        .addStatement("timed[timer(node)] = true")
                        .endControlFlow()
                        .build();
            }
            case GIVE_BACK_PERMIT -> CodeBlock.builder()
                    .beginControlFlow("if (state[slot(node)] == 2)")
                    .add("$N[node].giveBack(); // §5.7: it gives its permit back\n",
                            StateWriter.PERMITS)
                    .endControlFlow()
                    .addStatement("state[slot(node)] = 0")
                    .build();
            case REPORT_GROUP_END -> CodeBlock.builder()
                    .beginControlFlow("if (state[slot(node)] != 0)")
                    .add("$N[node].ended(now); // §5.7: the group restarts at the next settle\n",
                            StateWriter.GROUPS)
                    .endControlFlow()
                    .build();
            case KEEP_RESULT -> CodeBlock.builder()
                    .beginControlFlow("if (result != INACTIVE)")
                    .add("state[slot(node)] = result; // §5.4 RunOnce: it keeps what it completed"
                            + " with\n")
                    .endControlFlow()
                    .build();
            case CLEAN_UP_IF_INTERRUPTED -> throw new IllegalStateException(
                    "interruptBelow() calls the clean-up, before complete()");
        };
    }

    /**
     * cleanUp(node): §5.4, a TryCatch interrupted while its block runs calls its clean-up, its
     * last child (an action or a task, so a leaf, the last node of its subtree): entered, called
     * once and ended, with what it answered, or interrupted if it answered RUNNING or threw.
     */
    private MethodSpec cleanUp() {
        return method("cleanUp", """
                §5.4 TryCatch: {@code node}, interrupted while its block runs, calls its clean-up
                once: it is entered (its start hook), called, and ended with what it answered,
                or as interrupted if it answered RUNNING (it is not called again) or threw. A
                hook or call that throws stops none of the rest (§7): answers {@code failure},
                or else the first exception thrown, with later ones added as suppressed.
                """)
                .returns(Throwable.class)
                .addParameter(TypeName.INT, "node")
                .addParameter(Throwable.class, "failure")
                .addCode("int cleanup = subtreeEnd(node) - 1; // its last child, a leaf\n")
                .addStatement("int answer = INACTIVE")
                .beginControlFlow("try")
                .addStatement("enter(cleanup)")
                .addStatement("$T listener = listener()", ControlWriter.LISTENER)
                .addStatement("answer = listener == null ? callLeaf(cleanup)"
                        + " : callLeafTraced(listener, cleanup)")
                .beginControlFlow("if (answer == RUNNING)")
                .addStatement("answer = INACTIVE")
                .endControlFlow()
                .nextControlFlow("catch ($T thrown)", Throwable.class)
                .addStatement("failure = $T.firstFailure(failure, thrown)", SUPPORT)
                .addStatement("answer = INACTIVE")
                .endControlFlow()
                .beginControlFlow("try")
                .addStatement("complete(cleanup, answer)")
                .nextControlFlow("catch ($T thrown)", Throwable.class)
                .addStatement("failure = $T.firstFailure(failure, thrown)", SUPPORT)
                .endControlFlow()
                .addStatement("return failure")
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
                        .add(cleanUpIfInterrupted())
                        .add(TreeContext.INTERRUPT_ONE)
                        .endControlFlow()
                        .addStatement("return failure")
                        .build())
                .build();
    }

    /**
     * In {@code interruptBelow}, before {@code node} is ended: a TryCatch whose block runs calls
     * its clean-up (§5.4), for those of the tree whose {@code cleanupOnInterrupt} is true.
     */
    private CodeBlock cleanUpIfInterrupted() {
        if (!needs.cleansUpWhenInterrupted()) {
            return CodeBlock.of("");
        }
        List<Node> cleaning = EventLoopNeeds.cleansUpWhenInterrupted(tree);
        boolean all = tree.nodes().stream()
                .filter(n -> n.kind().behaviour().cleansUpWhenInterrupted())
                .count() == cleaning.size();
        String which = all ? "" : " && (" + String.join(" || ", cleaning.stream()
                .map(n -> "node == " + names.of(n)).toList()) + ")";
        return CodeBlock.builder()
                .beginControlFlow("if (($L) && state[slot(node)] == 0$L)",
                        EventLoopNeeds.kindIs(tree, Behaviour::cleansUpWhenInterrupted), which)
                .add("// §5.4 TryCatch: interrupted while its block runs: its clean-up runs once,"
                        + " before it\n// leaves its stack\n")
                .addStatement("failure = cleanUp(node, failure)")
                .endControlFlow()
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
                .addCode(needs.rescores() ? CodeBlock.builder()
                        .beginControlFlow("if ($L)", EventLoopNeeds.kindIs(tree,
                                Behaviour::rescores, "kind(node)"))
                        .add("return rescore(node); // §5.4 UtilitySelector: the best child still"
                                + " in\n")
                        .endControlFlow()
                        .build() : CodeBlock.of(""))
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

    private MethodSpec fire() {
        return method("fire", """
                §5.5: guard {@code node} fires: its running descendants are ended as interrupted,
                and it fails when its stack is served.
                """)
                .addParameter(TypeName.INT, "node")
                .addStatement("$T listener = listener()", ControlWriter.LISTENER)
                .beginControlFlow("if (listener != null)")
                .addStatement("listener.guardFired(this, node)")
                .endControlFlow()
                .addCode(aborts.someStartWatchingInStep2() ? """
                        // §5.5: a dormant entry below it that the interruption makes watch is
                        // first re-evaluated at the next tick; its turn in this one clears the mark
                        for (int entry = entriesFrom(node); entry < entriesTo(node); entry++) {
                            if (state[ENTRIES + 2 * entry] == DORMANT) {
                                state[ENTRIES + 2 * entry + 1] += FRESH;
                            }
                        }
                        """ : "")
                .addStatement("$T failure = interruptBelow(node, null)", Throwable.class)
                .beginControlFlow("if (failure != null)")
                .addStatement("throw $T.rethrow(failure)", SUPPORT)
                .endControlFlow()
                .addStatement("state[slot(node)] = 1")
                .beginControlFlow("if (listener != null)")
                .addCode("// §5.5: it completes now; complete() does not tell it again when it is"
                        + " popped\n")
                .addStatement("listener.completed(this, node, $T.FAILURE)", STATUS)
                .endControlFlow()
                .build();
    }

    private MethodSpec switchChild() {
        return method("switchChild", """
                §5.4 UtilitySelector: {@code node} switches to the child its scores put first:
                what runs below it is ended as interrupted, and it enters that child when its
                stack is served.
                """)
                .addParameter(TypeName.INT, "node")
                .addStatement("$T listener = listener()", ControlWriter.LISTENER)
                .beginControlFlow("if (listener != null)")
                .addStatement("listener.guardFired(this, node)")
                .endControlFlow()
                .addStatement("$T failure = interruptBelow(node, null)", Throwable.class)
                .beginControlFlow("if (failure != null)")
                .addStatement("throw $T.rethrow(failure)", SUPPORT)
                .endControlFlow()
                .build();
    }

    private MethodSpec firedGuardBranch() {
        return method("firedGuardBranch", """
                §5.3, §5.5: the leftmost branch of parallel {@code node} that is a guard which
                fired at the start of this tick and has not failed yet, or NONE.
                """)
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "node")
                .addCode("""
                        for (int branch = node + 1; branch < subtreeEnd(node); branch = subtreeEnd(branch)) {
                            if (state[TOP + stack(branch)] == branch && (%s) && state[slot(branch)] != 0) {
                                return branch;
                            }
                        }
                        return NONE;
                        """.formatted(EventLoopNeeds.kindIs(tree, Behaviour::isGuard,
                                "kind(branch)")))
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
        MethodSpec.Builder answerChanged = method("answerChanged", """
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
                        if ((stored & 3) == LOWER_PRIORITY && (own <= running && running < subtreeEnd(own)
                                || running < own && own < subtreeEnd(running))) {
                            // a lower-priority abort never interrupts its own branch: the deepest
                            // running node is in it, or above it (a decorator between two rounds
                            // of its child, a guard that failed this tick)
                            return;
                        }
                        """);
        if (aborts.someRelevantOnly()) {
            answerChanged.addCode("""
                    int type = stored & 3;
                    boolean self = (type & SELF) != 0 && ((type & LOWER_PRIORITY) == 0 || watched == own);
                    int fires = ENTRY_FIRES[entry] >> (self ? 0 : 2) & 3;
                    boolean success = stored >> 2 != SUCCESS; // the new answer
                    if (fires == 3 || fires != 0 && (fires == 1) != success) {
                        // not a change that matters to its composite: the new answer is stored
                        $L = (success ? SUCCESS : FAILURE) << 2 | type;
                        return;
                    }
                    """, state.storedAt("entry"));
        }
        return answerChanged.addStatement("abort(watched, condition)").build();
    }

    /** The abort of §6.5, from the tables. */
    private MethodSpec abort() {
        CodeBlock.Builder code = CodeBlock.builder().add("""
                int child = condition;
                while (parent(child) != watched) {
                    child = parent(child);
                }
                """);
        context.seam().abortFires(code, "condition", "watched");
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

    /**
     * recordReadiness(node, result): §6.2 for a Cooldown, whose readiness is watched when it
     * has an entry of its own (§5.4 {@code watched}).
     */
    private MethodSpec recordReadiness() {
        return method("recordReadiness", """
                §6.2, §5.4: Cooldown {@code node} answered its readiness {@code result}: creates
                or replaces its entry, if it has one (it is watched).
                """)
                .addParameter(TypeName.INT, "node")
                .addParameter(TypeName.INT, "result")
                .addCode("""
                        int entry = entriesFrom(node);
                        if (entry == ENTRY_CONDITIONS.length || ENTRY_CONDITIONS[entry] != node) {
                            return; // not watched
                        }
                        int composite = composite(node);
                        int type = abortType(composite);
                        state[ENTRIES + 2 * entry] = (type & SELF) != 0 ? composite : DORMANT;
                        """)
                .addCode(aborts.someStartWatchingInStep2() ? """
                        // §5.5: a guard that fires in step 2 marks the entry FRESH before the
                        // interruption ends the Cooldown; the mark outlives this record, so the
                        // entry still skips its turn in this walk
                        state[ENTRIES + 2 * entry + 1] =
                                state[ENTRIES + 2 * entry + 1] & FRESH | result << 2 | type;
                        """ : """
                        state[ENTRIES + 2 * entry + 1] = result << 2 | type;
                        """)
                .build();
    }

    private MethodSpec record() {
        MethodSpec.Builder record = method("record",
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
                        """);
        if (aborts.somePeriodic()) {
            record.addCode("""
                    int timer = timer(condition);
                    if (timer >= 0) { // §6.4: asked now; its period counts from here
                        times[timer] = now - pausedNanos;
                        timed[timer] = true;
                    }
                    """);
        }
        return record.build();
    }
}
