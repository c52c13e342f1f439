package dev.arbor.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.WildcardTypeName;
import dev.arbor.processor.codegen.GeneratedNames;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import dev.arbor.processor.validation.Hooks;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.type.TypeKind;

/**
 * Flattens a validated {@link TreeSource} into a {@link TreeDescriptor} (SEMANTICS §2): expands
 * every reference into its own node, numbers the nodes in pre-order, and computes parent,
 * nearest composite, subtree end, run stack, abort entries and parallel rows.
 */
public final class TreeFactory {

    public TreeDescriptor create(TreeSource tree) {
        List<Placed> placed = expand(tree);
        int count = placed.size();
        int[] end = new int[count];
        for (int i = count - 1; i >= 0; i--) {
            end[i] = Math.max(end[i], i + 1);
            int parent = placed.get(i).parent;
            if (parent >= 0) {
                end[parent] = Math.max(end[parent], end[i]);
            }
        }
        // Run stacks: the main one, plus one per parallel branch.
        List<Integer> stackOwners = new ArrayList<>(List.of(-1));
        int[] stack = new int[count];
        int[] composite = new int[count];
        List<Integer> entryConditions = new ArrayList<>();
        int[] entriesFrom = new int[count];
        List<ParallelRow> parallels = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Placed p = placed.get(i);
            entriesFrom[i] = entryConditions.size();
            if (p.parent < 0) {
                stack[i] = 0;
                composite[i] = -1;
            } else {
                NodeMethod parent = placed.get(p.parent).method;
                if (parent.kind() == NodeKind.PARALLEL) {
                    stack[i] = stackOwners.size();
                    stackOwners.add(p.parent);
                } else {
                    stack[i] = stack[p.parent];
                }
                composite[i] = p.parent; // every parent is a composite until decorators arrive
            }
            if (p.method.kind() == NodeKind.CONDITION && composite[i] >= 0
                    && placed.get(composite[i]).method.abortType() != AbortKind.NONE) {
                entryConditions.add(i);
            }
            if (p.method.kind() == NodeKind.PARALLEL) {
                int branches = p.method.children().size();
                parallels.add(new ParallelRow(i, branches,
                        p.method.success().threshold(branches),
                        p.method.failure().threshold(branches)));
            }
        }
        boolean[] watchable = watchable(placed, composite);
        int[] first = new int[count];
        for (int i = count - 1; i >= 0; i--) {
            NodeKind kind = placed.get(i).method.kind();
            first[i] = kind == NodeKind.SEQUENCE || kind == NodeKind.SELECTOR ? first[i + 1] : i;
        }
        List<Node> nodes = new ArrayList<>(count);
        int parallelRow = 0;
        for (int i = 0; i < count; i++) {
            Placed p = placed.get(i);
            int entriesTo = end[i] < count ? entriesFrom[end[i]] : entryConditions.size();
            boolean isParallel = p.method.kind() == NodeKind.PARALLEL;
            nodes.add(new Node(i, p.method.kind(), p.method.name(), p.parent, composite[i], end[i],
                    stack[i], p.method.abortType(), entriesFrom[i], entriesTo,
                    isParallel ? parallelRow++ : -1, watchable[i], first[i],
                    jump(placed, end, watchable, first, i, true),
                    jump(placed, end, watchable, first, i, false), leafCall(tree, p.method)));
        }
        return new TreeDescriptor(ClassName.get(tree.type()), agentType(tree),
                GeneratedNames.treeClass(tree), nodes, stackOwners, entryConditions, parallels);
    }

    /**
     * Which composites an abort entry can ever watch (§6.3): those with conditions of their own
     * under a non-NONE abort type, and those an entry can be handed up to from a watchable
     * composite below: rule (a) when both are SELF or BOTH, rule (b) when the lower one is
     * LOWER_PRIORITY or BOTH. Never a parallel. Computed bottom-up (reverse pre-order).
     */
    private static boolean[] watchable(List<Placed> placed, int[] composite) {
        boolean[] watchable = new boolean[placed.size()];
        for (int i = placed.size() - 1; i >= 0; i--) {
            NodeMethod method = placed.get(i).method;
            int c = composite[i];
            if (c < 0 || placed.get(c).method.kind() == NodeKind.PARALLEL) {
                continue;
            }
            AbortKind parentAbort = placed.get(c).method.abortType();
            if (method.kind() == NodeKind.CONDITION && parentAbort != AbortKind.NONE) {
                watchable[c] = true;
            }
            if (watchable[i] && method.kind() != NodeKind.PARALLEL) {
                int lower = method.abortType().code();
                int upper = parentAbort.code();
                boolean ruleA = (lower & upper & AbortKind.SELF.code()) != 0;
                boolean ruleB = (lower & AbortKind.LOWER_PRIORITY.code()) != 0;
                if (ruleA || ruleB) {
                    watchable[c] = true;
                }
            }
        }
        return watchable;
    }

    /**
     * Where a tick goes when {@code node} completes with SUCCESS ({@code success}) or FAILURE
     * (SEMANTICS §5.1, §5.2, climbing as {@link Node#stopAt} describes).
     */
    private static int jump(List<Placed> placed, int[] end, boolean[] watchable, int[] first,
            int node, boolean success) {
        int x = node;
        while (true) {
            int parent = placed.get(x).parent;
            if (parent < 0) {
                return Node.ROOT_COMPLETES;
            }
            NodeKind kind = placed.get(parent).method.kind();
            if (kind == NodeKind.PARALLEL) {
                return Node.stopAt(x);
            }
            boolean goesOn = kind == NodeKind.SEQUENCE ? success : !success;
            if (goesOn && end[x] < end[parent]) {
                return first[end[x]]; // the next sibling starts right after x's subtree
            }
            if (watchable[parent]) {
                return Node.stopAt(x);
            }
            x = parent;
        }
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

    private static LeafCall leafCall(TreeSource tree, NodeMethod method) {
        if (method.kind() == NodeKind.CONDITION) {
            return new LeafCall(ResultKind.BOOLEAN, null, null, false);
        }
        if (method.kind() != NodeKind.ACTION) {
            return null;
        }
        TypeKind returns = method.method().getReturnType().getKind();
        ResultKind result = returns == TypeKind.VOID ? ResultKind.VOID
                : returns == TypeKind.BOOLEAN ? ResultKind.BOOLEAN : ResultKind.STATUS;
        String onStart = method.onStart().isEmpty() ? null : method.onStart();
        String onEnd = null;
        boolean takesStatus = false;
        if (!method.onEnd().isEmpty()) {
            ExecutableElement hook = Hooks.onEnd(tree.methods(), method.onEnd());
            onEnd = method.onEnd();
            takesStatus = Hooks.takesStatus(hook);
        }
        return new LeafCall(result, onStart, onEnd, takesStatus);
    }

    private static TypeName agentType(TreeSource tree) {
        ClassName raw = ClassName.get(tree.type());
        int parameters = tree.type().getTypeParameters().size();
        if (parameters == 0) {
            return raw;
        }
        TypeName[] wildcards = new TypeName[parameters];
        java.util.Arrays.fill(wildcards, WildcardTypeName.subtypeOf(Object.class));
        return ParameterizedTypeName.get(raw, wildcards);
    }

    private record Placed(NodeMethod method, int parent) {}
}
