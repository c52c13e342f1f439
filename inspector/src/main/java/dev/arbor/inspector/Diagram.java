// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeNodes;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The Mermaid text of a tree: the processor's {@code META-INF/arbor/<agent class>.mmd}
 * (docs/diagrams.md), read through the tree class's loader, or, when the build did not write it,
 * a plain one drawn from {@link Tree#nodes()}. Either way node {@code i} has the id {@code n<i>}.
 */
final class Diagram {
    private Diagram() {}

    static String of(Tree tree) {
        String resource = "META-INF/arbor/" + tree.agent().getClass().getName() + ".mmd";
        ClassLoader loader = tree.getClass().getClassLoader();
        if (loader != null) {
            try (InputStream in = loader.getResourceAsStream(resource)) {
                if (in != null) return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                // draw it from the nodes
            }
        }
        return fromNodes(tree.nodes());
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
