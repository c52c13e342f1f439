// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.kinds.Behaviour.OnTop;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * {@code @Subtree}, on a field: stands for the whole tree of the field's type, another
 * {@code @BehaviorTree} class, inlined at build time where the field is named as a child (its
 * nodes get this tree's pre-order numbers; its leaves are called on the field's object). It never
 * reaches the flattened tree itself: the subtree's root takes its place.
 */
public final class SubtreeKind implements NodeKind {
    SubtreeKind() {}

    @Override public String annotation() {
        return "dev.arbor.Subtree";
    }

    @Override public Arity arity() {
        return Arity.LEAF;
    }

    @Override public Signature signature() {
        return Signature.SUBTREE_FIELD;
    }

    @Override public Attributes attributes(AnnotationMirror annotation) {
        return Attributes.NONE;
    }

    @Override public ChildStep onChild(Attributes attributes, boolean success, boolean last) {
        throw new UnsupportedOperationException("a subtree is replaced by its root");
    }

    /**
     * Never asked: a {@code @Subtree} field is replaced by its class's root when the tree is
     * flattened (§5.4), and that root answers.
     *
     * @throws UnsupportedOperationException always
     */
    @Override public Ending ending(Attributes attributes, ResultKind result,
            List<Outcome> children) {
        throw new UnsupportedOperationException("a subtree is replaced by its root");
    }

    @Override public Set<Capability> capabilities() {
        return Set.of(Capability.STATIC_CHILD_ORDER, Capability.STRAIGHT_LINE);
    }

    @Override public Behaviour behaviour() {
        return Behaviour.leaf(OnTop.INLINED);
    }

    @Override public KindId id() {
        return KindId.SUBTREE;
    }
}
