// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.read;

import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;

/**
 * A method carrying {@code @Service}, as written: it is no node, but serves the nodes it names
 * while they run (docs/semantics.md §5.6). The annotation values are kept so that diagnostics
 * can point at the exact one at fault.
 *
 * @param name the method's name
 * @param method the method
 * @param annotation the {@code @Service} mirror
 * @param on the names of the nodes it serves, as written, in order
 * @param onValues the annotation value of each name, parallel to {@code on}
 * @param onValue the whole {@code on} value, for an empty one
 * @param millis its period in milliseconds
 * @param millisValue the {@code millis} value as written, or null when defaulted
 */
public record ServiceMethod(String name, ExecutableElement method, AnnotationMirror annotation,
        List<String> on, List<AnnotationValue> onValues, AnnotationValue onValue, long millis,
        AnnotationValue millisValue) {

    /** Canonical name of {@code @Service}. */
    public static final String ANNOTATION = "dev.arbor.Service";

    public ServiceMethod {
        on = List.copyOf(on);
        onValues = List.copyOf(onValues);
    }
}
