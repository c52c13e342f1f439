// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.diagrams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A served node's services in each drawing (docs/semantics.md §5.6, docs/diagrams.md): a third
 * label line in Mermaid and DOT, in the order they run, and {@code _arbor_services} in the
 * BehaviorTree.CPP file, which has no services; an unserved node is drawn as before.
 */
class ServiceDiagramTest {

    private static final String GUARD = """
            package served;

            import dev.arbor.*;

            @BehaviorTree
            public class Guard {
                @Selector({"chase", "patrol"}) void root() {}
                @Sequence({"seesTarget", "moveToTarget"}) void chase() {}
                @Condition boolean seesTarget() { return true; }
                @Action void moveToTarget() {}
                @Action void patrol() {}
                @Service(on = "chase", millis = 500) void scan() {}
                @Service(on = "chase") void look() {}
            }
            """;

    @Test
    void servicesAreDrawnOnTheirNode() {
        DiagramFiles.Drawn drawn = DiagramFiles.compile("served.Guard",
                JavaFileObjects.forSourceString("served.Guard", GUARD));

        Map<String, String> labels = MermaidCheck.check(drawn.mermaid(), 5);
        assertEquals("Sequence\nchase\nservices scan() every 500 ms, look() every tick",
                labels.get("n1"));
        assertEquals("Selector\nroot", labels.get("n0"));

        BtCppCheck.check(drawn.xml());
        assertTrue(drawn.xml().contains(
                "<Sequence name=\"chase\" _arbor_services=\"scan/500;look/0\">"), drawn.xml());
        assertFalse(drawn.xml().contains("<Fallback name=\"root\" _arbor_services"), drawn.xml());

        List<String> texts = DiagramEscapingTest.svgTexts(DiagramFiles.renderCleanly(drawn.dot()));
        assertTrue(texts.contains("services scan() every 500 ms, look() every tick"),
                texts.toString());
    }
}
