package dev.arbor.processor.kinds;

import dev.arbor.processor.base.Annotations;
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

    /** The next branch to visit, whether it is being entered, successes and failures so far. */
    @Override public int stateSlots() {
        return 4;
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.OWN_STACKS,
                Capability.ABORT_BOUNDARY);
    }
}
