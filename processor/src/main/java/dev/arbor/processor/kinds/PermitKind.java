// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.base.Annotations;
import dev.arbor.processor.kinds.Behaviour.AsGuard;
import dev.arbor.processor.kinds.Behaviour.OnEnd;
import dev.arbor.processor.kinds.Behaviour.OnEntry;
import dev.arbor.processor.kinds.Behaviour.OnRunning;
import dev.arbor.processor.kinds.Behaviour.OnTop;
import dev.arbor.processor.kinds.Behaviour.Slot;
import dev.arbor.processor.kinds.Behaviour.Timer;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @Permit}: entered, it asks the {@code Permits} of its field for a permit and yields; at
 * its next tick it enters its child if a settle gave it one, else completes FAILURE without
 * entering it; it completes with its child's result, and gives its permit back however it ends
 * (§5.7).
 */
public final class PermitKind implements NodeKind {
    /** The runtime class its field holds. */
    public static final String PERMITS = "dev.arbor.runtime.Permits";

    PermitKind() {}

    @Override public KindId id() {
        return KindId.PERMIT;
    }

    @Override public String annotation() {
        return "dev.arbor.Permit";
    }

    @Override public Arity arity() {
        return Arity.DECORATOR;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return shared(annotation, "permits", PERMITS);
    }

    /** The field named by {@code attribute}, which must hold a {@code type}. */
    static Attributes.Shared shared(AnnotationMirror annotation, String attribute, String type) {
        return new Attributes.Shared((String) Annotations.value(annotation, attribute).getValue(),
                Annotations.value(annotation, attribute), attribute, type);
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return ChildStep.complete(success);
    }

    /** §5.7: its child's results, and FAILURE of its own when no settle gave it a permit. */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDeclaredOrder(this, attributes, children).orFailure();
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.TRANSPARENT_TO_ABORTS);
    }

    @Override public Behaviour behaviour() {
        return new Behaviour(OnTop.PERMIT, List.of(OnEntry.CLEAR_SLOT), OnRunning.RUNNING,
                OnEnd.GIVE_BACK_PERMIT, AsGuard.NOT_A_GUARD, List.of(Slot.PERMIT), Timer.NONE);
    }
}
