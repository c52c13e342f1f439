// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.diagrams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.NodeKind;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Each format read back by what reads it: the DOT by Graphviz's {@code dot -Tsvg} (exit 0,
 * nothing on stderr), the XML by javax.xml and {@link BtCppCheck} (BehaviorTree.CPP's rules),
 * the Mermaid by {@link MermaidCheck}; for the golden tree and for a tree that uses every node
 * annotation ({@code diagrams/Menagerie.java}, with an inlined subtree).
 */
class DiagramFormatsTest {

    private static DiagramFiles.Drawn critter() {
        return DiagramFiles.compileResources("golden.Critter", "goldens/diagrams/Critter.java");
    }

    private static DiagramFiles.Drawn menagerie() {
        return DiagramFiles.compileResources("zoo.Menagerie", "diagrams/Menagerie.java",
                "diagrams/Burrow.java");
    }

    @Test
    void theDotRendersToSvgWithoutWarnings() {
        DiagramFiles.renderCleanly(critter().dot());
        DiagramFiles.renderCleanly(menagerie().dot());
    }

    @Test
    void theXmlIsAWellFormedBehaviorTreeCppFileWhoseTypesAreBuiltInsOrDeclared() {
        BtCppCheck.Checked critter = BtCppCheck.check(critter().xml());
        assertEquals("CritterTree", critter.document().getElementsByTagName("BehaviorTree")
                .item(0).getAttributes().getNamedItem("ID").getNodeValue());
        BtCppCheck.check(menagerie().xml());
    }

    @Test
    void theMermaidHasOneLineForEachNodeAndLinksBetweenThem() {
        Map<String, String> labels = MermaidCheck.check(critter().mermaid(), 20);
        assertEquals("Wait 500 ms\nlisten", labels.get("n15"));
        assertEquals("Repeat ×3 · ends on failure\ngroomFur", labels.get("n17"));
        MermaidCheck.check(menagerie().mermaid(), 59);
    }

    /**
     * Every kind draws and maps: the Menagerie uses every node annotation, each ends up in the
     * XML as its BehaviorTree.CPP type, and a name shared by a condition and an action, or a
     * built-in's name, gets a type of its own.
     */
    @Test
    void everyKindMapsToABehaviorTreeCppType() throws IOException {
        String source;
        try (InputStream in = getClass().getClassLoader()
                .getResourceAsStream("diagrams/Menagerie.java")) {
            source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        for (NodeKind kind : Kinds.ALL) {
            assertTrue(source.contains("@" + kind.simpleName() + "(")
                    || source.contains("@" + kind.simpleName() + " "),
                    "Menagerie.java does not use @" + kind.simpleName());
        }
        DiagramFiles.Drawn drawn = menagerie();
        BtCppCheck.Checked xml = BtCppCheck.check(drawn.xml());
        assertEquals(List.of("Fallback", "Sequence", "Event", "Timeout", "run", "Fallback",
                "Inverter", "tired", "Parallel", "ArborUntilFailure", "dig", "ArborRepeat", "hum",
                "KeepRunningUntilFailure", "hear", "RandomSelector", "RandomSequence",
                "IfThenElse", "sunny", "throwBall", "Delay_", "WeightedSelector", "WhileDoElse",
                "ballInSight", "ForceFailure", "sprint", "Cooldown", "Sleep", "ArborLoop",
                "FailIfRunning", "twirl", "RetryUntilSuccessful", "steady", "lounge",
                "ArborSwitch", "bask", "shelter", "RandomChoice", "purr", "yawn", "Sequence",
                "RetryUntilSuccessful", "findWay", "Sequence", "safe", "rest", "ForceSuccess",
                "safe_", "IfThenElse", "night", "hush",
                "TryCatch", "RunOnce", "greet", "deliver", "apologize",
                "UtilitySelector", "browse", "stroll",

                "ArborPermit", "ArborSharedCooldown", "roar"),
                xml.used(), "the types, in pre-order");
        Map<String, String> declared = xml.declared();
        assertEquals("Condition", declared.get("safe"), "burrow.safe, the first in pre-order");
        assertEquals("Action", declared.get("safe_"), "the tree's own safe()");
        assertEquals("Action", declared.get("Delay_"), "Delay is a built-in decorator");
        assertEquals("Action", declared.get("dig"), "a @Task is an action");
        assertTrue(xml.names().contains("burrow.rest"), xml.names().toString());
        assertTrue(drawn.xml().contains(
                "<Parallel name=\"work\" success_count=\"1\" failure_count=\"3\">"), drawn.xml());
        assertTrue(drawn.xml().contains("<Fallback name=\"chores\" _arbor_abort=\"BOTH\">"));
        assertTrue(drawn.xml().contains("weights=\"chaseWish;napWish\""));
        assertTrue(drawn.xml().contains("<RetryUntilSuccessful name=\"wobble\" num_attempts=\"-1\">"));
        assertTrue(drawn.mermaid().contains("\"Loop until failure<br/>spin\""), drawn.mermaid());
        assertTrue(drawn.mermaid().contains("\"Repeat forever<br/>humming\""));
        assertTrue(drawn.mermaid().contains("\"UntilFailure · 2 runs<br/>digging\""));
        assertTrue(drawn.mermaid().contains("\"TimeLimit 2000 ms<br/>flee\""));
        assertTrue(drawn.mermaid().contains("-->|\"else\"|"));
        assertTrue(drawn.mermaid().contains("-->|\"chaseWish()\"|"));
        assertTrue(drawn.dot().contains("label=\"Selector · abort BOTH\\nchores\""), drawn.dot());
        assertTrue(drawn.xml().contains(
                "<ArborSwitch name=\"mood\" on=\"weather\" cases=\"SUN;RAIN\">"), drawn.xml());
        assertTrue(drawn.xml().contains("<RandomChoice name=\"whim\" weights=\"2;1\">"));
        assertTrue(drawn.mermaid().contains("\"Switch weather<br/>mood\""), drawn.mermaid());
        assertTrue(drawn.mermaid().contains("-->|\"RAIN\"|"));
        assertTrue(drawn.mermaid().contains("-->|\"otherwise\"|"));
        assertTrue(drawn.mermaid().contains("-->|\"weight 2\"|"));
        // the block's children, then the clean-up, as BehaviorTree.CPP's TryCatch has them
        assertTrue(drawn.xml().contains("<TryCatch name=\"errand\" catch_on_halt=\"true\">"),
                drawn.xml());
        assertTrue(drawn.xml().contains("<RunOnce name=\"greetOnce\" then_skip=\"false\">"));
        assertTrue(drawn.mermaid().contains("\"RunOnce · keeps on reset<br/>greetOnce\""));
        assertTrue(drawn.mermaid().contains("-->|\"clean-up\"|"), drawn.mermaid());
        assertTrue(drawn.xml().contains("<UtilitySelector name=\"pastime\""
                + " scores=\"browseWish;strollWish\" every=\"500\" margin=\"0.25\">"),
                drawn.xml());
        assertTrue(drawn.mermaid().contains(
                "\"UtilitySelector · every 500 ms · margin 0.25<br/>pastime\""), drawn.mermaid());
        assertTrue(drawn.mermaid().contains("-->|\"strollWish()\"|"), drawn.mermaid());
        // §5.7: the field each shares, as a port and in the label
        assertTrue(drawn.xml().contains("<ArborPermit name=\"raid\" permits=\"SLOTS\">"),
                drawn.xml());
        assertTrue(drawn.xml().contains(
                "<ArborSharedCooldown name=\"shouting\" group=\"shout\">"), drawn.xml());
        assertTrue(drawn.mermaid().contains("\"Permit · SLOTS<br/>raid\""), drawn.mermaid());
    }

    /**
     * A parallel's counts: labelled as written, out of its children ({@code success 2 of 3});
     * in the XML its thresholds, the counts where given and the policy's elsewhere.
     */
    @Test
    void aParallelWithCountsDrawsThem() {
        DiagramFiles.Drawn drawn = DiagramFiles.compile("zoo.Sensors",
                JavaFileObjects.forSourceString("zoo.Sensors", """
                        package zoo;

                        import dev.arbor.*;

                        @BehaviorTree
                        class Sensors {
                            @Sequence({"agree", "quorum"})
                            void root() {}

                            @Parallel(value = {"a", "b", "c"}, successCount = 2,
                                    failureCount = 2)
                            void agree() {}

                            @Parallel(value = {"a", "b", "c"}, successCount = 2)
                            void quorum() {}

                            @Condition boolean a() { return true; }

                            @Condition boolean b() { return true; }

                            @Condition boolean c() { return true; }
                        }
                        """));
        BtCppCheck.check(drawn.xml());
        DiagramFiles.renderCleanly(drawn.dot());
        assertTrue(drawn.xml().contains(
                "<Parallel name=\"agree\" success_count=\"2\" failure_count=\"2\">"),
                drawn.xml());
        assertTrue(drawn.xml().contains(
                "<Parallel name=\"quorum\" success_count=\"2\" failure_count=\"1\">"),
                drawn.xml());
        assertTrue(drawn.mermaid().contains(
                "\"Parallel · success 2 of 3 · failure 2 of 3<br/>agree\""), drawn.mermaid());
        assertTrue(drawn.dot().contains(
                "label=\"Parallel · success 2 of 3 · failure ONE\\nquorum\""), drawn.dot());
    }
}
