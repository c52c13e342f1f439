// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.MISUSE;
import static dev.arbor.processor.codegen.TreeContext.STATUS;
import static dev.arbor.processor.codegen.TreeContext.SUPPORT;
import static dev.arbor.processor.codegen.TreeContext.method;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.arbor.processor.kinds.Behaviour.OnTop;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Behaviour.Slot;
import dev.arbor.processor.model.Node;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * Writes what both code shapes share: {@code tick()} and {@code reset()} (docs/semantics.md §3,
 * §7), {@code clear()}, and the re-evaluation of abort entries at the start of a tick (§6.4),
 * unrolled per entry so that each condition has its own call site.
 */
final class TickWriter extends PartWriter {
    TickWriter(TreeContext context) {
        super(context);
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>();
        methods.add(tick());
        methods.add(reset());
        if (StateWriter.usesShared(tree)) {
            methods.add(settleShared());
            methods.add(settledByRunner());
        }
        methods.add(clear());
        methods.add(named());
        methods.add(runningPath());
        methods.add(tickTraced());
        if (tree.hasAborts() || needs.checksInStep2()) {
            if (!context.plan().checksWhereTickStarts()) {
                methods.addAll(reevaluate(context.seam()));
            }
            methods.addAll(reevaluate(context.seam().traced()));
        }
        if (tree.hasAborts() && state.inFields()) {
            methods.addAll(resetEntries());
        }
        return methods;
    }

    /**
     * {@code tick()}: one load and one compare decide whether it runs plainly, for {@code mode}
     * holds the flags (re-entrant call, paused, listened to) beside the last status; the status
     * and the end of the tick are then one store, in {@code finally}.
     */
    private MethodSpec tick() {
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("int flags = mode")
                .beginControlFlow("if (flags > FAILURE)")
                .add(tree.hasAwakeHook() ? "// a flag is set: refused, paused, listened to or"
                        + " not awake yet\n" : "// a flag is set: refused, paused or listened to\n")
                .beginControlFlow("if ((flags & TICKING) != 0)")
                .addStatement("throw $T.reentrant(NAME, $S, getClass(), METHODS)", MISUSE, "tick")
                .endControlFlow()
                .beginControlFlow("if ((flags & PAUSED) != 0)")
                .add("return $T.RUNNING; // §8.4: a paused tree does nothing\n", STATUS)
                .endControlFlow();
        if (tree.hasAwakeHook()) { // ASLEEP alone: the plain tick, which wakes the tree
            code.beginControlFlow("if ((flags & LISTENED) != 0)")
                    .addStatement("return tickTraced()")
                    .endControlFlow();
        } else {
            code.addStatement("return tickTraced()");
        }
        code.endControlFlow()
                .addStatement("mode = (byte) (flags | TICKING)")
                .add(tickBody(false));
        return TreeContext.override("tick")
                .returns(STATUS)
                .addCode(code.build())
                .build();
    }

    /** The tick while a listener is attached: the same steps, each told to it. */
    private MethodSpec tickTraced() {
        CodeBlock.Builder code = CodeBlock.builder();
        context.seam().traced().listenerLocal(code);
        return method("tickTraced", """
                {@link #tick()} with a listener attached: the same steps, running the traced
                copies, which tell it every node entered and completed and every answer.
                """)
                .returns(STATUS)
                .addCode(code.addStatement("mode |= TICKING").add(tickBody(true)).build())
                .build();
    }

    /**
     * tick() from the moment it knows it will run, {@code mode} marked TICKING: §3's steps, and
     * §7 when something throws; {@code finally} stores what {@code mode} is after the tick, the
     * status and (traced) LISTENED. The traced copy tells the listener of the tick, runs the
     * traced copies of reevaluate() and run() (the event loop tells it from its shared methods)
     * and of the events cleared.
     */
    private CodeBlock tickBody(boolean traced) {
        boolean events = !tree.events().isEmpty();
        CodeBlock.Builder code = CodeBlock.builder()
                .add("int result = INACTIVE; // §7: the status unless run() answers\n")
                .add(events ? "expiring = pending; // §8.3: these are cleared at this tick's end\n"
                        : "")
                .beginControlFlow("try");
        if (needs.clock()) {
            code.add("now = clock.nanos(); // §8.1: read once per tick\n");
        }
        if (needs.guards()) {
            code.addStatement("ticks++");
        }
        if (tree.hasAsync()) {
            code.add("$N.tick(); // §5.8: stages completed from now on are seen next tick\n",
                    Seam.STAGES);
        }
        if (traced) {
            code.addStatement("listener.tickStarted(this)");
        }
        if (tree.hasAwakeHook()) {
            code.beginControlFlow("if ((mode & ASLEEP) != 0)")
                    .add("mode &= ~ASLEEP; // §3: once, before the first pass, even if it"
                            + " throws\n");
            if (traced) { // a replay skips it (TreeListener.skipsHooks)
                code.beginControlFlow("if (!listener.skipsHooks(this))")
                        .addStatement("$L", context.seam().callOn(null, tree.onAwake()))
                        .endControlFlow();
            } else {
                code.addStatement("$L", context.seam().callOn(null, tree.onAwake()));
            }
            code.endControlFlow();
        }
        code.beginControlFlow("if ($L == NONE)", state.top())
                .add("enter(0); // §3.1: a new pass; the root enters the main stack\n");
        if (tree.hasServices()) {
            code.nextControlFlow("else")
                    .add("servicesDue(); // §3.2, §5.6: a pass was running: its due services\n");
        }
        code.endControlFlow();
        if (traced ? tree.hasAborts() || needs.checksInStep2() : walksBeforeRun()) {
            code.add("$N(); // §3.2, §6.4, §5.5\n", traced ? "reevaluateTraced" : "reevaluate");
        }
        code.add("result = $N(); // §3.3\n", traced && context.blocks() ? "runTraced" : "run");
        if (traced) {
            code.add("mode = (byte) (result | TICKING | LISTENED); // status() answers it to the"
                            + " listener\n")
                    .addStatement("listener.tickEnded(this, STATUSES[result])");
        }
        code.add("return STATUSES[result & 3]; // result is 0 to 3: the mask spares a bounds"
                        + " check\n")
                .nextControlFlow("catch ($T failure)", Throwable.class)
                .add(traced ? "result = INACTIVE; // the listener may throw once result is set\n"
                        : "")
                .add("throw $T.rethrow(clear(named(failure))); // §7: end every node, then"
                        + " rethrow\n", SUPPORT)
                .nextControlFlow("finally");
        if (events && traced) {
            code.addStatement("$T.eventsCleared(listener, this, expiring, EVENT_NODES)", SUPPORT);
        }
        if (StateWriter.usesShared(tree)) {
            code.beginControlFlow("if (!settledByRunner)")
                    .add("settleShared(); // §5.7: no runner settles it: it settles at its tick's"
                            + " end\n")
                    .endControlFlow();
        }
        return code.add(events ? "pending &= ~expiring;\n" : "")
                .add("mode = (byte) $L; // the status; the tick is over\n",
                        traced ? "(result | LISTENED)" : "result")
                .endControlFlow()
                .build();
    }

    /**
     * §5.7 {@code settleShared()}: in pre-order, each SharedCooldown's group takes the ends
     * reported to it, and each waiting Permit takes a permit if one is free.
     */
    private MethodSpec settleShared() {
        CodeBlock.Builder code = CodeBlock.builder();
        for (Node node : tree.nodes()) {
            switch (node.kind().behaviour().onEnd()) {
                case GIVE_BACK_PERMIT -> code.beginControlFlow("if (state[$L] == 1 && $N[$L]"
                                + ".tryAcquire())", node.slot(Slot.PERMIT), StateWriter.PERMITS,
                                node.index())
                        .add("state[$L] = 2; // $L() holds a permit\n", node.slot(Slot.PERMIT),
                                node.method())
                        .endControlFlow();
                case REPORT_GROUP_END -> code.addStatement("$N[$L].settle()", StateWriter.GROUPS,
                        node.index());
                case NOTHING, START_COOLDOWN, KEEP_RESULT, CLEAN_UP_IF_INTERRUPTED -> { }
            }
        }
        return TreeContext.override("settleShared").addCode(code.build()).build();
    }

    private MethodSpec settledByRunner() {
        return TreeContext.override("settledByRunner")
                .addParameter(TypeName.BOOLEAN, "byRunner")
                .addStatement("settledByRunner = byRunner")
                .build();
    }

    private MethodSpec reset() {
        return TreeContext.override("reset")
                .addCode(CodeBlock.builder()
                        .add(TreeContext.refuseReentrant("reset"))
                        .addStatement("mode |= TICKING")
                        .beginControlFlow("try")
                        .addStatement("$T failure = clear(null)", Throwable.class)
                        .add(needs.clock() ? CodeBlock.of("$T.fill(timed, false); // §5.4: no"
                                + " cooldown pending after a reset\n",
                                ClassName.get("java.util", "Arrays")) : CodeBlock.of(""))
                        .add(forgetKept())
                        .addStatement("$T.resetDone(listener(), this)", SUPPORT)
                        .beginControlFlow("if (failure != null)")
                        .addStatement("throw $T.rethrow(failure)", SUPPORT)
                        .endControlFlow()
                        .nextControlFlow("finally")
                        .addStatement("mode &= ~TICKING")
                        .endControlFlow()
                        .build())
                .build();
    }

    /**
     * The nodes that keep a result across passes (§5.4 RunOnce), in pre-order: all of them, or
     * ({@code onlyClearedByReset}) those whose {@code reset()} clears it.
     */
    private List<Node> keeping(boolean onlyClearedByReset) {
        return tree.nodes().stream().filter(n -> n.kind().behaviour().keepsResult())
                .filter(n -> !onlyClearedByReset
                        || !(n.attributes() instanceof Attributes.Once once && once.keepOnReset()))
                .toList();
    }

    /** In {@code reset()}: the kept results that a reset clears (§5.4 RunOnce). */
    private CodeBlock forgetKept() {
        CodeBlock.Builder code = CodeBlock.builder();
        for (Node node : keeping(true)) {
            code.add("state[$L] = 0; // §5.4 RunOnce: after a reset, $L() runs its child"
                    + " again\n", node.slot(Slot.KEPT), node.method());
        }
        return code.build();
    }

    private MethodSpec clear() {
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("$T result = interruptBelow(NONE, failure)", Throwable.class)
                .beginControlFlow("if (failure == null && result != null)")
                .add("named(result); // reset(): an end hook threw\n")
                .endControlFlow();
        if (state.inFields()) {
            code.addStatement("top = NONE");
            if (tree.hasAborts()) {
                code.addStatement("resetEntries()");
            }
        } else {
            List<Node> keeping = keeping(false);
            for (int i = 0; i < keeping.size(); i++) {
                code.addStatement("int kept$L = state[$L]", i, keeping.get(i).slot(Slot.KEPT));
            }
            code.addStatement("$T.arraycopy(INITIAL_STATE, 0, state, 0, state.length)",
                    System.class);
            for (int i = 0; i < keeping.size(); i++) {
                code.add("state[$L] = kept$L; // §5.4 RunOnce: what $L() keeps outlives the"
                        + " pass\n", keeping.get(i).slot(Slot.KEPT), i,
                        keeping.get(i).method());
            }
        }
        code.add("mode &= ~3; // the status INACTIVE, the flags as they are\n")
                // what only the report needed goes (an end hook may have thrown, as suppressed)
                .addStatement("side = $T.reported(side)", StateWriter.SIDE)
                .addStatement("return result");
        return method("clear", """
                §7: ends every running node as interrupted and restores the initial state.
                Answers {@code failure}, or else the first exception a hook threw, with any later
                ones added as suppressed.
                """)
                .returns(Throwable.class)
                .addParameter(Throwable.class, "failure")
                .addCode(code.build())
                .build();
    }

    /**
     * {@code named(failure)}: §7's report, a {@code NodeFailure} added to the exception, naming
     * the node whose method threw and what was running.
     */
    private MethodSpec named() {
        return method("named", """
                §7: adds to {@code failure} a suppressed NodeFailure naming the node whose method
                or hook threw (noted in {@code side}, which clear() then drops) and the running
                nodes. Answers {@code failure}.
                """)
                .returns(Throwable.class)
                .addParameter(Throwable.class, "failure")
                .addStatement("$T.nameFailure(failure, NAME, METHODS, PARENT_OF, $T.failedAt(side),"
                        + " $L)", SUPPORT, StateWriter.SIDE, state.inFields() ? "null, 0, 0"
                                : "state, TOP, " + tree.stackOwners().size())
                .addStatement("return failure")
                .build();
    }

    private MethodSpec runningPath() {
        return TreeContext.override("runningPath")
                .returns(String.class)
                .addStatement(state.inFields()
                        ? CodeBlock.of("return $T.runningPath(METHODS, PARENT_OF, top)", SUPPORT)
                        : CodeBlock.of("return $T.runningPath(METHODS, PARENT_OF, state, TOP, $L)",
                                SUPPORT, tree.stackOwners().size()))
                .build();
    }

    /** One test of step 2 of a tick: an abort entry, or a guard (by its node). */
    private record Check(int index, int entry, Node guard) {}

    /** Whether the plain tick calls {@code reevaluate()}, not run()'s start switch (§6.4). */
    private boolean walksBeforeRun() {
        return (tree.hasAborts() || needs.checksInStep2())
                && !context.plan().checksWhereTickStarts();
    }

    /**
     * §6.4 and §5.5 for a tick that starts with {@code resting} on top of the stack: the checks
     * of {@code reevaluate()} that can find something there ({@link
     * dev.arbor.processor.model.EmissionPlan#reevaluatedAt}), for run()'s start switch.
     */
    CodeBlock reevaluateAt(Node resting, CodeBlock leave) {
        List<Check> checks = new ArrayList<>();
        for (Node node : context.plan().reevaluatedAt(resting)) {
            checks.add(node.kind().behaviour().checkedInStep2()
                    ? new Check(node.index(), -1, node)
                    : new Check(node.index(), tree.entryConditions().indexOf(node.index()),
                            null));
        }
        return reevaluate(context.seam(), checks, leave);
    }

    /** The abort entries and the guards, together in pre-order (§5.5). */
    private List<Check> checks() {
        List<Check> checks = new ArrayList<>();
        for (int entry = 0; entry < tree.entryConditions().size(); entry++) {
            checks.add(new Check(tree.entryConditions().get(entry), entry, null));
        }
        for (Node node : tree.nodes()) {
            if (node.kind().behaviour().checkedInStep2()) {
                checks.add(new Check(node.index(), -1, node));
            }
        }
        checks.sort(Comparator.comparingInt(Check::index));
        return checks;
    }

    /**
     * §6.4 and §5.5 unrolled: one test per abort entry and per guard, in pre-order, calling each
     * condition directly, so that each has its own call site.
     */
    private List<MethodSpec> reevaluate(Seam seam) {
        List<MethodSpec> methods = new ArrayList<>();
        List<Check> checks = checks();
        String prefix = seam.isTraced() ? "reevaluateTraced" : "reevaluate";
        MethodSpec.Builder top = method(prefix, !seam.isTraced() ? """
                §6.4, §5.5: calls the condition of every entry that watches a composite, highest
                priority first (entry order), and lets %s act on a changed answer; checks each
                running guard at its place in that order.
                """.formatted(state.inFields() ? "the entry's {@code answerChanged} method"
                        : "{@link #answerChanged}")
                : context.plan().checksWhereTickStarts() ? """
                §6.4, §5.5 for a tick with a listener attached, telling it each condition's
                answer: the walk a plain tick does in run()'s start switch.
                """ : """
                {@link #reevaluate()} telling the listener each condition's answer, for a tick
                with a listener attached.
                """);
        int perPart = seam.isTraced() ? Math.max(1, sizes.entriesPerPart() / 2)
                : sizes.entriesPerPart();
        if (checks.size() <= perPart) {
            methods.add(top.addCode(seam.reportingCalls(reevaluate(seam, checks, null)))
                    .build());
            return methods;
        }
        List<MethodSpec> parts = new ArrayList<>();
        for (int from = 0, part = 0; from < checks.size(); from += perPart, part++) {
            String name = prefix + part;
            int to = Math.min(checks.size(), from + perPart);
            top.addStatement("$N()", name);
            parts.add(method(name, "Checks " + from + " to " + (to - 1)
                    + " of {@link #" + prefix + "}.\n")
                    .addCode(seam.reportingCalls(reevaluate(seam, checks.subList(from, to),
                            null)))
                    .build());
        }
        methods.add(top.build());
        methods.addAll(parts);
        return methods;
    }

    /**
     * The checks, in order. With {@code leave} (run()'s start switch), an entry or guard that
     * acts is followed by the checks after it and {@code leave}, so that the tick goes on from
     * the new top of the stack, and none tests afterwards whether one acted.
     */
    private CodeBlock reevaluate(Seam seam, List<Check> checks, CodeBlock leave) {
        CodeBlock.Builder code = CodeBlock.builder();
        if (checks.stream().anyMatch(check -> check.guard() == null)) {
            seam.listenerLocal(code); // the entries tell it their answers; a guard, fire()
        }
        for (int i = 0; i < checks.size(); i++) {
            Check check = checks.get(i);
            CodeBlock then = leave == null ? CodeBlock.of("")
                    : CodeBlock.builder()
                            .add(reevaluate(seam, checks.subList(i + 1, checks.size()), null))
                            .add(leave)
                            .build();
            if (check.guard() != null) {
                guard(seam, code, check.guard(), leave != null, then);
                continue;
            }
            int entry = check.entry();
            // watches a composite, and the condition now answers otherwise than stored
            String watches = state.watches(entry);
            Node condition = context.aborts().condition(entry);
            if (condition.kind().behaviour().onTop() == OnTop.CALL) {
                seam.callSite(code, condition);
            }
            if (context.aborts().canStartWatchingInStep2(entry)) {
                // §5.5: marked FRESH when a guard made it watch in this step 2
                code.beginControlFlow("if ($L >= FRESH)", state.stored(entry))
                        .addStatement("$L -= FRESH", state.stored(entry))
                        .nextControlFlow("else");
            }
            if (condition.periodTimer() >= 0) {
                // §6.4: under a period, asked only once it has passed since the last asking
                code.beginControlFlow("if ($L >= 0"
                                + " && now - pausedNanos - times[$L] >= DURATIONS[$L])",
                                watches, condition.periodTimer(), condition.periodTimer())
                        .addStatement("times[$L] = now - pausedNanos", condition.periodTimer());
            }
            CodeBlock answerChanged = state.inFields()
                    ? CodeBlock.of("$N()", context.names().answerChanged(entry))
                    : CodeBlock.of("answerChanged($L, $L, $L)", entry, watches,
                            state.stored(entry));
            if (seam.isTraced()) {
                code.beginControlFlow("if ($L >= 0)", watches);
                // an event's pending bit and a watched cooldown's readiness call no method a
                // test could answer for
                CodeBlock call = condition.kind().behaviour().onTop() == OnTop.CALL
                        ? seam.callOrInstead(code, condition) : seam.call(condition);
                code.addStatement("boolean answer = $L", call)
                        .addStatement("listener.reevaluated(this, $N, answer ? $T.SUCCESS"
                                + " : $T.FAILURE)", context.names().of(condition), STATUS, STATUS)
                        .beginControlFlow("if (answer != $L)", state.storedSuccess(entry))
                        .addStatement(answerChanged)
                        .endControlFlow()
                        .endControlFlow();
            } else {
                code.beginControlFlow("if ($L >= 0\n$>$>&& $L != $L)$<$<", watches,
                                seam.call(condition), state.storedSuccess(entry))
                        .addStatement(answerChanged)
                        .add(then)
                        .endControlFlow();
            }
            if (condition.periodTimer() >= 0) {
                code.endControlFlow();
            }
            if (context.aborts().canStartWatchingInStep2(entry)) {
                code.endControlFlow();
            }
        }
        return code.build();
    }

    /**
     * §5.5: a running guard that no longer holds fires. In run()'s start switch ({@code
     * running}) the guard is above the top of the stack, so it runs: only the tick it was
     * entered in is tested.
     */
    private void guard(Seam seam, CodeBlock.Builder code, Node guard, boolean running,
            CodeBlock then) {
        String name = context.names().of(guard);
        if (guard.kind().behaviour().rescores()) {
            rescore(code, guard, running, then);
            return;
        }
        CodeBlock holdsNot = switch (guard.kind().behaviour().asGuard()) {
            case CONDITION_FALSE -> {
                seam.callSite(code, guard);
                CodeBlock call = context.seam().callCondition(guard,
                        ((Attributes.Conditional) guard.attributes()).condition());
                // traced: told to the listener, or its value taken instead (a replay's)
                yield seam.isTraced() ? CodeBlock.of("!($T.readsInstead(listener(), this)"
                                + " ? $T.insteadCondition(listener(), this, $N)\n$>$>"
                                + ": $T.read(listener(), this, $N, $L))$<$<", SUPPORT, SUPPORT, name,
                                SUPPORT, name, call)
                        : CodeBlock.of("!$L", call);
            }
            case TIME_UP -> CodeBlock.of("now - pausedNanos - times[$L] >= DURATIONS[$L]",
                    guard.timer(), guard.timer());
            case NOT_A_GUARD, BETTER_SCORE -> throw new IllegalStateException(guard.method()
                    + " is no guard");
        };
        // it runs while the top of its stack is in its subtree: from the guard to the node
        // before its subtree's end
        String top = guard.stack() == 0 ? "state[TOP]"
                : context.state().topAt(String.valueOf(guard.stack()));
        if (running) {
            code.add("// the guard $L() ($L), if it was entered before this tick\n",
                            guard.method(), guard.kind().simpleName())
                    .beginControlFlow("if (state[$L] != ticks\n$>$>&& $L)$<$<",
                            guard.slot(Slot.TICK), holdsNot);
        } else {
            code.add("// the guard $L() ($L), if it runs and was entered before this tick\n",
                            guard.method(), guard.kind().simpleName())
                    .beginControlFlow("if ($N <= $L && $L < $L && state[$L] != ticks\n$>$>&& $L)"
                                    + "$<$<", name, top, top, guard.end(),
                            guard.slot(Slot.TICK), holdsNot);
        }
        code.addStatement("fire($N)", name).add(then).endControlFlow();
    }

    /**
     * §5.4 UtilitySelector: while its child runs (the top of its stack is below it), once its
     * period has passed since its last reading, it reads the scores again ({@code better}, which
     * notes the reading); a better child makes it switch: what runs below it is interrupted, and
     * it enters that child when its stack is served. In run()'s start switch ({@code running})
     * the top is below it.
     */
    private void rescore(CodeBlock.Builder code, Node node, boolean running, CodeBlock then) {
        String name = context.names().of(node);
        String top = node.stack() == 0 ? "state[TOP]"
                : context.state().topAt(String.valueOf(node.stack()));
        CodeBlock due = CodeBlock.of("now - pausedNanos - times[$L] >= DURATIONS[$L]",
                node.timer(), node.timer());
        if (running) {
            code.add("// the utility selector $L(), if its period has passed: a better child?\n",
                            node.method())
                    .beginControlFlow("if ($L\n$>$>&& better($N))$<$<", due, name);
        } else {
            code.add("// the utility selector $L(), if its child runs and its period has passed:"
                            + " a better child?\n", node.method())
                    .beginControlFlow("if ($N < $L && $L < $L\n$>$>&& $L\n&& better($N))$<$<",
                            name, top, top, node.end(), due, name);
        }
        code.addStatement("switchChild($N)", name).add(then).endControlFlow();
    }

    /**
     * For a tree whose state is in fields: {@code resetEntries()}, which makes every abort entry
     * NONE (a new tree, and §7's clear), in parts of {@link Sizes#entriesPerPart} entries.
     */
    private List<MethodSpec> resetEntries() {
        return perEntry(sizes, tree.entryConditions().size(), "resetEntries",
                "Makes every abort entry NONE, with nothing stored.\n",
                (code, entry) -> code.addStatement("$L = NONE", state.watches(entry))
                        .addStatement("$L = $L", state.stored(entry), state.nothingStored()),
                false);
    }

    /**
     * A method doing {@code each} for every abort entry, or, with {@code byIndex}, a
     * {@code switch (entry)} with a case per entry; split into parts of
     * {@link Sizes#entriesPerPart} entries for a large tree, so that each stays well under
     * HotSpot's 8,000 bytes.
     */
    static List<MethodSpec> perEntry(Sizes sizes, int entries, String name, String javadoc,
            BiConsumer<CodeBlock.Builder, Integer> each, boolean byIndex) {
        List<MethodSpec> methods = new ArrayList<>();
        MethodSpec.Builder top = method(name, javadoc);
        if (byIndex) {
            top.addParameter(TypeName.INT, "entry");
        }
        int perPart = sizes.entriesPerPart();
        boolean parts = entries > perPart;
        if (parts && byIndex) {
            top.beginControlFlow("switch (entry / $L)", perPart);
        }
        for (int from = 0, part = 0; from < entries; from += perPart, part++) {
            int to = Math.min(entries, from + perPart);
            CodeBlock.Builder code = CodeBlock.builder();
            if (byIndex) {
                code.beginControlFlow("switch (entry)");
            }
            for (int entry = from; entry < to; entry++) {
                each.accept(code, entry);
            }
            if (byIndex) {
                code.add("default: throw new $T(entry);\n", AssertionError.class).endControlFlow();
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
            top.addStatement("default: throw new $T(entry)", AssertionError.class).endControlFlow();
        }
        methods.add(0, top.build());
        return methods;
    }
}
