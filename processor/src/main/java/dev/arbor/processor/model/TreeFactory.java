// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Capability;
import dev.arbor.processor.kinds.LeafCall;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.ServiceMethod;
import dev.arbor.processor.read.TreeReader;
import dev.arbor.processor.read.TreeSource;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;

/**
 * Flattens a validated {@link TreeSource} into a {@link TreeDescriptor} (docs/semantics.md §2):
 * expands every reference into its own node, numbered in pre-order ({@link #create}), then,
 * from those rows alone, without javac ({@link #flatten}), computes parent, nearest composite,
 * subtree end, run stack, abort entries, parallel rows and jumps. Everything a
 * kind decides, it asks the kind.
 */
public final class TreeFactory {

    private final TreeReader reader;

    /** @param reader reads the classes of {@code @Subtree} fields, which are inlined */
    public TreeFactory(TreeReader reader) {
        this.reader = reader;
    }

    public TreeDescriptor create(TreeSource tree) {
        List<Row> rows = new ArrayList<>();
        Set<String> nowCalls = new LinkedHashSet<>();
        List<Placed> placed = expand(tree);
        for (Placed p : placed) {
            NodeMethod method = p.method;
            LeafCall leaf = p.source.leafCall(method);
            rows.add(new Row(method.kind(), method.name(), p.parent, attributes(p.source, method),
                    leaf == null ? null : leaf.under(p.receiver), p.receiver));
            for (String called : calledWithNothingOrNow(method, leaf)) {
                ExecutableElement m = p.source.callable(called);
                if (m != null && TreeSource.takesNow(m)) {
                    nowCalls.add(TreeDescriptor.callKey(p.receiver, called));
                }
            }
        }
        String onAwake = tree.onAwake().isEmpty() ? null : tree.onAwake();
        if (onAwake != null && TreeSource.takesNow(tree.callable(onAwake))) {
            nowCalls.add(TreeDescriptor.callKey(null, onAwake));
        }
        // §5.6: each node's services, in its class's declaration order
        List<Served> services = new ArrayList<>();
        Set<Integer> served = new LinkedHashSet<>();
        for (int i = 0; i < placed.size(); i++) {
            Placed p = placed.get(i);
            for (ServiceMethod service : p.source.services()) {
                if (service.on().contains(p.method.name())) {
                    services.add(new Served(i, service.name(), p.receiver, service.millis(), -1));
                    served.add(i);
                    if (TreeSource.takesNow(service.method())) {
                        nowCalls.add(TreeDescriptor.callKey(p.receiver, service.name()));
                    }
                }
            }
        }
        TreeDescriptor flat = flatten(rows, tree.className(), tree.agentType(),
                tree.generatedClass(), served);
        int timers = (int) flat.nodes().stream().filter(n -> n.timer() >= 0).count();
        for (int i = 0; i < services.size(); i++) {
            Served s = services.get(i);
            services.set(i, new Served(s.node(), s.method(), s.receiver(), s.millis(), timers + i));
        }
        return new TreeDescriptor(flat.source(), flat.agentType(), flat.generated(), flat.nodes(),
                flat.stackOwners(), flat.entryConditions(), flat.parallels(),
                tree.packageTypeNames(), nowCalls, onAwake, services);
    }

    /**
     * The methods of the agent (or of the node's subtree object) that {@code node} calls passing
     * nothing or the tick's time (docs/semantics.md §8.1): its leaf method, the condition it
     * asks, its weight methods, a Wait's duration method, a UtilitySelector's score methods.
     * A {@code @Task}'s methods are the task object's, and hooks take no time.
     */
    private static List<String> calledWithNothingOrNow(NodeMethod node, LeafCall leaf) {
        List<String> called = new ArrayList<>();
        if (leaf != null && node.kind() != Kinds.TASK) {
            called.add(leaf.method());
        }
        if (node.attributes() instanceof Attributes.Conditional conditional) {
            called.add(conditional.condition());
        }
        if (node.attributes() instanceof Attributes.Weights weights) {
            called.addAll(weights.methods());
        }
        if (node.attributes() instanceof Attributes.TimedBy by) {
            called.add(by.method());
        }
        if (node.attributes() instanceof Attributes.Scored scored) {
            called.addAll(scored.methods());
        }
        return called;
    }

    /**
     * What {@code method}'s annotation says, with what only its class's types tell: the enum
     * type a Switch's {@code on} returns (validated: a method without parameters returning
     * {@code int} or an enum).
     */
    private static Attributes attributes(TreeSource source, NodeMethod method) {
        if (!(method.attributes() instanceof Attributes.Switched switched)) {
            return method.attributes();
        }
        ExecutableElement on = source.methods().get(switched.on()).stream()
                .filter(m -> m.getParameters().isEmpty()).findFirst().orElseThrow();
        if (!(source.returnType(on) instanceof DeclaredType declared)) {
            return switched; // int
        }
        ClassName type = ClassName.get((TypeElement) declared.asElement());
        return switched.withEnumType(new Attributes.EnumType(type.packageName(),
                type.simpleNames()));
    }

    /**
     * One node of the expanded tree, as the flattening needs it: nothing of javac.
     *
     * @param parent the parent's row, -1 for the root; rows are in pre-order
     * @param attributes what its annotation says besides the children
     * @param leaf how a leaf is called, else null
     * @param receiver the fields from the agent to the object whose methods the node calls (an
     *     inlined subtree's), dot-separated, or null for the agent
     */
    record Row(NodeKind kind, String method, int parent, Attributes attributes, LeafCall leaf,
            String receiver) {

        Row(NodeKind kind, String method, int parent, Attributes attributes, LeafCall leaf) {
            this(kind, method, parent, attributes, leaf, null);
        }


        AbortKind abortType() {
            return attributes instanceof Attributes.Aborts aborts ? aborts.abortType()
                    : AbortKind.NONE;
        }

        long reevaluateEvery() {
            return attributes instanceof Attributes.Aborts aborts ? aborts.reevaluateEvery() : 0;
        }
    }

    /** The descriptor of the tree given as rows in pre-order: every column and jump. */
    static TreeDescriptor flatten(List<Row> rows, ClassName source, TypeName agentType,
            ClassName generated) {
        return flatten(rows, source, agentType, generated, Set.of());
    }

    /**
     * The same, for a tree whose nodes {@code served} have services (§5.6): each does something
     * on entry, its services, so it is where running it starts ({@link Node#first}).
     */
    static TreeDescriptor flatten(List<Row> rows, ClassName source, TypeName agentType,
            ClassName generated, Set<Integer> served) {
        int count = rows.size();
        NodeKind[] kind = new NodeKind[count];
        AbortKind[] abortType = new AbortKind[count];
        int[] parent = new int[count];
        boolean[] isCondition = new boolean[count];
        boolean[] isBoundary = new boolean[count];
        int[] children = new int[count];
        for (int i = 0; i < count; i++) {
            kind[i] = rows.get(i).kind();
            abortType[i] = rows.get(i).abortType();
            parent[i] = rows.get(i).parent();
            isCondition[i] = Node.answersLikeACondition(kind[i], rows.get(i).attributes());
            isBoundary[i] = kind[i].has(Capability.ABORT_BOUNDARY);
            if (parent[i] >= 0) {
                children[parent[i]]++;
            }
        }
        int[] end = new int[count];
        for (int i = count - 1; i >= 0; i--) {
            end[i] = Math.max(end[i], i + 1);
            if (parent[i] >= 0) {
                end[parent[i]] = Math.max(end[parent[i]], end[i]);
            }
        }
        // Run stacks: the main one, plus one per branch of a kind that runs its own.
        List<Integer> stackOwners = new ArrayList<>(List.of(-1));
        int[] stack = new int[count];
        int[] composite = new int[count];
        List<Integer> entryConditions = new ArrayList<>();
        int[] entriesFrom = new int[count];
        List<ParallelRow> parallels = new ArrayList<>();
        int[] parallelRow = new int[count];
        for (int i = 0; i < count; i++) {
            int p = parent[i];
            entriesFrom[i] = entryConditions.size();
            parallelRow[i] = -1;
            if (p < 0) {
                composite[i] = -1;
            } else {
                if (kind[p].has(Capability.OWN_STACKS)) {
                    stack[i] = stackOwners.size();
                    stackOwners.add(p);
                } else {
                    stack[i] = stack[p];
                }
                composite[i] = kind[p].isComposite() ? p : composite[p];
            }
            if (isCondition[i] && composite[i] >= 0 && abortType[composite[i]] != AbortKind.NONE) {
                entryConditions.add(i);
            }
            if (rows.get(i).attributes() instanceof Attributes.Policies policies) {
                parallelRow[i] = parallels.size();
                parallels.add(new ParallelRow(i, children[i], policies.successes(children[i]),
                        policies.failures(children[i])));
            }
        }
        // Per-instance state of the nodes that keep some, after the stacks and abort entries.
        int[] slot = new int[count];
        int slots = stackOwners.size() + 2 * entryConditions.size();
        // The nearest FailIfRunning above each node on its own stack.
        int[] catcher = new int[count];
        int[] timer = new int[count];
        int timers = 0;
        for (int i = 0; i < count; i++) {
            // a re-asked condition keeps its latest answer (§5.3)
            int state = kind[i].stateSlots(children[i]) + (TreeDescriptor.reAsked(kind[i],
                    parent[i] < 0 ? null : rows.get(parent[i]).attributes()) ? 1 : 0);
            slot[i] = state > 0 ? slots : -1;
            slots += state;
            // a kind's clock reading, or a watched condition's last asking under a period (§6.4)
            int timersOf = kind[i].timers() + (isCondition[i] && kind[i].timers() == 0
                    && composite[i] >= 0
                    && abortType[composite[i]] != AbortKind.NONE
                    && rows.get(composite[i]).reevaluateEvery() > 0 ? 1 : 0);
            timer[i] = timersOf > 0 ? timers : -1;
            timers += timersOf;
            int p = parent[i];
            catcher[i] = p < 0 || stack[p] != stack[i] ? -1
                    : kind[p].behaviour().catchesRunning() ? p : catcher[p];
        }
        boolean[] watchable = AbortAnalysis.watchable(count, abortType, composite, isCondition,
                isBoundary);
        int[] first = new int[count];
        for (int i = count - 1; i >= 0; i--) {
            first[i] = kind[i].behaviour().entersFirstChild() && !served.contains(i)
                    ? first[i + 1] : i;
        }
        Jumps.Flat flat = new Jumps.Flat() {
            @Override public int parent(int node) {
                return parent[node];
            }

            @Override public int end(int node) {
                return end[node];
            }

            @Override public int first(int node) {
                return first[node];
            }

            @Override public NodeKind kind(int node) {
                return kind[node];
            }

            @Override public Attributes attributes(int node) {
                return rows.get(node).attributes();
            }

            @Override public boolean watchable(int node) {
                return watchable[node];
            }
        };
        List<Node> nodes = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            int entriesTo = end[i] < count ? entriesFrom[end[i]] : entryConditions.size();
            nodes.add(new Node(i, kind[i], rows.get(i).method(), parent[i], composite[i], end[i],
                    stack[i], abortType[i], entriesFrom[i], entriesTo, parallelRow[i],
                    watchable[i], first[i], Jumps.jump(flat, i, true), Jumps.jump(flat, i, false),
                    rows.get(i).leaf(), rows.get(i).attributes(), slot[i], catcher[i], timer[i],
                    children[i], rows.get(i).receiver()));
        }
        return new TreeDescriptor(source, agentType, generated, nodes, stackOwners,
                entryConditions, parallels, Set.of());
    }

    /**
     * Pre-order expansion from the root, iteratively (trees may be deep). A {@code @Subtree}
     * field is replaced by the root of its class's tree, whose nodes call their methods on the
     * field's object.
     */
    private List<Placed> expand(TreeSource tree) {
        List<Placed> placed = new ArrayList<>();
        Deque<Placed> pending = new ArrayDeque<>();
        pending.push(new Placed(tree, tree.node(tree.root()), -1, null));
        while (!pending.isEmpty()) {
            Placed next = pending.pop();
            if (next.method.kind() == Kinds.SUBTREE) {
                TreeSource subtree = reader.read(
                        (TypeElement) ((DeclaredType) next.method.method().asType()).asElement(),
                        new Report()); // its own problems are reported on its own class
                String path = next.receiver == null ? next.method.name()
                        : next.receiver + "." + next.method.name();
                pending.push(new Placed(subtree, subtree.node(subtree.root()), next.parent, path));
                continue;
            }
            int index = placed.size();
            placed.add(next);
            List<String> children = next.method.children();
            for (int i = children.size() - 1; i >= 0; i--) {
                pending.push(new Placed(next.source, next.source.node(children.get(i)), index,
                        next.receiver));
            }
        }
        return placed;
    }

    /**
     * A node of the expansion: the class it was read from, its method, its parent's index and
     * the fields leading to the object its methods are called on.
     */
    private record Placed(TreeSource source, NodeMethod method, int parent, String receiver) {}
}
