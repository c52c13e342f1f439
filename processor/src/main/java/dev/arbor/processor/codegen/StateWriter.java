// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.MISUSE;
import static dev.arbor.processor.codegen.TreeContext.STATUS;
import static dev.arbor.processor.codegen.TreeContext.SUPPORT;
import static dev.arbor.processor.codegen.TreeContext.constant;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.arbor.processor.kinds.Behaviour.OnEntry;
import dev.arbor.processor.kinds.Behaviour.OnTop;
import dev.arbor.processor.model.Node;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the per-instance state of a generated tree as {@link StateLayout} lays it out (named
 * fields, or one {@code int[]}), the constructor that initializes it, and the accessors of
 * {@code Tree}.
 */
final class StateWriter extends PartWriter {
    private static final ClassName CLOCK = ClassName.get("dev.arbor.runtime", "Clock");
    private static final ClassName SPLIT_MIX =
            ClassName.get("dev.arbor.runtime.internal", "SplitMix64");
    static final ClassName SIDE = ClassName.get("dev.arbor.runtime.internal", "TreeSide");

    StateWriter(TreeContext context) {
        super(context);
    }

    void write(TypeSpec.Builder type) {
        constant(type, "PAUSED", 4, "Flags of mode, above the last tick's status code (bits 0"
                + " and 1): paused (§8.4; 4, as in\na snapshot's first byte), in a call that"
                + " refuses re-entrant ones (§7), a listener attached.");
        constant(type, "TICKING", 8, null);
        constant(type, "LISTENED", 16, null);
        if (state.inFields()) {
            addStateFields(type);
        } else {
            addStateArray(type);
        }
        type.addField(FieldSpec.builder(TypeName.BYTE, "mode", Modifier.PRIVATE)
                .addJavadoc("""
                        What the last tick answered, as a status code, with the flags PAUSED, \
                        TICKING and LISTENED:
                        tick() runs plainly when it is at most FAILURE.
                        """)
                .build());
        type.addField(FieldSpec.builder(SIDE, "side", Modifier.PRIVATE)
                .addJavadoc("""
                        What only a listener or the report of a failure needs: the listener, the \
                        node whose method
                        threw. Null until setListener() attaches one or a method throws, and \
                        again once neither holds.
                        """)
                .build());
        addConstructorAndAccessors(type);
    }

    /**
     * The fields that read the node tables, written last so that those are initialised first:
     * {@code TREE_NODES} (what {@code nodes()} answers) and, for a tree with events,
     * {@code EVENT_NODES}.
     */
    void addNodeTables(TypeSpec.Builder type) {
        List<CodeBlock> kinds = new ArrayList<>();
        StringBuilder part = new StringBuilder();
        for (Node node : tree.nodes()) {
            if (part.length() > 60_000) {
                kinds.add(CodeBlock.of("$S", part.toString().strip()));
                part.setLength(0);
            }
            part.append(node.kind().simpleName()).append(' ');
        }
        kinds.add(CodeBlock.of("$S", part.toString().strip()));
        type.addField(FieldSpec.builder(ClassName.get("dev.arbor.runtime", "TreeNodes"),
                        "TREE_NODES", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The nodes by pre-order index: method, kind and parent.\n")
                .initializer("new $T(NAME, METHODS, $T.words($L), PARENT_OF)",
                        ClassName.get("dev.arbor.runtime", "TreeNodes"), SUPPORT,
                        CodeBlock.join(kinds, ",\n"))
                .build());
        if (!tree.events().isEmpty()) {
            List<String> nodes = new ArrayList<>();
            for (String event : tree.events()) {
                nodes.add(tree.nodes().stream()
                        .filter(n -> n.kind().behaviour().onTop() == OnTop.EVENT && n.method().equals(event))
                        .map(names::of).findFirst().orElseThrow());
            }
            type.addField(FieldSpec.builder(int[].class, "EVENT_NODES",
                            Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("Per event (bit i of pending), the first @Event node that"
                            + " waits for it.\n")
                    .initializer("{$L}", String.join(", ", nodes))
                    .build());
        }
    }

    /**
     * {@code TreeSupport.words("root flee isHurt ...")}: the node methods, in parts that each fit
     * a string constant (65,535 bytes).
     */
    private CodeBlock methodNames() {
        List<CodeBlock> parts = new ArrayList<>();
        StringBuilder part = new StringBuilder();
        for (Node node : tree.nodes()) {
            if (part.length() + node.method().length() > 60_000) {
                parts.add(CodeBlock.of("$S", part.toString().strip()));
                part.setLength(0);
            }
            part.append(node.method()).append(' ');
        }
        parts.add(CodeBlock.of("$S", part.toString().strip()));
        return CodeBlock.of("$T.words($L)", SUPPORT, CodeBlock.join(parts, ",\n"));
    }

    /** The state of a tree with one run stack: a field per value. */
    private void addStateFields(TypeSpec.Builder type) {
        addStatics(type);
        type.addField(FieldSpec.builder(state.nodeType(), "top", Modifier.PRIVATE)
                .addJavadoc("The node on top of the run stack, or NONE.\n")
                .initializer("NONE")
                .build());
        if (state.entriesInArrays()) {
            int entries = tree.entryConditions().size();
            type.addField(FieldSpec.builder(ArrayTypeName.of(state.nodeType()), "watches",
                            Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("What each abort entry watches: a composite, NONE (no entry) or"
                            + " DORMANT.\n")
                    .initializer("new $T[$L]", state.nodeType(), entries)
                    .build());
            type.addField(FieldSpec.builder(boolean[].class, "answers", Modifier.PRIVATE,
                            Modifier.FINAL)
                    .addJavadoc("The answer each abort entry's condition stored: true for"
                            + " SUCCESS.\n")
                    .initializer("new boolean[$L]", entries)
                    .build());
            return;
        }
        for (int entry = 0; entry < tree.entryConditions().size(); entry++) {
            String method = aborts.condition(entry).method();
            type.addField(FieldSpec.builder(state.nodeType(), state.watches(entry),
                            Modifier.PRIVATE)
                    .addJavadoc("What the abort entry of $L() watches: a composite, NONE (no"
                            + " entry) or DORMANT.\n", method)
                    .build());
            type.addField(FieldSpec.builder(TypeName.BOOLEAN, state.stored(entry), Modifier.PRIVATE)
                    .addJavadoc("The answer $L() stored in its abort entry: true for SUCCESS.\n",
                            method)
                    .build());
        }
    }

    private void addStatics(TypeSpec.Builder type) {
        type.addField(FieldSpec.builder(ArrayTypeName.of(STATUS), "STATUSES",
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$T.values()", STATUS)
                .build());
        type.addField(FieldSpec.builder(String.class, "NAME",
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$S", tree.generated().simpleName())
                .build());
        type.addField(FieldSpec.builder(String[].class, "METHODS",
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The method of each node, in pre-order: for runningPath() and the"
                        + " report of a failure.\n")
                .initializer(methodNames())
                .build());
        type.addField(FieldSpec.builder(tree.agentType(), "agent",
                Modifier.PRIVATE, Modifier.FINAL).build());
    }

    /** The state of a tree with several run stacks: one int[], laid out by constants. */
    private void addStateArray(TypeSpec.Builder type) {
        int stacks = tree.stackOwners().size();
        int entries = tree.entryConditions().size();
        int parallels = tree.parallels().size();
        constant(type, "TOP", 0, "Layout of state: [TOP + s] is the node on top of run stack s"
                + (stacks > 1 ? " (" + stacks + " stacks)" : "") + ", or NONE.");
        int next = stacks;
        List<String> initial = new ArrayList<>(Collections.nCopies(stacks, "NONE"));
        if (entries > 0) {
            constant(type, "ENTRIES", next, "[ENTRIES + 2e] is what entry e watches (NONE:"
                    + " no entry; DORMANT), [ENTRIES + 2e + 1] its stored status << 2 | its type.");
            next += 2 * entries;
            for (int i = 0; i < entries; i++) {
                initial.add("NONE");
                initial.add("0");
            }
        }
        int nodeState = tree.nodes().stream()
                .mapToInt(n -> n.kind().stateSlots(n.children())).sum();
        if (nodeState > 0) {
            // the nodes' own state follows, from SLOT_OF[node] on (docs: its kind's stateSlots)
            initial.addAll(Collections.nCopies(nodeState, "0"));
        }
        if (parallels > 0) {
            constant(type, "CURSOR", 0, "A parallel's state, from its slot: the next branch to"
                    + " visit, whether it is being entered, and its counts.");
            constant(type, "ENTERING", 1, null);
            constant(type, "SUCCEEDED", 2, null);
            constant(type, "FAILED", 3, null);
        }
        type.addField(FieldSpec.builder(TableWriter.INT_ARRAY, "INITIAL_STATE",
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The state of a tree that runs nothing.\n")
                .initializer(TableWriter.values(sizes, type, "initialState",
                        initial))
                .build());
        addStatics(type);
        if (needs.clock()) {
            addClockFields(type);
        }
        if (needs.random()) {
            type.addField(FieldSpec.builder(SPLIT_MIX, "random", Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("The generator random composites draw from (§8.2); reset() does"
                            + " not reseed it.\n")
                    .build());
        }
        if (needs.weighted()) {
            type.addField(FieldSpec.builder(ArrayTypeName.of(TypeName.DOUBLE), "weights",
                            Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("Scratch for the weights a weighted selector's methods answer.\n")
                    .build());
        }
        if (needs.guards()) {
            type.addField(FieldSpec.builder(TypeName.INT, "ticks", Modifier.PRIVATE)
                    .addJavadoc("Ticks so far: a guard notes the one it was entered in (§5.5).\n")
                    .build());
        }
        if (!tree.events().isEmpty()) {
            type.addField(FieldSpec.builder(TypeName.LONG, "pending", Modifier.PRIVATE)
                    .addJavadoc("The events pending (bit i: Event i), §8.3.\n")
                    .build());
            type.addField(FieldSpec.builder(TypeName.LONG, "expiring", Modifier.PRIVATE)
                    .addJavadoc("The events pending when this tick started: cleared at its end.\n")
                    .build());
        }
        type.addField(FieldSpec.builder(TableWriter.INT_ARRAY, "state",
                        Modifier.PRIVATE, Modifier.FINAL)
                .addJavadoc("Everything that changes while ticking; laid out as TOP says.\n")
                .build());
    }

    /** §8.1: the clock, this tick's reading, the time spent paused, and the nodes' readings. */
    private void addClockFields(TypeSpec.Builder type) {
        type.addField(FieldSpec.builder(CLOCK, "clock", Modifier.PRIVATE, Modifier.FINAL)
                .addJavadoc("The clock this tree reads: once per tick, and in pause() and"
                        + " resume().\n")
                .build());
        type.addField(FieldSpec.builder(TypeName.LONG, "now", Modifier.PRIVATE)
                .addJavadoc("The clock's reading at the start of this tick (§8.1).\n")
                .build());
        type.addField(FieldSpec.builder(TypeName.LONG, "pausedNanos", Modifier.PRIVATE)
                .addJavadoc("The time spent paused so far, which Wait and TimeLimit leave out.\n")
                .build());
        type.addField(FieldSpec.builder(TypeName.LONG, "pausedAt", Modifier.PRIVATE)
                .addJavadoc("The clock's reading when the tree was last paused.\n")
                .build());
        type.addField(FieldSpec.builder(ArrayTypeName.of(TypeName.LONG), "times",
                        Modifier.PRIVATE, Modifier.FINAL)
                .addJavadoc("Per timer (column TIMER): a node's clock reading, if it holds one.\n")
                .build());
        type.addField(FieldSpec.builder(ArrayTypeName.of(TypeName.BOOLEAN), "timed",
                        Modifier.PRIVATE, Modifier.FINAL)
                .addJavadoc("Per timer: whether it holds a reading (a Cooldown that never ended"
                        + " holds none); apart from the readings, since any long is one"
                        + " (§8.1).\n")
                .build());
    }

    private void addConstructorAndAccessors(TypeSpec.Builder type) {
        type.addMethod(MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("A tree that calls the node methods of {@code agent}, on the system"
                        + " clock, with seed 0.\n")
                .addParameter(tree.agentType(), "agent")
                .addStatement("this(agent, $T.system(), 0L)", CLOCK)
                .build());
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("""
                        A tree that calls the node methods of {@code agent}, reads time from \
                        {@code clock} and draws
                        random orders from a generator seeded with {@code seed}, so that a run \
                        can be reproduced.
                        """)
                .addJavadoc(needs.clock() && needs.random() ? ""
                        : needs.clock() ? "(This tree has no node that draws.)\n"
                        : needs.random() ? "(This tree has no node that reads the clock.)\n"
                        : "(This tree has no node that reads either.)\n")
                .addParameter(tree.agentType(), "agent")
                .addParameter(CLOCK, "clock")
                .addParameter(TypeName.LONG, "seed")
                .addCode(refuseNull("agent"))
                .addCode(refuseNull("clock"))
                .addStatement("this.agent = agent");
        if (needs.clock()) {
            int timers = tree.nodes().stream().mapToInt(n -> n.kind().timers()).sum();
            constructor.addStatement("this.clock = clock")
                    .addStatement("this.times = new long[$L]", timers)
                    .addStatement("this.timed = new boolean[$L]", timers);
        }
        if (needs.random()) {
            constructor.addStatement("this.random = new $T(seed)", SPLIT_MIX);
        }
        if (needs.weighted()) {
            constructor.addStatement("this.weights = new double[$L]", tree.nodes().stream()
                    .filter(n -> n.kind().behaviour().onEntry().contains(OnEntry.SORT_BY_WEIGHT))
                    .mapToInt(Node::children).max().orElse(0));
        }
        if (!state.inFields()) {
            constructor.addStatement("this.state = INITIAL_STATE.clone()");
        } else if (tree.hasAborts()) {
            constructor.addStatement("resetEntries()");
        }
        type.addMethod(constructor.build());
        type.addMethod(MethodSpec.methodBuilder("status")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(STATUS)
                .addStatement("return STATUSES[$L]", StateLayout.STATUS_CODE)
                .build());
        type.addMethod(MethodSpec.methodBuilder("agent")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(tree.agentType())
                .addStatement("return agent")
                .build());
    }

    /** The constructor's refusal of a null {@code parameter}, tagged and naming it. */
    private static CodeBlock refuseNull(String parameter) {
        return CodeBlock.builder()
                .beginControlFlow("if ($N == null)", parameter)
                .addStatement("throw $T.nullArgument(NAME, $S, $S)", MISUSE, "<init>", parameter)
                .endControlFlow()
                .build();
    }
}
