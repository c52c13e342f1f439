// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor;

import java.util.List;
import java.util.Map;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.tools.Diagnostic;

/**
 * The messager of Eclipse's compiler (ecj), which marks an annotation value only if it is the
 * whole value of one of the annotation's members: given an item of an array
 * ({@code "wlak"} in {@code @Sequence({"walk", "wlak"})}) it marks the whole annotation
 * ({@code @Sequence}). Passed the member's value instead ({@code {"walk", "wlak"}}), ecj marks
 * that, the nearest to the name it can mark; a value that is a member's whole value
 * ({@code @Invert("wlak")}) is marked exactly as under javac. javac, which marks an item itself,
 * gets every message as Arbor words it (docs/compile-checks.md).
 */
final class EclipseMessager implements Messager {
    private final Messager ecj;

    private EclipseMessager(Messager ecj) {
        this.ecj = ecj;
    }

    /** {@code messager}, or, if it is Eclipse's compiler's, one that passes it member values. */
    static Messager of(Messager messager) {
        return messager.getClass().getName().startsWith("org.eclipse.jdt.")
                ? new EclipseMessager(messager) : messager;
    }

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence message) {
        ecj.printMessage(kind, message);
    }

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence message, Element element) {
        ecj.printMessage(kind, message, element);
    }

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence message, Element element,
            AnnotationMirror annotation) {
        ecj.printMessage(kind, message, element, annotation);
    }

    @Override
    public void printMessage(Diagnostic.Kind kind, CharSequence message, Element element,
            AnnotationMirror annotation, AnnotationValue value) {
        ecj.printMessage(kind, message, element, annotation, memberValue(annotation, value));
    }

    /**
     * The value of {@code annotation}'s member that is {@code value} or holds it as an item of
     * its array; {@code value} itself if none does. The same object first, then an equal one:
     * ecj makes new value objects each time it is asked for an annotation's values.
     */
    static AnnotationValue memberValue(AnnotationMirror annotation, AnnotationValue value) {
        if (annotation == null || value == null) {
            return value;
        }
        Map<? extends ExecutableElement, ? extends AnnotationValue> members =
                annotation.getElementValues();
        for (boolean same : new boolean[] {true, false}) {
            for (AnnotationValue member : members.values()) {
                if (matches(member, value, same)) {
                    return member;
                }
                if (member.getValue() instanceof List<?> items) {
                    for (Object item : items) {
                        if (item instanceof AnnotationValue itemValue
                                && matches(itemValue, value, same)) {
                            return member;
                        }
                    }
                }
            }
        }
        return value;
    }

    private static boolean matches(AnnotationValue candidate, AnnotationValue value,
            boolean same) {
        return same ? candidate == value : candidate.equals(value);
    }
}
