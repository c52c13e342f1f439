// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.base.Annotations;
import dev.arbor.processor.kinds.Behaviour.AsGuard;
import dev.arbor.processor.kinds.Behaviour.OnEnd;
import dev.arbor.processor.kinds.Behaviour.OnRunning;
import dev.arbor.processor.kinds.Behaviour.OnTop;
import dev.arbor.processor.kinds.Behaviour.Slot;
import dev.arbor.processor.kinds.Behaviour.Timer;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @RunOnce}: entered with no result kept, it enters its child and completes with its
 * result, which it then keeps; entered with a result kept, it completes with it at once, without
 * entering its child. An interrupted run keeps nothing; {@code reset()} clears what it keeps
 * unless {@code keepOnReset}. A boundary for conditional aborts, unlike the other decorators: a
 * watched condition under it would be called again at every tick (§5.4).
 */
public final class RunOnceKind implements NodeKind {
    RunOnceKind() {}

    @Override public KindId id() {
        return KindId.RUN_ONCE;
    }

    @Override public String annotation() {
        return "dev.arbor.RunOnce";
    }

    @Override public Arity arity() {
        return Arity.DECORATOR;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return new Attributes.Once(
                (Boolean) Annotations.value(annotation, "keepOnReset").getValue(),
                Annotations.explicitValue(annotation, "keepOnReset"));
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return ChildStep.complete(success);
    }

    /**
     * §5.4: exactly its child's results: a later entry answers a result the child completed
     * with, so nothing of its own.
     */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDeclaredOrder(this, attributes, children);
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.ABORT_BOUNDARY);
    }

    @Override public Behaviour behaviour() {
        return new Behaviour(OnTop.ONCE, List.of(), OnRunning.RUNNING, OnEnd.KEEP_RESULT,
                AsGuard.NOT_A_GUARD, List.of(Slot.KEPT), Timer.NONE);
    }
}
