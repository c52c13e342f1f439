// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.base.Annotations;
import dev.arbor.processor.kinds.Behaviour.AsGuard;
import dev.arbor.processor.kinds.Behaviour.OnEnd;
import dev.arbor.processor.kinds.Behaviour.OnEntry;
import dev.arbor.processor.kinds.Behaviour.OnRunning;
import dev.arbor.processor.kinds.Behaviour.OnTop;
import dev.arbor.processor.kinds.Behaviour.Timer;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;

/**
 * {@code @Wait}: a leaf that notes the time when entered and answers RUNNING until
 * {@code millis} have passed since (time spent paused excluded), then SUCCESS. Calls nothing,
 * or with {@code millisFrom} the method that answers its duration, once on each entry; its timer
 * then holds the time the wait is over (its entry plus that duration), and its DURATIONS row is
 * 0, so that it runs as any wait does.
 */
public final class WaitKind implements NodeKind {
    WaitKind() {}

    @Override public String annotation() {
        return "dev.arbor.Wait";
    }

    @Override public Arity arity() {
        return Arity.LEAF;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    /** {@code millis}, or the method named by {@code millisFrom} when that is given. */
    @Override public Attributes attributes(AnnotationMirror annotation) {
        AnnotationValue from = Annotations.explicitValue(annotation, "millisFrom");
        return from == null ? TimeLimitKind.timed(annotation)
                : new Attributes.TimedBy((String) from.getValue(), from,
                        Annotations.explicitValue(annotation, "millis"));
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        throw new UnsupportedOperationException("a wait has no children");
    }

    /** §5.4: it only ever completes SUCCESS, once its time has passed. */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.leaf(Outcome.SUCCESS);
    }


    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER);
    }

    @Override public Behaviour behaviour() {
        return new Behaviour(OnTop.WAIT, List.of(OnEntry.START_TIMER), OnRunning.RUNNING,
                OnEnd.NOTHING, AsGuard.NOT_A_GUARD, List.of(), Timer.STARTED);
    }

    @Override public KindId id() {
        return KindId.WAIT;
    }
}
