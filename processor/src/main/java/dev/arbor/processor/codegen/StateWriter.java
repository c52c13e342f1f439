// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.STATUS;
import static dev.arbor.processor.codegen.TreeContext.SUPPORT;
import static dev.arbor.processor.codegen.TreeContext.constant;
import static dev.arbor.processor.codegen.TreeContext.field;
import static dev.arbor.processor.codegen.TreeContext.override;
import static dev.arbor.processor.codegen.TreeContext.refuseNull;
import static dev.arbor.processor.codegen.TreeContext.staticField;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Behaviour.OnEntry;
import dev.arbor.processor.kinds.Behaviour.OnTop;
import dev.arbor.processor.kinds.ResultKind;
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
    /** §5.7: the objects several trees share, and what settles them. */
    static final ClassName PERMITS_TYPE = ClassName.get("dev.arbor.runtime", "Permits");
    static final ClassName GROUP_TYPE = ClassName.get("dev.arbor.runtime", "CooldownGroup");
    static final ClassName SHARED_REQUESTS =
            ClassName.get("dev.arbor.runtime", "SharedRequests");
    /** The fields holding, per node, the Permits of a Permit and the group of a SharedCooldown. */
    static final String PERMITS = "permits";
    static final String GROUPS = "groups";
    private static final ClassName TREE_NODES = ClassName.get("dev.arbor.runtime", "TreeNodes");

    StateWriter(TreeContext context) {
        super(context);
    }

    void write(TypeSpec.Builder type) {
        constant(type, "PAUSED", 4, "Flags of mode, above the last tick's status code (bits 0"
                + " and 1): paused (§8.4; 4, as in\na snapshot's first byte), in a call that"
                + " refuses re-entrant ones (§7), a listener attached.");
        constant(type, "TICKING", 8, null);
        constant(type, "LISTENED", 16, null);
        if (tree.hasAwakeHook()) {
            constant(type, "ASLEEP", 32, "Of mode: the onAwake hook has not run yet; set until"
                    + " the first tick that runs (§3), kept by a snapshot.");
        }
        if (state.inFields()) {
            addStateFields(type);
        } else {
            addStateArray(type);
        }
        add(type, TypeName.BYTE, "mode", """
                What the last tick answered, as a status code, with the flags PAUSED, TICKING \
                and LISTENED:
                tick() runs plainly when it is at most FAILURE.
                """);
        add(type, SIDE, "side", """
                What only a listener or the report of a failure needs: the listener, the node \
                whose method
                threw. Null until setListener() attaches one or a method throws, and again once \
                neither holds.
                """);
        addConstructorAndAccessors(type);
    }

    /**
     * The fields that read the node tables, written last so that those are initialised first:
     * {@code TREE_NODES} (what {@code nodes()} answers) and, for a tree with events,
     * {@code EVENT_NODES}.
     */
    void addNodeTables(TypeSpec.Builder type) {
        CodeBlock kinds = words(tree.nodes().stream().map(n -> n.kind().simpleName()).toList(),
                false);
        List<String> entries = tree.entryConditions().stream()
                .map(c -> names.of(tree.nodes().get(c))).toList();
        List<String> alwaysSucceeding = tree.nodes().stream()
                .filter(n -> n.leaf() != null && n.leaf().result() == ResultKind.VOID)
                .map(names::of).toList();
        if (entries.isEmpty() && alwaysSucceeding.isEmpty()) {
            type.addField(staticField(TREE_NODES, "TREE_NODES",
                            "The nodes by pre-order index: method, kind and parent.\n")
                    .initializer("new $T(NAME, METHODS, $L, PARENT_OF)", TREE_NODES, kinds)
                    .build());
        } else if (alwaysSucceeding.isEmpty()) {
            type.addField(staticField(TREE_NODES, "TREE_NODES", "The nodes by pre-order index:"
                            + " method, kind and parent, and those with an abort entry.\n")
                    .initializer("new $T(NAME, METHODS, $L, PARENT_OF, $L)", TREE_NODES, kinds,
                            nodeList(type, "abortEntries", entries))
                    .build());
        } else {
            type.addField(staticField(TREE_NODES, "TREE_NODES", "The nodes by pre-order index:"
                            + " method, kind and parent, those with an abort entry,\nand the"
                            + " actions that always succeed.\n")
                    .initializer("new $T(NAME, METHODS, $L, PARENT_OF, $L, $L)", TREE_NODES,
                            kinds, nodeList(type, "abortEntries", entries),
                            nodeList(type, "alwaysSucceeding", alwaysSucceeding))
                    .build());
        }
        if (!tree.events().isEmpty()) {
            List<String> nodes = new ArrayList<>();
            for (String event : tree.events()) {
                nodes.add(tree.nodes().stream()
                        .filter(n -> n.kind().behaviour().onTop() == OnTop.EVENT && n.method().equals(event))
                        .map(names::of).findFirst().orElseThrow());
            }
            type.addField(staticField(TableWriter.INT_ARRAY, "EVENT_NODES", "Per event (bit i"
                            + " of pending), the first @Event node that waits for it.\n")
                    .initializer("{$L}", String.join(", ", nodes))
                    .build());
        }
    }

    /**
     * An {@code int[]} of node indices: inline ({@code new int[] {3, 7}}) when short; for a tree
     * with many, out of the class initializer (which a large tree's tables already fill):
     * {@code TreeSupport.concat(abortEntries0(), ...)}, each method returning up to 512 of them
     * (about 4 KB of bytecode: under HotSpot's 8,000 bytes).
     */
    private CodeBlock nodeList(TypeSpec.Builder type, String prefix, List<String> nodes) {
        if (nodes.isEmpty()) {
            return CodeBlock.of("new int[0]");
        }
        if (nodes.size() <= sizes.inlineValues()) {
            return CodeBlock.of("new int[] {$L}", String.join(", ", nodes));
        }
        CodeBlock.Builder parts = CodeBlock.builder().add("$T.concat(", TreeContext.SUPPORT);
        for (int from = 0, index = 0; from < nodes.size(); from += 512, index++) {
            String name = prefix + index;
            type.addMethod(MethodSpec.methodBuilder(name)
                    .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                    .returns(TableWriter.INT_ARRAY)
                    .addStatement("return new int[] {$L}", String.join(", ",
                            nodes.subList(from, Math.min(nodes.size(), from + 512))))
                    .build());
            parts.add(index == 0 ? "$N()" : ", $N()", name);
        }
        return parts.add(")").build();
    }

    /**
     * {@code TreeSupport.words("root flee isHurt ...")}: {@code words} in parts that each fit a
     * string constant (65,535 bytes). A part ends once it is over 60,000 characters, or with
     * {@code fitNext} before the word that would take it over.
     */
    private static CodeBlock words(List<String> words, boolean fitNext) {
        List<CodeBlock> parts = new ArrayList<>();
        StringBuilder part = new StringBuilder();
        for (String word : words) {
            if (part.length() + (fitNext ? word.length() : 0) > 60_000) {
                parts.add(CodeBlock.of("$S", part.toString().strip()));
                part.setLength(0);
            }
            part.append(word).append(' ');
        }
        parts.add(CodeBlock.of("$S", part.toString().strip()));
        return CodeBlock.of("$T.words($L)", SUPPORT, CodeBlock.join(parts, ",\n"));
    }

    /** Adds the private field {@code name} with the Javadoc {@code doc}. */
    private static void add(TypeSpec.Builder type, TypeName fieldType, String name, String doc,
            Modifier... more) {
        type.addField(field(fieldType, name, doc, Modifier.PRIVATE).addModifiers(more).build());
    }

    /** The state of a tree with one run stack: a field per value. */
    private void addStateFields(TypeSpec.Builder type) {
        addStatics(type);
        type.addField(field(state.nodeType(), "top", "The node on top of the run stack, or"
                + " NONE.\n", Modifier.PRIVATE).initializer("NONE").build());
        if (state.entriesInArrays()) {
            int entries = tree.entryConditions().size();
            type.addField(field(ArrayTypeName.of(state.nodeType()), "watches", "What each abort"
                            + " entry watches: a composite, NONE (no entry) or DORMANT.\n",
                            Modifier.PRIVATE, Modifier.FINAL)
                    .initializer("new $T[$L]", state.nodeType(), entries).build());
            type.addField(field(ArrayTypeName.of(TypeName.BOOLEAN), "answers", "The answer each"
                            + " abort entry's condition stored: true for SUCCESS.\n",
                            Modifier.PRIVATE, Modifier.FINAL)
                    .initializer("new boolean[$L]", entries).build());
            return;
        }
        for (int entry = 0; entry < tree.entryConditions().size(); entry++) {
            String method = aborts.condition(entry).method();
            add(type, state.nodeType(), state.watches(entry), "What the abort entry of " + method
                    + "() watches: a composite, NONE (no entry) or DORMANT.\n");
            add(type, TypeName.BOOLEAN, state.stored(entry), "The answer " + method
                    + "() stored in its abort entry: true for SUCCESS.\n");
        }
    }

    private void addStatics(TypeSpec.Builder type) {
        type.addField(staticField(ArrayTypeName.of(STATUS), "STATUSES", "")
                .initializer("$T.values()", STATUS).build());
        type.addField(staticField(ClassName.get(String.class), "NAME", "")
                .initializer("$S", tree.generated().simpleName()).build());
        type.addField(staticField(ArrayTypeName.of(String.class), "METHODS", "The method of each"
                        + " node, in pre-order: for runningPath() and the report of a failure.\n")
                .initializer(words(tree.nodes().stream().map(Node::method).toList(), true))
                .build());
        add(type, tree.agentType(), "agent", "", Modifier.FINAL);
        if (tree.hasAsync()) {
            type.addField(field(ASYNC_STAGES, Seam.STAGES, "The stage each async action waits"
                            + " on (§5.8).\n", Modifier.PRIVATE, Modifier.FINAL)
                    .initializer("new $T(NAME, METHODS)", ASYNC_STAGES).build());
        }
    }

    /** The stages of a tree's async actions (§5.8). */
    static final ClassName ASYNC_STAGES =
            ClassName.get("dev.arbor.runtime.internal", "AsyncStages");

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
                .mapToInt(tree::stateSlots).sum();
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
        type.addField(staticField(TableWriter.INT_ARRAY, "INITIAL_STATE",
                        "The state of a tree that runs nothing.\n")
                .initializer(TableWriter.values(sizes, type, "initialState", initial)).build());
        addStatics(type);
        if (needs.clock()) {
            addClockFields(type);
        }
        if (needs.random()) {
            add(type, SPLIT_MIX, "random", "The generator random composites draw from (§8.2);"
                    + " reset() does not reseed it.\n", Modifier.FINAL);
        }
        if (needs.weighted()) {
            add(type, ArrayTypeName.of(TypeName.DOUBLE), "weights",
                    "Scratch for the weights a weighted selector's methods answer.\n",
                    Modifier.FINAL);
        }
        if (needs.guards()) {
            add(type, TypeName.INT, "ticks",
                    "Ticks so far: a guard notes the one it was entered in (§5.5).\n");
        }
        if (!tree.events().isEmpty()) {
            add(type, TypeName.LONG, "pending", "The events pending (bit i: Event i), §8.3.\n");
            add(type, TypeName.LONG, "expiring",
                    "The events pending when this tick started: cleared at its end.\n");
        }
        add(type, TableWriter.INT_ARRAY, "state",
                "Everything that changes while ticking; laid out as TOP says.\n", Modifier.FINAL);
        addSharedFields(type);
    }

    /**
     * §5.7: per node, the {@code Permits} of a Permit and the {@code CooldownGroup} of a
     * SharedCooldown, read once from the agent's final fields when the tree is made; and whether
     * a runner settles the tree.
     */
    private void addSharedFields(TypeSpec.Builder type) {
        if (usesKind(OnTop.PERMIT)) {
            add(type, ArrayTypeName.of(PERMITS_TYPE), PERMITS, "Per node: the Permits a Permit"
                    + " asks (§5.7), from the agent's field; null for other nodes.\n",
                    Modifier.FINAL);
        }
        if (usesKind(OnTop.SHARED_COOLDOWN)) {
            add(type, ArrayTypeName.of(GROUP_TYPE), GROUPS, "Per node: the group of a"
                    + " SharedCooldown (§5.7), from the agent's field; null for other nodes.\n",
                    Modifier.FINAL);
        }
        if (usesShared(tree)) {
            add(type, TypeName.BOOLEAN, "settledByRunner", "Whether a TreeRunner settles this"
                    + " tree; if not, it settles itself at the end of each tick (§5.7).\n");
        }
    }

    private boolean usesKind(OnTop onTop) {
        return tree.nodes().stream().anyMatch(n -> n.kind().behaviour().onTop() == onTop);
    }

    /** Whether some node of {@code tree} uses an object several trees share (§5.7). */
    static boolean usesShared(dev.arbor.processor.model.TreeDescriptor tree) {
        return tree.nodes().stream().anyMatch(n -> n.kind().behaviour().usesShared());
    }

    /** §8.1: the clock, this tick's reading, the time spent paused, and the nodes' readings. */
    private void addClockFields(TypeSpec.Builder type) {
        add(type, CLOCK, "clock", "The clock this tree reads: once per tick, and in pause() and"
                + " resume().\n", Modifier.FINAL);
        add(type, TypeName.LONG, "now", "The clock's reading at the start of this tick (§8.1).\n");
        add(type, TypeName.LONG, "pausedNanos",
                "The time spent paused so far, which Wait and TimeLimit leave out.\n");
        add(type, TypeName.LONG, "pausedAt",
                "The clock's reading when the tree was last paused.\n");
        add(type, ArrayTypeName.of(TypeName.LONG), "times",
                "Per timer (column TIMER): a node's clock reading, if it holds one.\n",
                Modifier.FINAL);
        add(type, ArrayTypeName.of(TypeName.BOOLEAN), "timed", "Per timer: whether it holds a"
                + " reading (a Cooldown that never ended holds none); apart from the readings,"
                + " since any long is one (§8.1).\n", Modifier.FINAL);
    }

    /**
     * In the constructor: each Permit's and SharedCooldown's object, read from the agent's final
     * field (or the subtree object's), and refused if null.
     */
    private void addSharedObjects(MethodSpec.Builder constructor) {
        int count = tree.nodes().size();
        if (usesKind(OnTop.PERMIT)) {
            constructor.addStatement("this.$N = new $T[$L]", PERMITS, PERMITS_TYPE, count);
        }
        if (usesKind(OnTop.SHARED_COOLDOWN)) {
            constructor.addStatement("this.$N = new $T[$L]", GROUPS, GROUP_TYPE, count);
        }
        for (Node node : tree.nodes()) {
            if (!node.kind().behaviour().usesShared()) {
                continue;
            }
            Attributes.Shared shared = (Attributes.Shared) node.attributes();
            String path = node.receiver() == null ? shared.field()
                    : node.receiver() + "." + shared.field();
            boolean permit = node.kind().behaviour().onTop() == OnTop.PERMIT;
            constructor.addStatement("$N[$L] = $T.sharedObject(agent.$L, NAME, $S, $S)",
                    permit ? PERMITS : GROUPS, names.of(node), SUPPORT, path, node.method(),
                    shared.field());
        }
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
                .addCode(refuseNull("<init>", "agent"))
                .addCode(refuseNull("<init>", "clock"))
                .addStatement("this.agent = agent");
        if (needs.clock()) {
            int timers = tree.timers();
            constructor.addStatement("this.clock = clock")
                    .addStatement("this.times = new long[$L]", timers)
                    .addStatement("this.timed = new boolean[$L]", timers);
        }
        if (needs.random()) {
            constructor.addStatement("this.random = new $T(seed)", SPLIT_MIX);
        }
        if (needs.weighted()) {
            constructor.addStatement("this.weights = new double[$L]", tree.nodes().stream()
                    .filter(n -> n.kind().behaviour().onEntry().contains(OnEntry.SORT_BY_WEIGHT)
                            || n.kind().behaviour().scores())
                    .mapToInt(Node::children).max().orElse(0));
        }
        addSharedObjects(constructor);
        if (!state.inFields()) {
            constructor.addStatement("this.state = INITIAL_STATE.clone()");
        } else if (tree.hasAborts()) {
            constructor.addStatement("resetEntries()");
        }
        if (tree.hasAwakeHook()) {
            constructor.addStatement("this.mode = ASLEEP");
        }
        type.addMethod(constructor.build());
        type.addMethod(override("status")
                .returns(STATUS)
                .addStatement("return STATUSES[$L]", StateLayout.STATUS_CODE)
                .build());
        type.addMethod(override("agent")
                .returns(tree.agentType())
                .addStatement("return agent")
                .build());
    }
}
