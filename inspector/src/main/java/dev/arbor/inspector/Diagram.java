// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeNodes;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The Mermaid text of a tree: the processor's {@code META-INF/arbor/<class>.mmd}
 * (docs/diagrams.md), named by the canonical name of the {@code @BehaviorTree} class and read
 * through the tree class's loader, or, when the build did not write it, a plain one drawn from
 * {@link Tree#nodes()}. Either way node {@code i} has the id {@code n<i>}.
 */
final class Diagram {
    private Diagram() {}

    static String of(Tree tree) {
        String drawn = read(tree.getClass().getClassLoader(), annotatedClassNames(tree));
        return drawn != null ? drawn : fromNodes(tree.nodes());
    }

    /**
     * The build's drawing of a generated tree class (of a recording: no agent at hand), found
     * under the names of the classes its constructors take first, or null.
     */
    static String ofClass(Class<?> treeClass) {
        List<String> names = new ArrayList<>();
        for (Constructor<?> constructor : treeClass.getConstructors()) {
            Class<?>[] parameters = constructor.getParameterTypes();
            if (parameters.length > 0) {
                for (Class<?> type = parameters[0]; type != null && type != Object.class;
                        type = type.getSuperclass()) {
                    add(names, type);
                }
            }
        }
        return read(treeClass.getClassLoader(), names);
    }

    private static String read(ClassLoader loader, List<String> names) {
        if (loader == null) return null;
        for (String name : names) {
            try (InputStream in = loader.getResourceAsStream("META-INF/arbor/" + name + ".mmd")) {
                if (in != null) return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                // try the next name, then draw it from the nodes
            }
        }
        return null;
    }

    /**
     * The names the build may have written the drawing under, most likely first: the class the
     * generated constructor takes (the annotated class itself, even when the agent is a subclass
     * of it), then the agent's class and its superclasses; each by its canonical name
     * ({@code Outer.Inner}), as the processor names the file.
     */
    static List<String> annotatedClassNames(Tree tree) {
        List<String> names = new ArrayList<>();
        for (Constructor<?> constructor : tree.getClass().getConstructors()) {
            Class<?>[] parameters = constructor.getParameterTypes();
            if (parameters.length > 0 && parameters[0].isInstance(tree.agent())) {
                add(names, parameters[0]);
            }
        }
        for (Class<?> type = tree.agent().getClass(); type != null && type != Object.class;
                type = type.getSuperclass()) {
            add(names, type);
        }
        return names;
    }

    private static void add(List<String> names, Class<?> type) {
        String canonical = type.getCanonicalName();
        if (canonical != null && !names.contains(canonical)) names.add(canonical);
    }

    static String fromNodes(TreeNodes nodes) {
        StringBuilder text = new StringBuilder("flowchart TD\n");
        for (int i = 0; i < nodes.size(); i++) {
            text.append("  n").append(i).append("[\"").append(label(nodes.kind(i)))
                    .append("<br/>").append(label(nodes.method(i))).append("\"]\n");
        }
        for (int i = 1; i < nodes.size(); i++) {
            text.append("  n").append(nodes.parent(i)).append(" --> n").append(i).append('\n');
        }
        return text.toString();
    }

    /** Mermaid's entity codes for what would end or break a quoted label. */
    private static String label(String name) {
        StringBuilder out = new StringBuilder();
        name.codePoints().forEach(c -> {
            if (Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '$' || c == ' ') {
                out.appendCodePoint(c);
            } else {
                out.append("#").append(c).append(';');
            }
        });
        return out.toString();
    }
}
