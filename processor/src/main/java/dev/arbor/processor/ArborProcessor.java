// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor;

import com.google.auto.service.AutoService;
import dev.arbor.processor.base.Message;
import dev.arbor.processor.diagrams.Diagrams;
import dev.arbor.processor.read.SubtreeUses;
import dev.arbor.processor.read.TreeReader;
import dev.arbor.processor.read.WrittenSource;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/**
 * The Arbor annotation processor: for each {@code @BehaviorTree} class, runs {@link TreeStep}
 * (read, validate, flatten, write). Never claims the annotations ({@link OwnAnnotations}, run
 * after it, claims Arbor's), never throws into javac: an
 * internal failure becomes an error on the class being processed, and the other trees of the
 * build still compile.
 *
 * <p>A tree class that refers to a type that does not resolve yet is processed again in the
 * next round, found by its name (javac's elements of one round are not those of the next); if
 * the type never appears, the class is left to javac, which reports what is missing. Local
 * {@code @BehaviorTree} classes, which javac never hands over, are found in the sources
 * ({@link JavacSources}) and reported.
 */
@AutoService(Processor.class)
public final class ArborProcessor extends AbstractProcessor {
    /** Every class generated in this build, with the tree class it came from, across rounds. */
    private final Map<String, String> generated = new HashMap<>();
    /** The tree classes waiting for a type to resolve, by qualified name. */
    private final Set<String> deferred = new LinkedHashSet<>();
    /** Local tree classes, the source as written; null without javac's tree API. */
    private JavacSources sources;
    /** Whether to write each tree's diagrams (option {@code -Aarbor.diagrams=false}: not). */
    private boolean diagrams;
    /** The option {@code -Aarbor.layout} (docs/generated-code.md), or null. */
    private String layout;
    /** {@code arbor.layout}: {@code auto} or {@code split} (TreeWriter#LAYOUT_OPTION). */
    private static final String LAYOUT_OPTION = "arbor.layout";
    /** The classes used as {@code @Subtree}s by the classes of this build, across rounds. */
    private final SubtreeUses subtreeUses = new SubtreeUses();

    @Override
    public synchronized void init(ProcessingEnvironment env) {
        super.init(env);
        sources = hasTreeApi() ? JavacSources.create(env) : null;
        diagrams = Diagrams.enabled(env.getOptions().get(Diagrams.OPTION));
        // TreeWriter knows the values; it is not loaded here, since init() runs in every build
        // that has the processor on its class path, trees or not (JavaPoet may be absent)
        layout = env.getOptions().get(LAYOUT_OPTION);
        if (layout != null && !layout.equals("auto") && !layout.equals("split")) {
            env.getMessager().printMessage(Diagnostic.Kind.ERROR, Message.BAD_OPTION.format(
                    LAYOUT_OPTION, layout, "auto (the default), split"));
            layout = null;
        }
    }

    /** Whether javac's tree API (module jdk.compiler) can be loaded at all. */
    private static boolean hasTreeApi() {
        try {
            Class.forName("com.sun.source.util.Trees", false,
                    ArborProcessor.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError absent) {
            return false;
        }
    }

    /**
     * {@code @BehaviorTree}; with javac's tree API, every annotation ({@code *}), so that javac
     * runs Arbor on sources whose only {@code @BehaviorTree} is on a local class: javac hands a
     * processor only the annotations of the classes it is given, never those of local ones, and
     * without it such a class would compile without a word. It claims no annotation, since it
     * would then claim every other processor's: OwnAnnotations claims Arbor's.
     * (javac asks after {@link #init}; before it, or without the API, Arbor's own.)
     */
    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return sources != null ? Set.of("*") : Set.of(TreeReader.BEHAVIOR_TREE);
    }

    /** {@code arbor.diagrams}: {@code false} writes no diagrams (docs/diagrams.md). */
    @Override
    public Set<String> getSupportedOptions() {
        return Set.of(Diagrams.OPTION, LAYOUT_OPTION);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        TypeElement behaviorTree = processingEnv.getElementUtils()
                .getTypeElement(TreeReader.BEHAVIOR_TREE);
        if (behaviorTree == null) {
            return false;
        }
        if (round.processingOver()) {
            deferred.clear(); // still unresolved: javac reports the missing types
            return false;
        }
        if (sources != null) {
            sources.reportLocalTrees(round);
        }
        subtreeUses.add(round.getRootElements());
        Set<TypeElement> trees = new LinkedHashSet<>();
        for (String name : deferred) {
            TypeElement again = processingEnv.getElementUtils().getTypeElement(name);
            if (again != null) {
                trees.add(again);
            }
        }
        deferred.clear();
        for (Element element : round.getElementsAnnotatedWith(behaviorTree)) {
            trees.add((TypeElement) element);
        }
        TreeStep step = new TreeStep(processingEnv, generated,
                sources != null ? sources : WrittenSource.NONE, diagrams,
                layout, subtreeUses);
        for (TypeElement element : trees) {
            try {
                if (!step.process(element)) {
                    deferred.add(element.getQualifiedName().toString());
                }
            } catch (Throwable failure) {
                StringWriter trace = new StringWriter();
                failure.printStackTrace(new PrintWriter(trace));
                processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR,
                        Message.INTERNAL_ERROR.format(element, trace), element);
            }
        }
        return false;
    }
}
