package dev.arbor.processor.kinds;

import dev.arbor.processor.base.Annotations;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @Retry}: completes SUCCESS when its child does; a failure counts a round, and at
 * {@code times} (0: no limit) completes FAILURE, else yields and enters the child again next
 * tick. The toy kind of {@code AddingAKindTest}: it behaves as the vocabulary already says (a
 * counting decorator), so it needs no code in the writers.
 */
public final class RetryKind implements NodeKind {
    RetryKind() {}

    @Override public KindId id() {
        return KindId.RETRY;
    }

    @Override public String annotation() {
        return "dev.arbor.Retry";
    }

    @Override public Arity arity() {
        return Arity.DECORATOR;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return new Attributes.Counted((Integer) Annotations.value(annotation, "times").getValue(),
                Annotations.explicitValue(annotation, "times"), false);
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return success ? ChildStep.SUCCEED : ChildStep.COUNT;
    }

    @Override public ChildStep atLimit() {
        return ChildStep.FAIL;
    }

    /** SUCCESS at its child's success, FAILURE at {@code times} failures (never, for 0). */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDeclaredOrder(this, attributes, children);
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.TRANSPARENT_TO_ABORTS);
    }

    @Override public Behaviour behaviour() {
        return Behaviour.counting();
    }
}
