// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.base;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * One diagnostic, placed as precisely as the processor can: on an annotation value (for
 * example one child name inside {@code @Sequence({...})}), else on an annotation, else on an
 * element.
 */
public record Problem(Message message, String text, Element element, AnnotationMirror annotation,
        AnnotationValue value) {}
