package dev.arbor.processor.base;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * Reads annotation values through {@link AnnotationMirror}s, so the processor never loads the
 * annotation classes (the auto-common way, in the few helpers Arbor needs).
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
        for (ExecutableElement method : javax.lang.model.util.ElementFilter.methodsIn(
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
}
