// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.builds;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.ArborProcessor;
import dev.arbor.processor.OwnAnnotations;
import dev.arbor.processor.testing.Compilers;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A user's build with {@code -Xlint:all -Werror}: javac's processing lint warns about every
 * annotation no processor claimed, so Arbor's processors, as a build discovers them (the
 * services file), claim Arbor's annotations (OwnAnnotations, after ArborProcessor, which must
 * see them first) and no other processor's.
 */
class ClaimedAnnotationsTest {
    private static final JavaFileObject LAMP = JavaFileObjects.forSourceString("demo.Lamp", """
            package demo;

            import dev.arbor.*;

            @BehaviorTree
            public class Lamp {
                int hour;

                @Selector({"night", "day"}) void root() {}
                @Sequence({"isDark", "shine"}) void night() {}
                @Condition boolean isDark() { return hour < 6 || hour >= 20; }
                @Action void shine() {}
                @Action void day() {}
            }
            """);

    /** Arbor's processors in the order javac finds them on a processor path. */
    private static List<Processor> discovered() {
        List<Processor> processors = new ArrayList<>();
        for (Processor processor : ServiceLoader.load(Processor.class,
                ArborProcessor.class.getClassLoader())) {
            if (processor.getClass().getPackageName().equals("dev.arbor.processor")) {
                processors.add(processor);
            }
        }
        return processors;
    }

    @Test
    void theServicesFileListsArborProcessorFirst() {
        assertThat(discovered().stream().map(p -> p.getClass().getSimpleName()).toList())
                .containsExactly("ArborProcessor", "OwnAnnotations").inOrder();
    }

    @Test
    void aTreeCompilesUnderXlintAllAndWerror() {
        Compilation compilation = Compilers.javac().withProcessors(discovered())
                .withOptions("-Xlint:all", "-Werror").compile(LAMP);
        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(0);
        assertThat(compilation).generatedSourceFile("demo.LampTree");
    }

    /** Why OwnAnnotations exists: ArborProcessor alone claims nothing. */
    @Test
    void arborProcessorAloneLeavesThemUnclaimed() {
        Compilation compilation = Compilers.javac().withProcessors(new ArborProcessor())
                .withOptions("-Xlint:all").compile(LAMP);
        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningContaining("No processor claimed any of these annotations");
    }

    /** The "*" that ArborProcessor asks for, to find local trees, still works beside the claim. */
    @Test
    void aLocalTreeIsStillReported() {
        Compilation compilation = Compilers.javac().withProcessors(discovered())
                .withOptions("-Xlint:all", "-Werror").compile(JavaFileObjects.forSourceString(
                        "own.Alone", """
                        package own;

                        import dev.arbor.*;

                        class Alone {
                            void plan() {
                                @BehaviorTree class Local {
                                    @Sequence({"idle"}) void root() {}
                                    @Action void idle() {}
                                }
                            }
                        }
                        """));
        assertThat(compilation).hadErrorContaining("[Arbor/TreeLocal]");
    }

    /**
     * Another processor, before or after Arbor's, still gets its own annotations and finds the
     * elements Arbor's annotations are on; only Arbor's annotations are claimed.
     */
    @Test
    void otherProcessorsKeepTheirAnnotations() {
        JavaFileObject marker = JavaFileObjects.forSourceString("own.Marker", """
                package own;

                public @interface Marker {}
                """);
        JavaFileObject marked = JavaFileObjects.forSourceString("own.Guard", """
                package own;

                import dev.arbor.*;

                @Marker
                @BehaviorTree
                public class Guard {
                    @Sequence({"walk"}) void root() {}
                    @Action void walk() {}
                }
                """);
        Watching before = new Watching("own.Marker", false);
        Watching after = new Watching("own.Marker", true);
        List<Processor> processors = new ArrayList<>(List.of(before));
        processors.addAll(discovered());
        processors.add(after);
        Compilation compilation = Compilers.javac().withProcessors(processors)
                .withOptions("-Xlint:all", "-Werror").compile(marker, marked);
        assertThat(compilation).succeeded();
        assertThat(before.given).containsExactly("own.Marker");
        assertThat(after.given).containsExactly("own.Marker");
        assertThat(before.annotated).containsExactly("own.Guard");
        assertThat(after.annotated).containsExactly("own.Guard");
        assertThat(new OwnAnnotations().getSupportedAnnotationTypes())
                .containsExactly("dev.arbor.*", "javax.annotation.processing.Generated");
    }

    /** Another generator's @Generated class is not Arbor's to claim: javac still warns of it. */
    @Test
    void anotherGeneratorsGeneratedClassIsLeftUnclaimed() {
        Compilation compilation = Compilers.javac().withProcessors(discovered())
                .withOptions("-Xlint:all").compile(LAMP, JavaFileObjects.forSourceString(
                        "own.Made", """
                        package own;

                        @javax.annotation.processing.Generated("elsewhere")
                        class Made {}
                        """));
        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningContaining("javax.annotation.processing.Generated");
    }

    /** Notes the annotations it is given (claims them or not), and where BehaviorTree is. */
    private static final class Watching extends AbstractProcessor {
        private final String supported;
        private final boolean claims;
        final Set<String> given = new TreeSet<>();
        final Set<String> annotated = new TreeSet<>();

        Watching(String supported, boolean claims) {
            this.supported = supported;
            this.claims = claims;
        }

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return Set.of(supported);
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return SourceVersion.latestSupported();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            for (TypeElement annotation : annotations) {
                given.add(annotation.getQualifiedName().toString());
            }
            TypeElement tree = processingEnv.getElementUtils()
                    .getTypeElement("dev.arbor.BehaviorTree");
            round.getElementsAnnotatedWith(tree).forEach(e -> annotated.add(e.toString()));
            return claims;
        }
    }
}
