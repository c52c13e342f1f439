// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.base.Annotations;
import dev.arbor.processor.kinds.Behaviour.AsGuard;
import dev.arbor.processor.kinds.Behaviour.OnEnd;
import dev.arbor.processor.kinds.Behaviour.OnEntry;
import dev.arbor.processor.kinds.Behaviour.OnRunning;
import dev.arbor.processor.kinds.Behaviour.OnTop;
import dev.arbor.processor.kinds.Behaviour.Slot;
import dev.arbor.processor.kinds.Behaviour.Timer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;

/**
 * {@code @TryCatch}: its children are its block ({@code value}), run in order as a sequence,
 * then its clean-up ({@code cleanup}), its last child. The block succeeding completes it
 * SUCCESS; a block child failing enters the clean-up, whose completion, either result,
 * completes it FAILURE. Interrupted while its block runs, with {@code cleanupOnInterrupt}, it
 * calls its clean-up (then an action or a task) once before it leaves its stack. A library
 * composite: no abort entry watches it or crosses it.
 */
public final class TryCatchKind implements NodeKind {
    TryCatchKind() {}

    @Override public KindId id() {
        return KindId.TRY_CATCH;
    }

    @Override public String annotation() {
        return "dev.arbor.TryCatch";
    }

    @Override public Arity arity() {
        return Arity.COMPOSITE;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    /** The block's children, then the clean-up. */
    @Override public List<AnnotationValue> children(AnnotationMirror annotation) {
        List<AnnotationValue> children = new ArrayList<>(Annotations.array(annotation, "value"));
        children.add(Annotations.value(annotation, "cleanup"));
        return children;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return new Attributes.CleanUp(Annotations.string(annotation, "cleanup"),
                Annotations.explicitValue(annotation, "cleanup"),
                (Boolean) Annotations.value(annotation, "cleanupOnInterrupt").getValue(),
                Annotations.explicitValue(annotation, "cleanupOnInterrupt"),
                Annotations.explicitValue(annotation, "value"));
    }

    /**
     * The clean-up's rule ({@code last}: it completes the TryCatch FAILURE), or that of a block
     * child before the block's last (SUCCESS: the next one; FAILURE: the clean-up). The block's
     * last child, which completes the TryCatch SUCCESS, is told apart only by position:
     * {@link #onChild(Attributes, boolean, int, int)}.
     */
    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return last ? ChildStep.FAIL : success ? ChildStep.NEXT_CHILD : ChildStep.CLEAN_UP;
    }

    /** §5.4 by position: the block's children, then the clean-up, the last child. */
    @Override public ChildStep onChild(Attributes attributes, boolean success, int child,
            int children) {
        if (child == children - 1) {
            return ChildStep.FAIL; // the clean-up completed: FAILURE, whatever it answered
        }
        if (!success) {
            return ChildStep.CLEAN_UP;
        }
        return child == children - 2 ? ChildStep.SUCCEED : ChildStep.NEXT_CHILD;
    }

    /**
     * Only two completions stop at a TryCatch: its clean-up's SUCCESS (it completes FAILURE)
     * and a block child's FAILURE (it enters its clean-up); the clean-up's FAILURE and the
     * block's last SUCCESS complete it with the child's result, and climb past it.
     */
    @Override public ChildStep onChildAtStop(Attributes attributes, boolean success) {
        return success ? ChildStep.FAIL : ChildStep.CLEAN_UP;
    }

    /**
     * §5.4: SUCCESS when every child of the block can succeed; FAILURE when a block child it
     * can reach can fail and its clean-up can complete. It can enter the block's children up to
     * the first that cannot succeed, and all of them (the clean-up last) when one of those can
     * fail, or when an interruption calls the clean-up ({@code cleanupOnInterrupt}: any block
     * can be interrupted, if only by an exception): the children between are then counted as
     * entered too, which only says more than a run can show.
     */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        if (children.size() < 2) {
            throw new IllegalArgumentException("TryCatch needs a block child and a clean-up");
        }
        int block = children.size() - 1;
        boolean blockFails = false;
        int reached = 0;
        while (reached < block) {
            Outcome child = children.get(reached);
            reached++;
            blockFails |= child.canFail();
            if (!child.canSucceed()) {
                break;
            }
        }
        boolean succeeds = reached == block && children.get(block - 1).canSucceed();
        boolean fails = blockFails && children.get(block).completes();
        boolean cleansUpWhenInterrupted = ((Attributes.CleanUp) attributes).onInterrupt();
        return new Ending(Outcome.of(succeeds, fails),
                blockFails || cleansUpWhenInterrupted ? children.size() : reached);
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.ABORT_BOUNDARY);
    }

    @Override public Behaviour behaviour() {
        return new Behaviour(OnTop.CHILD, List.of(OnEntry.CLEAR_SLOT), OnRunning.RUNNING,
                OnEnd.CLEAN_UP_IF_INTERRUPTED, AsGuard.NOT_A_GUARD, List.of(Slot.CLEANING),
                Timer.NONE);
    }
}
