// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.processor.kinds.KindId;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.testing.ModuleFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keyed on the kind registry: a kind that is registered but missing from what proves it right
 * fails here, by name. The registry, the closed list of kinds and the sealed interface agree;
 * docs/semantics.md, from which the reference interpreter is written, names every kind; every
 * kind the scenario format has is in a scenario file (so its generated code and the reference
 * interpreter are compared on a written trace) and is drawn by the random generators (so the
 * differential test compares them on random trees). The other places that must know
 * every kind check it themselves, from the same registry: the snapshot trees
 * ({@code SnapshotTest.theTreesCoverBothLayoutsAndEveryKind}), the drawings and the
 * BehaviorTree.CPP mapping ({@code DiagramFormatsTest.everyKindMapsToABehaviorTreeCppType}), the
 * outcome table ({@code KindEndingsTest}); the writers, the diagrams, the scenario writer and
 * the interpreter switch over {@link KindId} or the kinds' behaviour without {@code default}, so
 * a kind they do not handle does not compile.
 */
class KindCoverageTest {
    private static final Path SEMANTICS = ModuleFolder.resolve("../docs/semantics.md");

    @Test
    void theRegistryTheClosedListAndTheSealedInterfaceAgree() {
        assertEquals(Arrays.asList(KindId.values()), Kinds.ALL.stream().map(NodeKind::id).toList(),
                "Kinds.ALL lists one kind per KindId, in its order");
        Set<String> permitted = new TreeSet<>();
        for (Class<?> type : NodeKind.class.getPermittedSubclasses()) {
            permitted.add(type.getSimpleName());
        }
        Set<String> registered = new TreeSet<>();
        Kinds.ALL.forEach(kind -> registered.add(kind.getClass().getSimpleName()));
        assertEquals(permitted, registered, "NodeKind permits exactly the registered kinds");
        for (NodeKind kind : Kinds.ALL) {
            assertEquals(kind, Kinds.forAnnotation(kind.annotation()), kind.simpleName());
        }
    }

    @Test
    void theSemanticsNameEveryKind() throws IOException {
        String semantics = Files.readString(SEMANTICS);
        List<String> missing = Kinds.ALL.stream().map(NodeKind::simpleName)
                .filter(name -> !Pattern.compile("`@" + name + "\\b").matcher(semantics).find())
                .toList();
        assertTrue(missing.isEmpty(), "kinds of the registry that " + SEMANTICS + " does not"
                + " name as `@Kind`: " + missing
                + " (processor/README.md, \"Adding a node kind\")");
    }

    @Test
    void everyKindIsInAScenarioFile() {
        List<Path> files = new ArrayList<>(ScenarioFiles.all());
        files.addAll(ScenarioFiles.library());
        files.addAll(ScenarioFiles.own());
        Set<String> used = new TreeSet<>();
        for (Path file : files) {
            ScenarioFiles.read(file).nodes().forEach(node -> used.add(node.kind));
        }
        assertCovers(used, "the scenario files (" + ScenarioFiles.folder() + ")");
    }

    @Test
    void everyKindIsDrawnByTheRandomGenerators() {
        Set<String> drawn = new TreeSet<>();
        for (long seed = 1; seed <= 400; seed++) {
            Stream.of(RandomScenarios.generate(seed), RandomScenarios.generateLibrary(seed))
                    .forEach(scenario -> scenario.nodes().forEach(node -> drawn.add(node.kind)));
        }
        assertCovers(drawn, "RandomScenarios' trees (seeds 1 to 400)");
    }

    @Test
    void theKindsWithoutAScenarioNodeSayWhy() {
        for (var left : ScenarioKinds.NOT_IN_SCENARIOS.entrySet()) {
            assertTrue(left.getValue().length() > 40, left.getKey() + " needs a reason");
            assertTrue(!ScenarioKinds.NAMES.contains(ScenarioKinds.name(left.getKey())));
        }
        assertEquals(KindId.values().length,
                ScenarioKinds.NAMES.size() + ScenarioKinds.NOT_IN_SCENARIOS.size());
    }

    private static void assertCovers(Set<String> used, String where) {
        List<String> missing = ScenarioKinds.NAMES.stream().filter(n -> !used.contains(n)).toList();
        assertTrue(missing.isEmpty(), "kinds of the registry missing from " + where + ": "
                + missing + " (processor/README.md, \"Adding a node kind\")");
    }
}
