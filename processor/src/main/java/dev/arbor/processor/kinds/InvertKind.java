// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @Invert}: a decorator that completes FAILURE when its child succeeds and SUCCESS when
 * it fails. Transparent to conditional aborts.
 */
public final class InvertKind implements NodeKind {
    InvertKind() {}

    @Override public String annotation() {
        return "dev.arbor.Invert";
    }

    @Override public Arity arity() {
        return Arity.DECORATOR;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return Attributes.NONE;
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return ChildStep.complete(!success);
    }

    /** §5.4: its child's results swapped. */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDeclaredOrder(this, attributes, children);
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER,
                Capability.TRANSPARENT_TO_ABORTS,
                Capability.STRAIGHT_LINE);
    }

    @Override public Behaviour behaviour() {
        return Behaviour.plain();
    }

    @Override public KindId id() {
        return KindId.INVERT;
    }
}
