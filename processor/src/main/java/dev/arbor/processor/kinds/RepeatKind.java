// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.base.Annotations;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @Repeat}: counts each round of its child; at {@code times} (0: never) completes SUCCESS,
 * else yields and enters the child again next tick. A child FAILURE completes FAILURE with {@code
 * endOnFailure}, else counts as a success does.
 */
public final class RepeatKind implements NodeKind {
    RepeatKind() {}

    @Override public String annotation() {
        return "dev.arbor.Repeat";
    }

    @Override public Arity arity() {
        return Arity.DECORATOR;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return new Attributes.Counted((Integer) Annotations.value(annotation, "times").getValue(),
                Annotations.explicitValue(annotation, "times"),
                (Boolean) Annotations.value(annotation, "endOnFailure").getValue());
    }

    @Override public ChildStep atLimit() {
        return ChildStep.SUCCEED;
    }


    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        boolean endOnFailure = ((Attributes.Counted) attributes).endOnFailure();
        return !success && endOnFailure ? ChildStep.FAIL : ChildStep.COUNT;
    }

    /**
     * §5.4: SUCCESS at {@code times} counted rounds (never, for 0), FAILURE at a failure
     * with {@code endOnFailure}; without it, a failure counts like a success.
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
        return KindId.REPEAT;
    }
}
