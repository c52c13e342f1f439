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
 * {@code @RandomSequence}: on each entry draws an order of its children from the tree's
 * seeded generator (by {@code weights}), then runs them as a sequence over that order: a child
 * FAILURE completes FAILURE, a SUCCESS enters the next; after the last, SUCCESS. A library
 * composite: no abort entry watches it or crosses it.
 */
public final class RandomSequenceKind implements NodeKind {
    RandomSequenceKind() {}

    @Override public String annotation() {
        return "dev.arbor.RandomSequence";
    }

    @Override public Arity arity() {
        return Arity.COMPOSITE;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        List<AnnotationValue> each = Annotations.array(annotation, "weights");
        return new Attributes.Weights(each.stream().map(v -> (Integer) v.getValue()).toList(),
                List.of(), Annotations.explicitValue(annotation, "weights"), each);
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return success == false ? ChildStep.complete(success) : ChildStep.NEXT_DRAWN;
    }

    /** §5.4: a sequence over an order drawn on entry. */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDrawnOrder(this, attributes, children);
    }


    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.ABORT_BOUNDARY);
    }

    @Override public Behaviour behaviour() {
        return new Behaviour(OnTop.DRAWN_CHILD, List.of(OnEntry.CLEAR_SLOT, OnEntry.DRAW_ORDER),
                OnRunning.RUNNING, OnEnd.NOTHING, AsGuard.NOT_A_GUARD,
                List.of(Slot.POSITION, Slot.ORDER), Timer.NONE);
    }

    @Override public KindId id() {
        return KindId.RANDOM_SEQUENCE;
    }
}
