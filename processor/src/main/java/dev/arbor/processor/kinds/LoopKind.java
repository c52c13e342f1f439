// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.base.Annotations;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @Loop}: a sequence that counts a round when its last child succeeds; at {@code times}
 * (0: never) completes SUCCESS, else yields and enters its first child again next tick. A
 * library composite: no abort entry watches it or crosses it.
 */
public final class LoopKind implements NodeKind {
    LoopKind() {}

    @Override public String annotation() {
        return "dev.arbor.Loop";
    }

    @Override public Arity arity() {
        return Arity.COMPOSITE;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return new Attributes.Counted((Integer) Annotations.value(annotation, "times").getValue(),
                Annotations.explicitValue(annotation, "times"), false);
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return !success ? ChildStep.FAIL : last ? ChildStep.COUNT : ChildStep.NEXT_CHILD;
    }

    /**
     * §5.4: a sequence that counts a round when its last child succeeds: FAILURE at a
     * child's failure, SUCCESS at {@code times} rounds (never, for 0).
     */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDeclaredOrder(this, attributes, children);
    }

    @Override public ChildStep atLimit() {
        return ChildStep.SUCCEED;
    }


    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.ABORT_BOUNDARY);
    }

    @Override public Behaviour behaviour() {
        return Behaviour.counting();
    }

    @Override public KindId id() {
        return KindId.LOOP;
    }
}
