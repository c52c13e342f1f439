// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @Sequence}: children in order; a child's SUCCESS enters the next (SUCCESS after the
 * last), a child's FAILURE completes FAILURE. Carries an {@code abortType}.
 */
public final class SequenceKind implements NodeKind {
    SequenceKind() {}

    @Override public String annotation() {
        return "dev.arbor.Sequence";
    }

    @Override public Arity arity() {
        return Arity.COMPOSITE;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return SelectorKind.aborts(annotation);
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return !success ? ChildStep.FAIL : last ? ChildStep.SUCCEED : ChildStep.NEXT_CHILD;
    }

    /** §5.1: in declared order, by {@link #onChild}. */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDeclaredOrder(this, attributes, children);
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER,
                Capability.CARRIES_ABORT_TYPE,
                Capability.STRAIGHT_LINE);
    }

    @Override public Behaviour behaviour() {
        return Behaviour.plain();
    }

    @Override public KindId id() {
        return KindId.SEQUENCE;
    }
}
