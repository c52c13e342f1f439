// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.arbor.processor.errors.BadSources.assertOnlyWarning;
import static dev.arbor.processor.errors.BadSources.bad;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.ArborProcessor;
import dev.arbor.processor.testing.Compilers;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.Test;

/**
 * The body of a composite's, decorator's, {@code @Wait}'s or {@code @Event}'s method never runs
 * (the generated tree runs the node itself): one with statements is a warning, suppressible.
 * Only javac's tree API shows a body; without it, nothing is said.
 */
class BodyNeverRunsTest {
    private static String warning(String kind, String method) {
        return "[Arbor/BodyNeverRuns] @" + kind + " method " + method + "() has statements, but"
                + " its body never runs: the generated tree runs a @" + kind + " node itself and"
                + " never calls the method; leave the body empty ({}), and put the code in an"
                + " @Action or one of its hooks (suppress with"
                + " @SuppressWarnings(\"arbor:body-never-runs\"))";
    }

    @Test
    void compositeWithABody() {
        assertOnlyWarning("BodyNeverRuns/OnSequence", warning("Sequence", "root"),
                "@Sequence({\"walk\"})");
    }

    @Test
    void waitWithABody() {
        assertOnlyWarning("BodyNeverRuns/OnWait", warning("Wait", "pause"), "@Wait(millis = 0)");
    }

    @Test
    void decoratorWithABody() {
        assertOnlyWarning("BodyNeverRuns/OnCooldown", warning("Cooldown", "rested"),
                "@Cooldown(value = \"walk\"");
    }

    /** Comments and empty statements are no code; a suppressed warning is not printed. */
    @Test
    void emptyBodiesAndSuppressedWarningsSayNothing() {
        Compilation compilation = Compilers.arbor().compile(bad("BodyNeverRuns/Quiet"));
        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(0);
    }

    /** A superclass's body is not this tree's to judge (a base class may serve several). */
    @Test
    void aSuperclassesBodySaysNothing() {
        Compilation compilation = Compilers.arbor().compile(JavaFileObjects.forSourceString(
                "bodies.Guard", """
                package bodies;

                import dev.arbor.*;

                @BehaviorTree(root = "patrol")
                class Guard extends Base {
                    @Action void walk() {}
                }

                abstract class Base {
                    @Sequence({"walk"})
                    void patrol() { System.out.println("never"); }
                }
                """));
        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(0);
    }

    /** In an environment javac's tree API refuses (a build tool's wrapper): no word, a tree. */
    @Test
    void withoutTheTreeApiNothingIsSaid() {
        Compilation compilation = javacWithoutTreeApi().compile(bad("BodyNeverRuns/OnSequence"));
        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(0);
        assertThat(compilation).generatedSourceFile("bad.OnSequenceTree");
    }

    private static com.google.testing.compile.Compiler javacWithoutTreeApi() {
        return com.google.testing.compile.Compiler.javac().withProcessors(new Wrapping())
                .withOptions("-Xlint:all,-processing", "-Werror");
    }

    /** Arbor, given a processing environment that is not javac's own class, as Gradle does. */
    private static final class Wrapping extends AbstractProcessor {
        private final ArborProcessor arbor = new ArborProcessor();

        @Override
        public synchronized void init(ProcessingEnvironment env) {
            super.init(env);
            arbor.init((ProcessingEnvironment) Proxy.newProxyInstance(
                    ProcessingEnvironment.class.getClassLoader(),
                    new Class<?>[] {ProcessingEnvironment.class}, (proxy, method, args) -> {
                        try {
                            return method.invoke(env, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    }));
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            return arbor.process(annotations, round);
        }

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return arbor.getSupportedAnnotationTypes();
        }

        @Override
        public Set<String> getSupportedOptions() {
            return arbor.getSupportedOptions();
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return arbor.getSupportedSourceVersion();
        }
    }
}
