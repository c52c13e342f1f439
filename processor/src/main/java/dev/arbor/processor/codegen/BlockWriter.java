// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.STATUS;
import static dev.arbor.processor.codegen.TreeContext.SUPPORT;
import static dev.arbor.processor.codegen.TreeContext.method;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Behaviour.OnEntry;
import dev.arbor.processor.kinds.Behaviour.Slot;
import dev.arbor.processor.model.Completion;
import dev.arbor.processor.model.EmissionPlan;
import dev.arbor.processor.model.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code run()} of a tree with one run stack, or with parallels in one part (the shape
 * {@link dev.arbor.processor.model.CodeShape#BLOCKS}): one labelled block per node that does
 * something of its own when it is on top of the stack
 * ({@link EmissionPlan#ownBlock}: every leaf, and the library's counters, timers, guards and
 * drawn orders), in pre-order, the code of node X after the closing brace of the block labelled
 * X, so that {@code break X} jumps forward to it. A block does what its node does on top of the
 * stack; a completion prints what {@link EmissionPlan#ends} decided: the ends of the parents it
 * climbs through (recording abort entries, handing them over, end hooks, a counter's round),
 * then the next node entered and a forward {@code break} to its block, a yield, or the root's
 * status. Each leaf's call site is its own, and the JIT sees straight code.
 *
 * <p>The only indirect jump is the {@code switch} that finds where the tick starts: the node on
 * top of the stack, or, for a node with no block of its own (a sequence just entered), its first
 * node, entered there. A jump decided at run time (the next child of a drawn order) sets
 * {@code node} and goes round a loop to that {@code switch}.
 *
 * <p>HotSpot does not compile methods over 8,000 bytes of bytecode, so a large tree is split
 * into parts of {@link EmissionPlan#nodesPerPart} node indices ({@code run0}, {@code run1},
 * ...). {@code run()} calls the part where the tick starts; a jump into a later part calls that
 * part directly and answers what it answers, so parts only call later parts. A jump decided at
 * run time into another part returns NONE, and {@code run()} goes on from the top of the stack.
 *
 * <p>For a tree in fields this class also writes the traced copy ({@code runTraced()}, the same
 * blocks telling the listener every node entered and completed and every answer) and
 * {@code enter}, {@code complete} and {@code interruptBelow} by index; a tree in the array
 * has the event loop's ({@link EventLoopWriter}), whose generic loop runs its traced ticks.
 *
 * <p>What each kind does is in five methods, each a small step: {@link #onEntry},
 * {@link #onTop}, {@link #asGuard}, {@link #onChildResult} and {@link #onEnd}. The plan
 * estimates the bytes of what they print, to split {@code run()} into parts, so a change to one
 * of them may need its cost changed in {@code model.BlockCosts} (BlockLimitsTest holds javac's
 * bytes to the estimate).
 */
final class BlockWriter extends PartWriter {
    private final EmissionPlan plan;
    private final Seam seam;
    private final boolean traced;
    private final boolean parts;
    private final boolean loop;
    private final String runName;
    /** The part being written (0 when there are none). */
    private int part;
    /** The node whose block is being written: -1 in the switch. */
    private int current;

    BlockWriter(TreeContext context) {
        this(context, context.seam());
    }

    private BlockWriter(TreeContext context, Seam seam) {
        super(context);
        this.plan = context.plan();
        this.seam = seam;
        this.traced = seam.isTraced();
        this.parts = plan.parts(traced);
        this.loop = plan.jumpsAtRunTime();
        this.runName = traced ? "runTraced" : "run";
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>(run());
        if (plan.tracedCopy()) {
            methods.addAll(new BlockWriter(context, seam.traced()).run());
        }
        if (state.inFields()) {
            methods.add(enter());
            methods.add(complete());
            methods.add(interruptBelow());
        }
        return methods;
    }

    private List<MethodSpec> run() {
        MethodSpec.Builder run = method(runName, traced ? """
                {@link #run()} telling the listener every node entered and completed and every \
                leaf's answer: what a tick runs instead while a listener is attached.
                """ : """
                §3.3, §4, §5: runs the stack from the node on top (or the first node of the one \
                just entered) until a node answers RUNNING or the root completes. Answers the \
                root's status.
                """).returns(TypeName.INT);
        CodeBlock.Builder local = CodeBlock.builder();
        seam.listenerLocal(local); // the traced copy's listener, read once
        CodeBlock listener = local.build();
        CodeBlock start = CodeBlock.of("int node = $L;\n", state.top());
        int perPart = plan.nodesPerPart(traced);
        if (!parts) {
            run.addJavadoc("At most $L bytes of bytecode, as the plan estimates.\n",
                    plan.partBytes(0, traced));
            CodeBlock body = CodeBlock.builder().add(listener).add(start).add(blocks(0)).build();
            return List.of(run.addCode(seam.reportingCalls(body)).build());
        }
        List<MethodSpec> methods = new ArrayList<>();
        CodeBlock.Builder driver = CodeBlock.builder().add(start);
        if (loop) {
            driver.beginControlFlow("while (true)").addStatement("int result");
        }
        driver.beginControlFlow("switch (node / $L)", perPart);
        int count = tree.nodes().size();
        for (int p = 0; p * perPart < count; p++) {
            driver.add(loop ? "case $L: result = $N(node); break;\n"
                    : "case $L: return $N(node);\n", p, partName(p));
            methods.add(MethodSpec.methodBuilder(partName(p))
                    .addModifiers(Modifier.PRIVATE)
                    .returns(TypeName.INT)
                    .addParameter(TypeName.INT, "node")
                    .addJavadoc("The blocks of nodes $L to $L of {@link #$L}, starting at"
                            + " {@code node}. Answers the root's status$L.\nAt most $L bytes of"
                            + " bytecode, as the plan estimates.\n",
                            p * perPart, Math.min(count, (p + 1) * perPart) - 1, runName,
                            loop ? ", or NONE when a jump decided at run time left the part" : "",
                            plan.partBytes(p, traced))
                    .addCode(seam.reportingCalls(CodeBlock.builder().add(listener)
                            .add(blocks(p)).build()))
                    .build());
        }
        driver.add("default: throw new $T(node);\n", AssertionError.class).endControlFlow();
        if (loop) {
            driver.beginControlFlow("if (result != NONE)")
                    .addStatement("return result")
                    .endControlFlow()
                    .add("node = $L; // a jump decided at run time went to another part\n",
                            state.top())
                    .endControlFlow();
        }
        methods.add(0, run.addCode(driver.build()).build());
        return methods;
    }

    private String partName(int part) {
        return runName + part;
    }

    /** The switch and the blocks of the nodes of part {@code part}, in pre-order. */
    private CodeBlock blocks(int part) {
        this.part = part;
        List<Node> nodes = tree.nodes().stream().filter(n -> plan.part(n.index(), traced) == part)
                .toList();
        List<Node> own = nodes.stream().filter(plan::ownBlock)
                .sorted(java.util.Comparator.comparingLong(n -> position(n.index()))).toList();
        CodeBlock.Builder code = CodeBlock.builder();
        boolean checks = plan.checksWhereTickStarts() && !traced
                && !plan.checkedResting().isEmpty();
        if (loop && checks) {
            code.add("boolean starting = true; // the walk of §6.4 is where the tick starts, not"
                    + " at each jump\n");
        }
        if (loop) {
            code.beginControlFlow("while (true)");
        }
        code.add("// A block per node that acts on top of the stack, in pre-order: the code of\n"
                + "// node X follows the block labelled X, so `break X` jumps forward to it.\n");
        for (int i = own.size() - 1; i >= 0; i--) {
            code.add("$L: {\n", names.label(own.get(i)));
        }
        current = -1;
        code.add("$>");
        if (checks) {
            code.add("reevaluated: {\n$>");
            if (loop) {
                code.beginControlFlow("if (starting)").addStatement("starting = false");
            }
            code.add("// where the tick goes on: the node on top of the stack, after §6.4's"
                            + " walk over\n// the entries and guards that can act above it\n")
                    .beginControlFlow("switch (node)");
            cases(code, nodes, plan.checkedResting());
            code.add("default: throw new $T(node);\n", AssertionError.class)
                    .endControlFlow();
            if (loop) {
                code.endControlFlow();
            }
            code.add("$<}\n")
                    .add("// where the tick goes on after an abort or a guard fired (§6.5, §5.5)$L\n",
                            loop ? ",\n// or a jump decided at run time" : "");
        } else {
            code.add("// where the tick goes on: the node on top of the stack\n");
        }
        code.beginControlFlow("switch (node)");
        cases(code, nodes, List.of());
        if (loop && parts) {
            code.add("default: return NONE; // in another part: run() goes on there\n");
        } else {
            code.add("default: throw new $T(node);\n", AssertionError.class);
        }
        code.endControlFlow().add("$<");
        for (Node node : own) {
            code.add("} // $L $L()\n", node.index(), node.method());
            current = node.index();
            if (node.kind().behaviour().isGuard()) {
                asGuard(code, node);
            }
            onTop(code, node);
        }
        if (loop) {
            code.endControlFlow();
        }
        return code.build();
    }

    /**
     * The cases of the start switch: a node with a block of its own goes to it; any other (a
     * node just entered, a sequence an abort resumed) enters its first node, which starts the
     * tick. A node in {@code checked} first re-evaluates what can act above it, and goes on
     * only if nothing acted; else the walk ends with {@code break reevaluated}, to the plain
     * switch.
     */
    private void cases(CodeBlock.Builder code, List<Node> nodes, List<Node> checked) {
        Map<Integer, List<Node>> byFirst = new TreeMap<>();
        for (Node node : nodes) {
            if (!plan.ownBlock(node) && !checked.contains(node)) {
                byFirst.computeIfAbsent(traced ? node.index() : node.first(),
                        k -> new ArrayList<>()).add(node);
            }
        }
        for (List<Node> group : byFirst.values()) {
            for (Node node : group) {
                code.add("case $N:\n", names.of(node));
            }
            code.add("$>");
            enter(code, node(group.get(0).index() + 1));
            code.add("$<");
        }
        for (Node node : nodes) {
            if (isParallel(node)) {
                code.add("case $N:\n$>", names.of(node))
                        .beginControlFlow("if (state[$L + ENTERING] == 0)", node.slot())
                        .add("// §5.3: resting since the last tick, it serves its branches from"
                                + " the first\n")
                        .addStatement("state[$L + CURSOR] = $N", node.slot(),
                                names.of(node(node.index() + 1)))
                        .endControlFlow()
                        .addStatement("break $N", names.label(node))
                        .add("$<");
            } else if (plan.ownBlock(node) && !checked.contains(node)) {
                code.add("case $N: break $N;\n", names.of(node), names.label(node));
            }
        }
        TickWriter walk = checked.isEmpty() ? null : new TickWriter(context);
        for (Node node : checked) {
            code.add("case $N:\n$>", names.of(node))
                    .add(walk.reevaluateAt(node, CodeBlock.builder()
                            .add("node = $L; // on from the new top\n", state.top())
                            .addStatement("break reevaluated")
                            .build()))
                    .add("// nothing acted: on with the node on top\n");
            if (plan.ownBlock(node)) {
                code.addStatement("break $N", names.label(node));
            } else {
                enter(code, node(node.index() + 1));
            }
            code.add("$<");
        }
    }

    // ---- what each kind does

    /**
     * A Wait whose duration its method answers, on entry (§5.4): the method is called once, and
     * the timer holds the time the wait is over, so that it runs as a wait of DURATIONS 0.
     */
    private CodeBlock durationFromMethod(Node node) {
        CodeBlock.Builder code = CodeBlock.builder();
        seam.callSite(code, node);
        return code.add("// §5.4: over once its method's answer has passed\n")
                .addStatement("times[$L] = now - pausedNanos + $L", node.timer(),
                        seam.callDuration(node))
                .addStatement("timed[$L] = true", node.timer())
                .build();
    }

    /**
     * §4 Enter, {@code node}'s own part: what it starts when it is entered (a count or flag, a
     * drawn order, the tick a guard was entered in, a timer). The seam writes the top of the
     * stack and tells the listener before, and calls the start hook after.
     */
    private void onEntry(CodeBlock.Builder code, Node node) {
        for (OnEntry effect : node.kind().behaviour().onEntry()) {
            code.add(switch (effect) {
                case CLEAR_SLOT -> CodeBlock.of("state[$L] = 0; // §5.4: a count, or a flag,"
                        + " starts at 0 on each entry\n", node.slot());
                case DRAW_ORDER, SORT_BY_WEIGHT, SCORE -> CodeBlock.of("order($N); // §5.4,"
                        + " §8.2: the order of its children, on each entry\n", names.of(node));
                case NOTE_TICK -> CodeBlock.of("state[$L] = ticks; // §5.5: not checked in this"
                        + " tick\n", node.slot(Slot.TICK));
                case START_TIMER -> node.durationMethod() == null ? CodeBlock.builder()
                        .add("times[$L] = now - pausedNanos; // §8.1: paused time does not"
                                + " count\n", node.timer())
                        .addStatement("timed[$L] = true", node.timer())
                        .build() : durationFromMethod(node);
                case CLEAR_BRANCHES -> CodeBlock.builder()
                        .add("// §5.3: its branches are entered from the first, and counted\n")
                        .addStatement("state[$L + CURSOR] = $N", node.slot(),
                                names.of(node(node.index() + 1)))
                        .addStatement("state[$L + ENTERING] = 1", node.slot())
                        .addStatement("state[$L + SUCCEEDED] = 0", node.slot())
                        .addStatement("state[$L + FAILED] = 0", node.slot())
                        .build();
            });
        }
    }

    /**
     * The block of {@code node}, on top of the stack: just entered, or resting there since the
     * last tick. A leaf is called; a decorator enters its child, unless its kind decides
     * otherwise first. Every path ends in a jump: a break to a later block, a call of a later
     * part, round the loop, or a return.
     */
    private void onTop(CodeBlock.Builder code, Node node) {
        code.add(switch (node.kind().behaviour().onTop()) {
            case CALL, EVENT, WAIT -> leafOnTop(node);
            case COOLDOWN -> {
                CodeBlock.Builder block = CodeBlock.builder()
                        .beginControlFlow("if (timed[$L] && now - times[$L] < DURATIONS[$L])",
                                node.timer(), node.timer(), node.timer())
                        .add("// §5.4: refused while cooling down (which does not restart it)\n");
                if (node.hasEntry()) {
                    record(block, node, false); // §6.2: its readiness, FAILURE
                }
                complete(block, plan.after(node, false));
                block.endControlFlow()
                        .add("state[$L] = 1; // it enters its child: its end counts\n",
                                node.slot(Slot.ENTERED));
                if (node.hasEntry()) {
                    record(block, node, true); // §6.2: its readiness, SUCCESS
                }
                enter(block, node(node.index() + 1));
                yield block.build();
            }
            case PERMIT -> {
                int request = node.slot(Slot.PERMIT);
                CodeBlock.Builder block = CodeBlock.builder()
                        .beginControlFlow("if (state[$L] == 0)", request)
                        .add("// §5.7: entered: it asks for a permit, which only a settle gives\n")
                        .addStatement("state[$L] = 1", request);
                complete(block, plan.yields(node));
                block.endControlFlow()
                        .beginControlFlow("if (state[$L] != 2)", request)
                        .add("// §5.7: no settle gave it a permit: it fails\n");
                complete(block, plan.ends(node, false));
                block.endControlFlow()
                        .add("// §5.7: it holds a permit: it enters its child\n");
                enter(block, node(node.index() + 1));
                yield block.build();
            }
            case SHARED_COOLDOWN -> {
                CodeBlock.Builder block = CodeBlock.builder()
                        .beginControlFlow("if ($N[$L].coolingDown(now))", StateWriter.GROUPS,
                                node.index())
                        .add("// §5.7: refused while its group cools down (which restarts"
                                + " nothing)\n");
                complete(block, plan.after(node, false));
                block.endControlFlow()
                        .add("state[$L] = 1; // it enters its child: its end counts\n",
                                node.slot(Slot.ENTERED));
                enter(block, node(node.index() + 1));
                yield block.build();
            }
            case DRAWN_CHILD -> CodeBlock.builder()
                    .add("// §5.4: it starts at the first child of the order it drew\n")
                    .addStatement("node = enter(childAt($N, state[$L]))", names.of(node),
                            node.slot(Slot.ORDER))
                    .addStatement("continue")
                    .build();
            case CONDITION -> {
                CodeBlock.Builder block = CodeBlock.builder();
                String condition = ((Attributes.Conditional) node.attributes()).condition();
                seam.callSite(block, node);
                block.add("// §5.4: its condition, asked once on entry, chooses the child\n")
                        .beginControlFlow("if ($L)", seam.callCondition(node, condition));
                Node first = node(node.index() + 1);
                enter(block, first);
                block.endControlFlow();
                if (first.end() < node.end()) {
                    enter(block, node(first.end()));
                } else {
                    complete(block, plan.ends(node, false));
                }
                yield block.build();
            }
            case FIRST_CHILD, CHILD -> {
                CodeBlock.Builder block = CodeBlock.builder()
                        .add("// entered, or it yielded last tick: it enters its child\n");
                enter(block, node(node.index() + 1));
                yield block.build();
            }
            case BRANCHES -> branches(node);
            case MATCH_CASE -> {
                CodeBlock.Builder block = CodeBlock.builder();
                seam.callSite(block, node);
                block.add("// §5.4: its method, asked once on entry, chooses the child by its"
                        + " cases\n");
                Choices.matchCase(block, tree, node, seam.callSwitchOn(node), this::enter);
                Node otherwise = Choices.otherwise(tree, node);
                if (otherwise != null) {
                    enter(block, otherwise);
                } else {
                    complete(block, plan.ends(node, false));
                }
                yield block.build();
            }
            case DRAW_ONE -> {
                CodeBlock.Builder block = CodeBlock.builder();
                Choices.drawOne(block, tree, node, this::enter);
                yield block.build();
            }
            case ONCE -> {
                int kept = node.slot(Slot.KEPT);
                CodeBlock.Builder block = CodeBlock.builder()
                        .beginControlFlow("if (state[$L] != 0)", kept)
                        .add("// §5.4 RunOnce: its child ran to the end once: it completes with"
                                + " the result it kept\n")
                        .beginControlFlow("if (state[$L] == SUCCESS)", kept);
                complete(block, plan.after(node, true));
                block.endControlFlow();
                complete(block, plan.after(node, false));
                block.endControlFlow();
                enter(block, node(node.index() + 1));
                yield block.build();
            }
            case INLINED -> throw new IllegalStateException(
                    "no block for " + node.kind().simpleName());
        });
    }

    /**
     * §5.3: the block of {@code parallel}, on top of its stack: just entered (it enters its
     * branches left to right), or back from a branch that yielded or completed undecided, or
     * resting since the last tick (it serves its running branches left to right, after the
     * branches that are guards which fired in step 2 of this tick). Its cursor is the next
     * branch to visit; every branch visited, it yields on its own stack.
     */
    private CodeBlock branches(Node parallel) {
        int at = parallel.slot();
        List<Node> branches = new ArrayList<>();
        for (int b = parallel.index() + 1; b < parallel.end(); b = node(b).end()) {
            branches.add(node(b));
        }
        CodeBlock.Builder code = CodeBlock.builder()
                .add("// §5.3: after its branches' blocks, so that a branch comes back by a"
                        + " forward break\n");
        List<Node> guards = branches.stream().filter(b -> b.kind().behaviour().isGuard()).toList();
        if (!guards.isEmpty()) {
            code.add("// §5.3, §5.5: before any branch is served, the guard branches that fired at"
                            + " the start\n// of this tick fail, each deciding\n")
                    .beginControlFlow("if (state[$L + ENTERING] == 0 && state[$L + CURSOR] == $N)",
                            at, at, names.of(branches.get(0)));
            for (Node guard : guards) {
                code.beginControlFlow("if ($L == $N && state[$L] != 0)", state.topOf(guard),
                                names.of(guard), guard.slot())
                        .addStatement("node = $N", names.of(guard))
                        .addStatement("continue")
                        .endControlFlow();
            }
            code.endControlFlow();
        }
        code.add("// §5.3: enter, or serve, the next branch, left to right (each sets the"
                + " cursor to the next)\n");
        for (int i = 0; i < branches.size(); i++) {
            Node branch = branches.get(i);
            code.beginControlFlow("if (state[$L + CURSOR] == $N)", at, names.of(branch))
                    .addStatement("state[$L + CURSOR] = $L", at, i + 1 < branches.size()
                            ? names.of(branches.get(i + 1)) : String.valueOf(parallel.end()))
                    .beginControlFlow("if (state[$L + ENTERING] != 0)", at);
            enter(code, branch);
            code.endControlFlow()
                    .beginControlFlow("if ($L != NONE)", state.topOf(branch))
                    .addStatement("node = $L", state.topOf(branch))
                    .addStatement("continue")
                    .endControlFlow()
                    .endControlFlow();
        }
        code.add("// every branch visited: $L() runs on\n", parallel.method())
                .addStatement("state[$L + ENTERING] = 0", at);
        complete(code, plan.yields(parallel));
        return code.build();
    }

    /** §5.5: guard {@code node} fired at the start of this tick (in step 2): it fails. */
    private void asGuard(CodeBlock.Builder code, Node node) {
        code.beginControlFlow("if (state[$L] != 0)", node.slot())
                .add("// §5.5: the guard fired at the start of this tick: it fails\n");
        complete(code, plan.ends(node, false));
        code.endControlFlow();
    }

    /**
     * What {@code completion}'s node does with a child's result by a rule that needs its state:
     * it yields (stays running to enter its child again next tick), counts a round, or enters
     * the next child of its drawn order. (A rule that completes is an end, a rule that goes on
     * an entry: {@link #complete} prints those.)
     */
    private void onChildResult(CodeBlock.Builder code, Completion completion) {
        Node node = completion.node();
        switch (completion.step()) {
            case YIELDS -> {
                if (node.index() != current) {
                    code.add("$L = $N; // $L() stays running: it enters its child again next"
                            + " tick\n", state.topOf(node), names.of(node), node.method());
                } else if (plan.topOnlyWhereTickStops() && !traced) {
                    code.addStatement("$L = $N", state.top(), names.of(node));
                }
                if (completion.then() == null && node.stack() != 0) {
                    Node owner = node(tree.stackOwners().get(node.stack()));
                    code.add("break $N; // §5.3: the branch is done for this tick: back to"
                                    + " $L()\n", names.label(owner), owner.method());
                    return;
                }
                if (completion.then() == null) {
                    code.add("return RUNNING; // §4: the stack is done for this tick\n");
                    return;
                }
                Node catcher = completion.then().node();
                code.add("// §5.4 FailIfRunning: $L() interrupts what runs below it, and fails\n",
                                catcher.method())
                        .add("{\n$>")
                        .addStatement("$T failure = interruptBelow($N, null)", Throwable.class,
                                names.of(catcher))
                        .beginControlFlow("if (failure != null)")
                        .addStatement("throw $T.rethrow(failure)", SUPPORT)
                        .endControlFlow()
                        .add("$<}\n");
                complete(code, completion.then());
            }
            case COUNTS -> {
                code.beginControlFlow("if (++state[$L] < $L)", node.slot(), node.limit())
                        .add("// $L() counted the round: under its limit\n", node.method());
                complete(code, completion.then());
                code.endControlFlow();
                complete(code, completion.otherwise());
            }
            case DRAWS -> {
                code.add("{\n$>")
                        .addStatement("int drawn = nextDrawn($N)", names.of(node))
                        .beginControlFlow("if (drawn != NONE)")
                        .addStatement("node = enter(drawn)")
                        .addStatement("continue")
                        .endControlFlow()
                        .add("$<}\n")
                        .add("// after the last of its order, $L() completes with the child's"
                                + " result\n", node.method());
                complete(code, completion.then());
            }
            case DECIDES -> decides(code, completion);
            case CLEANS_UP -> {
                code.add("state[$L] = 1; // §5.4 TryCatch: a child of the block of $L() failed:"
                        + " its clean-up runs\n", node.slot(Slot.CLEANING), node.method());
                complete(code, completion.then());
            }
            case ENDS, ENTERS, FINISHES -> throw new IllegalStateException(completion.step()
                    + " is no rule of a parent");
        }
    }

    /**
     * §5.3: a branch completed: its stack is empty, and its parallel counts the result and
     * decides by its policies, known at build time. Decided, it interrupts the branches still
     * running and ends; else it goes on visiting its branches.
     */
    private void decides(CodeBlock.Builder code, Completion completion) {
        Node branch = completion.node();
        Node parallel = node(branch.parent());
        dev.arbor.processor.model.ParallelRow row = tree.parallels().get(parallel.parallelRow());
        int at = parallel.slot();
        code.addStatement("$L = NONE", state.topOf(branch))
                .add("// §5.3: $L() counts the branch's $L and decides\n", parallel.method(),
                        result(completion.success()));
        int needed = completion.success() ? row.successes() : row.failures();
        CodeBlock decided = CodeBlock.builder()
                .add("{\n$>")
                .add("$T failure = interruptBelow($N, null); // the branches still running\n",
                        Throwable.class, names.of(parallel))
                .beginControlFlow("if (failure != null)")
                .addStatement("throw $T.rethrow(failure)", SUPPORT)
                .endControlFlow()
                .add("$<}\n")
                .build();
        if (needed > 1) {
            code.add("{\n$>")
                    .addStatement("int counted$L = ++state[$L + $L]", parallel.index(), at,
                            completion.success() ? "SUCCEEDED" : "FAILED")
                    .beginControlFlow("if (counted$L < $L && counted$L + state[$L + $L] < $L)",
                            parallel.index(), needed, parallel.index(), at, completion.success() ? "FAILED" : "SUCCEEDED",
                            row.branches())
                    .add("break $N; // undecided: it goes on with its branches\n",
                            names.label(parallel))
                    .endControlFlow();
            if (completion.success()) { // a failure decided fails either way
                code.beginControlFlow("if (counted$L < $L)", parallel.index(), needed)
                        .add("// every branch completed, with mixed results: it fails\n")
                        .add(decided);
                complete(code, completion.otherwise());
                code.endControlFlow();
            }
            code.add("$<}\n");
        }
        code.add(decided);
        complete(code, completion.success() ? completion.then() : completion.otherwise());
    }

    /**
     * §4 End for {@code node}, known at build time: its entry recorded (§6.2), the entries
     * watching it handed over (§6.3), a Cooldown's time noted; the seam then calls its end hook
     * and tells the listener.
     */
    private void onEnd(CodeBlock.Builder code, Node node, boolean success) {
        if (node.hasEntry()) {
            // a watched Cooldown's readiness once it starts cooling down (§5.4): none but 0 ms
            record(code, node, node.watchesReadiness() ? node.millis() == 0 : success);
        } else if (node.watchable()) {
            code.add("$N(); // $L() ends (§6.3)\n", names.handOver(node), node.method());
        }
        code.add(switch (node.kind().behaviour().onEnd()) {
            case NOTHING -> CodeBlock.of("");
            case CLEAN_UP_IF_INTERRUPTED -> CodeBlock.of(""); // only when interrupted: complete()
            case KEEP_RESULT -> CodeBlock.of("state[$L] = $L; // §5.4 RunOnce: it keeps its"
                    + " result\n", node.slot(Slot.KEPT), result(success));
            case START_COOLDOWN -> CodeBlock.builder()
                    .add("times[$L] = now; // §5.4: it ended: the cooldown starts\n", node.timer())
                    .addStatement("timed[$L] = true", node.timer())
                    .build();
            case GIVE_BACK_PERMIT -> CodeBlock.builder()
                    .beginControlFlow("if (state[$L] == 2)", node.slot(Slot.PERMIT))
                    .add("$N[$L].giveBack(); // §5.7: it gives its permit back\n",
                            StateWriter.PERMITS, node.index())
                    .endControlFlow()
                    .addStatement("state[$L] = 0", node.slot(Slot.PERMIT))
                    .build();
            case REPORT_GROUP_END -> CodeBlock.of("$N[$L].ended(now); // §5.7: the group restarts"
                    + " at the next settle\n", StateWriter.GROUPS, node.index());
        });
        seam.ending(code, node, result(success));
    }

    // ---- leaves, completions and entries

    /**
     * {@link #onTop} for a leaf: calls it (or reads its timer, its event) and completes it, or
     * yields.
     */
    private CodeBlock leafOnTop(Node leaf) {
        CodeBlock.Builder code = CodeBlock.builder();
        return switch (leaf.kind().behaviour().onTop()) {
            case WAIT -> {
                code.add("// §5.4 Wait: RUNNING until its time has passed, paused time left out\n")
                        .beginControlFlow("if (now - pausedNanos - times[$L] >= DURATIONS[$L])",
                                leaf.timer(), leaf.timer());
                complete(code, plan.ends(leaf, true));
                code.endControlFlow();
                complete(code, plan.yields(leaf));
                yield code.build();
            }
            case EVENT -> {
                code.add("// §8.3: SUCCESS while its event is pending\n")
                        .beginControlFlow("if ($L)", seam.call(leaf));
                complete(code, plan.ends(leaf, true));
                code.endControlFlow();
                complete(code, plan.ends(leaf, false));
                yield code.build();
            }
            case CALL -> {
                call(code, leaf);
                yield code.build();
            }
            case FIRST_CHILD, CHILD, CONDITION, COOLDOWN, DRAWN_CHILD, BRANCHES, INLINED,
                    MATCH_CASE, DRAW_ONE, ONCE, PERMIT, SHARED_COOLDOWN ->
                    throw new IllegalStateException(leaf.method() + " is no leaf");
        };
    }

    /** A leaf that calls its method: calls it and completes it, or yields. */
    private void call(CodeBlock.Builder code, Node leaf) {
        seam.callSite(code, leaf);
        CodeBlock call = seam.callOrInstead(code, leaf);
        switch (leaf.leaf().result()) {
            case BOOLEAN -> {
                if (traced) {
                    code.addStatement("boolean answer = $L", call);
                    seam.answered(code, leaf, CodeBlock.of("answer ? $T.SUCCESS : $T.FAILURE",
                            STATUS, STATUS));
                    call = CodeBlock.of("answer");
                }
                code.beginControlFlow("if ($L)", call);
                complete(code, plan.ends(leaf, true));
                code.endControlFlow();
                complete(code, plan.ends(leaf, false));
            }
            case STATUS -> { // compared as references: no load of the ordinal on the way
                code.addStatement("$T answer = $L", STATUS, call)
                        .beginControlFlow("if (answer == $T.RUNNING)", STATUS);
                seam.answered(code, leaf, CodeBlock.of("answer"));
                complete(code, plan.yields(leaf));
                code.endControlFlow()
                        .beginControlFlow("if (answer == $T.SUCCESS)", STATUS);
                seam.answered(code, leaf, CodeBlock.of("answer"));
                complete(code, plan.ends(leaf, true));
                code.endControlFlow()
                        .beginControlFlow("if (answer != $T.FAILURE)", STATUS)
                        .add("throw $T.badStatus(NAME, $S, answer); // null or INACTIVE\n",
                                SUPPORT, leaf.method())
                        .endControlFlow();
                seam.answered(code, leaf, CodeBlock.of("answer"));
                complete(code, plan.ends(leaf, false));
            }
            case VOID -> {
                seam.callVoid(code, leaf, call);
                seam.answered(code, leaf, CodeBlock.of("$T.SUCCESS", STATUS));
                complete(code, plan.ends(leaf, true));
            }
        }
    }

    /**
     * Prints {@code completion}: the ends on the way, then the next node entered, a rule that
     * needs the parent's state ({@link #onChildResult}), or the root's status.
     */
    private void complete(CodeBlock.Builder code, Completion completion) {
        while (completion.step() == Completion.Step.ENDS) { // iterative: chains can be deep
            onEnd(code, completion.node(), completion.success());
            completion = completion.then();
        }
        switch (completion.step()) {
            case ENTERS -> enter(code, completion.node());
            case FINISHES -> code.addStatement("$L = NONE", state.top())
                    .add("return $L; // §3.4: the pass is over\n", result(completion.success()));
            case YIELDS, COUNTS, DRAWS, DECIDES, CLEANS_UP -> onChildResult(code, completion);
            case ENDS -> throw new AssertionError();
        }
    }

    /**
     * §4 Enter for {@code child}, which runs from its first node: each node on the way entered
     * (only the listener hears of those: one by name, more by a loop over the parents, so that a
     * deep chain costs no code), then the first node, and a jump to its block.
     */
    private void enter(CodeBlock.Builder code, Node child) {
        Node first = node(child.first());
        if (traced && first.index() != child.index()) {
            Node lowest = node(first.parent());
            if (lowest.index() == child.index()) {
                seam.enteredOnTheWay(code, child);
            } else {
                code.addStatement("$T.enteredDown(listener, this, PARENT_OF, $N, $N)", SUPPORT,
                        names.of(child.parent()), names.of(lowest));
            }
        }
        seam.entering(code, first);
        onEntry(code, first);
        seam.started(code, first);
        if (plan.part(first.index(), traced) != part) {
            code.addStatement("return $N($N)", partName(plan.part(first.index(), traced)),
                    names.of(first));
        } else if (current < 0 || position(first.index()) > position(current)) {
            code.addStatement("break $N", names.label(first));
        } else if (loop) { // a parallel, after its branches' blocks, enters one
            code.addStatement("node = $N", names.of(first)).addStatement("continue");
        } else {
            throw new IllegalStateException("a jump known at build time goes back: "
                    + current + " to " + first.index());
        }
    }

    /**
     * §6.2 with everything known at build time: the condition's entry watches its composite
     * (SELF) or waits, dormant, for the composite to end; it stores the result.
     */
    private void record(CodeBlock.Builder code, Node condition, boolean success) {
        int entry = condition.entriesFrom();
        Node composite = node(condition.composite());
        AbortKind type = composite.abortType();
        boolean watchesNow = (type.code() & AbortKind.SELF.code()) != 0;
        code.add("// §6.2: the entry of $L() $L\n", condition.method(), watchesNow
                        ? "watches " + composite.method() + "()"
                        : "waits, dormant, until " + composite.method() + "() ends")
                .addStatement("$L = $L", state.watches(entry),
                        watchesNow ? names.of(composite) : "DORMANT")
                .addStatement("$L = $L", state.stored(entry),
                        state.storedValue(success, type.name()));
        if (condition.periodTimer() >= 0) {
            code.add("times[$L] = now - pausedNanos; // §6.4: asked now; its period counts from"
                            + " here\n", condition.periodTimer())
                    .addStatement("timed[$L] = true", condition.periodTimer());
        }
    }

    private Node node(int index) {
        return tree.nodes().get(index);
    }

    private static boolean isParallel(Node node) {
        return node.kind().behaviour().onTop() == dev.arbor.processor.kinds.Behaviour.OnTop.BRANCHES;
    }

    /**
     * Where the block of node {@code index} is written: pre-order, but a parallel's block after
     * the blocks of its subtree (after an inner parallel's ending there too), so that its
     * branches come back to it by forward breaks.
     */
    private long position(int index) {
        Node node = node(index);
        long count = tree.nodes().size() + 2L;
        return isParallel(node) ? (2L * (node.end() - 1) + 1) * count + (count - index)
                : 2L * index * count;
    }

    private static String result(boolean success) {
        return success ? "SUCCESS" : "FAILURE";
    }

    // ---- the one stack in fields, by index: entering, ending, interrupting

    private MethodSpec enter() {
        CodeBlock.Builder code = CodeBlock.builder().addStatement("top = $L", state.node("node"));
        seam.pushed(code);
        seam.entered(code);
        return method("enter", """
                §4 Enter: pushes {@code node} on the stack and calls its start hook. Answers
                {@code node}.
                """)
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "node")
                .addCode(code.addStatement("return node").build())
                .build();
    }

    private MethodSpec complete() {
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("int parent = parent(node)")
                .addStatement("top = $L", state.node("parent"));
        if (tree.hasAborts()) {
            code.beginControlFlow("if (watchable(node) != 0)")
                    .addStatement("handOver(node)")
                    .endControlFlow();
        }
        seam.ended(code, false);
        return method("complete", """
                §4 End, steps 2 to 4, for an interrupted node (run() ends completing nodes in
                its blocks): pops {@code node} (whose descendants have ended), hands over the
                abort entries watching it and calls its end hook with {@code result}, INACTIVE.
                Answers the parent.
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
                node when {@code stop} is NONE) as interrupted, deepest first. A hook that throws
                does not stop the others: answers {@code failure}, or else the first exception
                thrown, with later ones added as suppressed.
                """)
                .returns(Throwable.class)
                .addParameter(TypeName.INT, "stop")
                .addParameter(Throwable.class, "failure")
                .addCode(CodeBlock.builder()
                        .beginControlFlow("for (int node = top; node != NONE && node != stop; )")
                        .add(TreeContext.INTERRUPT_ONE)
                        .endControlFlow()
                        .addStatement("return failure")
                        .build())
                .build();
    }
}
