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
 * {@code @TimeLimit}: enters its child and completes with its result. A guard: checked at the
 * start of every later tick, and once {@code millis} have passed since it was entered (time
 * spent paused excluded), its running descendants are interrupted and it completes FAILURE.
 */
public final class TimeLimitKind implements NodeKind {
    TimeLimitKind() {}

    @Override public String annotation() {
        return "dev.arbor.TimeLimit";
    }

    @Override public Arity arity() {
        return Arity.DECORATOR;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return timed(annotation);
    }

    /** The {@code millis} attribute, shared by the kinds that have one. */
    static Attributes timed(AnnotationMirror annotation) {
        return new Attributes.Timed((Long) Annotations.value(annotation, "millis").getValue(),
                Annotations.explicitValue(annotation, "millis"));
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return ChildStep.complete(success);
    }

    /** §5.4: its child's results, and FAILURE of its own as a guard (§5.5). */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDeclaredOrder(this, attributes, children).orFailure();
    }



    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.TRANSPARENT_TO_ABORTS);
    }

    @Override public Behaviour behaviour() {
        return new Behaviour(OnTop.CHILD,
                List.of(OnEntry.CLEAR_SLOT, OnEntry.NOTE_TICK, OnEntry.START_TIMER),
                OnRunning.RUNNING, OnEnd.NOTHING, AsGuard.TIME_UP, List.of(Slot.FIRED, Slot.TICK),
                Timer.STARTED);
    }

    @Override public KindId id() {
        return KindId.TIME_LIMIT;
    }
}
