// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.builds;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.ArborProcessor;
import dev.arbor.processor.testing.Compilers;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.Test;

/**
 * Incremental builds: the processor declares itself isolating (Gradle's
 * {@code META-INF/gradle/incremental.annotation.processors}), so every file it writes must name
 * exactly one originating element, the tree class it was generated from, and nothing else; a
 * build tool then regenerates a tree's file only when that class (or what it refers to, such as
 * a subtree's class) changes. Every file Arbor writes is recorded here, through a Filer that
 * notes what each {@code create...} call names.
 */
class OriginatingElementsTest {

    @Test
    void everyFileNamesExactlyItsOwnTreeClass() {
        Map<String, List<String>> origins = new LinkedHashMap<>();
        Compilation compilation = Compilers.javac()
                .withProcessors(new Recording(new ArborProcessor(), origins))
                .compile(JavaFileObjects.forSourceString("shop.Clerk", """
                        package shop;
                        import dev.arbor.*;
                        @BehaviorTree
                        public class Clerk {
                            @Subtree Greeter greeter = new Greeter();
                            @Sequence({"greeter", "serve"}) void root() {}
                            @Action void serve() {}
                        }
                        """), JavaFileObjects.forSourceString("shop.Greeter", """
                        package shop;
                        import dev.arbor.*;
                        @BehaviorTree
                        public class Greeter {
                            @Sequence({"wave", "smile"}) void root() {}
                            @Action void wave() {}
                            @Action void smile() {}
                        }
                        """), JavaFileObjects.forSourceString("shop.Guard", """
                        package shop;
                        import dev.arbor.*;
                        @BehaviorTree
                        public class Guard {
                            @Selector({"watch"}) void root() {}
                            @Action void watch() {}
                        }
                        """));
        assertThat(compilation).succeeded();
        assertThat(origins.keySet()).containsAtLeast("shop.ClerkTree", "shop.GreeterTree",
                "shop.GuardTree", "shop.ClerkTreeNodes", "shop.GreeterTreeNodes",
                "shop.GuardTreeNodes");
        origins.forEach((file, elements) -> {
            String tree = file.startsWith("shop.") ? file.substring(0, file.indexOf("Tree"))
                    : file.replaceAll(".*/(shop\\.\\w+)\\..*", "$1");
            assertThat(elements).containsExactly(tree);
        });
    }

    /** Runs {@code delegate} with a Filer that records the originating elements of each file. */
    private static final class Recording extends AbstractProcessor {
        private final AbstractProcessor delegate;
        private final Map<String, List<String>> origins;

        Recording(AbstractProcessor delegate, Map<String, List<String>> origins) {
            this.delegate = delegate;
            this.origins = origins;
        }

        @Override
        public synchronized void init(ProcessingEnvironment env) {
            super.init(env);
            Filer filer = env.getFiler();
            Filer recording = (Filer) Proxy.newProxyInstance(Filer.class.getClassLoader(),
                    new Class<?>[] {Filer.class}, (proxy, method, args) -> {
                        if (method.getName().startsWith("create")) {
                            Object last = args[args.length - 1];
                            String name = method.getName().equals("createResource")
                                    ? args[2].toString() : args[0].toString();
                            List<String> elements = new ArrayList<>();
                            for (Element e : (Element[]) last) {
                                elements.add(((TypeElement) e).getQualifiedName().toString());
                            }
                            origins.put(name, elements);
                        }
                        try {
                            return method.invoke(filer, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    });
            delegate.init((ProcessingEnvironment) Proxy.newProxyInstance(
                    ProcessingEnvironment.class.getClassLoader(),
                    new Class<?>[] {ProcessingEnvironment.class}, (proxy, method, args) -> {
                        if (method.getName().equals("getFiler")) {
                            return recording;
                        }
                        try {
                            return method.invoke(env, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    }));
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            return delegate.process(annotations, round);
        }

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return delegate.getSupportedAnnotationTypes();
        }

        @Override
        public Set<String> getSupportedOptions() {
            return delegate.getSupportedOptions();
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return delegate.getSupportedSourceVersion();
        }
    }
}
