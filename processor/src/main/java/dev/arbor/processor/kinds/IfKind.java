// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.kinds.Behaviour.AsGuard;
import dev.arbor.processor.kinds.Behaviour.OnEnd;
import dev.arbor.processor.kinds.Behaviour.OnRunning;
import dev.arbor.processor.kinds.Behaviour.OnTop;
import dev.arbor.processor.kinds.Behaviour.Timer;
import dev.arbor.processor.base.Annotations;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;

/**
 * {@code @If}: on entry calls its condition once; true enters {@code value} (then), false enters
 * {@code otherwise}, or completes FAILURE when there is none; completes with the entered child's
 * result. A library composite: no abort entry watches it or crosses it.
 */
public final class IfKind implements NodeKind {
    IfKind() {}

    @Override public String annotation() {
        return "dev.arbor.If";
    }

    @Override public Arity arity() {
        return Arity.COMPOSITE;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    /** Then, and otherwise when it is given. */
    @Override public List<AnnotationValue> children(AnnotationMirror annotation) {
        List<AnnotationValue> children = new ArrayList<>();
        children.add(Annotations.value(annotation, "value"));
        AnnotationValue otherwise = Annotations.explicitValue(annotation, "otherwise");
        if (otherwise != null && !((String) otherwise.getValue()).isEmpty()) {
            children.add(otherwise);
        }
        return children;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return new Attributes.Conditional(Annotations.string(annotation, "condition"),
                Annotations.explicitValue(annotation, "condition"));
    }

    /** Whichever child was entered, the If completes with its result. */
    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return ChildStep.complete(success);
    }

    /**
     * §5.4: the result of the child it entered, either of which it can enter (its
     * condition decides at run time); without {@code otherwise}, FAILURE of its own on false.
     */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        Outcome either = Outcome.NEVER;
        for (Outcome child : children) {
            either = either.or(child);
        }
        Ending ending = new Ending(either, children.size());
        return children.size() == 1 ? ending.orFailure() : ending;
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.ABORT_BOUNDARY);
    }

    @Override public Behaviour behaviour() {
        return new Behaviour(OnTop.CONDITION, List.of(), OnRunning.RUNNING, OnEnd.NOTHING,
                AsGuard.NOT_A_GUARD, List.of(), Timer.NONE);
    }

    @Override public KindId id() {
        return KindId.IF;
    }
}
