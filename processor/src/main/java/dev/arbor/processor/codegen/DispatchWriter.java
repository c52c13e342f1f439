// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.STATUS;
import static dev.arbor.processor.codegen.TreeContext.SUPPORT;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Behaviour.OnEntry;
import dev.arbor.processor.kinds.Behaviour.OnTop;
import dev.arbor.processor.kinds.Behaviour.Slot;
import dev.arbor.processor.kinds.LeafCall;
import dev.arbor.processor.kinds.ResultKind;
import dev.arbor.processor.model.Node;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Predicate;
import javax.lang.model.element.Modifier;

/**
 * Writes the leaf and hook dispatch by node index: {@code switch}es that call the agent's methods
 * directly, for the code that handles nodes by index ({@code callLeaf} for the event loop;
 * {@code onStart} and {@code onEnd} for {@code enter} and {@code complete}).
 */
final class DispatchWriter extends PartWriter {
    DispatchWriter(TreeContext context) {
        super(context);
    }

    void write(TypeSpec.Builder type) {
        if (!state.inFields()) { // the generic loop calls leaves by index
            addCallLeaf(type);
        }
        Map<String, List<Node>> conditionsOnEntry = group(n ->
                n.attributes() instanceof Attributes.Conditional conditional
                        && n.kind().behaviour().asksCondition()
                        ? n.receiver() + "." + conditional.condition() : null);
        if (!conditionsOnEntry.isEmpty()) {
            dispatch(type, "condition", "Calls the condition {@code node} asks when it is"
                    + " entered.", TypeName.BOOLEAN, conditionsOnEntry,
                    (code, nodes) -> code.addStatement("return $L ? $T.insteadCondition($L)"
                            + "\n$>$>: $T.read($L, $L)$<$<", READS_INSTEAD, SUPPORT, TOLD, SUPPORT,
                            TOLD, context.seam().callCondition(nodes.get(0),
                                    ((Attributes.Conditional) nodes.get(0).attributes())
                                            .condition())));
        }
        Map<String, List<Node>> switches = group(n -> n.kind().behaviour().matchesCase()
                ? "switch " + n.index() : null);
        if (!switches.isEmpty()) {
            dispatch(type, "matchCase", "§5.4 Switch: calls the method {@code node} asks when it"
                    + " is entered; answers the child\nof the case its answer matches, its"
                    + " otherwise child, or NONE.", TypeName.INT, switches,
                    (code, nodes) -> matchCase(code, nodes.get(0)));
        }
        Map<String, List<Node>> choices = group(n -> n.kind().behaviour().drawsOne()
                ? "draw " + n.index() : null);
        if (!choices.isEmpty()) {
            dispatch(type, "drawChild", "§5.4 RandomChoice, §8.2: the child {@code node} draws"
                    + " when it is entered.", TypeName.INT, choices,
                    (code, nodes) -> {
                        code.add("{\n$>");
                        Choices.drawOne(code, tree, nodes.get(0),
                                (c, child) -> c.addStatement("return $N", names.of(child)));
                        code.add("$<}\n");
                    });
        }
        if (needs.orders()) {
            addOrder(type);
        }
        if (needs.rescores()) {
            addScores(type);
        }
        Map<String, List<Node>> durations = group(n -> n.durationMethod() == null ? null
                : String.valueOf(n.index()));
        if (!durations.isEmpty() && !state.inFields()) {
            dispatch(type, "askDuration", "The duration, in nanoseconds, that the Wait {@code node}"
                    + " asks its method for on entry (§5.4).", TypeName.LONG, durations,
                    (code, nodes) -> code.addStatement("return $L",
                            context.seam().callDuration(nodes.get(0), call -> CodeBlock.of(
                                    "$L ? $T.insteadMillis($L)\n$>$>: $T.read($L, $L)$<$<",
                                    READS_INSTEAD, SUPPORT, TOLD, SUPPORT, TOLD, call))));
        }
        if (tree.hasStartHooks()) {
            hook(type, "onStart", "Calls the start hook of {@code node}, if it has one.",
                    LeafCall::onStart, leaf -> "");
        }
        if (tree.hasPauseHooks()) {
            hook(type, "onPause", "Calls the pause hook of {@code node}, if it has one: true"
                    + " when the tree is paused, false when resumed.", LeafCall::onPause,
                    leaf -> "paused");
        }
        if (tree.hasEndHooks()) {
            dispatch(type, "onEnd", "Calls the end hook of {@code node}, if it has one, with its"
                    + " final status (INACTIVE: interrupted); an async action's stage, if it\n"
                    + "still waits on one, is cancelled first (§5.8).", TypeName.VOID,
                    group(n -> n.leaf() == null || !n.leaf().hasEnd() ? null
                            : n.leaf().isAsync() ? "async " + n.leaf().receiver() + "."
                                    + n.leaf().onEnd()
                            : n.leaf().receiver() + "." + n.method()),
                    (code, nodes) -> {
                        LeafCall leaf = nodes.get(0).leaf();
                        if (leaf.isAsync()) {
                            code.addStatement("$N.end(node)", Seam.STAGES);
                        }
                        if (leaf.onEnd() != null) {
                            code.beginControlFlow("if ($L)", CALLS_HOOKS)
                                    .addStatement("$L", Seam.invoke(leaf.receiver(), leaf.onEnd(),
                                            leaf.onEndTakesStatus() ? "STATUSES[result]" : ""))
                                    .endControlFlow();
                        }
                        code.addStatement("break");
                    });
        }
    }

    /**
     * The case of {@code matchCase(node)} for Switch {@code node}: the child picked is told to a
     * listener, or taken from it instead of the method's answer (TreeListener.valueRead).
     */
    private void matchCase(CodeBlock.Builder code, Node node) {
        Node otherwise = Choices.otherwise(tree, node);
        code.add("{\n$>");
        CodeBlock.Builder children = CodeBlock.builder();
        for (Node child : tree.nodes()) {
            if (child.parent() == node.index()) {
                children.add(", $N", names.of(child));
            }
        }
        code.beginControlFlow("if ($L)", READS_INSTEAD)
                .addStatement("return $T.insteadChild($L$L)", SUPPORT, TOLD, children.build())
                .endControlFlow();
        Choices.matchCase(code, tree, node, context.seam().callSwitchOn(node),
                (c, child) -> c.addStatement("return $T.readChild($L, $N)", SUPPORT, TOLD,
                        names.of(child)));
        code.addStatement("return $T.readChild($L, $L)", SUPPORT, TOLD,
                        otherwise == null ? "NONE" : names.of(otherwise))
                .add("$<}\n");
    }

    /**
     * Whether the listener, if any, answers the values the tree reads from its agent
     * (TreeListener.readsInstead), in a dispatch method over {@code node}.
     */
    private static final CodeBlock READS_INSTEAD = CodeBlock.of("$T.readsInstead(listener(), this)",
            SUPPORT);

    /** Whether the hooks run: always without a listener (TreeListener.skipsHooks). */
    private static final CodeBlock CALLS_HOOKS = CodeBlock.of("$T.callsHooks(listener(), this)",
            SUPPORT);

    /** The first arguments of the TreeSupport helpers that tell a value read. */
    private static final String TOLD = "listener(), this, node";

    /** {@code weights[i]}, read from {@code call} and told to the listener, if any. */
    private static CodeBlock readInto(int i, CodeBlock call) {
        return CodeBlock.of("weights[$L] = $L ? $T.instead($L, $L)\n$>$>: $T.read($L, $L, $L)$<$<",
                i, READS_INSTEAD, SUPPORT, TOLD, i, SUPPORT, TOLD, i, call);
    }

    /** The dispatch of the hook {@code hook} of the leaves that have one, with {@code args}. */
    private void hook(TypeSpec.Builder type, String name, String doc,
            Function<LeafCall, String> hook, Function<LeafCall, String> args) {
        dispatch(type, name, doc, TypeName.VOID, groupLeaves(n -> hook.apply(n.leaf()) != null),
                (code, nodes) -> {
                    LeafCall leaf = nodes.get(0).leaf();
                    code.beginControlFlow("if ($L)", CALLS_HOOKS)
                            .addStatement("$L", Seam.invoke(leaf.receiver(), hook.apply(leaf),
                                    args.apply(leaf)))
                            .endControlFlow()
                            .addStatement("break");
                });
    }

    /**
     * order(node): a random composite draws its order from the tree's generator and its WEIGHTS
     * row (§8.2); a weighted one calls its weight methods in declared order and sorts (§5.4).
     */
    private void addOrder(TypeSpec.Builder type) {
        Map<String, List<Node>> byNode = group(n -> n.kind().behaviour().ordersChildren()
                ? String.valueOf(n.index()) : null);
        Map<Node, Integer> weightsFrom = new LinkedHashMap<>();
        int from = 0;
        for (Node node : tree.nodes()) {
            if (node.kind().behaviour().draws()) {
                weightsFrom.put(node, from);
                from += node.children();
            }
        }
        dispatch(type, "order", "Puts the order of the children of {@code node} in its state,"
                        + " after its cursor.", TypeName.VOID, byNode,
                (code, nodes) -> {
                    Node node = nodes.get(0);
                    for (OnEntry effect : node.kind().behaviour().onEntry()) {
                        code.add(order(node, effect, weightsFrom));
                    }
                    code.addStatement("break");
                });
    }

    /** The part of {@code order(node)} for a node whose entry starts {@code effect}. */
    private CodeBlock order(Node node, OnEntry effect, Map<Node, Integer> weightsFrom) {
        return switch (effect) {
            case DRAW_ORDER -> CodeBlock.builder().addStatement("$T.drawOrder(random, WEIGHTS, $L,"
                    + " $L, state, slot(node) + 1)", SUPPORT, weightsFrom.get(node),
                    node.children()).build();
            case SORT_BY_WEIGHT -> {
                CodeBlock.Builder code = CodeBlock.builder();
                List<String> methods = ((Attributes.Weights) node.attributes()).methods();
                for (int i = 0; i < methods.size(); i++) {
                    code.addStatement("$L", readInto(i,
                            context.seam().callOn(node.receiver(), methods.get(i))));
                }
                yield code.addStatement("$T.orderByWeight(weights, $L, state, slot(node) + 1)",
                        SUPPORT, methods.size()).build();
            }
            case SCORE -> CodeBlock.builder()
                    .add("// §5.4 UtilitySelector: every child in, the best first\n")
                    .addStatement("$T.allIn(state, $L, $L)", SUPPORT, node.slot(Slot.ORDER),
                            node.children())
                    .addStatement("scores(node)")
                    .addStatement("$T.putBestFirst(weights, $L, state, $L)", SUPPORT,
                            node.children(), node.slot(Slot.ORDER))
                    .build();
            case CLEAR_SLOT, CLEAR_BRANCHES, NOTE_TICK, START_TIMER -> CodeBlock.of(""); // enter's
        };
    }

    /**
     * §5.4 UtilitySelector: {@code scores(node)} reads the scores of the children still in, in
     * declared order, into {@code weights} and notes the time of the reading; {@code better(node)}
     * reads them again while a child runs, and answers whether it switches (the better child
     * then first in its order); {@code rescore(node)}, after its first child failed, puts that
     * child out and answers the best child still in, first in its order, or NONE.
     */
    private void addScores(TypeSpec.Builder type) {
        Map<String, List<Node>> byNode = group(n -> n.kind().behaviour().rescores()
                ? String.valueOf(n.index()) : null);
        dispatch(type, "scores", "§5.4 UtilitySelector: reads the scores of the children of"
                        + " {@code node} still in, in declared\norder, into {@code weights}, and"
                        + " notes the time of the reading, paused time left out.",
                TypeName.VOID, byNode, (code, nodes) -> {
                    Node node = nodes.get(0);
                    Attributes.Scored scored = (Attributes.Scored) node.attributes();
                    code.add("{\n$>").addStatement("int in = $L - state[$L]", node.children(),
                            node.slot(Slot.POSITION));
                    for (int i = 0; i < scored.methods().size(); i++) {
                        code.beginControlFlow("if ($T.isIn(state, $L, in, $L))", SUPPORT,
                                        node.slot(Slot.ORDER), i)
                                .addStatement("$L", readInto(i, context.seam().callOn(
                                        node.receiver(), scored.methods().get(i))))
                                .endControlFlow();
                    }
                    code.addStatement("times[$L] = now - pausedNanos", node.timer())
                            .addStatement("timed[$L] = true", node.timer())
                            .addStatement("break")
                            .add("$<}\n");
                });
        dispatch(type, "better", "§5.4 UtilitySelector: reads the scores of the children of"
                        + " {@code node} still in; answers whether\nthe best of the others scores"
                        + " more than its margin above its running child, which it then puts\n"
                        + "first in its order.", TypeName.BOOLEAN, byNode, (code, nodes) -> {
                    Node node = nodes.get(0);
                    double margin = ((Attributes.Scored) node.attributes()).margin();
                    code.addStatement("scores(node)")
                            .addStatement("return $T.better(weights, $L - state[$L], state, $L,"
                                            + " $L)", SUPPORT, node.children(),
                                    node.slot(Slot.POSITION), node.slot(Slot.ORDER),
                                    Double.toString(margin) + "D");
                });
        dispatch(type, "rescore", "§5.4 UtilitySelector: the running child of {@code node}"
                        + " failed: it is out; answers the best\nof the children still in, put"
                        + " first in its order, or NONE when none is.", TypeName.INT, byNode,
                (code, nodes) -> {
                    Node node = nodes.get(0);
                    code.add("{\n$>")
                            .addStatement("int in = $L - ++state[$L]", node.children(),
                                    node.slot(Slot.POSITION))
                            .addStatement("$T.putOut(state, $L, in)", SUPPORT,
                                    node.slot(Slot.ORDER))
                            .beginControlFlow("if (in == 0)")
                            .addStatement("return NONE")
                            .endControlFlow()
                            .addStatement("scores(node)")
                            .addStatement("$T.putBestFirst(weights, in, state, $L)", SUPPORT,
                                    node.slot(Slot.ORDER))
                            .addStatement("return childAt(node, state[$L])",
                                    node.slot(Slot.ORDER))
                            .add("$<}\n");
                });
    }

    /**
     * code(status, method): an action's status as a code. It lives in the generated class, not
     * in TreeSupport: called there from a tree, C2 was seen declining to inline it ("unloaded
     * signature classes"), which cost a call per action.
     */
    private static void addStatusCode(TypeSpec.Builder type) {
        type.addMethod(MethodSpec.methodBuilder("code")
                .addJavadoc("The code of what action {@code method} returned: its ordinal (RUNNING 1,"
                        + " SUCCESS 2,\nFAILURE 3); {@code null} and INACTIVE are refused with an"
                        + " error naming the action.\n")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(TypeName.INT)
                .addParameter(STATUS, "status")
                .addParameter(String.class, "method")
                .beginControlFlow("if (status == null || status == $T.INACTIVE)", STATUS)
                .addStatement("throw $T.badStatus(NAME, method, status)", SUPPORT)
                .endControlFlow()
                .addStatement("return status.ordinal()")
                .build());
    }

    /** callLeaf(node): the leaf dispatch of the event loop. */
    private void addCallLeaf(TypeSpec.Builder type) {
        if (tree.nodes().stream().anyMatch(n -> n.leaf() != null
                && n.leaf().result() == ResultKind.STATUS)) {
            addStatusCode(type);
        }
        Map<String, List<Node>> leaves = groupLeaves(node -> !node.leaf().isAsync());
        // §5.8: an async action's call names its own slot
        leaves.putAll(group(n -> n.leaf() != null && n.leaf().isAsync()
                ? "async " + n.index() : null));
        // "": no method
        leaves.putAll(group(n -> n.kind().behaviour().onTop() == OnTop.WAIT ? "" : null));
        leaves.putAll(group(n -> n.kind().behaviour().onTop() == OnTop.EVENT
                ? "event " + n.method() : null));
        dispatch(type, "callLeaf", "Calls the method of leaf {@code node}; answers its status.",
                TypeName.INT, leaves, (code, nodes) -> code.add(callLeaf(nodes.get(0))));
        addCallLeafTraced(type);
    }

    /**
     * callLeafTraced(listener, node), the leaf call of a tick with a listener attached: the
     * listener is asked whether it answers instead of a leaf that calls a method (a test's
     * override), and hears the answer; and canAnswer(node), what each leaf's method can answer.
     */
    private void addCallLeafTraced(TypeSpec.Builder type) {
        Map<String, List<Node>> answers = group(n -> switch (n.kind().behaviour().onTop()) {
            case CALL, WAIT, EVENT -> String.valueOf(canAnswer(n)); // the leaves callLeaf calls
            case FIRST_CHILD, CHILD, CONDITION, COOLDOWN, DRAWN_CHILD, BRANCHES, INLINED,
                    MATCH_CASE, DRAW_ONE, ONCE, PERMIT, SHARED_COOLDOWN -> null;
        });
        dispatch(type, "canAnswer", "The statuses the method of leaf {@code node} can answer, a"
                + " bit per status code (0: it calls no method).", TypeName.INT, answers,
                (code, nodes) -> code.addStatement("return $L", canAnswer(nodes.get(0))));
        type.addMethod(MethodSpec.methodBuilder("callLeafTraced")
                .addJavadoc("""
                        {@link #callLeaf} in a tick with a listener attached: a leaf that calls a
                        method is called unless the listener answers instead of it (a test's
                        override); the listener hears the answer.
                        """)
                .addModifiers(Modifier.PRIVATE)
                .returns(TypeName.INT)
                .addParameter(ControlWriter.LISTENER, "listener")
                .addParameter(TypeName.INT, "node")
                .addStatement("int can = canAnswer(node)")
                .addStatement("$T instead = can == 0 ? null : listener.answerInstead(this, node)",
                        STATUS)
                .addStatement("int result = instead == null ? callLeaf(node)\n$>$>: $T.insteadCode("
                        + "NAME, METHODS[node], can, instead)$<$<", SUPPORT)
                .addStatement("listener.leafAnswered(this, node, STATUSES[result])")
                .addStatement("return result")
                .build());
    }

    /**
     * What the method of {@code leaf} can answer, a bit per status code: RUNNING (2), SUCCESS
     * (4), FAILURE (8); 0 for a leaf that calls no method.
     */
    private static int canAnswer(Node leaf) {
        if (leaf.kind().behaviour().onTop() != OnTop.CALL) {
            return 0;
        }
        return switch (leaf.leaf().ends()) {
            case BOOLEAN -> leaf.leaf().isAsync() ? 14 : 12; // async: RUNNING while it waits
            case STATUS -> 14;
            case VOID -> leaf.leaf().isAsync() ? 6 : 4;
        };
    }

    /** The case of {@code callLeaf(node)} for {@code leaf} (and the leaves that share it). */
    private CodeBlock callLeaf(Node leaf) {
        CodeBlock.Builder code = CodeBlock.builder();
        return switch (leaf.kind().behaviour().onTop()) {
            case EVENT -> code.addStatement("return $L ? SUCCESS : FAILURE",
                    context.seam().call(leaf)).build();
            case WAIT -> code.add("// §5.4 Wait: RUNNING until its time has passed, paused time"
                            + " left out\n")
                    .addStatement("int timer = timer(node)")
                    .addStatement("return now - pausedNanos - times[timer] >="
                            + " DURATIONS[timer] ? SUCCESS : RUNNING").build();
            case CALL -> {
                CodeBlock call = context.seam().call(leaf);
                CodeBlock.Builder answer = switch (leaf.leaf().result()) {
                    case BOOLEAN -> code.addStatement("return $L ? SUCCESS : FAILURE", call);
                    case STATUS -> code.addStatement("return code($L, $S)", call, leaf.method());
                    case VOID -> code.addStatement("$L", call).addStatement("return SUCCESS");
                };
                yield answer.build();
            }
            case FIRST_CHILD, CHILD, CONDITION, COOLDOWN, DRAWN_CHILD, BRANCHES, INLINED,
                    MATCH_CASE, DRAW_ONE, ONCE, PERMIT, SHARED_COOLDOWN ->
                    throw new IllegalStateException(leaf.method() + " is no leaf");
        };
    }

    /**
     * A {@code switch (node)} method with one case group per method of {@code byMethod}; for a
     * large tree, a small switch over parts of {@link Sizes#dispatchNodesPerPart} indices, each its own
     * method ({@code callLeaf0}, {@code callLeaf1}, ...).
     */
    private void dispatch(TypeSpec.Builder type, String name, String doc, TypeName returns,
            Map<String, List<Node>> byMethod, BiConsumer<CodeBlock.Builder, List<Node>> body) {
        int last = tree.nodes().size() - 1;
        // HotSpot does not compile methods over 8,000 bytes of bytecode
        int perPart = sizes.dispatchNodesPerPart();
        boolean parts = last >= perPart;
        Map<Integer, Map<String, List<Node>>> byPart = new TreeMap<>();
        for (Map.Entry<String, List<Node>> method : byMethod.entrySet()) {
            for (Node node : method.getValue()) {
                int part = parts ? node.index() / perPart : 0;
                byPart.computeIfAbsent(part, k -> new LinkedHashMap<>())
                        .computeIfAbsent(method.getKey(), k -> new ArrayList<>()).add(node);
            }
        }
        if (!parts) {
            type.addMethod(switchMethod(name, doc, returns,
                    byPart.getOrDefault(0, Map.of()), body));
            return;
        }
        CodeBlock.Builder top = CodeBlock.builder()
                .beginControlFlow("switch (node / $L)", perPart);
        for (Map.Entry<Integer, Map<String, List<Node>>> part : byPart.entrySet()) {
            String partName = name + part.getKey();
            top.add("case $L:\n$>", part.getKey());
            if (returns.equals(TypeName.VOID)) {
                top.addStatement("$N(node$L)", partName, name.equals("onEnd") ? ", result"
                                : name.equals("onPause") ? ", paused" : "")
                        .addStatement("break");
            } else {
                top.addStatement("return $N(node)", partName);
            }
            top.add("$<");
            type.addMethod(switchMethod(partName, "Nodes " + part.getKey() * perPart
                    + " to " + ((part.getKey() + 1) * perPart - 1) + " of {@link #" + name
                    + "}.", returns, part.getValue(), body));
        }
        top.add("default:\n$>").addStatement(returns.equals(TypeName.VOID) ? CodeBlock.of("break")
                : CodeBlock.of("throw new $T(node)", AssertionError.class)).add("$<").endControlFlow();
        type.addMethod(signature(name, doc, returns).addCode(top.build()).build());
    }

    private MethodSpec switchMethod(String name, String doc, TypeName returns,
            Map<String, List<Node>> byMethod, BiConsumer<CodeBlock.Builder, List<Node>> body) {
        CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("switch (node)");
        for (List<Node> nodes : byMethod.values()) {
            for (Node node : nodes) {
                code.add("case $N:\n", names.of(node));
            }
            code.add("$>");
            body.accept(code, nodes);
            code.add("$<");
        }
        code.add("default:\n$>").addStatement(returns.equals(TypeName.VOID) ? CodeBlock.of("break")
                : CodeBlock.of("throw new $T(node)", AssertionError.class)).add("$<").endControlFlow();
        return signature(name, doc, returns)
                .addCode(Seam.reportingCallsOf("node", code.build()))
                .build();
    }

    private static MethodSpec.Builder signature(String name, String doc, TypeName returns) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addJavadoc("$L\n", doc)
                .addModifiers(Modifier.PRIVATE)
                .returns(returns)
                .addParameter(TypeName.INT, "node");
        if (name.startsWith("onEnd")) {
            method.addParameter(TypeName.INT, "result");
        }
        if (name.startsWith("onPause")) {
            method.addParameter(TypeName.BOOLEAN, "paused");
        }
        return method;
    }

    /** The leaves matching {@code filter}, grouped by method (one case group per method). */
    private Map<String, List<Node>> groupLeaves(Predicate<Node> filter) {
        return group(n -> n.leaf() != null && filter.test(n)
                ? n.leaf().receiver() + "." + n.method() : null);
    }

    /** The nodes for which {@code key} is not null, grouped by it (one case group per key). */
    private Map<String, List<Node>> group(Function<Node, String> key) {
        Map<String, List<Node>> groups = new LinkedHashMap<>();
        for (Node node : tree.nodes()) {
            String k = key.apply(node);
            if (k != null) {
                groups.computeIfAbsent(k, x -> new ArrayList<>()).add(node);
            }
        }
        return groups;
    }
}
