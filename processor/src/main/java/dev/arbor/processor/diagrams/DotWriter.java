// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.diagrams;

import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.TreeDescriptor;

/**
 * The tree as a Graphviz DOT digraph, top to bottom, children in declared order
 * ({@code ordering=out}). Node ids are {@code n} and the pre-order index; every name is in a
 * quoted label. Composites are boxes, decorators hexagons, conditions and events ellipses,
 * actions, tasks and waits rounded boxes, each family in its own colour; a Sequence or Selector
 * with an {@code abortType} has a thick red border, and a dashed red edge, which does not
 * take part in the layout, runs from each condition it watches to it.
 */
public final class DotWriter {
    private DotWriter() {}

    public static String write(TreeDescriptor tree) {
        Drawing drawing = new Drawing(tree);
        StringBuilder out = new StringBuilder(64 * tree.nodes().size() + 512);
        out.append("// ").append(Text.visible(drawing.title()))
                .append(": drawn by Arbor (docs/diagrams.md); dot -Tsvg renders it\n");
        out.append("digraph ").append(Text.dot(drawing.title())).append(" {\n");
        out.append("  graph [ordering=out, rankdir=TB, nodesep=0.3, ranksep=0.5];\n");
        out.append("  node [style=filled, fontsize=11, margin=\"0.12,0.06\"];\n");
        out.append("  edge [fontsize=9, arrowsize=0.6];\n");
        for (Node node : tree.nodes()) {
            Drawing.Family family = Drawing.family(node);
            out.append("  n").append(node.index()).append(" [label=")
                    .append(Drawing.servicesLine(tree, node) == null
                            ? Text.dot(Drawing.kindLine(node), Drawing.name(node))
                            : Text.dot(Drawing.kindLine(node), Drawing.name(node),
                                    Drawing.servicesLine(tree, node)))
                    .append(", shape=").append(shape(family));
            if (family == Drawing.Family.ACTION) {
                out.append(", style=\"rounded,filled\"");
            }
            out.append(", fillcolor=\"").append(family.fill).append('"');
            if (Drawing.aborts(node)) {
                out.append(", color=\"").append(Drawing.ABORT).append("\", penwidth=2.5");
            } else {
                out.append(", color=\"").append(family.stroke).append('"');
            }
            out.append("];\n");
        }
        for (Node node : tree.nodes()) {
            if (node.parent() < 0) {
                continue;
            }
            out.append("  n").append(node.parent()).append(" -> n").append(node.index());
            String label = drawing.edgeLabel(node);
            if (!label.isEmpty()) {
                out.append(" [label=").append(Text.dot(label)).append(']');
            }
            out.append(";\n");
        }
        for (Drawing.Abort abort : drawing.abortEdges()) {
            out.append("  n").append(abort.condition()).append(" -> n").append(abort.composite())
                    .append(" [style=dashed, color=\"").append(Drawing.ABORT)
                    .append("\", fontcolor=\"").append(Drawing.ABORT)
                    .append("\", constraint=false, label=\"").append(abort.type())
                    .append("\"];\n");
        }
        return out.append("}\n").toString();
    }

    private static String shape(Drawing.Family family) {
        return switch (family) {
            case COMPOSITE, ACTION -> "box";
            case DECORATOR -> "hexagon";
            case CONDITION -> "ellipse";
        };
    }
}
