// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.base.Annotations;
import dev.arbor.processor.kinds.Behaviour.AsGuard;
import dev.arbor.processor.kinds.Behaviour.OnEnd;
import dev.arbor.processor.kinds.Behaviour.OnRunning;
import dev.arbor.processor.kinds.Behaviour.OnTop;
import dev.arbor.processor.kinds.Behaviour.Timer;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;

/**
 * {@code @RandomChoice}: on each entry draws one child from the tree's seeded generator (by
 * {@code weights}; none drawn with one child of positive weight), enters it and completes with
 * its result. A library composite: no abort entry watches it or crosses it.
 */
public final class RandomChoiceKind implements NodeKind {
    RandomChoiceKind() {}

    @Override public String annotation() {
        return "dev.arbor.RandomChoice";
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

    /** Whichever child was drawn, the RandomChoice completes with its result. */
    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return ChildStep.complete(success);
    }

    /**
     * §5.4: the result of the child it drew, which can be any child of positive weight. Every
     * child counts as one it can enter: a child weighing 0 is never drawn, but the outcome table
     * says so only by leaving its results out, since the children it enters are the first ones.
     */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        List<Integer> weights = ((Attributes.Weights) attributes).ints();
        Outcome any = Outcome.NEVER;
        for (int i = 0; i < children.size(); i++) {
            if (weights.isEmpty() || i >= weights.size() || weights.get(i) > 0) {
                any = any.or(children.get(i));
            }
        }
        return new Ending(any, children.size());
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.ABORT_BOUNDARY);
    }

    @Override public Behaviour behaviour() {
        return new Behaviour(OnTop.DRAW_ONE, List.of(), OnRunning.RUNNING, OnEnd.NOTHING,
                AsGuard.NOT_A_GUARD, List.of(), Timer.NONE);
    }

    @Override public KindId id() {
        return KindId.RANDOM_CHOICE;
    }
}
