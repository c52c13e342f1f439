// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The references from the root form a tree once expanded: no composite reaches itself (the
 * message prints the path from the root), and the expansion stays under {@link #MAX_NODES}
 * nodes (a method referenced from two places is two nodes). Runs only once every name resolves.
 */
public final class CycleValidator implements TreeValidator {
    /** The most nodes a tree may expand to. */
    public static final int MAX_NODES = 30_000;

    @Override
    public void validate(TreeSource tree, Report report) {
        NodeMethod root = tree.node(tree.root());
        if (root == null) {
            return;
        }
        Map<String, Long> sizes = new HashMap<>();
        Set<String> onPath = new HashSet<>();
        Deque<Frame> path = new ArrayDeque<>();
        path.push(new Frame(root));
        onPath.add(root.name());
        while (!path.isEmpty()) {
            Frame frame = path.peek();
            if (frame.next == frame.node.children().size()) {
                path.pop();
                onPath.remove(frame.node.name());
                sizes.put(frame.node.name(), frame.size);
                if (!path.isEmpty()) {
                    path.peek().add(frame.size);
                }
                continue;
            }
            int i = frame.next++;
            String childName = frame.node.children().get(i);
            NodeMethod child = tree.node(childName);
            if (child == null) {
                return; // unresolved names are reported by ChildReferenceValidator
            }
            if (onPath.contains(childName)) {
                report.add(frame.node.method(), frame.node.annotation(),
                        frame.node.childValues().get(i), Message.CYCLE,
                        frame.node.kind().simpleName(), frame.node.name(), childName,
                        describe(path, childName));
                return;
            }
            Long known = sizes.get(childName);
            if (known != null) {
                frame.add(known);
            } else {
                path.push(new Frame(child));
                onPath.add(childName);
            }
        }
        long size = sizes.getOrDefault(root.name(), 0L);
        if (size > MAX_NODES) {
            report.add(tree.type(), tree.annotation(), Message.TOO_LARGE,
                    tree.type().getSimpleName(), MAX_NODES);
        }
    }

    /** The path from the root to the node closing the cycle, one name a line. */
    private static String describe(Deque<Frame> path, String closing) {
        List<String> names = new ArrayList<>();
        path.descendingIterator().forEachRemaining(f -> names.add(f.node.name()));
        names.add(closing);
        StringBuilder text = new StringBuilder("    ").append(names.get(0)).append("()");
        for (String name : names.subList(1, names.size())) {
            text.append(System.lineSeparator()).append("    -> ").append(name).append("()");
        }
        return text.toString();
    }

    private static final class Frame {
        final NodeMethod node;
        int next;
        long size = 1;

        Frame(NodeMethod node) {
            this.node = node;
        }

        /** Adds a child's size; sizes stop growing past the limit, so sums never overflow. */
        void add(long childSize) {
            size = Math.min(size + childSize, MAX_NODES + 1L);
        }
    }
}
