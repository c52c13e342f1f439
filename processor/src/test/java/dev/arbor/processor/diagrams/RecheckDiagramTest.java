// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.diagrams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A parallel that re-asks its conditions (docs/semantics.md §5.3, docs/diagrams.md): its label
 * ends with {@code · re-asks conditions}, and the BehaviorTree.CPP file declares and uses
 * {@code ArborParallel}, since its {@code Parallel} never asks a completed child again; a
 * parallel without the option is drawn as before.
 */
class RecheckDiagramTest {

    private static final String CREATURE = """
            package rechecked;

            import dev.arbor.*;

            @BehaviorTree
            public class Creature {
                @Sequence({"home", "both"}) void root() {}
                @Parallel(value = {"isNight", "goHome"}, recheckConditions = true) void home() {}
                @Parallel({"isNight", "goHome"}) void both() {}
                @Condition boolean isNight() { return true; }
                @Action Status goHome() { return Status.RUNNING; }
            }
            """;

    @Test
    void aReAskingParallelSaysSo() {
        DiagramFiles.Drawn drawn = DiagramFiles.compile("rechecked.Creature",
                JavaFileObjects.forSourceString("rechecked.Creature", CREATURE));

        Map<String, String> labels = MermaidCheck.check(drawn.mermaid(), 7);
        assertEquals("Parallel · success ALL · failure ONE · re-asks conditions\nhome",
                labels.get("n1"));
        assertEquals("Parallel · success ALL · failure ONE\nboth", labels.get("n4"));

        BtCppCheck.check(drawn.xml());
        assertTrue(drawn.xml().contains("<Control ID=\"ArborParallel\">"), drawn.xml());
        assertTrue(drawn.xml().contains("<ArborParallel name=\"home\""), drawn.xml());
        assertTrue(drawn.xml().contains("<Parallel name=\"both\""), drawn.xml());
    }
}
