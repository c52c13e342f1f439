package dev.arbor.processor.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Writes the tick loop of SEMANTICS §3 to §7 into each generated class: {@code tick()},
 * {@code reset()}, and the private methods that enter, run, complete and interrupt nodes.
 *
 * <p>The loop is emitted into each tree, minus the sections a tree does not need, so that the JIT
 * compiles each tree's loop with its own leaf calls inlined: a loop shared in a runtime base
 * class would see every tree class at its leaf call sites and go megamorphic. {@code run()} is
 * an event machine over the run stacks for a tree with parallels, and, for a tree without, one
 * block of straight code per leaf, written by {@link LeafBlocksWriter}; {@code reevaluate()} is
 * unrolled per abort entry. It is iterative (no recursion on the Java stack) and allocates
 * nothing.
 *
 * <p>Each method body below is one text block. A line ending in a feature tag is kept only when
 * the tree has that feature: {@code #P} parallels, {@code #!P} no parallels, {@code #A}
 * conditional aborts, {@code #S} start hooks, {@code #E} end hooks, {@code #R} aborts and
 * parallels, {@code #A!P} aborts without parallels, {@code #F} state in fields, {@code #AF}
 * aborts with the state in fields.
 *
 * <p>Conventions of the emitted code: {@code state[TOP + s]} is the node on top of run stack
 * {@code s} ({@code NONE} when empty), or {@code top} for the one stack of a tree without
 * parallels, whose state is in fields ({@link StateLayout}); a stack is fully described by its
 * top, because the nodes below it are the top's ancestors. A sequence or selector on top of a
 * stack has just been entered; a parallel stays on top of its own stack while its branches run
 * on theirs.
 */
final class TickLoopWriter {
    private static final ClassName STATUS = ClassName.get("dev.arbor", "Status");
    private static final ClassName SUPPORT = ClassName.get("dev.arbor.runtime.internal", "TreeSupport");

    private final boolean parallels;
    private final boolean aborts;
    private final boolean startHooks;
    private final boolean endHooks;
    private final HandOverWriter handOvers;
    private final LeafBlocksWriter leafBlocks;
    private final AnswerChangedWriter answersChanged;
    private final List<Node> nodes;
    private final List<Integer> entryConditions;
    private final StateLayout state;

    TickLoopWriter(TreeDescriptor tree, String[] constants, StateLayout state) {
        this.parallels = tree.hasParallels();
        this.aborts = tree.hasAborts();
        this.startHooks = tree.hasStartHooks();
        this.endHooks = tree.hasEndHooks();
        this.nodes = tree.nodes();
        this.entryConditions = tree.entryConditions();
        this.state = state;
        this.handOvers = new HandOverWriter(tree, constants, state);
        this.leafBlocks = parallels ? null
                : new LeafBlocksWriter(tree, constants, handOvers, state);
        this.answersChanged = state.inFields()
                ? new AnswerChangedWriter(tree, constants, handOvers, state) : null;
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>();
        methods.add(tick());
        methods.add(reset());
        methods.add(clear());
        if (parallels) {
            methods.add(runWithParallels());
            methods.add(decide());
        } else {
            methods.addAll(leafBlocks.methods());
        }
        methods.add(enter());
        methods.add(complete());
        methods.add(interruptBelow());
        if (parallels) {
            methods.add(firstRunningBranch());
        }
        if (state.inFields() && aborts) {
            methods.addAll(resetEntries());
        }
        if (aborts) {
            methods.addAll(reevaluate());
            if (state.inFields()) { // the decision and the abort written per entry
                methods.addAll(answersChanged.methods());
                if (answersChanged.usesForget()) {
                    methods.addAll(forget());
                }
            } else {
                methods.add(answerChanged());
                methods.add(abort());
                methods.add(record()); // a tree without parallels records in run()'s leaf blocks
            }
            methods.addAll(handOvers.methods());
        }
        return methods;
    }

    /** The body text with the lines of absent features removed and the tags stripped. */
    private CodeBlock body(String text) {
        return body(text, Map.of());
    }

    /** As {@link #body(String)}, with more named arguments for the text. */
    private CodeBlock body(String text, Map<String, Object> arguments) {
        StringBuilder kept = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            int tag = line.lastIndexOf(" #");
            if (tag >= 0) {
                if (!has(line.substring(tag + 2).trim())) {
                    continue;
                }
                line = line.substring(0, tag);
            }
            kept.append(line).append('\n');
        }
        String code = kept.toString().replaceAll("\n+$", "\n");
        Map<String, Object> named = new java.util.HashMap<>(arguments);
        named.put("support", SUPPORT);
        named.put("status", STATUS);
        named.put("top", state.top());
        return CodeBlock.builder().addNamed(code, named).build();
    }

    private boolean has(String feature) {
        return switch (feature) {
            case "P" -> parallels;
            case "!P" -> !parallels;
            case "A" -> aborts;
            case "S" -> startHooks;
            case "E" -> endHooks;
            case "R" -> aborts && parallels; // entries recorded by the event machine
            case "A!P" -> aborts && !parallels;
            case "F" -> state.inFields(); // the state is in fields, not in an array (StateLayout)
            case "AF" -> aborts && state.inFields();
            default -> throw new IllegalArgumentException("unknown feature tag " + feature);
        };
    }

    private static MethodSpec.Builder method(String name, String javadoc) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(name).addModifiers(Modifier.PRIVATE);
        if (!javadoc.isEmpty()) {
            method.addJavadoc(javadoc);
        }
        return method;
    }

    private MethodSpec tick() {
        return MethodSpec.methodBuilder("tick")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(STATUS)
                .addCode(body("""
                        if (ticking) {
                            throw $support:T.reentrant(NAME, "tick");
                        }
                        ticking = true;
                        try {
                            if ($top:L == NONE) {
                                enter(0); // §3.1: a new pass; the root enters the main stack
                            }
                            reevaluate(); // §3.2, §6.4 #A
                            int result = run(); // §3.3
                            status = (byte) result;
                            return STATUSES[result & 3]; // result is 0 to 3: the mask spares a bounds check
                        } catch (Throwable failure) {
                            throw $support:T.rethrow(clear(failure)); // §7: end every node, then rethrow
                        } finally {
                            ticking = false;
                        }
                        """))
                .build();
    }

    private MethodSpec reset() {
        return MethodSpec.methodBuilder("reset")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addCode(body("""
                        if (ticking) {
                            throw $support:T.reentrant(NAME, "reset");
                        }
                        ticking = true;
                        try {
                            Throwable failure = clear(null);
                            if (failure != null) {
                                throw $support:T.rethrow(failure);
                            }
                        } finally {
                            ticking = false;
                        }
                        """))
                .build();
    }

    private MethodSpec clear() {
        return method("clear", """
                §7: ends every running node INTERRUPTED and restores the initial state. Answers
                {@code failure}, or else the first exception a hook threw, with any later ones
                added as suppressed.
                """)
                .returns(Throwable.class)
                .addParameter(Throwable.class, "failure")
                .addCode(body("""
                        Throwable result = interruptBelow(NONE, failure);
                        System.arraycopy(INITIAL_STATE, 0, state, 0, state.length); #P
                        top = NONE; #F
                        resetEntries(); #AF
                        status = INACTIVE;
                        return result;
                        """))
                .build();
    }

    /** The loop for a tree with parallels: an event machine over the run stacks. */
    private MethodSpec runWithParallels() {
        return method("run", """
                §3.3, §4, §5: serves the main stack and, through the parallels, every branch
                stack, left to right, until each answers RUNNING or the root completes. Answers
                the root's status.
                """)
                .returns(TypeName.INT)
                .addCode(body("""
                        int node = state[TOP];
                        int child = NONE;
                        int result = RUNNING;
                        int event = RUN;
                        while (true) {
                            switch (event) {
                                case RUN: // run `node`, the top of its stack
                                    switch (kind(node)) {
                                        case SEQUENCE:
                                        case SELECTOR: // just entered: start at its first leaf (or parallel)
                                            node = enter(first(node));
                                            break;
                                        case PARALLEL: { // visit the branches: enter them all, or serve the running ones
                                            int at = parallelState(node);
                                            if (state[at + ENTERING] == 0) {
                                                state[at + CURSOR] = node + 1;
                                            }
                                            event = NEXT;
                                            break;
                                        }
                                        default: // a leaf
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
                                case DONE: { // `child` completed with `result`: go where the tables say (§5.1, §5.2)
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
                                    child = STOP - next; // `child` completed; its parent acts by the general rules
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
                                    }
                                    child = node; // it ends too: a decided parallel, or a composite whose end moves abort entries (§6.3)
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
                        """))
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
                .addCode(body("""
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
                        """))
                .build();
    }

    private MethodSpec enter() {
        return method("enter", """
                §4 Enter: pushes {@code node} on its stack and calls its start hook. Answers
                {@code node}.
                """)
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "node")
                .addCode(body("""
                        top = node; #!P
                        state[TOP + stack(node)] = node; #P
                        if (kind(node) == PARALLEL) { #P
                            int at = parallelState(node); #P
                            state[at + CURSOR] = node + 1; #P
                            state[at + ENTERING] = 1; #P
                            state[at + SUCCEEDED] = 0; #P
                            state[at + FAILED] = 0; #P
                        } #P
                        onStart(node); #S
                        return node;
                        """))
                .build();
    }

    private MethodSpec complete() {
        return method("complete", """
                §4 End, steps 2 to 4: pops {@code node} (whose descendants have ended), updates
                the abort entries and calls its end hook. {@code result} is INACTIVE when the
                node is interrupted. Answers the parent, which then acts on the result.
                """)
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "node")
                .addParameter(TypeName.INT, "result")
                .addCode(body("""
                        int parent = parent(node);
                        top = parent; #!P
                        state[TOP + stack(node)] = parent == NONE || kind(parent) == PARALLEL ? NONE : parent; #P
                        if (kind(node) == CONDITION) { #R
                            if (result != INACTIVE) { #R
                                record(node, result); #R
                            } #R
                        } else if (watchable(node) != 0) { #R
                            handOver(node); #R
                        } #R
                        if (watchable(node) != 0) { // called only to interrupt: run() ends nodes itself #A!P
                            handOver(node); #A!P
                        } #A!P
                        onEnd(node, result); #E
                        return parent;
                        """))
                .build();
    }

    private MethodSpec interruptBelow() {
        return method("interruptBelow", """
                §4 End step 1: ends INTERRUPTED every running node strictly below {@code stop}
                (every running node when {@code stop} is NONE): deepest first within a stack,
                branches left to right. A hook that throws does not stop the others: answers
                {@code failure}, or else the first exception thrown, with later ones added as
                suppressed.
                """)
                .returns(Throwable.class)
                .addParameter(TypeName.INT, "stop")
                .addParameter(Throwable.class, "failure")
                .addCode(body("""
                        int node = stop == NONE ? state[TOP] : state[TOP + stack(stop)]; #P
                        int node = top; #!P
                        while (node != NONE) {
                            if (kind(node) == PARALLEL) { #P
                                int branchTop = firstRunningBranch(node); #P
                                if (branchTop != NONE) { #P
                                    node = branchTop; #P
                                    continue; #P
                                } #P
                            } #P
                            if (node == stop) {
                                break;
                            }
                            int parent = parent(node);
                            try {
                                complete(node, INACTIVE);
                            } catch (Throwable thrown) {
                                if (failure == null) {
                                    failure = thrown;
                                } else if (failure != thrown) {
                                    failure.addSuppressed(thrown);
                                }
                            }
                            node = parent;
                        }
                        return failure;
                        """))
                .build();
    }

    private MethodSpec firstRunningBranch() {
        return method("firstRunningBranch",
                "The top of the leftmost running branch of parallel {@code node}, or NONE.\n")
                .returns(TypeName.INT)
                .addParameter(TypeName.INT, "node")
                .addCode(body("""
                        for (int branch = node + 1; branch < subtreeEnd(node); branch = subtreeEnd(branch)) {
                            int top = state[TOP + stack(branch)];
                            if (top != NONE) {
                                return top;
                            }
                        }
                        return NONE;
                        """))
                .build();
    }

    /**
     * Entries per part of {@code reevaluate()}, {@code forget()} and {@code resetEntries()}, which
     * stay well under HotSpot's 8,000 bytes (HotSpotLimitsTest).
     */
    static final int ENTRIES_PER_PART = 100;

    /**
     * §6.4 unrolled: one test per abort entry, in pre-order, calling its condition directly, so
     * that each condition has its own call site (as in the leaf blocks of {@code run()}).
     */
    private List<MethodSpec> reevaluate() {
        List<MethodSpec> methods = new ArrayList<>();
        int entries = entryConditions.size();
        MethodSpec.Builder top = method("reevaluate", """
                §6.4: calls the condition of every entry that watches a composite, highest
                priority first (entry order), and lets %s act on a changed answer.
                """.formatted(state.inFields() ? "the entry's {@code answerChanged} method"
                        : "{@link #answerChanged}"));
        if (entries <= ENTRIES_PER_PART) {
            methods.add(top.addCode(reevaluateEntries(0, entries)).build());
            return methods;
        }
        List<MethodSpec> parts = new ArrayList<>();
        for (int from = 0, part = 0; from < entries; from += ENTRIES_PER_PART, part++) {
            String name = "reevaluate" + part;
            int to = Math.min(entries, from + ENTRIES_PER_PART);
            top.addStatement("$N()", name);
            parts.add(method(name, "Entries " + from + " to " + (to - 1)
                    + " of {@link #reevaluate}.\n")
                    .addCode(reevaluateEntries(from, to)).build());
        }
        methods.add(top.build());
        methods.addAll(parts);
        return methods;
    }

    private CodeBlock reevaluateEntries(int from, int to) {
        CodeBlock.Builder code = CodeBlock.builder();
        for (int entry = from; entry < to; entry++) {
            Node condition = nodes.get(entryConditions.get(entry));
            // watches a composite, and the condition now answers otherwise than stored
            String watches = state.watches(entry);
            String stored = state.stored(entry);
            code.beginControlFlow("if ($L >= 0\n$>$>&& agent.$N() != $L)$<$<",
                            watches, condition.method(), state.storedSuccess(entry))
                    .addStatement(state.inFields()
                            ? CodeBlock.of("$N()", answersChanged.methodName(entry))
                            : CodeBlock.of("answerChanged($L, $L, $L)", entry, watches, stored))
                    .endControlFlow();
        }
        return code.build();
    }

    /** For a tree with parallels: the decision of §6.4, by entry index. */
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
                .addCode(body("""
                        int condition = ENTRY_CONDITIONS[entry];
                        int own = composite(condition);
                        int top = state[TOP + stack(watched)];
                        if ((stored & 3) == LOWER_PRIORITY && own <= top && top < subtreeEnd(own)) {
                            return; // a lower-priority abort never interrupts its own branch
                        }
                        abort(watched, condition);
                        """))
                .build();
    }

    /** For a tree with parallels: the abort of §6.5, from the tables. */
    private MethodSpec abort() {
        return method("abort", """
                §6.5: interrupts every running node below {@code watched}, deletes the entries
                from its child holding {@code condition} on, and resumes {@code watched} at that
                child.
                """)
                .addParameter(TypeName.INT, "watched")
                .addParameter(TypeName.INT, "condition")
                .addCode(body("""
                        int child = condition;
                        while (parent(child) != watched) {
                            child = parent(child);
                        }
                        Throwable failure = interruptBelow(watched, null);
                        if (failure != null) {
                            throw $support:T.rethrow(failure);
                        }
                        for (int entry = entriesFrom(child); entry < entriesTo(watched); entry++) {
                            state[ENTRIES + 2 * entry] = NONE;
                        }
                        enter(child);
                        """))
                .build();
    }

    /**
     * For a tree whose state is in fields: {@code resetEntries()}, which makes every abort entry
     * NONE (a new tree, and §7's clear), in parts of {@link #ENTRIES_PER_PART} entries.
     */
    private List<MethodSpec> resetEntries() {
        return perEntry("resetEntries", "Makes every abort entry NONE, with nothing stored.\n",
                (code, entry) -> code.addStatement("$L = NONE", state.watches(entry))
                        .addStatement("$L = $L", state.stored(entry), state.nothingStored()),
                false);
    }

    /**
     * For a tree whose state is in fields: {@code forget(entry)}, the deletion of one entry by
     * index (§6.5's abort deletes a range of them), as a {@code switch}.
     */
    private List<MethodSpec> forget() {
        return perEntry("forget", "§6.5: deletes abort entry {@code entry}.\n",
                (code, entry) -> code.add("case $L: $L = NONE; break;\n", entry,
                        state.watches(entry)),
                true);
    }

    /**
     * A method doing {@code each} for every abort entry, or, with {@code byIndex}, a
     * {@code switch (entry)} with a case per entry; split into parts of
     * {@link #ENTRIES_PER_PART} entries for a large tree, so that each stays well under HotSpot's
     * 8,000 bytes.
     */
    private List<MethodSpec> perEntry(String name, String javadoc,
            java.util.function.BiConsumer<CodeBlock.Builder, Integer> each, boolean byIndex) {
        int entries = entryConditions.size();
        List<MethodSpec> methods = new ArrayList<>();
        MethodSpec.Builder top = method(name, javadoc);
        if (byIndex) {
            top.addParameter(TypeName.INT, "entry");
        }
        boolean parts = entries > ENTRIES_PER_PART;
        if (parts && byIndex) {
            top.beginControlFlow("switch (entry / $L)", ENTRIES_PER_PART);
        }
        for (int from = 0, part = 0; from < entries; from += ENTRIES_PER_PART, part++) {
            int to = Math.min(entries, from + ENTRIES_PER_PART);
            CodeBlock.Builder code = CodeBlock.builder();
            if (byIndex) {
                code.beginControlFlow("switch (entry)");
            }
            for (int entry = from; entry < to; entry++) {
                each.accept(code, entry);
            }
            if (byIndex) {
                code.add("default: throw new AssertionError(entry);\n").endControlFlow();
            }
            if (!parts) {
                top.addCode(code.build());
                break;
            }
            String partName = name + part;
            MethodSpec.Builder partMethod = method(partName, "Entries " + from + " to " + (to - 1)
                    + " of {@link #" + name + "}.\n").addCode(code.build());
            if (byIndex) {
                partMethod.addParameter(TypeName.INT, "entry");
                top.addStatement("case $L: $N(entry); break", part, partName);
            } else {
                top.addStatement("$N()", partName);
            }
            methods.add(partMethod.build());
        }
        if (parts && byIndex) {
            top.addStatement("default: throw new AssertionError(entry)").endControlFlow();
        }
        methods.add(0, top.build());
        return methods;
    }

    private MethodSpec record() {
        return method("record",
                "§6.2: a condition completed normally: creates or replaces its entry.\n")
                .addParameter(TypeName.INT, "condition")
                .addParameter(TypeName.INT, "result")
                .addCode(body("""
                        int entry = entriesFrom(condition);
                        if (entry == entriesTo(condition)) {
                            return; // not watched: its composite's abort type is NONE
                        }
                        int composite = composite(condition);
                        int type = abortType(composite);
                        state[ENTRIES + 2 * entry] = (type & SELF) != 0 ? composite : DORMANT;
                        state[ENTRIES + 2 * entry + 1] = result << 2 | type;
                        """))
                .build();
    }
}
