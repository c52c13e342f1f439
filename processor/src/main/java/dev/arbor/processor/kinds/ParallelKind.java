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
 * success and failure thresholds (a policy, or a count) each time a branch completes. No abort entry
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
                Annotations.explicitValue(annotation, "success"),
                Annotations.explicitValue(annotation, "failure"),
                (Integer) Annotations.value(annotation, "successCount").getValue(),
                Annotations.explicitValue(annotation, "successCount"),
                (Integer) Annotations.value(annotation, "failureCount").getValue(),
                Annotations.explicitValue(annotation, "failureCount"),
                (Boolean) Annotations.value(annotation, "recheckConditions").getValue(),
                Annotations.explicitValue(annotation, "recheckConditions"));
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return ChildStep.DECIDE_AT_RUN_TIME;
    }

    /**
     * §5.3, by its thresholds: S successes needed and F failures needed of its M children (a
     * policy's, ONE being 1 and ALL being M, or a count's). SUCCESS: at least S children can
     * succeed. FAILURE: at least F children can fail (the failure threshold), or every child
     * can complete and at least M - S + 1 can fail (every branch done with fewer than S
     * successes). So {@code ALL}/{@code ONE} fails when one child can fail, {@code ONE}/{@code
     * ALL} when every child can, and {@code ALL}/{@code ALL} when every child can complete and
     * one can fail (a mix fails once all are done). It enters every child.
     */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        Attributes.Policies policies = (Attributes.Policies) attributes;
        int branches = children.size();
        int successes = policies.successes(branches);
        long canSucceed = children.stream().filter(Outcome::canSucceed).count();
        long canFail = children.stream().filter(Outcome::canFail).count();
        boolean succeeds = canSucceed >= successes;
        boolean fails = canFail >= policies.failures(branches)
                || children.stream().allMatch(Outcome::completes)
                        && canFail >= branches - successes + 1;
        return new Ending(Outcome.of(succeeds, fails), branches);
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
