// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.diagrams;

import dev.arbor.processor.model.TreeDescriptor;
import java.util.List;

/**
 * The drawings of a tree that the processor writes beside the classes, under
 * {@value #FOLDER}: Mermaid ({@code .mmd}), Graphviz DOT ({@code .dot}) and BehaviorTree.CPP 4
 * XML for Groot2 ({@code .xml}), each named after the {@code @BehaviorTree} class. They are
 * drawn from the flattened tree alone, so they show what the generated class runs: subtrees
 * inlined, a method named twice drawn twice. The option {@value #OPTION}{@code =false} turns
 * them off.
 */
public final class Diagrams {
    private Diagrams() {}

    /** The processor option; {@code false} (any case) writes no diagram. */
    public static final String OPTION = "arbor.diagrams";

    /** Where the diagrams go, relative to the class output. */
    public static final String FOLDER = "META-INF/arbor/";

    /** One drawing: its file name extension and its text. */
    public record Diagram(String extension, String text) {}

    /** Whether the processor options ask for diagrams: unless the option says false. */
    public static boolean enabled(String optionValue) {
        return optionValue == null || !optionValue.trim().equalsIgnoreCase("false");
    }

    /** The three drawings of {@code tree}: Mermaid, DOT, BehaviorTree.CPP XML. */
    public static List<Diagram> of(TreeDescriptor tree) {
        return List.of(new Diagram("mmd", MermaidWriter.write(tree)),
                new Diagram("dot", DotWriter.write(tree)),
                new Diagram("xml", BtCppXmlWriter.write(tree)));
    }

    /**
     * The resource path of {@code tree}'s drawing with {@code extension}, relative to the class
     * output: {@code META-INF/arbor/dev.example.Creature.mmd}.
     */
    public static String path(TreeDescriptor tree, String extension) {
        return FOLDER + tree.source().canonicalName() + "." + extension;
    }
}
