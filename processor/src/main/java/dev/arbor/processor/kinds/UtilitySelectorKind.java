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
import javax.lang.model.element.AnnotationValue;

/**
 * {@code @UtilitySelector}: on entry reads every child's score and enters the best (highest;
 * ties: the first declared; NaN below every number); a child's FAILURE puts it out for the run
 * and enters the best of the children still in, or fails when none is; SUCCESS completes it.
 * While a child runs, at the start of a tick at least {@code every} after the last reading, it
 * reads the scores of the children still in again, and switches to the best other child if that
 * one scores more than {@code margin} above the running one (docs/semantics.md §5.4). A library
 * composite: no abort entry watches it or crosses it.
 *
 * <p>Its state: the children out so far ({@link Slot#POSITION}) and an order of its children
 * ({@link Slot#ORDER}): the children still in first, the one running (or to enter) first of
 * all, then the children out. Its timer holds the time of its last reading.
 */
public final class UtilitySelectorKind implements NodeKind {
    UtilitySelectorKind() {}

    @Override public String annotation() {
        return "dev.arbor.UtilitySelector";
    }

    @Override public Arity arity() {
        return Arity.COMPOSITE;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        List<AnnotationValue> each = Annotations.array(annotation, "scores");
        return new Attributes.Scored(each.stream().map(v -> (String) v.getValue()).toList(),
                Annotations.explicitValue(annotation, "scores"), each,
                (Long) Annotations.value(annotation, "every").getValue(),
                Annotations.explicitValue(annotation, "every"),
                (Double) Annotations.value(annotation, "margin").getValue(),
                Annotations.explicitValue(annotation, "margin"));
    }

    /** SUCCESS completes it; FAILURE enters the best child still in, or fails when none is. */
    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return success == true ? ChildStep.complete(success) : ChildStep.NEXT_DRAWN;
    }

    /**
     * §5.4: any child can be the best, so each can be entered; it succeeds if a child can, and
     * fails only once every child has failed. A switch interrupts a child, which then ends with
     * nothing.
     */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDrawnOrder(this, attributes, children);
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.ABORT_BOUNDARY);
    }

    @Override public Behaviour behaviour() {
        return new Behaviour(OnTop.DRAWN_CHILD, List.of(OnEntry.CLEAR_SLOT, OnEntry.SCORE),
                OnRunning.RUNNING, OnEnd.NOTHING, AsGuard.BETTER_SCORE,
                List.of(Slot.POSITION, Slot.ORDER), Timer.READ);
    }

    @Override public KindId id() {
        return KindId.UTILITY_SELECTOR;
    }
}
