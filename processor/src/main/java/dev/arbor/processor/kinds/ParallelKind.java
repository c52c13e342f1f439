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
import dev.arbor.processor.base.Annotations;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @Parallel}: enters every child on a run stack of its own and decides from its
 * {@code success} and {@code failure} policies each time a branch completes. No abort entry
 * watches it or crosses it.
 */
public final class ParallelKind implements NodeKind {
    ParallelKind() {}

    @Override public String annotation() {
        return "dev.arbor.Parallel";
    }

    @Override public Arity arity() {
        return Arity.COMPOSITE;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return new Attributes.Policies(
                PolicyKind.valueOf(Annotations.enumConstant(annotation, "success")),
                PolicyKind.valueOf(Annotations.enumConstant(annotation, "failure")),
                Annotations.explicitValue(annotation, "success"));
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return ChildStep.DECIDE_AT_RUN_TIME;
    }

    /**
     * §5.3, by its policies. SUCCESS: every child can succeed ({@code success = ALL}), or
     * one can ({@code ONE}). FAILURE: one child can fail ({@code failure = ONE}); every child
     * can ({@code ONE}/{@code ALL}: it fails only once every branch has failed); under
     * {@code ALL}/{@code ALL}, every child can complete and one can fail (a mix fails once all
     * are done). It enters every child.
     */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        Attributes.Policies policies = (Attributes.Policies) attributes;
        boolean succeeds = policies.success() == PolicyKind.ONE
                ? children.stream().anyMatch(Outcome::canSucceed)
                : children.stream().allMatch(Outcome::canSucceed);
        boolean oneFails = children.stream().anyMatch(Outcome::canFail);
        boolean fails = policies.failure() == PolicyKind.ONE ? oneFails
                : policies.success() == PolicyKind.ONE
                ? children.stream().allMatch(Outcome::canFail)
                : oneFails && children.stream().allMatch(Outcome::completes);
        return new Ending(Outcome.of(succeeds, fails), children.size());
    }


    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.OWN_STACKS,
                Capability.ABORT_BOUNDARY);
    }

    @Override public Behaviour behaviour() {
        return new Behaviour(OnTop.BRANCHES, List.of(OnEntry.CLEAR_BRANCHES), OnRunning.RUNNING,
                OnEnd.NOTHING, AsGuard.NOT_A_GUARD,
                List.of(Slot.CURSOR, Slot.ENTERING, Slot.SUCCEEDED, Slot.FAILED), Timer.NONE);
    }

    @Override public KindId id() {
        return KindId.PARALLEL;
    }
}
