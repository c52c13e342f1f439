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
 * {@code @While}: on entry calls its condition; false completes FAILURE without entering the
 * child, true enters it and completes with its result. A guard: at the start of every later tick
 * it calls the condition again, and false interrupts its running descendants and completes it
 * FAILURE.
 */
public final class WhileKind implements NodeKind {
    WhileKind() {}

    @Override public String annotation() {
        return "dev.arbor.While";
    }

    @Override public Arity arity() {
        return Arity.DECORATOR;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return new Attributes.Conditional(Annotations.string(annotation, "condition"),
                Annotations.explicitValue(annotation, "condition"));
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return ChildStep.complete(success);
    }

    /**
     * §5.4: its child's results, and FAILURE of its own when its condition is false, on
     * entry or as a guard (§5.5).
     */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDeclaredOrder(this, attributes, children).orFailure();
    }


    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.TRANSPARENT_TO_ABORTS);
    }

    @Override public Behaviour behaviour() {
        return new Behaviour(OnTop.CONDITION, List.of(OnEntry.CLEAR_SLOT, OnEntry.NOTE_TICK),
                OnRunning.RUNNING, OnEnd.NOTHING, AsGuard.CONDITION_FALSE,
                List.of(Slot.FIRED, Slot.TICK), Timer.NONE);
    }

    @Override public KindId id() {
        return KindId.WHILE;
    }
}
