// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.kinds.Behaviour.OnTop;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @Event}: a leaf that calls nothing and answers SUCCESS while its event is pending,
 * FAILURE otherwise. It takes part in conditional aborts like a condition, which is how an event
 * interrupts lower-priority work. Its event is raised with the generated tree's
 * {@code raise(Event)} or {@code raise(String)}.
 */
public final class EventKind implements NodeKind {
    EventKind() {}

    @Override public String annotation() {
        return "dev.arbor.Event";
    }

    @Override public Arity arity() {
        return Arity.LEAF;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return Attributes.NONE;
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        throw new UnsupportedOperationException("an event has no children");
    }

    /** §5.4: SUCCESS if its event is pending, FAILURE if not. */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.leaf(Outcome.EITHER);
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.ANSWERS_LIKE_A_CONDITION);
    }

    @Override public Behaviour behaviour() {
        return Behaviour.leaf(OnTop.EVENT);
    }

    @Override public KindId id() {
        return KindId.EVENT;
    }
}
