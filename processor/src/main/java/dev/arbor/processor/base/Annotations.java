// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.base;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Reads annotation values through {@link AnnotationMirror}s, so the processor never loads the
 * annotation classes (the auto-common way, in the few helpers Arbor needs), and tells a value
 * the compiler could not resolve ({@link #unresolved}) from one it could.
 */
public final class Annotations {
    private Annotations() {}

    /** The mirror of the annotation with this canonical name on {@code element}, or null. */
    public static AnnotationMirror find(Element element, String canonicalName) {
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            if (nameOf(mirror).equals(canonicalName)) {
                return mirror;
            }
        }
        return null;
    }

    /** The canonical name of the annotation's type. */
    public static String nameOf(AnnotationMirror mirror) {
        return ((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName().toString();
    }

    /** The value of {@code attribute} as written, or null when it was left to its default. */
    public static AnnotationValue explicitValue(AnnotationMirror mirror, String attribute) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e
                : mirror.getElementValues().entrySet()) {
            if (e.getKey().getSimpleName().contentEquals(attribute)) {
                return e.getValue();
            }
        }
        return null;
    }

    /** The value of {@code attribute}, written or defaulted. */
    public static AnnotationValue value(AnnotationMirror mirror, String attribute) {
        AnnotationValue explicit = explicitValue(mirror, attribute);
        if (explicit != null) {
            return explicit;
        }
        for (ExecutableElement method : ElementFilter.methodsIn(
                mirror.getAnnotationType().asElement().getEnclosedElements())) {
            if (method.getSimpleName().contentEquals(attribute)) {
                return method.getDefaultValue();
            }
        }
        throw new IllegalArgumentException(nameOf(mirror) + " has no attribute " + attribute);
    }

    /** A String attribute. */
    public static String string(AnnotationMirror mirror, String attribute) {
        return (String) value(mirror, attribute).getValue();
    }

    /** The name of an enum constant attribute. */
    public static String enumConstant(AnnotationMirror mirror, String attribute) {
        return ((VariableElement) value(mirror, attribute).getValue()).getSimpleName().toString();
    }

    /** The elements of a String[] attribute, each as its own annotation value. */
    public static List<AnnotationValue> array(AnnotationMirror mirror, String attribute) {
        Object raw = value(mirror, attribute).getValue();
        List<AnnotationValue> values = new ArrayList<>();
        if (raw instanceof List<?> list) {
            for (Object item : list) {
                values.add((AnnotationValue) item);
            }
        }
        return values;
    }

    /**
     * The first attribute of {@code mirror}, written or defaulted, whose value the compiler
     * could not resolve, or null when every one resolves. A value does not resolve when it names
     * a constant, enum constant or class that does not exist (yet), or when a required
     * attribute has none: javac then reports its own error ("cannot find symbol"), possibly
     * only once the last round is over, and hands processors a placeholder in its place (a
     * String {@code <error>} whatever the attribute's type). Such a value is checked against
     * the attribute's declared type, so no reader of the mirror ever casts a placeholder.
     */
    public static ExecutableElement unresolved(AnnotationMirror mirror) {
        for (ExecutableElement attribute : ElementFilter.methodsIn(
                mirror.getAnnotationType().asElement().getEnclosedElements())) {
            AnnotationValue value = explicitValue(mirror, attribute.getSimpleName().toString());
            if (!resolves(value != null ? value : attribute.getDefaultValue(),
                    attribute.getReturnType())) {
                return attribute;
            }
        }
        return null;
    }

    /** Whether {@code value} is a resolved value of an attribute of type {@code type}. */
    private static boolean resolves(AnnotationValue value, TypeMirror type) {
        if (value == null) {
            return false; // a required attribute left out: the compiler reports it
        }
        Object raw = value.getValue();
        // javac's placeholder prints unquoted; a String constant "<error>" prints quoted
        if (raw instanceof String && "<error>".equals(value.toString())) {
            return false;
        }
        return switch (type.getKind()) {
            case BOOLEAN -> raw instanceof Boolean;
            case BYTE -> raw instanceof Byte;
            case SHORT -> raw instanceof Short;
            case CHAR -> raw instanceof Character;
            case INT -> raw instanceof Integer;
            case LONG -> raw instanceof Long;
            case FLOAT -> raw instanceof Float;
            case DOUBLE -> raw instanceof Double;
            case ARRAY -> raw instanceof List<?> items && items.stream().allMatch(item ->
                    item instanceof AnnotationValue v
                            && resolves(v, ((ArrayType) type).getComponentType()));
            case DECLARED -> resolvesAs(raw, (DeclaredType) type);
            default -> true;
        };
    }

    /** Whether {@code raw} is a value of the declared type: String, enum, class or annotation. */
    private static boolean resolvesAs(Object raw, DeclaredType type) {
        TypeElement element = (TypeElement) type.asElement();
        if (element.getKind() == ElementKind.ENUM) {
            return raw instanceof VariableElement;
        }
        if (element.getKind() == ElementKind.ANNOTATION_TYPE) {
            return raw instanceof AnnotationMirror;
        }
        return switch (element.getQualifiedName().toString()) {
            case "java.lang.String" -> raw instanceof String;
            case "java.lang.Class" -> raw instanceof TypeMirror t && t.getKind() != TypeKind.ERROR;
            default -> true;
        };
    }
}
