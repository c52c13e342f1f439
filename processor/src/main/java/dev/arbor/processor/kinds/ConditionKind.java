// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.kinds.Behaviour.OnTop;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/** {@code @Condition}: a leaf answering true (SUCCESS) or false (FAILURE); can be watched. */
public final class ConditionKind implements NodeKind {
    ConditionKind() {}

    @Override public String annotation() {
        return "dev.arbor.Condition";
    }

    @Override public Arity arity() {
        return Arity.LEAF;
    }

    @Override public Signature signature() {
        return Signature.CONDITION;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return Attributes.NONE;
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        throw new UnsupportedOperationException("a condition has no children");
    }

    /** A condition answers SUCCESS or FAILURE at once. */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.leaf(Outcome.EITHER);
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.STRAIGHT_LINE,
                Capability.ANSWERS_LIKE_A_CONDITION);
    }

    @Override public Behaviour behaviour() {
        return Behaviour.leaf(OnTop.CALL);
    }

    @Override public KindId id() {
        return KindId.CONDITION;
    }
}
