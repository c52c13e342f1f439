// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.KindId;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.NodeKind;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The flattened tree of one {@code @BehaviorTree} class: everything the writer needs, and
 * nothing of javax.lang.model, so code generation can be tested without a compiler.
 *
 * @param source the annotated class
 * @param agentType the agent type as the generated code names it (wildcards for type parameters)
 * @param generated the generated class
 * @param nodes every node, in pre-order
 * @param stackOwners per run stack, the parallel whose branch it runs, or -1 for the main stack
 * @param entryConditions per abort entry, its condition's node index, in pre-order
 * @param parallels per parallel, in pre-order, its policy
 * @param packageTypeNames the simple names of the types of the generated class's package, which
 *     shadow any type of the same simple name that the generated code names without qualifying
 * @param nowCalls the methods the generated class passes the tick's time to (a {@code @Now long}
 *     parameter, docs/semantics.md §8.1), each as {@link #callKey}: empty for most trees, whose
 *     generated code is then what it was before leaves could read the time
 * @param onAwake the method of the agent called once per instance before its first tick (the
 *     {@code @BehaviorTree}'s {@code onAwake}, docs/semantics.md §3), or null
 * @param services every (service, node) pair (docs/semantics.md §5.6), in pre-order of their
 *     nodes and per node in the class's declaration order of the services: the order they run
 *     in; empty for most trees, whose generated code is then what it was before services
 */
public record TreeDescriptor(ClassName source, TypeName agentType, ClassName generated,
        List<Node> nodes, List<Integer> stackOwners, List<Integer> entryConditions,
        List<ParallelRow> parallels, Set<String> packageTypeNames, Set<String> nowCalls,
        String onAwake, List<Served> services) {

    public TreeDescriptor {
        services = List.copyOf(services);
        nodes = List.copyOf(nodes);
        stackOwners = List.copyOf(stackOwners);
        entryConditions = List.copyOf(entryConditions);
        parallels = List.copyOf(parallels);
        packageTypeNames = Set.copyOf(packageTypeNames);
        nowCalls = Set.copyOf(nowCalls);
    }

    /** A tree without services. */
    public TreeDescriptor(ClassName source, TypeName agentType, ClassName generated,
            List<Node> nodes, List<Integer> stackOwners, List<Integer> entryConditions,
            List<ParallelRow> parallels, Set<String> packageTypeNames, Set<String> nowCalls,
            String onAwake) {
        this(source, agentType, generated, nodes, stackOwners, entryConditions, parallels,
                packageTypeNames, nowCalls, onAwake, List.of());
    }

    /** A tree whose methods take no time. */
    public TreeDescriptor(ClassName source, TypeName agentType, ClassName generated,
            List<Node> nodes, List<Integer> stackOwners, List<Integer> entryConditions,
            List<ParallelRow> parallels, Set<String> packageTypeNames) {
        this(source, agentType, generated, nodes, stackOwners, entryConditions, parallels,
                packageTypeNames, Set.of(), null, List.of());
    }

    /**
     * Whether {@code node} is a child its parallel asks again at every later tick
     * (docs/semantics.md §5.3, re-asked conditions): a {@code @Condition} named directly by a
     * {@code @Parallel(recheckConditions = true)}.
     */
    public boolean reAsks(Node node) {
        return reAsked(node.kind(), node.parent() < 0 ? null
                : nodes.get(node.parent()).attributes());
    }

    /**
     * Whether a node of {@code kind} whose parent has {@code parentAttributes} (null: the root)
     * is re-asked by its parallel (§5.3): the rule {@link #reAsks} and the factory share.
     */
    static boolean reAsked(NodeKind kind, Attributes parentAttributes) {
        return kind.id() == KindId.CONDITION
                && parentAttributes instanceof Attributes.Policies policies
                && policies.recheckConditions();
    }

    /** Whether some parallel of the tree re-asks its conditions (§5.3). */
    public boolean hasReAsked() {
        return nodes.stream().anyMatch(this::reAsks);
    }

    /**
     * How many values of {@code int[] state} {@code node} keeps from its {@link Node#slot}: its
     * kind's, and for a re-asked condition its latest answer (§5.3), 0 (none yet), SUCCESS or
     * FAILURE.
     */
    public int stateSlots(Node node) {
        return node.kind().stateSlots(node.children()) + (reAsks(node) ? 1 : 0);
    }

    /** Whether some node of the tree has a service (docs/semantics.md §5.6). */
    public boolean hasServices() {
        return !services.isEmpty();
    }

    /** The services of {@code node}, in the order they run. */
    public List<Served> servicesOf(Node node) {
        return services.stream().filter(s -> s.node() == node.index()).toList();
    }

    /**
     * How many clock readings the tree keeps ({@code times}): one per timed node (a timer of a
     * kind, a watched condition's period), then one per service of a node.
     */
    public int timers() {
        return (int) nodes.stream().filter(n -> n.timer() >= 0).count() + services.size();
    }

    /**
     * How {@link #nowCalls} names the call of {@code method} on {@code receiver} (the fields
     * from the agent to the object, dot-separated, as {@link Node#receiver}; null: the agent).
     */
    public static String callKey(String receiver, String method) {
        return receiver == null ? method : receiver + "." + method;
    }

    /** Whether the call of {@code method} on {@code receiver} passes the tick's time. */
    public boolean passesNow(String receiver, String method) {
        return nowCalls.contains(callKey(receiver, method));
    }

    /** Whether the tree calls a hook once per instance before its first tick. */
    public boolean hasAwakeHook() {
        return onAwake != null;
    }

    /** Whether some method of this tree reads the tick's time: the tree reads the clock. */
    public boolean readsNow() {
        return !nowCalls.isEmpty();
    }

    public boolean hasAborts() {
        return !entryConditions.isEmpty();
    }

    /** Whether some abort entry watches a Cooldown's readiness (§5.4 {@code watched}). */
    public boolean watchesReadiness() {
        return entryConditions.stream().anyMatch(i -> nodes.get(i).watchesReadiness());
    }

    public boolean hasStartHooks() {
        return nodes.stream().anyMatch(n -> n.leaf() != null && n.leaf().onStart() != null);
    }

    public boolean hasPauseHooks() {
        return nodes.stream().anyMatch(n -> n.leaf() != null && n.leaf().onPause() != null);
    }

    /** Whether some leaf has something to do when it ends: an end hook, or an async action. */
    public boolean hasEndHooks() {
        return nodes.stream().anyMatch(n -> n.leaf() != null && n.leaf().hasEnd());
    }

    /**
     * Whether some action is async (docs/semantics.md §5.8): the tree keeps the stages it waits
     * on, and counts its ticks for them.
     */
    public boolean hasAsync() {
        return nodes.stream().anyMatch(n -> n.leaf() != null && n.leaf().isAsync());
    }

    /** The methods of the {@code @Event} nodes, each once, in pre-order: event i is bit i. */
    public List<String> events() {
        return nodes.stream().filter(n -> n.kind() == Kinds.EVENT).map(Node::method).distinct()
                .toList();
    }

    /**
     * What {@code child}'s parent does when {@code child} completes with SUCCESS
     * ({@code success}) or FAILURE: its kind's rule for the child at that position
     * (docs/semantics.md §5).
     *
     * @throws IllegalArgumentException for the root, which has no parent
     */
    public dev.arbor.processor.kinds.ChildStep onChild(Node child, boolean success) {
        if (child.parent() < 0) {
            throw new IllegalArgumentException(child.method() + "() is the root");
        }
        Node parent = nodes.get(child.parent());
        int position = 0;
        int children = 0;
        for (int c = parent.index() + 1; c < parent.end(); c = nodes.get(c).end()) {
            position = c == child.index() ? children : position;
            children++;
        }
        return parent.kind().onChild(parent.attributes(), success, position, children);
    }

    /** The kinds this tree uses, in the order they first appear in pre-order. */
    public Set<NodeKind> kinds() {
        Set<NodeKind> kinds = new LinkedHashSet<>();
        nodes.forEach(n -> kinds.add(n.kind()));
        return kinds;
    }
}
