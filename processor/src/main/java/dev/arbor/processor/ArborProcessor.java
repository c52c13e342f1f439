package dev.arbor.processor;

import com.google.auto.service.AutoService;
import dev.arbor.processor.base.Message;
import dev.arbor.processor.read.TreeReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/**
 * The Arbor annotation processor: for each {@code @BehaviorTree} class, runs {@link TreeStep}
 * (read, validate, flatten, write). Never claims the annotations, never throws into javac: an
 * internal failure becomes an error on the class being processed, and the other trees of the
 * build still compile.
 */
@AutoService(Processor.class)
public final class ArborProcessor extends AbstractProcessor {
    /** Every class generated in this build, with the tree class it came from, across rounds. */
    private final Map<String, String> generated = new HashMap<>();

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of(TreeReader.BEHAVIOR_TREE);
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
        TreeStep step = new TreeStep(processingEnv, generated);
        for (Element element : round.getElementsAnnotatedWith(behaviorTree)) {
            try {
                step.process((TypeElement) element);
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
