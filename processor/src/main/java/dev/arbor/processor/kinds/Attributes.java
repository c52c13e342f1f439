// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import java.util.List;
import javax.lang.model.element.AnnotationValue;

/**
 * What a node annotation says beyond its children, one small record per family of kinds. The
 * annotation values are kept so that diagnostics can point at the one at fault (null when the
 * attribute was left to its default).
 */
public sealed interface Attributes {

    /** A kind with no attributes of its own. */
    record None() implements Attributes {}

    /** A sequence's or selector's {@code abortType}. */
    record Aborts(AbortKind abortType, AnnotationValue abortValue) implements Attributes {}

    /**
     * A parallel's {@code success} and {@code failure} policies, with the {@code success} value
     * as written (null when defaulted).
     */
    record Policies(PolicyKind success, PolicyKind failure, AnnotationValue successValue)
            implements Attributes {

        public Policies(PolicyKind success, PolicyKind failure) {
            this(success, failure, null);
        }
    }

    /** An action's {@code onStart}, {@code onEnd} and {@code onPause} hook names ("" for none). */
    record Hooks(String onStart, AnnotationValue onStartValue, String onEnd,
            AnnotationValue onEndValue, String onPause, AnnotationValue onPauseValue)
            implements Attributes {}

    /** A duration in milliseconds of the tree's clock ({@code millis}). */
    record Timed(long millis, AnnotationValue millisValue) implements Attributes {}

    /**
     * A counting kind's limit ({@code times} or {@code maxTries}; 0 = none) and, for a Repeat,
     * {@code endOnFailure}.
     */
    record Counted(int limit, AnnotationValue limitValue, boolean endOnFailure)
            implements Attributes {}

    /** The {@code condition} a kind calls: the name of a {@code @Condition} method. */
    record Conditional(String condition, AnnotationValue conditionValue) implements Attributes {}

    /**
     * The weights of a random composite ({@code ints}, empty = all 1) or the weight methods of a
     * weighted one ({@code methods}), with the value of each for diagnostics.
     */
    record Weights(List<Integer> ints, List<String> methods, AnnotationValue weightsValue,
            List<AnnotationValue> each) implements Attributes {}

    /**
     * A RunOnce's {@code keepOnReset}: whether its kept result survives {@code reset()}, with
     * the value as written (null when defaulted).
     */
    record Once(boolean keepOnReset, AnnotationValue keepOnResetValue) implements Attributes {}

    /**
     * A TryCatch's {@code cleanup} (the name of its last child) and {@code cleanupOnInterrupt},
     * with their values as written (null when defaulted), and the {@code value} of its block.
     */
    record CleanUp(String cleanup, AnnotationValue cleanupValue, boolean onInterrupt,
            AnnotationValue onInterruptValue, AnnotationValue blockValue) implements Attributes {}

    Attributes NONE = new None();
}
