// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.diagrams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.w3c.dom.Document;

/**
 * A tree of 1,000 nodes (a Selector, a RandomSelector and a Parallel in turn over groups of 22
 * branches, each a LOWER_PRIORITY Sequence of a condition, a Cooldown over an action and a Wait)
 * still draws: dot renders it cleanly, the XML passes BehaviorTree.CPP's rules, the Mermaid has
 * its 1,000 nodes and says that it is over Mermaid's default limits. The processor runs alone
 * ({@code -proc:only}; {@code HotSpotLimitsTest} compiles large generated classes): the test
 * takes a few seconds, and the timeout only catches something gone quadratic.
 */
class DiagramLargeTreeTest {
    static final int GROUPS = 9;
    static final int BRANCHES = 22;
    /** The root, then per group itself and five nodes per branch. */
    static final int NODES = 1 + GROUPS * (1 + 5 * BRANCHES);

    @Test
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void aThousandNodeTreeDrawsInEveryFormat() {
        assertEquals(1000, NODES);
        DiagramFiles.Drawn drawn = DiagramFiles.process("big.Herd",
                JavaFileObjects.forSourceString("big.Herd", source()));

        Document svg = DiagramFiles.renderCleanly(drawn.dot());
        assertEquals(NODES, count(svg, "node"), "nodes drawn in the SVG");

        BtCppCheck.Checked xml = BtCppCheck.check(drawn.xml());
        assertEquals(NODES, xml.used().size());

        MermaidCheck.check(drawn.mermaid(), NODES);
        int links = NODES - 1 + GROUPS * BRANCHES; // tree edges, then one abort link per branch
        assertTrue(drawn.mermaid().contains("  %% " + links + " links, "), drawn.mermaid()
                .lines().limit(8).toList().toString());
    }

    /** How many SVG groups of this class ("node", "edge") dot drew. */
    private static int count(Document svg, String cssClass) {
        int found = 0;
        var groups = svg.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            var attribute = groups.item(i).getAttributes().getNamedItem("class");
            if (attribute != null && attribute.getNodeValue().equals(cssClass)) {
                found++;
            }
        }
        return found;
    }

    static String source() {
        List<String> groups = new ArrayList<>();
        StringBuilder members = new StringBuilder();
        for (int g = 0; g < GROUPS; g++) {
            List<String> branches = new ArrayList<>();
            for (int b = 0; b < BRANCHES; b++) {
                String s = g + "_" + b;
                branches.add("\"s" + s + "\"");
                members.append("  @Sequence(value = {\"c").append(s).append("\", \"k").append(s)
                        .append("\", \"w").append(s)
                        .append("\"}, abortType = AbortType.LOWER_PRIORITY) void s").append(s)
                        .append("() {}\n");
                members.append("  @Condition boolean c").append(s).append("() { return false; }\n");
                members.append("  @Cooldown(value = \"a").append(s).append("\", millis = ")
                        .append(100 + b).append(") void k").append(s).append("() {}\n");
                members.append("  @Action void a").append(s).append("() {}\n");
                members.append("  @Wait(millis = ").append(10 + b).append(") void w").append(s)
                        .append("() {}\n");
            }
            String composite = switch (g % 3) {
                case 0 -> "@Selector";
                case 1 -> "@RandomSelector";
                default -> "@Parallel";
            };
            members.append("  ").append(composite).append("({").append(String.join(", ", branches))
                    .append("}) void g").append(g).append("() {}\n");
            groups.add("\"g" + g + "\"");
        }
        // every branch keeps its abort, under a RandomSelector or a Parallel too, where it
        // never fires: the drawing of a large tree with abort links is what is tested
        return "package big;\n\nimport dev.arbor.*;\n\n@BehaviorTree\n"
                + "@SuppressWarnings(\"arbor:lower-priority-never-fires\")\npublic class Herd {\n"
                + "  @Selector({" + String.join(", ", groups) + "}) void root() {}\n"
                + members + "}\n";
    }
}
