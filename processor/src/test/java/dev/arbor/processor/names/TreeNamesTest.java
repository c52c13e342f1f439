// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.names;

import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Tree;
import java.util.ArrayList;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @BehaviorTree(name = ...)}: a name Java allows for a class, that hides nothing, gives a
 * generated class that compiles and ticks, whatever types the generated code names
 * ({@code Tree}, {@code Objects}, {@code TreeSupport}, ...); any other is one BadTreeName error
 * on the value (the exact texts: TreeClassErrorsTest), never a generated file that does not
 * compile.
 */
class TreeNamesTest {

    private static JavaFileObject tree(String pkg, String name) {
        return JavaFileObjects.forSourceString(pkg + ".Agent", """
                package %s;

                import dev.arbor.*;

                @BehaviorTree(name = "%s")
                public class Agent {
                    @Selector(value = {"guard", "hit", "work"}) void root() {}
                    @Sequence(value = {"alarm", "work"}, abortType = AbortType.LOWER_PRIORITY)
                    void guard() {}
                    @Condition boolean alarm() { return false; }
                    @Event void hit() {}
                    @Action Status work() { return Status.RUNNING; }
                }
                """.formatted(pkg, name.replace("\\", "\\\\").replace("\"", "\\\"")));
    }

    /** Legal names: types the generated code names among them, and names Java barely allows. */
    @Test
    void legalNamesCompileAndTick() throws Exception {
        List<String> names = List.of("", "Brain", "Tree", "TreeSupport", "Objects", "Clock",
                "ArborGenerated", "Generated", "Arrays", "SplitMix64", "TreeListener",
                "TreeNodes", "NodeFailure", "Café", "$", "__", "A$B", "module", "open", "to",
                "exports", "with");
        List<JavaFileObject> sources = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            sources.add(tree("legal" + i, names.get(i)));
        }
        Compilation compilation = Compilers.arbor().compile(sources);
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
        ClassLoader loader = Compilers.load(compilation);
        for (int i = 0; i < names.size(); i++) {
            String generated = names.get(i).isEmpty() ? "AgentTree" : names.get(i);
            Class<?> agent = loader.loadClass("legal" + i + ".Agent");
            Tree tree = (Tree) loader.loadClass("legal" + i + "." + generated)
                    .getConstructor(agent).newInstance(agent.getConstructor().newInstance());
            tree.raise("hit");
            assertEquals(Status.SUCCESS, tree.tick(), generated);
            assertEquals(Status.RUNNING, tree.tick(), generated);
        }
    }

    /**
     * Names that are not Java identifiers, keywords, restricted identifiers, qualified names and
     * names that would hide a type of java.lang or dev.arbor from the package: one tagged error.
     */
    @Test
    void everyOtherNameIsOneTaggedError() {
        List<String> names = List.of("record", "var", "yield", "sealed", "permits", "a.b",
                "Agent.Inner", "1x", " ", "My Tree", "non-sealed", "class", "int", "_", "true",
                "null", "Event", "Status", "Sequence", "AbortType", "String", "Object",
                "Override", "System", "Long", "Throwable", "AssertionError", "Integer", "Math",
                "Record", "Tree-", "a\\b", "\u0000");
        List<JavaFileObject> sources = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            sources.add(tree("illegal" + i, names.get(i)));
        }
        Compilation compilation = Compilers.arbor().compile(sources); // each in its package
        for (int i = 0; i < names.size(); i++) {
            JavaFileObject source = sources.get(i);
            List<Diagnostic<? extends JavaFileObject>> errors = compilation.errors().stream()
                    .filter(d -> d.getSource() == source).toList();
            assertWithMessage("name '%s': %s", names.get(i), errors).that(errors).hasSize(1);
            assertWithMessage("name '%s'", names.get(i)).that(errors.get(0).getMessage(null))
                    .startsWith("[Arbor/BadTreeName] @BehaviorTree name '" + names.get(i)
                            + "' cannot name the generated class: ");
            assertWithMessage("name '%s'", names.get(i)).that(errors.get(0).getLineNumber())
                    .isEqualTo(5L);
        }
        assertWithMessage("errors outside the sources").that(compilation.errors())
                .hasSize(names.size());
    }
}
