// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor;

import com.google.auto.service.AutoService;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Claims Arbor's annotations ({@code dev.arbor.*}: the node annotations, {@code @BehaviorTree},
 * and {@code @ArborGenerated} on the generated classes) and the {@code @Generated} of the classes
 * Arbor generated, so that javac's {@code -Xlint:processing} does not warn "No processor claimed
 * any of these annotations", which fails a user's {@code -Xlint:all -Werror} build. It does
 * nothing else. A round with a {@code @Generated} class of another generator's is left unclaimed
 * (a processor claims all the annotations it is given or none): that class draws the warning
 * anyway, and {@code @Generated} is not Arbor's to take from other processors.
 *
 * <p>{@link ArborProcessor} cannot claim them itself: it asks for every annotation ({@code *}),
 * to be run on sources whose only tree is a local class, and a processor claims all the
 * annotations it is given or none, so it would take other processors' annotations from them. It
 * runs first (the services file lists the processors by name, ArborProcessor before this), sees
 * Arbor's annotations, and leaves them; this claims them after it. A build that names its
 * processors ({@code -processor}) names both, ArborProcessor first.
 */
@AutoService(Processor.class)
public final class OwnAnnotations extends AbstractProcessor {
    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of("dev.arbor.*", GENERATED);
    }

    private static final String GENERATED = "javax.annotation.processing.Generated";
    private static final String ARBOR_GENERATED = "dev.arbor.runtime.ArborGenerated";

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    /** Claims the round's annotations, unless a class Arbor did not generate has @Generated. */
    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        for (TypeElement annotation : annotations) {
            if (annotation.getQualifiedName().contentEquals(GENERATED)) {
                for (Element generated : round.getElementsAnnotatedWith(annotation)) {
                    if (!byArbor(generated)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Whether Arbor generated the class: it carries {@code @ArborGenerated}. */
    private static boolean byArbor(Element element) {
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
            if (type.getQualifiedName().contentEquals(ARBOR_GENERATED)) {
                return true;
            }
        }
        return false;
    }
}
