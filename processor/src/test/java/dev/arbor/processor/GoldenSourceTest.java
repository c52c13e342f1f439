// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.testing.Compilers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Guards the shape of the generated code, one folder per feature under {@code goldens/}: the
 * source generated for the input there must be equivalent (as a syntax tree) to the expected file
 * beside it. When the output changes on purpose, run with the environment variable
 * {@code ARBOR_UPDATE_GOLDENS=1} to rewrite the expected files, and review the diff.
 */
class GoldenSourceTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "blocks-hooks,             Patrol, PatrolTree",
            "blocks-no-hooks,          Wander, WanderTree",
            "aborts-without-parallels, Guard,  GuardTree",
            "aborts-relevant-change,   Warden, WardenTree",
            "parallel-custom-name,     Sentry, SentryBrain",
            "invert,                   Hunter, HunterTree",
            "invert,                   Lookout, LookoutTree",
            "library-decorators,       Digger, DiggerTree",
            "library-time,             Sentinel, SentinelTree",
            "library-events,           Deer, DeerTree",
            "library-random,           Chooser, ChooserTree",
            "library-task,             Miner, MinerTree",
            "leaf-time,                Forager, ForagerTree",
            "library-choices,          Picker, PickerTree",
            "library-clean-up,         Courier, CourierTree",
            "library-utility,          Chore, ChoreTree",
            "parallel-recheck,         Homebody, HomebodyTree",
            // the handles classes beside the trees (docs/testing.md, "Handles and overrides")
            "aborts-without-parallels, Guard,  GuardTreeNodes",
            "library-task,             Miner,  MinerTreeNodes",
            "handles,                  Keeper, KeeperTreeNodes",
            // the fields class beside a tree (docs/inspector.md, "The agent's fields")
            "agent-fields,             Stash,  StashTreeFields"})
    void generatedSourceMatchesTheGolden(String feature, String input, String generated)
            throws IOException {
        String folder = "goldens/" + feature + "/";
        Compilation compilation = Compilers.arbor()
                .compile(JavaFileObjects.forResource(folder + input + ".java"));
        assertThat(compilation).succeededWithoutWarnings();
        JavaFileObject actual = compilation.generatedSourceFile("golden." + generated)
                .orElseThrow();
        if (System.getenv("ARBOR_UPDATE_GOLDENS") != null) {
            Path expected = Paths.get("src/test/resources/" + folder + generated + ".java");
            Files.writeString(expected, actual.getCharContent(true));
        }
        assertThat(compilation).generatedSourceFile("golden." + generated)
                .hasSourceEquivalentTo(
                        JavaFileObjects.forResource(folder + generated + ".java"));
    }
}
