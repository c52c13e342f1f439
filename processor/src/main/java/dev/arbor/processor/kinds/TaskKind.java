// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.kinds.Behaviour.OnTop;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @Task}, on a field: a leaf whose code lives in the field's object, which implements
 * {@code dev.arbor.runtime.TaskObject}; called like an action ({@code start},
 * {@code update}, {@code end}, {@code pause}) and traced as one.
 */
public final class TaskKind implements NodeKind {
    TaskKind() {}

    @Override public String annotation() {
        return "dev.arbor.Task";
    }

    @Override public Arity arity() {
        return Arity.LEAF;
    }

    @Override public Signature signature() {
        return Signature.TASK_FIELD;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return Attributes.NONE;
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        throw new UnsupportedOperationException("a task has no children");
    }

    /** §5.4: like an action returning a {@code Status}: either result. */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.leaf(Outcome.EITHER);
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.STRAIGHT_LINE);
    }

    @Override public Behaviour behaviour() {
        return Behaviour.leaf(OnTop.CALL);
    }

    @Override public KindId id() {
        return KindId.TASK;
    }
}
