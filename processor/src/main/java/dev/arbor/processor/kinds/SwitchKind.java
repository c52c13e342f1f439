// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.base.Annotations;
import dev.arbor.processor.kinds.Behaviour.AsGuard;
import dev.arbor.processor.kinds.Behaviour.OnEnd;
import dev.arbor.processor.kinds.Behaviour.OnRunning;
import dev.arbor.processor.kinds.Behaviour.OnTop;
import dev.arbor.processor.kinds.Behaviour.Timer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;

/**
 * {@code @Switch}: on entry calls its {@code on} method once; the case equal to the answer
 * enters the {@code value} child at its position, an answer no case matches the
 * {@code otherwise} child, or completes FAILURE when there is none; completes with the entered
 * child's result. A library composite: no abort entry watches it or crosses it.
 */
public final class SwitchKind implements NodeKind {
    SwitchKind() {}

    @Override public String annotation() {
        return "dev.arbor.Switch";
    }

    @Override public Arity arity() {
        return Arity.COMPOSITE;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    /** One child per case, then otherwise when it is given. */
    @Override public List<AnnotationValue> children(AnnotationMirror annotation) {
        List<AnnotationValue> children = new ArrayList<>(Annotations.array(annotation, "value"));
        AnnotationValue otherwise = otherwise(annotation);
        if (otherwise != null) {
            children.add(otherwise);
        }
        return children;
    }

    /** The {@code otherwise} value, or null when it is left out or empty. */
    private static AnnotationValue otherwise(AnnotationMirror annotation) {
        AnnotationValue otherwise = Annotations.explicitValue(annotation, "otherwise");
        return otherwise != null && !((String) otherwise.getValue()).isEmpty() ? otherwise : null;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        List<AnnotationValue> each = Annotations.array(annotation, "cases");
        return new Attributes.Switched(Annotations.string(annotation, "on"),
                Annotations.explicitValue(annotation, "on"),
                each.stream().map(v -> (String) v.getValue()).toList(),
                Annotations.explicitValue(annotation, "cases"), each,
                otherwise(annotation) != null, null);
    }

    /** Whichever child was entered, the Switch completes with its result. */
    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return ChildStep.complete(success);
    }

    /**
     * §5.4: the result of the child it entered, any of which it can enter (its method decides
     * at run time); without {@code otherwise}, FAILURE of its own for an answer no case matches
     * (even when the cases name every constant of an enum: the method may answer null, or an
     * enum compiled apart may have gained a constant).
     */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        Outcome any = Outcome.NEVER;
        for (Outcome child : children) {
            any = any.or(child);
        }
        Ending ending = new Ending(any, children.size());
        return ((Attributes.Switched) attributes).hasOtherwise() ? ending : ending.orFailure();
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.ABORT_BOUNDARY);
    }

    @Override public Behaviour behaviour() {
        return new Behaviour(OnTop.MATCH_CASE, List.of(), OnRunning.RUNNING, OnEnd.NOTHING,
                AsGuard.NOT_A_GUARD, List.of(), Timer.NONE);
    }

    @Override public KindId id() {
        return KindId.SWITCH;
    }
}
