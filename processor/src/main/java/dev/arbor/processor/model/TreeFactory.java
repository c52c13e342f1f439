package dev.arbor.processor.model;

import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Capability;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.kinds.Signature;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Flattens a validated {@link TreeSource} into a {@link TreeDescriptor} (docs/semantics.md §2):
 * expands every reference into its own node, numbers the nodes in pre-order, and computes
 * parent, nearest composite, subtree end, run stack, abort entries, parallel rows, jumps and the
 * code shape. Everything a kind decides, it asks the kind.
 */
public final class TreeFactory {

    public TreeDescriptor create(TreeSource tree) {
        List<Placed> placed = expand(tree);
        int count = placed.size();
        NodeKind[] kind = new NodeKind[count];
        AbortKind[] abortType = new AbortKind[count];
        int[] parent = new int[count];
        boolean[] isCondition = new boolean[count];
        boolean[] isBoundary = new boolean[count];
        for (int i = 0; i < count; i++) {
            kind[i] = placed.get(i).method.kind();
            abortType[i] = placed.get(i).method.abortType();
            parent[i] = placed.get(i).parent;
            isCondition[i] = kind[i].signature() == Signature.CONDITION;
            isBoundary[i] = kind[i].has(Capability.ABORT_BOUNDARY);
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
            Attributes.Policies policies = placed.get(i).method.policies();
            if (policies != null) {
                int branches = placed.get(i).method.children().size();
                parallelRow[i] = parallels.size();
                parallels.add(new ParallelRow(i, branches, policies.success().threshold(branches),
                        policies.failure().threshold(branches)));
            }
        }
        boolean[] watchable = AbortAnalysis.watchable(count, abortType, composite, isCondition,
                isBoundary);
        int[] first = new int[count];
        for (int i = count - 1; i >= 0; i--) {
            first[i] = kind[i].has(Capability.ENTERS_FIRST_CHILD) ? first[i + 1] : i;
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

            @Override public boolean watchable(int node) {
                return watchable[node];
            }
        };
        List<Node> nodes = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            NodeMethod method = placed.get(i).method;
            int entriesTo = end[i] < count ? entriesFrom[end[i]] : entryConditions.size();
            nodes.add(new Node(i, kind[i], method.name(), parent[i], composite[i], end[i],
                    stack[i], abortType[i], entriesFrom[i], entriesTo, parallelRow[i],
                    watchable[i], first[i], Jumps.jump(flat, i, true), Jumps.jump(flat, i, false),
                    tree.leafCall(method)));
        }
        return new TreeDescriptor(tree.className(), tree.agentType(), tree.generatedClass(),
                nodes, stackOwners, entryConditions, parallels, shape(kind));
    }

    /**
     * Straight-line code when every kind keeps to declared order on one run stack; the event
     * loop otherwise.
     */
    static CodeShape shape(NodeKind... kinds) {
        for (NodeKind kind : kinds) {
            if (!kind.has(Capability.STATIC_CHILD_ORDER) || kind.has(Capability.OWN_STACKS)) {
                return CodeShape.EVENT_LOOP;
            }
        }
        return CodeShape.STRAIGHT_LINE;
    }

    /** Pre-order expansion from the root, iteratively (trees may be deep). */
    private static List<Placed> expand(TreeSource tree) {
        List<Placed> placed = new ArrayList<>();
        Deque<Placed> pending = new ArrayDeque<>();
        pending.push(new Placed(tree.node(tree.root()), -1));
        while (!pending.isEmpty()) {
            Placed next = pending.pop();
            int index = placed.size();
            placed.add(next);
            List<String> children = next.method.children();
            for (int i = children.size() - 1; i >= 0; i--) {
                pending.push(new Placed(tree.node(children.get(i)), index));
            }
        }
        return placed;
    }

    private record Placed(NodeMethod method, int parent) {}
}
