package dev.arbor.processor.kinds;

import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @Cooldown}: when entered less than {@code millis} after it last ended (for any reason,
 * interrupted included) it completes FAILURE without entering its child, and that refusal does
 * not restart the cooldown; otherwise it enters its child and completes with its result. It
 * measures plain clock time (paused time counts).
 */
public final class CooldownKind implements NodeKind {
    CooldownKind() {}

    @Override public String annotation() {
        return "dev.arbor.Cooldown";
    }

    @Override public Arity arity() {
        return Arity.DECORATOR;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return TimeLimitKind.timed(annotation);
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return ChildStep.complete(success);
    }

    /** §5.4: its child's results, and FAILURE of its own when it refuses to enter it. */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDeclaredOrder(this, attributes, children).orFailure();
    }

    /** Whether this run entered the child (a refusal does not restart the cooldown). */
    @Override public int stateSlots() {
        return 1;
    }

    /** When it last ended after entering its child. */
    @Override public int timers() {
        return 1;
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.TRANSPARENT_TO_ABORTS,
                Capability.NEEDS_CLOCK, Capability.END_EFFECT);
    }
}
