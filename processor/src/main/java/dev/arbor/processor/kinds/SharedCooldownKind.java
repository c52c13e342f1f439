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
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @SharedCooldown}: a Cooldown over the {@code CooldownGroup} of its field: refused
 * (FAILURE, its child not entered) while the group cools down as of the last settle; otherwise it
 * enters its child and completes with its result; ending after entering it, for any reason, it
 * reports the tick's time to the group, which restarts at the next settle (§5.7).
 */
public final class SharedCooldownKind implements NodeKind {
    /** The runtime class its field holds. */
    public static final String GROUP = "dev.arbor.runtime.CooldownGroup";

    SharedCooldownKind() {}

    @Override public KindId id() {
        return KindId.SHARED_COOLDOWN;
    }

    @Override public String annotation() {
        return "dev.arbor.SharedCooldown";
    }

    @Override public Arity arity() {
        return Arity.DECORATOR;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return PermitKind.shared(annotation, "group", GROUP);
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return ChildStep.complete(success);
    }

    /** §5.7: its child's results, and FAILURE of its own when it refuses to enter it. */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDeclaredOrder(this, attributes, children).orFailure();
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.TRANSPARENT_TO_ABORTS);
    }

    @Override public Behaviour behaviour() {
        return new Behaviour(OnTop.SHARED_COOLDOWN, List.of(OnEntry.CLEAR_SLOT),
                OnRunning.RUNNING, OnEnd.REPORT_GROUP_END, AsGuard.NOT_A_GUARD,
                List.of(Slot.ENTERED), Timer.NONE);
    }
}
