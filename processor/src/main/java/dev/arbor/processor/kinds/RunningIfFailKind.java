// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @RunningIfFail}: completes SUCCESS when its child does; when the child fails, yields and
 * enters it again next tick.
 */
public final class RunningIfFailKind implements NodeKind {
    RunningIfFailKind() {}

    @Override public String annotation() {
        return "dev.arbor.RunningIfFail";
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
        return success ? ChildStep.SUCCEED : ChildStep.YIELD;
    }

    /** §5.4: SUCCESS when its child succeeds; a failure only yields, so it never fails. */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDeclaredOrder(this, attributes, children);
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER,
                Capability.TRANSPARENT_TO_ABORTS);
    }

    @Override public Behaviour behaviour() {
        return Behaviour.plain();
    }

    @Override public KindId id() {
        return KindId.RUNNING_IF_FAIL;
    }
}
