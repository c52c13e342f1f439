package dev.arbor.processor.kinds;

import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @RunningIfFail}: completes SUCCESS when its child does; when the child fails, yields and
 * enters it again next tick.
 */
public final class RunningIfFailKind implements NodeKind {
    RunningIfFailKind() {}

    @Override public String annotation() {
        return "dev.arbor.RunningIfFail";
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
        return success ? ChildStep.SUCCEED : ChildStep.YIELD;
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.ENTERS_FIRST_CHILD,
                Capability.TRANSPARENT_TO_ABORTS);
    }
}
