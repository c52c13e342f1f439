// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Tree;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * No cascades: a tree class that refers, where Arbor reads it, to a type that does not resolve
 * waits for a later round. If the type never comes (a missing import), javac's own errors are
 * the only ones; if another processor generates it, the tree is generated in the next round.
 */
class UnresolvedTypesTest {

    /** Compiles, failing, with javac's "cannot find symbol" errors and not one of Arbor's. */
    private static void assertOnlyJavacErrors(JavaFileObject... sources) {
        Compilation compilation = Compilers.arbor().compile(sources);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("cannot find symbol");
        for (Diagnostic<? extends JavaFileObject> error : compilation.errors()) {
            assertThat(error.getMessage(null)).doesNotContain("[Arbor/");
        }
    }

    @Test
    void missingImportsOfArborAnnotationsAndOfTypes() {
        assertOnlyJavacErrors(JavaFileObjects.forSourceString("missing.Guard", """
                package missing;

                import dev.arbor.BehaviorTree;
                import dev.arbor.Sequence;
                import dev.arbor.Status;

                @BehaviorTree
                public class Guard {
                    @Sequence({"look", "drill", "walk"}) void root() {}
                    @Condition boolean look() { return true; }     // Condition not imported
                    @Task Drill drill;                             // neither Task nor Drill
                    @Action(onEnd = "stop") Status walk() { return Status.SUCCESS; }
                    void stop(Status how, List<String> log) {}      // List not imported
                }
                """));
    }

    @Test
    void missingTypeInAHookSignatureOnly() {
        assertOnlyJavacErrors(JavaFileObjects.forSourceString("missing.Guard", """
                package missing;

                import dev.arbor.*;

                @BehaviorTree
                public class Guard {
                    @Sequence({"walk"}) void root() {}
                    @Action(onEnd = "stop") Status walk() { return Status.SUCCESS; }
                    void stop(Staus how) {}                         // a typo of Status
                }
                """));
    }

    @Test
    void missingTypeThatASwitchAsksOnly() {
        assertOnlyJavacErrors(JavaFileObjects.forSourceString("missing.Guard", """
                package missing;

                import dev.arbor.*;

                @BehaviorTree
                public class Guard {
                    @Switch(on = "mood", cases = {"CALM"}, value = {"walk"}) void root() {}
                    @Action void walk() {}
                    Mod mood() { return null; }                     // a typo of a Mood enum
                }
                """));
    }

    @Test
    void missingSuperclass() {
        assertOnlyJavacErrors(JavaFileObjects.forSourceString("missing.Guard", """
                package missing;

                import dev.arbor.*;

                @BehaviorTree
                public class Guard extends Patroller {              // its nodes are there
                    @Sequence({"patrol", "rest"}) void root() {}
                    @Action void rest() {}
                }
                """));
    }

    /** The subtree's class is left to javac too: its tree has no error Arbor could name. */
    @Test
    void missingImportInASubtreesClass() {
        assertOnlyJavacErrors(JavaFileObjects.forSourceString("missing.Wolf", """
                package missing;

                import dev.arbor.*;

                @BehaviorTree
                public class Wolf {
                    @Subtree Hunt hunt = new Hunt();
                    @Sequence({"hunt"}) void root() {}
                }
                """), JavaFileObjects.forSourceString("missing.Hunt", """
                package missing;

                import dev.arbor.BehaviorTree;
                import dev.arbor.Sequence;

                @BehaviorTree
                class Hunt {
                    @Sequence({"chase"}) void root() {}
                    @Action void chase() {}                         // Action not imported
                }
                """));
    }

    /**
     * A class that uses its own generated class is no unresolved tree: it is generated. The
     * class is final: a public class that may be extended and hands {@code this} out of its
     * field initializer draws javac's {@code this-escape} warning (JDK 21 and later), which
     * {@code -Werror} turns into an error that has nothing to do with Arbor.
     */
    @Test
    void aTreeClassMayUseItsGeneratedClass() {
        Compilation compilation = Compilers.arbor().compile(JavaFileObjects.forSourceString(
                "own.Guard", """
                package own;

                import dev.arbor.*;

                @BehaviorTree
                public final class Guard {
                    final GuardTree tree = new GuardTree(this);
                    GuardTree tree() { return tree; }
                    @Sequence({"walk"}) void root() {}
                    @Action void walk() {}
                }
                """));
        assertThat(compilation).succeeded();
        assertThat(compilation).generatedSourceFile("own.GuardTree");
    }

    /** Writes one class in its first round, as a processor that generates types does. */
    static final class Generating extends AbstractProcessor {
        private final String name;
        private final String source;
        private boolean done;

        Generating(String name, String source) {
            this.name = name;
            this.source = source;
        }

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return Set.of("*");
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return SourceVersion.latestSupported();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            if (!done) {
                done = true;
                try (Writer writer = processingEnv.getFiler().createSourceFile(name).openWriter()) {
                    writer.write(source);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return false;
        }
    }

    private static final String DRILL = """
            package gen;

            public class Drill implements dev.arbor.runtime.TaskObject {
                public final java.util.List<String> trace = new java.util.ArrayList<>();
                @Override public dev.arbor.Status update() {
                    trace.add("U:drill");
                    return dev.arbor.Status.SUCCESS;
                }
            }
            """;

    @Test
    void aTaskTypeGeneratedByAnotherProcessor() throws Exception {
        JavaFileObject miner = JavaFileObjects.forSourceString("round.Miner", """
                package round;

                import dev.arbor.*;

                @BehaviorTree
                public class Miner {
                    @Task public final gen.Drill drill = new gen.Drill();
                    @Sequence({"drill", "haul"}) void root() {}
                    @Action void haul() { drill.trace.add("U:haul"); }
                }
                """);
        Compilation compilation = Compilers.arborAlongside(new Generating("gen.Drill", DRILL))
                .compile(miner);
        assertThat(compilation).succeeded();
        assertThat(compilation).generatedSourceFile("round.MinerTree");
        ClassLoader loader = Compilers.load(compilation);
        Class<?> minerClass = loader.loadClass("round.Miner");
        Object agent = minerClass.getConstructor().newInstance();
        Tree tree = (Tree) loader.loadClass("round.MinerTree").getConstructor(minerClass)
                .newInstance(agent);
        assertEquals(Status.SUCCESS, tree.tick());
        Object drill = minerClass.getField("drill").get(agent);
        assertEquals(List.of("U:drill", "U:haul"), drill.getClass().getField("trace").get(drill));
    }

    @Test
    void aSuperclassGeneratedByAnotherProcessor() throws Exception {
        JavaFileObject guard = JavaFileObjects.forSourceString("round.Guard", """
                package round;

                import dev.arbor.*;

                @BehaviorTree
                public class Guard extends gen.Patroller {
                    @Sequence({"patrol", "rest"}) void root() {}
                    @Action void rest() { trace.add("U:rest"); }
                }
                """);
        Compilation compilation = Compilers.arborAlongside(new Generating("gen.Patroller", """
                package gen;

                public abstract class Patroller {
                    public final java.util.List<String> trace = new java.util.ArrayList<>();
                    @dev.arbor.Action public boolean patrol() {
                        trace.add("U:patrol");
                        return true;
                    }
                }
                """)).compile(guard);
        assertThat(compilation).succeeded();
        ClassLoader loader = Compilers.load(compilation);
        Class<?> guardClass = loader.loadClass("round.Guard");
        Object agent = guardClass.getConstructor().newInstance();
        Tree tree = (Tree) loader.loadClass("round.GuardTree").getConstructor(guardClass)
                .newInstance(agent);
        assertEquals(Status.SUCCESS, tree.tick());
        assertEquals(List.of("U:patrol", "U:rest"), guardClass.getField("trace").get(agent));
    }
}
