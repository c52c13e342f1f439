// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import dev.arbor.processor.base.Annotations;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;

/**
 * One kind of node: everything the processor needs to know about it, in one class, including
 * what it does at run time ({@link #behaviour}). To add a kind, follow processor/README.md,
 * "Adding a node kind" (AddingAKindTest walks those steps with a toy kind); the pipeline asks
 * the kind, never its name.
 *
 * <p>A kind is matched to its annotation by canonical name: the processor never loads the
 * annotation classes.
 */
public sealed interface NodeKind
        permits SequenceKind, SelectorKind, ParallelKind, InvertKind, ConditionKind, ActionKind,
        AlwaysSucceedKind, AlwaysFailKind, FailIfRunningKind, RunningIfFailKind, RepeatKind,
        UntilSuccessKind, UntilFailureKind, LoopKind, IfKind, WaitKind, CooldownKind,
        TimeLimitKind, WhileKind, EventKind, RandomSelectorKind, RandomSequenceKind,
        WeightedSelectorKind, TaskKind, SubtreeKind, SwitchKind, RandomChoiceKind, RunOnceKind,
        TryCatchKind, UtilitySelectorKind, PermitKind, SharedCooldownKind {

    /** Its constant in the closed list of kinds, for a writer that answers for each by name. */
    KindId id();

    /** The annotation's canonical name, e.g. {@code dev.arbor.Sequence}. */
    String annotation();

    /** The annotation's simple name, for messages: {@code Sequence}. */
    default String simpleName() {
        return annotation().substring(annotation().lastIndexOf('.') + 1);
    }

    Arity arity();

    /** The shape its annotated method must have. */
    Signature signature();

    /** Its attributes, read from its annotation (children are read for every kind alike). */
    Attributes attributes(AnnotationMirror annotation);

    /**
     * The child-result rule: what the node, with these attributes, does when a child completes
     * with SUCCESS ({@code success}) or FAILURE; {@code last} tells whether that child is its
     * last.
     *
     * @throws UnsupportedOperationException for a leaf, which has no children
     */
    ChildStep onChild(Attributes attributes, boolean success, boolean last);

    /**
     * The child-result rule by position: what the node does when its child {@code child} (0 for
     * the first) of {@code children} completes with SUCCESS ({@code success}) or FAILURE. The
     * rule every caller that knows the child's position asks. By default the rule of
     * {@link #onChild(Attributes, boolean, boolean)}, the child being last or not; a kind whose
     * rule depends on more than that (a TryCatch, whose block ends before its clean-up child)
     * answers here.
     */
    default ChildStep onChild(Attributes attributes, boolean success, int child, int children) {
        return onChild(attributes, success, child == children - 1);
    }

    /**
     * The child-result rule where a jump stops ({@code model.Jumps}): what the node does when a
     * child whose completion stops at it completes with SUCCESS ({@code success}) or FAILURE.
     * A rule that goes on to the next child never stops there, and for every other step the
     * result alone decides, so by default the rule for the last child; a kind whose stops need
     * more answers here (a TryCatch: only its clean-up's SUCCESS and its block's FAILURE stop
     * at it).
     */
    default ChildStep onChildAtStop(Attributes attributes, boolean success) {
        return onChild(attributes, success, true);
    }

    /**
     * What a node of this kind can end with, and how many of its children it can enter
     * (docs/semantics.md §5), from what each child can end with: its row of the outcome table
     * every reachability warning reads. Each kind answers for itself, there is no default: a new
     * kind must say what it can end with. A result the answer leaves out must never happen in
     * any run (the warnings say so to the user); a result it holds may.
     *
     * @param attributes the node's attributes
     * @param result for a leaf whose method the tree calls, what that method returns
     *     ({@link ResultKind#VOID}: an action that always succeeds); null for any other node
     * @param children what each child can end with, in declared order; empty for a leaf
     */
    Ending ending(Attributes attributes, ResultKind result, List<Outcome> children);

    /** For a kind that counts rounds ({@link Behaviour#counts}): how it completes at its limit. */
    default ChildStep atLimit() {
        throw new UnsupportedOperationException(simpleName() + " does not count");
    }

    /**
     * The annotation values naming its children, in order: {@code value} as one name
     * (decorators) or a list (composites); none for a leaf.
     */
    default List<AnnotationValue> children(AnnotationMirror annotation) {
        return switch (arity()) {
            case LEAF -> List.of();
            case DECORATOR -> List.of(Annotations.value(annotation, "value"));
            case COMPOSITE -> Annotations.array(annotation, "value");
        };
    }

    /**
     * What a node of this kind does at run time, in the closed vocabulary every writer switches
     * over. There is no default: a new kind must say it.
     */
    Behaviour behaviour();

    /** The per-instance state of a node of this kind with {@code children} children, in ints. */
    default int stateSlots(int children) {
        return behaviour().slots(children).size();
    }

    /** The clock readings the node keeps while it runs or between runs (longs). */
    default int timers() {
        return behaviour().timer() == Behaviour.Timer.NONE ? 0 : 1;
    }

    Set<Capability> capabilities();

    default boolean has(Capability capability) {
        return capabilities().contains(capability);
    }

    default boolean isLeaf() {
        return arity() == Arity.LEAF;
    }

    /** A composite in the sense of conditional aborts: not a leaf, not a transparent decorator. */
    default boolean isComposite() {
        return !isLeaf() && !has(Capability.TRANSPARENT_TO_ABORTS);
    }
}
