// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.read;

import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.kinds.PolicyKind;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;

/**
 * A method carrying a node annotation (or a field, for {@code @Task}), as written: names not yet
 * resolved. The annotation values are kept so that diagnostics can point at the exact one at
 * fault.
 *
 * @param children the child names in order (empty for leaves, one for a decorator)
 * @param childValues the annotation value of each child name, parallel to {@code children}
 * @param attributes what the annotation says besides the children, as its kind reads it
 */
public record NodeMethod(String name, NodeKind kind, Element method,
        AnnotationMirror annotation, List<String> children, List<AnnotationValue> childValues,
        Attributes attributes) {

    public NodeMethod {
        children = List.copyOf(children);
        childValues = List.copyOf(childValues);
    }

    /** Whether it is a field ({@code @Task}, {@code @Subtree}), not a method. */
    public boolean isField() {
        return method.getKind() == ElementKind.FIELD;
    }

    /** How messages name it: {@code method walk()} or {@code field drill}. */
    public String describe() {
        return isField() ? "field " + name : "method " + name + "()";
    }

    /** The abort type of a kind that carries one; NONE for every other kind. */
    public AbortKind abortType() {
        return attributes instanceof Attributes.Aborts aborts ? aborts.abortType() : AbortKind.NONE;
    }

    /** The {@code abortType} value as written, or null. */
    public AnnotationValue abortValue() {
        return attributes instanceof Attributes.Aborts aborts ? aborts.abortValue() : null;
    }

    /** An action's hooks; null for every other kind. */
    public Attributes.Hooks hooks() {
        return attributes instanceof Attributes.Hooks hooks ? hooks : null;
    }
}
