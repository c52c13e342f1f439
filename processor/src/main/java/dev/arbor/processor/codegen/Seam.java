// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import com.palantir.javapoet.CodeBlock;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Behaviour;
import dev.arbor.processor.kinds.LeafCall;
import dev.arbor.processor.kinds.ResultKind;
import dev.arbor.processor.model.EmissionPlan;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.function.UnaryOperator;

/**
 * The one place where generated code enters a node, calls a leaf, ends a node and fires an
 * abort, for both code shapes: the writers of {@code run()}, {@code enter}, {@code complete}
 * and the aborts emit these moments only through this class. What happens at each moment
 * (hooks today; tracing, events and pause as the library grows) is added here once, and emits
 * nothing where a tree has nothing to do at that moment.
 *
 * <p>Each moment comes in two forms: static, for the blocks of {@code run()}, where the node is
 * known at build time; and by index, inside the generic {@code enter(node)} and
 * {@code complete(node, result)} methods.
 */
final class Seam {
    private final TreeDescriptor tree;
    private final NodeNames names;
    private final StateLayout state;
    private final boolean topAtEntry;
    private final boolean traced;
    private int callSites;

    /**
     * @param topAtEntry whether blocks write the top of the stack as each node is entered, not
     *     only where the tick stops ({@link EmissionPlan#topOnlyWhereTickStops})
     */
    Seam(TreeDescriptor tree, NodeNames names, StateLayout state, boolean topAtEntry) {
        this(tree, names, state, topAtEntry, false);
    }

    private Seam(TreeDescriptor tree, NodeNames names, StateLayout state, boolean topAtEntry,
            boolean traced) {
        this.tree = tree;
        this.names = names;
        this.state = state;
        this.traced = traced;
        this.topAtEntry = traced || topAtEntry;
    }

    /**
     * The seam of the traced copies of {@code run()} and {@code reevaluate()}, which a tick
     * runs instead when a {@code TreeListener} is attached: the same moments, each also told to
     * the listener (with the top of the stack written as each node is entered, so that a
     * listener that throws ends the right nodes). The plain copies stay as they are, so a tree
     * with no listener runs no check for one.
     */
    Seam traced() {
        return new Seam(tree, names, state, true, true);
    }

    /** Whether this seam writes the traced copies. */
    boolean isTraced() {
        return traced;
    }

    /**
     * At the start of a method of the traced copy: the local {@code listener}, which its moments
     * tell, read once from {@code side} (a traced copy runs only while a listener is attached).
     * Nothing in the plain copy, whose shared moments ask {@code listener()}.
     */
    void listenerLocal(CodeBlock.Builder code) {
        if (traced) {
            code.addStatement("$T listener = side.listener", ControlWriter.LISTENER);
        }
    }

    // ---- which node a call is for (§7's report)

    /**
     * Notes that the code that follows calls a method of {@code node}, for the report of a
     * failure: writes {@code at = NODE}, to the local of a method that {@link #reportingCalls}
     * wraps. The JIT keeps such a constant in the call's debug information, so the store costs
     * nothing unless the call throws.
     */
    void callSite(CodeBlock.Builder code, Node node) {
        code.addStatement("at = $N", names.of(node));
        callSites++;
    }

    /**
     * {@code body}, a method's code with {@link #callSite}s in it, wrapped so that an exception
     * from one of its calls notes the node in {@code side} on its way out, unless a wrapped
     * method it called noted its own first (the innermost call is the one that threw);
     * {@code body} unchanged when it has no call site. {@code clear()} drops it.
     */
    CodeBlock reportingCalls(CodeBlock body) {
        if (callSites == 0) {
            return body;
        }
        callSites = 0;
        return CodeBlock.builder().addStatement("int at = NONE")
                .add(reportingCallsOf("at", body)).build();
    }

    /**
     * {@code body}, a method's code calling methods of node {@code node} (a parameter), wrapped
     * as {@link #reportingCalls} does.
     */
    static CodeBlock reportingCallsOf(String node, CodeBlock body) {
        return CodeBlock.builder()
                .beginControlFlow("try")
                .add(body)
                .nextControlFlow("catch ($T thrown)", Throwable.class)
                .add("side = $T.failedAt(side, $L); // for the report of the failure (§7)\n",
                        StateWriter.SIDE, node)
                .addStatement("throw thrown")
                .endControlFlow()
                .build();
    }

    // ---- entering

    /**
     * {@code node}, known at build time, is entered (§4): it goes on the stack, and the listener
     * hears of it. Its kind's own entry follows, then {@link #started}.
     */
    void entering(CodeBlock.Builder code, Node node) {
        if (topAtEntry) {
            code.addStatement("$L = $N", state.topOf(node), names.of(node));
        }
        if (traced) {
            code.addStatement("listener.entered(this, $N)", names.of(node));
        }
    }

    /** {@code node}, known at build time, entered: its start hook runs. */
    void started(CodeBlock.Builder code, Node node) {
        LeafCall leaf = node.leaf();
        if (leaf != null && leaf.onStart() != null) {
            callSite(code, node);
            hook(code, invoke(leaf.receiver(), leaf.onStart(), ""));
        }
    }

    /**
     * The call of a hook, {@code call}; in the traced copy only unless the listener skips hooks
     * ({@code TreeListener.skipsHooks}, a replay's).
     */
    private void hook(CodeBlock.Builder code, CodeBlock call) {
        if (traced) {
            code.beginControlFlow("if (!listener.skipsHooks(this))")
                    .addStatement("$L", call)
                    .endControlFlow();
        } else {
            code.addStatement("$L", call);
        }
    }

    /**
     * {@code node}, known at build time, is entered on the way to the first node of a subtree,
     * with no effect of its own: only the traced copy shows it.
     */
    void enteredOnTheWay(CodeBlock.Builder code, Node node) {
        if (traced) {
            code.addStatement("listener.entered(this, $N)", names.of(node));
        }
    }

    /**
     * Inside {@code enter(node)}, as soon as {@code node} is on its stack: the listener is told
     * before anything of the node's own can throw (a random composite's draw, a weight method,
     * a start hook), so that every node it heard entered is also heard completed.
     */
    void pushed(CodeBlock.Builder code) {
        code.beginControlFlow("if (listener() != null)")
                .addStatement("listener().entered(this, node)")
                .endControlFlow();
    }

    /** Inside {@code enter(node)}, once {@code node} is on its stack and its state started. */
    void entered(CodeBlock.Builder code) {
        if (tree.hasStartHooks()) {
            code.addStatement("onStart(node)");
        }
    }

    /**
     * Inside {@code enter(node)}, once {@code node} is on its stack and its state started:
     * its services run (§5.6), before anything of its own that calls the agent (a weighted
     * order's weight methods, the condition or method that chooses its child) and before it
     * enters a child; nothing in a tree without services.
     */
    void servicesOnEntry(CodeBlock.Builder code) {
        if (tree.hasServices()) {
            code.addStatement("servicesOnEntry(node)");
        }
    }

    // ---- leaf calls

    /**
     * The call of leaf {@code leaf}'s method, as an expression; for an {@code @Event}, whether
     * its event is pending (§8.3), and for a watched {@code @Cooldown}, whether it is ready
     * (§5.4: it would let its child in now), which call nothing.
     */
    CodeBlock call(Node leaf) {
        return switch (leaf.kind().behaviour().onTop()) {
            case EVENT -> CodeBlock.of("((pending & 1L << $L) != 0)",
                    tree.events().indexOf(leaf.method()));
            case CALL -> leaf.leaf().isAsync() ? async(leaf)
                    : callOn(leaf.leaf().receiver(), leaf.leaf().method());
            case COOLDOWN -> {
                if (!leaf.watchesReadiness()) {
                    throw new IllegalStateException(leaf.method() + " is not watched");
                }
                yield CodeBlock.of("(!timed[$L] || now - times[$L] >= DURATIONS[$L])",
                        leaf.timer(), leaf.timer(), leaf.timer());
            }
            case FIRST_CHILD, CHILD, WAIT, CONDITION, DRAWN_CHILD, BRANCHES, INLINED,
                    MATCH_CASE, DRAW_ONE, ONCE, PERMIT, SHARED_COOLDOWN ->
                    throw new IllegalStateException(leaf.method() + " calls no method");
        };
    }

    /**
     * §5.8: async action {@code leaf} as a Status: its first call in a run (its slot empty)
     * calls the method, keeps the stage and answers RUNNING; each later one polls the stage.
     */
    private CodeBlock async(Node leaf) {
        String poll = switch (leaf.leaf().async()) {
            case STATUS -> "status";
            case BOOLEAN -> "bool";
            case VOID -> "done";
        };
        return CodeBlock.of("($N.running($N) ? $N.$N($N)\n$>$>: $N.start($N, $L))$<$<", STAGES,
                names.of(leaf), STAGES, poll, names.of(leaf), STAGES, names.of(leaf),
                callOn(leaf.leaf().receiver(), leaf.leaf().method()));
    }

    /** The field of a tree with async actions that keeps their stages (§5.8). */
    static final String STAGES = "stages";

    /**
     * The call of leaf {@code leaf}'s method ({@link #call}), and in the traced copy, the listener
     * asked first whether it answers instead ({@code TreeListener.answerInstead}, a test's
     * override): writes the local {@code instead} and answers the expression of the answer, the
     * method called only when {@code instead} is null; for a {@code void} method, the local only
     * ({@link #callVoid} writes the call). The plain copy calls the method, as always.
     */
    CodeBlock callOrInstead(CodeBlock.Builder code, Node leaf) {
        CodeBlock call = call(leaf);
        if (!traced) {
            return call;
        }
        code.addStatement("$T instead = listener.answerInstead(this, $N)", TreeContext.STATUS,
                names.of(leaf));
        return switch (leaf.leaf().result()) {
            case BOOLEAN -> CodeBlock.of("instead == null ? $L\n$>$>: $T.conditionInstead(NAME,"
                    + " $S, instead)$<$<", call, TreeContext.SUPPORT, leaf.method());
            case STATUS -> leaf.leaf().async() == ResultKind.VOID // §5.8: it cannot fail
                    ? CodeBlock.of("instead == null ? $L\n$>$>: STATUSES[$T.insteadCode(NAME, $S,"
                            + " 6, instead)]$<$<", call, TreeContext.SUPPORT, leaf.method())
                    : CodeBlock.of("instead == null ? $L : instead", call);
            case VOID -> call;
        };
    }

    /**
     * The call of {@code void} leaf {@code leaf}, {@code call}; in the traced copy only when the
     * listener answered nothing instead of it ({@link #callOrInstead}).
     */
    void callVoid(CodeBlock.Builder code, Node leaf, CodeBlock call) {
        if (!traced) {
            code.addStatement("$L", call);
            return;
        }
        code.beginControlFlow("if ($T.callsVoid(NAME, $S, instead))", TreeContext.SUPPORT,
                        leaf.method())
                .addStatement("$L", call)
                .endControlFlow();
    }

    /**
     * {@code agent.method(args)}, or {@code agent.field.method(args)} for a method that lives in
     * a field's object, its {@code receiver} (a {@code @Task}); {@code args}, a String or a
     * CodeBlock.
     */
    static CodeBlock invoke(String receiver, String method, Object args) {
        return receiver == null ? CodeBlock.of("agent.$N($L)", method, args)
                : CodeBlock.of("agent.$L.$N($L)", receiver, method, args);
    }

    /**
     * The duration {@code wait} (a Wait with {@code millisFrom}) asks on entry, in nanoseconds,
     * as an expression: its method's answer, checked and converted by {@code TreeSupport}
     * (§5.4: a negative answer throws as the method would have).
     */
    CodeBlock callDuration(Node wait) {
        return callDuration(wait, call -> call);
    }

    /**
     * {@link #callDuration(Node)} with the method's call, the milliseconds, passed through
     * {@code read} (which tells it to a listener, or answers instead of it).
     */
    CodeBlock callDuration(Node wait, UnaryOperator<CodeBlock> read) {
        return CodeBlock.of("$T.waitNanos(NAME, $S, $S, $L)", TreeContext.SUPPORT, wait.method(),
                wait.durationMethod(), read.apply(callOn(wait.receiver(), wait.durationMethod())));
    }

    /** The call of the {@code @Condition} method {@code method} that {@code node} asks (If, While). */
    CodeBlock callCondition(Node node, String method) {
        return callOn(node.receiver(), method);
    }

    /**
     * The call of {@code method} on {@code receiver} (as {@link #invoke}) that passes nothing, or
     * the tick's time when the method takes it (docs/semantics.md §8.1): the tick's reading less
     * the time spent paused, the time line of Wait and TimeLimit. Only ever written inside a
     * tick, where {@code now} is this tick's reading.
     */
    CodeBlock callOn(String receiver, String method) {
        return invoke(receiver, method, tree.passesNow(receiver, method)
                ? "now - pausedNanos" : "");
    }

    /** The call of the method Switch {@code node} asks on entry, its {@code on}. */
    CodeBlock callSwitchOn(Node node) {
        return invoke(node.receiver(), ((Attributes.Switched) node.attributes()).on(), "");
    }

    // ---- ending

    /**
     * {@code node}, known at build time, completed with {@code result} (SUCCESS or FAILURE), its
     * kind's own end done: it leaves the stack, its end hook runs (with the node popped, as
     * {@code complete} does, so an exception in the hook ends the right nodes), and the listener
     * hears of it.
     */
    void ending(CodeBlock.Builder code, Node node, String result) {
        LeafCall hooks = node.leaf();
        boolean hook = hooks != null && hooks.onEnd() != null;
        boolean async = hooks != null && hooks.isAsync();
        if (!hook && !async && !traced) {
            return;
        }
        if (node.parent() >= 0 && tree.nodes().get(node.parent()).stack() != node.stack()) {
            code.addStatement("$L = NONE", state.topOf(node)); // a branch of a parallel ends
        } else {
            code.addStatement("$L = $L", state.topOf(node), names.parentOf(node));
        }
        if (async) { // §5.8: ended by another answer than its stage's (an override): cancelled
            code.addStatement("$N.end($N)", STAGES, names.of(node));
        }
        if (hook) {
            callSite(code, node);
            hook(code, invoke(hooks.receiver(), hooks.onEnd(),
                    hooks.onEndTakesStatus() ? CodeBlock.of("$T.$L", TreeContext.STATUS, result)
                            : ""));
        }
        if (traced) {
            code.addStatement("listener.completed(this, $N, $T.$L)", names.of(node),
                    TreeContext.STATUS, result);
        }
    }

    /**
     * In the traced copy, what running leaf {@code leaf}'s method answered: {@code status}, an
     * expression of type Status.
     */
    void answered(CodeBlock.Builder code, Node leaf, CodeBlock status) {
        if (traced) {
            code.addStatement("listener.leafAnswered(this, $N, $L)", names.of(leaf), status);
        }
    }

    /**
     * Inside {@code complete(node, result)}, once the node's bookkeeping is done: its end hook,
     * then the listener. A guard that fired has told the listener already (§5.5: it completed
     * at the start of the tick), so its later pop is not told again.
     */
    void ended(CodeBlock.Builder code, boolean guards) {
        if (tree.hasEndHooks()) {
            code.addStatement("onEnd(node, result)");
        }
        String firedGuard = guards ? " && !((" + EventLoopNeeds.kindIs(tree, Behaviour::isGuard)
                + ") && state[slot(node)] != 0)" : "";
        code.beginControlFlow("if (listener() != null$L)", firedGuard)
                .addStatement("listener().completed(this, node, STATUSES[result])")
                .endControlFlow();
    }

    // ---- pause

    /**
     * Inside {@code pausedOrResumed(pause)}, with the local {@code failure}: the running
     * actions' pause hooks, in pre-order, each called even if one before it threw (the first
     * exception is kept in {@code failure}, later ones added to it as suppressed). The running
     * leaves are the tops of the run stacks, and stacks are numbered in pre-order of their
     * branches, whose running leaves lie in disjoint subtrees: so stack order is pre-order.
     */
    void pausedOrResumed(CodeBlock.Builder code) {
        if (!tree.hasPauseHooks()) {
            return;
        }
        int stacks = tree.stackOwners().size();
        String top = state.inFields() ? "top" : stacks == 1 ? "state[TOP]" : "state[TOP + stack]";
        if (stacks > 1) {
            code.beginControlFlow("for (int stack = 0; stack < $L; stack++)", stacks);
        }
        code.beginControlFlow("try")
                .addStatement("onPause($L, pause)", top)
                .nextControlFlow("catch ($T thrown)", Throwable.class)
                .addStatement("failure = $T.firstFailure(failure, thrown)", TreeContext.SUPPORT)
                .endControlFlow();
        if (stacks > 1) {
            code.endControlFlow();
        }
    }

    // ---- aborts

    /**
     * An abort of {@code watched} fires: every running node below it is ended interrupted
     * ({@code callsHooks} false when no node below has an end hook, so nothing needs calling),
     * then, after the caller has deleted the entries, {@link #resume} enters the child.
     */
    void interruptBelow(CodeBlock.Builder code, String watched, boolean callsHooks,
            String watchedMethod) {
        if (!callsHooks) {
            code.add("// no end hook below $L(): only a listener needs the interrupted nodes"
                            + " ended one by one\n", watchedMethod)
                    .beginControlFlow("if (listener() != null)");
        }
        code.addStatement("$T failure = interruptBelow($L, null)", Throwable.class, watched)
                .beginControlFlow("if (failure != null)")
                .addStatement("throw $T.rethrow(failure)", TreeContext.SUPPORT)
                .endControlFlow();
        if (!callsHooks) {
            code.endControlFlow();
        }
    }

    /** An abort of {@code watched} for {@code condition} fires: the listener is told first. */
    void abortFires(CodeBlock.Builder code, String condition, String watched) {
        code.beginControlFlow("if (listener() != null)")
                .addStatement("listener().abortFired(this, $L, $L)", condition, watched)
                .endControlFlow();
    }

    /** The aborted composite resumes at {@code child}, which is entered now. */
    void resume(CodeBlock.Builder code, String child, String comment) {
        if (comment.isEmpty()) {
            code.addStatement("enter($L)", child);
        } else {
            code.add("enter($L); // $L\n", child, comment);
        }
    }
}
