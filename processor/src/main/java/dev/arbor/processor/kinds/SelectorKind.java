// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.base.Annotations;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @Selector}: children in order; a child's FAILURE enters the next (FAILURE after the
 * last), a child's SUCCESS completes SUCCESS. Carries an {@code abortType}.
 */
public final class SelectorKind implements NodeKind {
    SelectorKind() {}

    @Override public String annotation() {
        return "dev.arbor.Selector";
    }

    @Override public Arity arity() {
        return Arity.COMPOSITE;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return aborts(annotation);
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return success ? ChildStep.SUCCEED : last ? ChildStep.FAIL : ChildStep.NEXT_CHILD;
    }

    /** §5.2: in declared order, by {@link #onChild}. */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDeclaredOrder(this, attributes, children);
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER,
                Capability.CARRIES_ABORT_TYPE,
                Capability.STRAIGHT_LINE);
    }

    /** The attributes of conditional aborts, shared by the kinds that carry them. */
    static Attributes aborts(AnnotationMirror annotation) {
        return new Attributes.Aborts(
                AbortKind.valueOf(Annotations.enumConstant(annotation, "abortType")),
                Annotations.explicitValue(annotation, "abortType"),
                AbortTriggerKind.valueOf(Annotations.enumConstant(annotation, "abortOn")),
                Annotations.explicitValue(annotation, "abortOn"),
                (Long) Annotations.value(annotation, "reevaluateEvery").getValue(),
                Annotations.explicitValue(annotation, "reevaluateEvery"));
    }

    @Override public Behaviour behaviour() {
        return Behaviour.plain();
    }

    @Override public KindId id() {
        return KindId.SELECTOR;
    }
}
