package dev.arbor.processor.kinds;

import dev.arbor.processor.base.Annotations;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;

/**
 * {@code @RandomSelector}: on each entry draws an order of its children from the tree's
 * seeded generator (by {@code weights}), then runs them as a selector over that order: a child
 * SUCCESS completes SUCCESS, a FAILURE enters the next; after the last, FAILURE. A library
 * composite: no abort entry watches it or crosses it.
 */
public final class RandomSelectorKind implements NodeKind {
    RandomSelectorKind() {}

    @Override public String annotation() {
        return "dev.arbor.RandomSelector";
    }

    @Override public Arity arity() {
        return Arity.COMPOSITE;
    }

    @Override public Signature signature() {
        return Signature.BODY_NEVER_CALLED;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        List<AnnotationValue> each = Annotations.array(annotation, "weights");
        return new Attributes.Weights(each.stream().map(v -> (Integer) v.getValue()).toList(),
                List.of(), Annotations.explicitValue(annotation, "weights"), each);
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        return success == true ? ChildStep.complete(success) : ChildStep.NEXT_DRAWN;
    }

    /** §5.4: a selector over an order drawn on entry. */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        return Ending.inDrawnOrder(this, attributes, children);
    }

    /** Where it is in its order, then its order: one child position per child. */
    @Override public int stateSlots(int children) {
        return 1 + children;
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.ABORT_BOUNDARY, Capability.ORDERS_CHILDREN,
                Capability.NEEDS_RANDOM);
    }
}
