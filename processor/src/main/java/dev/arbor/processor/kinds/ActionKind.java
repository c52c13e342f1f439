// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.kinds.Behaviour.OnTop;
import dev.arbor.processor.base.Annotations;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @Action}: a leaf answering a status, with optional {@code onStart} and {@code onEnd}
 * hooks.
 */
public final class ActionKind implements NodeKind {
    ActionKind() {}

    @Override public String annotation() {
        return "dev.arbor.Action";
    }

    @Override public Arity arity() {
        return Arity.LEAF;
    }

    @Override public Signature signature() {
        return Signature.ACTION;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return new Attributes.Hooks(
                Annotations.string(annotation, "onStart"),
                Annotations.explicitValue(annotation, "onStart"),
                Annotations.string(annotation, "onEnd"),
                Annotations.explicitValue(annotation, "onEnd"),
                Annotations.string(annotation, "onPause"),
                Annotations.explicitValue(annotation, "onPause"));
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        throw new UnsupportedOperationException("an action has no children");
    }

    /**
     * §1: what its method returns; a {@code void} action always succeeds (the table reads
     * the return type: {@code boolean} and {@code Status} actions can end either way).
     */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.leaf(switch (result) {
            case VOID -> Outcome.SUCCESS;
            case BOOLEAN, STATUS -> Outcome.EITHER;
        });
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.STRAIGHT_LINE);
    }

    @Override public Behaviour behaviour() {
        return Behaviour.leaf(OnTop.CALL);
    }

    @Override public KindId id() {
        return KindId.ACTION;
    }
}
