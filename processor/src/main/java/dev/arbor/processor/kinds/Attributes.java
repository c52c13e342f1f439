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

    /**
     * A sequence's or selector's {@code abortType}, its {@code abortOn} (which changes of a
     * watched condition fire) and its {@code reevaluateEvery} (how often, in milliseconds; 0:
     * every tick).
     */
    record Aborts(AbortKind abortType, AnnotationValue abortValue, AbortTriggerKind abortOn,
            AnnotationValue abortOnValue, long reevaluateEvery, AnnotationValue everyValue)
            implements Attributes {

        /** Any change fires, the {@code abortOn} default, checked every tick. */
        public Aborts(AbortKind abortType, AnnotationValue abortValue) {
            this(abortType, abortValue, AbortTriggerKind.ANY_CHANGE, null, 0, null);
        }
    }

    /**
     * A parallel's {@code success} and {@code failure} policies and its {@code successCount}
     * and {@code failureCount} (0: the policy decides), each with its value as written (null
     * when defaulted). A side's threshold is its count when there is one, else its policy's
     * (docs/semantics.md §5.3).
     */
    record Policies(PolicyKind success, PolicyKind failure, AnnotationValue successValue,
            AnnotationValue failureValue, int successCount, AnnotationValue successCountValue,
            int failureCount, AnnotationValue failureCountValue, boolean recheckConditions,
            AnnotationValue recheckConditionsValue) implements Attributes {

        public Policies(PolicyKind success, PolicyKind failure) {
            this(success, failure, 0, 0);
        }

        /** Counts, 0 for a side the policy decides; no values as written. */
        public Policies(PolicyKind success, PolicyKind failure, int successCount,
                int failureCount) {
            this(success, failure, null, null, successCount, null, failureCount, null, false,
                    null);
        }

        /** How many of {@code branches} branches must succeed for the parallel to succeed. */
        public int successes(int branches) {
            return successCount > 0 ? successCount : success.threshold(branches);
        }

        /** How many of {@code branches} branches must fail for the parallel to fail. */
        public int failures(int branches) {
            return failureCount > 0 ? failureCount : failure.threshold(branches);
        }

        /** The success side as the annotation says it: its count, or its policy. */
        public String successText() {
            return successCount > 0 ? String.valueOf(successCount) : success.toString();
        }

        /** The failure side as the annotation says it: its count, or its policy. */
        public String failureText() {
            return failureCount > 0 ? String.valueOf(failureCount) : failure.toString();
        }
    }

    /** An action's {@code onStart}, {@code onEnd} and {@code onPause} hook names ("" for none). */
    record Hooks(String onStart, AnnotationValue onStartValue, String onEnd,
            AnnotationValue onEndValue, String onPause, AnnotationValue onPauseValue)
            implements Attributes {}

    /**
     * A duration in milliseconds of the tree's clock ({@code millis}); for a Cooldown, whether
     * its readiness is watched by conditional aborts ({@code watched = true}, whose value
     * {@code watchedValue} is; null when it is not watched).
     */
    record Timed(long millis, AnnotationValue millisValue, AnnotationValue watchedValue)
            implements Attributes {
        public Timed(long millis, AnnotationValue millisValue) {
            this(millis, millisValue, null);
        }

        /** Whether a Cooldown's readiness is watched (§6): {@code watched = true}. */
        public boolean watched() {
            return watchedValue != null;
        }
    }

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
            List<AnnotationValue> each) implements Attributes {

        /** The constant weight of child {@code child}: as written, or 1 when none are. */
        public int weight(int child) {
            return ints.isEmpty() ? 1 : ints.get(child);
        }
    }

    /**
     * A Switch's {@code on} method and {@code cases} (each case's value kept for diagnostics),
     * whether it has an {@code otherwise} child (its last child), and the enum type {@code on}
     * returns: null for {@code int}, and until the model has read the method's type (the
     * annotation alone does not say it: {@link #withEnumType}).
     */
    record Switched(String on, AnnotationValue onValue, List<String> cases,
            AnnotationValue casesValue, List<AnnotationValue> each, boolean hasOtherwise,
            EnumType enumType) implements Attributes {

        public Switched {
            cases = List.copyOf(cases);
            each = List.copyOf(each);
        }

        /** The same, {@code on} returning {@code type} (null: {@code int}). */
        public Switched withEnumType(EnumType type) {
            return new Switched(on, onValue, cases, casesValue, each, hasOtherwise, type);
        }
    }

    /**
     * An enum type as generated code names it: its package and its simple names, outermost
     * first ({@code Agent.Alert} is {@code ["Agent", "Alert"]}).
     */
    record EnumType(String packageName, List<String> simpleNames) {
        public EnumType {
            simpleNames = List.copyOf(simpleNames);
        }
    }

    /**
     * A {@code @Wait}'s duration answered by a method on each entry ({@code millisFrom}), with
     * the value naming it and the {@code millis} value if that was given too (an error).
     */
    record TimedBy(String method, AnnotationValue methodValue, AnnotationValue millisValue)
            implements Attributes {}

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

    /**
     * A UtilitySelector's score methods ({@code scores}, one per child, each value kept for
     * diagnostics), how often they are read again while a child runs ({@code every}, in
     * milliseconds; 0: every tick) and the {@code margin} a switch needs, with the values as
     * written (null when defaulted).
     */
    record Scored(List<String> methods, AnnotationValue scoresValue, List<AnnotationValue> each,
            long every, AnnotationValue everyValue, double margin, AnnotationValue marginValue)
            implements Attributes {

        public Scored {
            methods = List.copyOf(methods);
            each = List.copyOf(each);
        }
    }

    /**
     * A {@code @Permit}'s {@code permits} or a {@code @SharedCooldown}'s {@code group}: the name
     * of the field holding the shared object, its value as written, the attribute's name and the
     * runtime type the field must hold (§5.7).
     */
    record Shared(String field, AnnotationValue fieldValue, String attribute, String type)
            implements Attributes {}

    Attributes NONE = new None();
}
