// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static com.google.common.truth.Truth.assertWithMessage;
import static dev.arbor.processor.testing.Compilers.javac;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The classes {@link ScenarioSource} writes for library scenarios use the library annotations
 * of {@code dev.arbor} with the right attribute names and types. Compiled by javac alone,
 * without the processor, so this holds before the processor builds those kinds (ScenarioTest
 * compiles only the scenarios whose kinds are built).
 */
class ScenarioSourceTest {

    @Test
    void libraryScenarioClassesCompileAgainstTheAnnotations() {
        List<Scenario> scenarios = new ArrayList<>(
                ScenarioFiles.library().stream().map(ScenarioFiles::read).toList());
        for (long seed = 0; seed < 200; seed++) {
            scenarios.add(RandomScenarios.generateLibrary(seed));
        }
        List<JavaFileObject> sources = new ArrayList<>();
        for (int i = 0; i < scenarios.size(); i++) {
            String name = "Plain" + i;
            sources.add(JavaFileObjects.forSourceString(ScenarioSource.PACKAGE + "." + name,
                    ScenarioSource.write(scenarios.get(i), name)));
        }
        Compilation compilation = javac().withOptions("-proc:none", "-Xlint:all", "-Werror")
                .compile(sources);
        assertWithMessage("%s", compilation.diagnostics())
                .that(compilation.status()).isEqualTo(Compilation.Status.SUCCESS);
    }

    @Test
    void ifWithoutOtherwiseOmitsIt() {
        Scenario scenario = ScenarioFormat.parse("""
                scenario s
                tree
                if root condition=ready
                  action act
                end
                """);
        String source = ScenarioSource.write(scenario, "S");
        assertTrue(source.contains("@If(condition = \"ready\", value = \"act\") void root()"),
                source);
        assertTrue(source.contains("@Condition boolean ready()"), source);
    }
}
