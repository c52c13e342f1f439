// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w2;

import dev.arbor.Status;
import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * W2 on a reflective interpreter: what an annotation-driven library without code generation
 * does. Node objects built once from the shape; leaves are the generated W2Synthetic class's
 * methods, called with {@link Method#invoke}; composites keep their child cursor (memory).
 */
public final class W2Reflective implements Workload {
    private static final class Node {
        final boolean selector;
        final Node[] children;
        final Method leaf;
        int current;

        Node(boolean selector, Node[] children, Method leaf) {
            this.selector = selector;
            this.children = children;
            this.leaf = leaf;
        }
    }

    private final W2Synthetic agent;
    private final Node root;

    public W2Reflective(int index) {
        this.agent = new W2Synthetic(index);
        int[] leaf = {0};
        this.root = build(0, leaf);
    }

    private static Node build(int level, int[] leaf) {
        if (level == W2Shape.DEPTH) {
            int id = leaf[0]++;
            try {
                Method method = W2Synthetic.class.getDeclaredMethod(
                        (W2Shape.isCondition(id) ? "c" : "a") + id);
                method.setAccessible(true);
                return new Node(false, null, method);
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException(e);
            }
        }
        Node[] children = new Node[W2Shape.FANOUT];
        for (int k = 0; k < W2Shape.FANOUT; k++) {
            children[k] = build(level + 1, leaf);
        }
        return new Node(W2Shape.isSelector(level), children, null);
    }

    @Override
    public void tick() {
        agent.beginTick();
        agent.endTick(run(root));
    }

    /**
     * Runs a node. A composite's cursor is 0 unless it answered RUNNING on an earlier tick (it
     * goes back to 0 when the composite completes), so entering and resuming are the same code.
     */
    private int run(Node node) {
        if (node.leaf != null) {
            return call(node.leaf);
        }
        while (true) {
            int result = run(node.children[node.current]);
            if (result == Agent.RUNNING) {
                return result;
            }
            boolean goOn = node.selector ? result == Agent.FAILURE : result == Agent.SUCCESS;
            if (goOn && node.current + 1 < node.children.length) {
                node.current++;
                continue;
            }
            node.current = 0;
            return result;
        }
    }

    private int call(Method method) {
        try {
            Object answer = method.invoke(agent);
            if (answer instanceof Boolean b) {
                return b ? Agent.SUCCESS : Agent.FAILURE;
            }
            Status status = (Status) answer;
            return status == Status.RUNNING ? Agent.RUNNING
                    : status == Status.SUCCESS ? Agent.SUCCESS : Agent.FAILURE;
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public Agent agent() {
        return agent;
    }

    @Override
    public Object engine() {
        return root;
    }
}
