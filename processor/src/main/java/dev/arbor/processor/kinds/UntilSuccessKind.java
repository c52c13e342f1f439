// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.base.Annotations;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @UntilSuccess}: completes SUCCESS when its child does; a failure counts a try, and at
 * {@code maxTries} (0: no limit) completes FAILURE, else yields and enters the child again next
 * tick.
 */
public final class UntilSuccessKind implements NodeKind {
    UntilSuccessKind() {}

    @Override public String annotation() {
        return "dev.arbor.UntilSuccess";
    }

    @Override public Arity arity() {
        return Arity.DECORATOR;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return new Attributes.Counted((Integer) Annotations.value(annotation, "maxTries").getValue(),
                Annotations.explicitValue(annotation, "maxTries"), false);
    }

    @Override public ChildStep atLimit() {
        return ChildStep.FAIL;
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return success ? ChildStep.SUCCEED : ChildStep.COUNT;
    }

    /**
     * §5.4: SUCCESS at its child's success, FAILURE at {@code maxTries} failures (never, for
     * 0).
     */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDeclaredOrder(this, attributes, children);
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.TRANSPARENT_TO_ABORTS);
    }

    @Override public Behaviour behaviour() {
        return Behaviour.counting();
    }

    @Override public KindId id() {
        return KindId.UNTIL_SUCCESS;
    }
}
