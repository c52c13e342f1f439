// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.diagrams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import com.palantir.javapoet.ClassName;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/**
 * Names in each format. What a tree can really carry: method names are Java identifiers, so
 * letters of any script, {@code $} and {@code _}, and words a format reserves ({@code end},
 * {@code graph}, {@code subgraph} in Mermaid); javac drops the control characters an identifier
 * may be written with, and condition and weight names must name methods. Quotes, angle
 * brackets, ampersands and backslashes cannot reach a diagram from a valid tree, so the writers
 * are also given a hand-built tree holding them, to show each format's escaping is total.
 */
class DiagramEscapingTest {

    // ---- what a tree can carry: identifiers of any script, reserved words ----------------

    private static final String CAFE = """
            package uni;

            import dev.arbor.*;

            @BehaviorTree
            public class Café {
                @Selector({"end", "graph", "日本語"}) void root() {}
                @Sequence(value = {"café", "subgraph"}, abortType = AbortType.SELF,
                        abortOn = AbortTrigger.RELEVANT_CHANGE, reevaluateEvery = 250)
                void end() {}
                @Condition boolean café() { return true; }
                @Action void subgraph() {}
                @While(value = "$cash", condition = "Ωmega") void graph() {}
                @Condition boolean Ωmega() { return true; }
                @Action void $cash() {}
                @Action void 日本語() {}
            }
            """;

    @Test
    void unicodeNamesAndWordsMermaidReservesDrawInEveryFormat() {
        DiagramFiles.Drawn drawn = DiagramFiles.compile("uni.Café",
                JavaFileObjects.forSourceString("uni.Café", CAFE));

        Map<String, String> labels = MermaidCheck.check(drawn.mermaid(), 7);
        assertEquals("Sequence · abort SELF on relevant change every 250 ms\nend",
                labels.get("n1"));
        assertEquals("Condition\ncafé", labels.get("n2"));
        assertEquals("While Ωmega\ngraph", labels.get("n4"));
        assertEquals("Action\n$cash", labels.get("n5"));
        assertEquals("Action\n日本語", labels.get("n6"));
        assertTrue(drawn.mermaid().contains("title: \"uni.Café\""), drawn.mermaid());

        BtCppCheck.Checked xml = BtCppCheck.check(drawn.xml());
        assertTrue(drawn.xml().contains("<Sequence name=\"end\" _arbor_abort=\"SELF\""
                + " _arbor_abort_on=\"RELEVANT_CHANGE\" _arbor_reevaluate_every=\"250\">"),
                drawn.xml());
        assertEquals(Set.of("café", "subgraph", "Ωmega", "$cash", "日本語"), xml.declared().keySet());
        assertEquals(List.of("root", "end", "café", "subgraph", "graph", "Ωmega", "$cash", "日本語"),
                xml.names());
        assertEquals("CaféTree", xml.document().getElementsByTagName("BehaviorTree").item(0)
                .getAttributes().getNamedItem("ID").getNodeValue());

        List<String> texts = svgTexts(DiagramFiles.renderCleanly(drawn.dot()));
        assertTrue(texts.containsAll(List.of("café", "While Ωmega", "$cash", "日本語", "end")),
                texts.toString());
    }

    // ---- what no tree can carry, given to the writers directly ---------------------------

    static final String QUOTES = "say \"hi\" 'there'";
    static final String MARKUP = "<b>&amp;</b> <!-- x -->";
    static final String BACKSLASHES = "back\\slash \\N \\n \\";
    static final String MERMAID = "#35; `code` $$x$$ end; |pipe| [box]";
    static final String CONTROLS = "bell\u0007 tab\t";
    static final String SURROGATES = "emoji \uD83D\uDE00 lone \uD800";

    /**
     * A Sequence with a SELF abort over a condition, an action, a While (its condition named
     * with backslashes) over an action, and a Wait of an inlined subtree's object.
     */
    static TreeDescriptor strangeTree() {
        List<Node> nodes = new ArrayList<>();
        nodes.add(node(0, Kinds.SEQUENCE, "root", -1, 6, 4, AbortKind.SELF, 0, 1,
                new Attributes.Aborts(AbortKind.SELF, null), null));
        nodes.add(node(1, Kinds.CONDITION, QUOTES, 0, 2, 0, AbortKind.NONE, 0, 1, Attributes.NONE,
                null));
        nodes.add(node(2, Kinds.ACTION, MARKUP, 0, 3, 0, AbortKind.NONE, 1, 1, Attributes.NONE,
                null));
        nodes.add(node(3, Kinds.WHILE, "guard", 0, 5, 1, AbortKind.NONE, 1, 1,
                new Attributes.Conditional(BACKSLASHES, null), null));
        nodes.add(node(4, Kinds.ACTION, MERMAID, 3, 5, 0, AbortKind.NONE, 1, 1, Attributes.NONE,
                null));
        nodes.add(node(5, Kinds.WAIT, CONTROLS, 0, 6, 0, AbortKind.NONE, 1, 1,
                new Attributes.Timed(250, null), SURROGATES));
        ClassName source = ClassName.get("strange", "Names");
        return new TreeDescriptor(source, source, ClassName.get("strange", "NamesTree"), nodes,
                List.of(-1), List.of(1), List.of(), Set.of());
    }

    /** A node with the columns the writers read; the others do not matter to them. */
    private static Node node(int index, NodeKind kind, String method, int parent, int end,
            int children, AbortKind abortType, int entriesFrom, int entriesTo,
            Attributes attributes, String receiver) {
        return new Node(index, kind, method, parent, parent < 0 ? -1 : 0, end, 0, abortType,
                entriesFrom, entriesTo, -1, index == 0, index, -1, -1, null, attributes, -1, -1,
                -1, children, receiver);
    }

    private static String shown(String text) {
        return Text.visible(text);
    }

    @Test
    void visibleSpellsControlCharactersAndLoneSurrogatesAndKeepsTheRest() {
        assertEquals("bell\\u0007 tab\\u0009", shown(CONTROLS));
        assertEquals("emoji \uD83D\uDE00 lone \\uD800", shown(SURROGATES));
        assertEquals(QUOTES, shown(QUOTES));
        assertEquals("日本語 café Ω", shown("日本語 café Ω"));
    }

    @Test
    void theXmlReadsBackEveryName() {
        String xml = BtCppXmlWriter.write(strangeTree());
        BtCppCheck.Checked checked = BtCppCheck.check(xml, false);
        assertEquals(List.of("root", QUOTES, MARKUP, "guard", BACKSLASHES, MERMAID,
                shown(SURROGATES) + "." + shown(CONTROLS)), checked.names());
        assertEquals(Set.of(QUOTES, MARKUP, BACKSLASHES, MERMAID), checked.declared().keySet());
        assertTrue(xml.contains("<!-- strange.Names: "), xml);
    }

    @Test
    void theDotRendersEveryNameAsItsText() {
        String dot = DotWriter.write(strangeTree());
        List<String> texts = svgTexts(DiagramFiles.renderCleanly(dot));
        for (String expected : List.of(QUOTES, MARKUP, "While " + BACKSLASHES, MERMAID,
                shown(SURROGATES) + "." + shown(CONTROLS), "Sequence · abort SELF", "SELF")) {
            assertTrue(texts.contains(expected), expected + " not among " + texts);
        }
        assertEquals("\"say \\\"hi\\\" 'there'\\nback\\\\slash \\\\N\"",
                Text.dot(QUOTES, "back\\slash \\N"));
    }

    @Test
    void theMermaidLabelsHoldEscapesOnlyAndDecodeToTheNames() {
        String mermaid = MermaidWriter.write(strangeTree());
        Map<String, String> labels = MermaidCheck.check(mermaid, 6);
        assertEquals("Condition\n" + QUOTES, labels.get("n1"));
        assertEquals("Action\n" + MARKUP, labels.get("n2"));
        assertEquals("While " + BACKSLASHES + "\nguard", labels.get("n3"));
        assertEquals("Action\n" + MERMAID, labels.get("n4"));
        assertEquals("Wait 250 ms\n" + shown(SURROGATES) + "." + shown(CONTROLS),
                labels.get("n5"));
        assertTrue(mermaid.contains("n1 -.->|\"SELF\"| n0"), mermaid);
    }

    /** The text of every {@code <text>} element of an SVG. */
    static List<String> svgTexts(Document svg) {
        List<String> texts = new ArrayList<>();
        NodeList found = svg.getElementsByTagName("text");
        for (int i = 0; i < found.getLength(); i++) {
            texts.add(found.item(i).getTextContent());
        }
        return texts;
    }
}
