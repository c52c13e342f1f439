// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.diagrams;

import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The tree as a Mermaid flowchart, top down. Node ids are {@code n} and the pre-order index, so
 * no method name (such as {@code end}, which Mermaid reserves) is ever read as syntax; every
 * name is in a quoted label, escaped with Mermaid's entity codes. The shapes and colours are
 * those of the DOT drawing ({@link DotWriter}): composites are rectangles, decorators hexagons,
 * conditions and events stadiums, actions, tasks and waits rounded rectangles; a Sequence or
 * Selector with an {@code abortType} has the class {@code aborting} (a thick red border), and a
 * dotted red link labelled with the abort type runs from each condition it watches to it.
 *
 * <p>Mermaid refuses, by default, diagrams over 500 links or 50,000 characters ({@code maxEdges},
 * {@code maxTextSize}); a directive cannot raise them, only the page's
 * {@code mermaid.initialize}. A larger tree's diagram says so in a comment.
 */
public final class MermaidWriter {
    private MermaidWriter() {}

    /** Mermaid's default {@code maxEdges}. */
    static final int MAX_EDGES = 500;
    /** Mermaid's default {@code maxTextSize}. */
    static final int MAX_TEXT = 50_000;

    public static String write(TreeDescriptor tree) {
        Drawing drawing = new Drawing(tree);
        StringBuilder body = new StringBuilder(64 * tree.nodes().size() + 512);
        Map<Drawing.Family, List<String>> classes = new EnumMap<>(Drawing.Family.class);
        List<String> aborting = new ArrayList<>();
        for (Node node : tree.nodes()) {
            String id = "n" + node.index();
            Drawing.Family family = Drawing.family(node);
            String services = Drawing.servicesLine(tree, node);
            String label = Text.mermaid(Drawing.kindLine(node)) + "<br/>"
                    + Text.mermaid(Drawing.name(node))
                    + (services == null ? "" : "<br/>" + Text.mermaid(services));
            body.append("  ").append(id).append(open(family)).append('"').append(label)
                    .append('"').append(close(family)).append('\n');
            if (Drawing.aborts(node)) {
                aborting.add(id);
            } else {
                classes.computeIfAbsent(family, f -> new ArrayList<>()).add(id);
            }
        }
        int links = 0;
        for (Node node : tree.nodes()) {
            if (node.parent() < 0) {
                continue;
            }
            String label = drawing.edgeLabel(node);
            body.append("  n").append(node.parent())
                    .append(label.isEmpty() ? " --> " : " -->|\"" + Text.mermaid(label) + "\"| ")
                    .append('n').append(node.index()).append('\n');
            links++;
        }
        List<String> abortLinks = new ArrayList<>();
        for (Drawing.Abort abort : drawing.abortEdges()) {
            body.append("  n").append(abort.condition()).append(" -.->|\"").append(abort.type())
                    .append("\"| n").append(abort.composite()).append('\n');
            abortLinks.add(String.valueOf(links++));
        }
        for (Drawing.Family family : Drawing.Family.values()) {
            body.append("  classDef ").append(family.className()).append(" fill:")
                    .append(family.fill).append(",stroke:").append(family.stroke)
                    .append(",color:#111827\n");
        }
        body.append("  classDef aborting fill:").append(Drawing.Family.COMPOSITE.fill)
                .append(",stroke:").append(Drawing.ABORT)
                .append(",stroke-width:3px,color:#111827\n");
        classes.forEach((family, ids) -> body.append("  class ").append(String.join(",", ids))
                .append(' ').append(family.className()).append('\n'));
        if (!aborting.isEmpty()) {
            body.append("  class ").append(String.join(",", aborting)).append(" aborting\n");
        }
        if (!abortLinks.isEmpty()) {
            body.append("  linkStyle ").append(abortLinks.stream().collect(Collectors.joining(",")))
                    .append(" stroke:").append(Drawing.ABORT).append(",stroke-dasharray:4 3,color:")
                    .append(Drawing.ABORT).append('\n');
        }
        StringBuilder out = new StringBuilder(body.length() + 400);
        out.append("---\ntitle: ").append(Text.yaml(drawing.title())).append("\n---\n");
        out.append("flowchart TD\n");
        out.append("  %% drawn by Arbor (docs/diagrams.md)\n");
        if (links > MAX_EDGES || body.length() > MAX_TEXT) {
            out.append("  %% ").append(links).append(" links, ").append(body.length())
                    .append(" characters: over Mermaid's default maxEdges (").append(MAX_EDGES)
                    .append(") or maxTextSize (").append(MAX_TEXT)
                    .append("); raise them in mermaid.initialize, or draw the .dot file\n");
        }
        return out.append(body).toString();
    }

    private static String open(Drawing.Family family) {
        return switch (family) {
            case COMPOSITE -> "[";
            case DECORATOR -> "{{";
            case CONDITION -> "([";
            case ACTION -> "(";
        };
    }

    private static String close(Drawing.Family family) {
        return switch (family) {
            case COMPOSITE -> "]";
            case DECORATOR -> "}}";
            case CONDITION -> "])";
            case ACTION -> ")";
        };
    }
}
