// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.kinds.Behaviour.AsGuard;
import dev.arbor.processor.kinds.Behaviour.OnEnd;
import dev.arbor.processor.kinds.Behaviour.OnRunning;
import dev.arbor.processor.kinds.Behaviour.OnTop;
import dev.arbor.processor.kinds.Behaviour.Timer;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @FailIfRunning}: completes with its child's result; when the child stays RUNNING, the
 * child is interrupted and it completes FAILURE in the same tick.
 */
public final class FailIfRunningKind implements NodeKind {
    FailIfRunningKind() {}

    @Override public String annotation() {
        return "dev.arbor.FailIfRunning";
    }

    @Override public Arity arity() {
        return Arity.DECORATOR;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return Attributes.NONE;
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return ChildStep.complete(success);
    }

    /** §5.4: its child's results, and FAILURE of its own when the child stays RUNNING. */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDeclaredOrder(this, attributes, children).orFailure();
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER,
                Capability.TRANSPARENT_TO_ABORTS);
    }

    @Override public Behaviour behaviour() {
        return new Behaviour(OnTop.FIRST_CHILD, List.of(), OnRunning.FAIL, OnEnd.NOTHING,
                AsGuard.NOT_A_GUARD, List.of(), Timer.NONE);
    }

    @Override public KindId id() {
        return KindId.FAIL_IF_RUNNING;
    }
}
