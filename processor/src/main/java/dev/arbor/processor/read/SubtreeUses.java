// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.read;

import dev.arbor.processor.base.Annotations;
import dev.arbor.processor.kinds.Kinds;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.ElementFilter;

/**
 * The classes the build uses as {@code @Subtree}s: the types of the {@code @Subtree} fields of
 * the classes compiled, gathered round by round from each round's root elements (which javac
 * has read already: nothing beside them is loaded). A tree class's root may be meant for the
 * trees that inline it, where it has a parent; this is how the processor tells.
 */
public final class SubtreeUses {
    private final Set<String> used = new HashSet<>();

    /** Adds the {@code @Subtree} fields of {@code roots} and of the classes nested in them. */
    public void add(Collection<? extends Element> roots) {
        Deque<TypeElement> pending = new ArrayDeque<>(ElementFilter.typesIn(roots));
        while (!pending.isEmpty()) {
            TypeElement type = pending.pop();
            for (VariableElement field : ElementFilter.fieldsIn(type.getEnclosedElements())) {
                if (Annotations.find(field, Kinds.SUBTREE.annotation()) != null
                        && field.asType().getKind() == TypeKind.DECLARED) {
                    used.add(((TypeElement) ((DeclaredType) field.asType()).asElement())
                            .getQualifiedName().toString());
                }
            }
            pending.addAll(ElementFilter.typesIn(type.getEnclosedElements()));
        }
    }

    /** Whether a class added so far has a {@code @Subtree} field of type {@code type}. */
    public boolean contains(TypeElement type) {
        return used.contains(type.getQualifiedName().toString());
    }
}
