// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.kinds.Behaviour.AsGuard;
import dev.arbor.processor.kinds.Behaviour.OnEnd;
import dev.arbor.processor.kinds.Behaviour.OnEntry;
import dev.arbor.processor.kinds.Behaviour.OnRunning;
import dev.arbor.processor.kinds.Behaviour.OnTop;
import dev.arbor.processor.kinds.Behaviour.Slot;
import dev.arbor.processor.kinds.Behaviour.Timer;
import dev.arbor.processor.base.Annotations;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @Cooldown}: when entered less than {@code millis} after it last ended (for any reason,
 * interrupted included) it completes FAILURE without entering its child, and that refusal does
 * not restart the cooldown; otherwise it enters its child and completes with its result. It
 * measures plain clock time (paused time counts). With {@code watched = true} its readiness is
 * an abort entry's answer, as a condition's (§6): the model gives such a node an entry
 * ({@code Node#answersLikeACondition}), and the writers record and re-evaluate its readiness.
 */
public final class CooldownKind implements NodeKind {
    CooldownKind() {}

    @Override public String annotation() {
        return "dev.arbor.Cooldown";
    }

    @Override public Arity arity() {
        return Arity.DECORATOR;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        Attributes.Timed timed = (Attributes.Timed) TimeLimitKind.timed(annotation);
        boolean watched = (Boolean) Annotations.value(annotation, "watched").getValue();
        return new Attributes.Timed(timed.millis(), timed.millisValue(),
                watched ? Annotations.explicitValue(annotation, "watched") : null);
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return ChildStep.complete(success);
    }

    /** §5.4: its child's results, and FAILURE of its own when it refuses to enter it. */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDeclaredOrder(this, attributes, children).orFailure();
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.TRANSPARENT_TO_ABORTS);
    }

    @Override public Behaviour behaviour() {
        return new Behaviour(OnTop.COOLDOWN, List.of(OnEntry.CLEAR_SLOT), OnRunning.RUNNING,
                OnEnd.START_COOLDOWN, AsGuard.NOT_A_GUARD, List.of(Slot.ENTERED), Timer.ENDED);
    }

    @Override public KindId id() {
        return KindId.COOLDOWN;
    }
}
