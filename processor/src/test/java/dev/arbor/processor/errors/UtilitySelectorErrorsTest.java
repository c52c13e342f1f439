// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static dev.arbor.processor.errors.BadSources.assertError;

import org.junit.jupiter.api.Test;

/**
 * A UtilitySelector's score methods, period and margin (docs/semantics.md §5.4): each mistake is
 * one error on its value.
 */
class UtilitySelectorErrorsTest {

    @Test
    void scoreMethodsOfTheWrongCount() {
        assertError("ScoresCount", "[Arbor/ScoresCount] @UtilitySelector root() has 1 score"
                + " methods for 2 children; name one score method per child, in the order of the"
                + " children", "scores = {\"sa\"}");
    }

    @Test
    void unknownScoreMethodSuggestsTheClosestName() {
        assertError("UnknownScore", "[Arbor/UnknownScore] @UtilitySelector root() names score"
                + " method 'wantBb', but UnknownScore has no method of that name (did you mean"
                + " 'wantB'?); declare it, or name an existing method", "\"wantBb\"");
    }

    @Test
    void scoreMethodMustAnswerANumber() {
        assertError("ScoreSignature/ReturnsString", "[Arbor/ScoreSignature] @UtilitySelector"
                + " root() names score method 'wantB', but wantB() returns java.lang.String; a"
                + " score method takes nothing (or the tick's time, @Now long), returns double or"
                + " int, is not private or static, and declares no checked exception",
                "\"wantB\"})");
    }

    @Test
    void scoreMethodMustNotBeStatic() {
        assertError("ScoreSignature/StaticScore", "[Arbor/ScoreSignature] @UtilitySelector"
                + " root() names score method 'wantA', but wantA() is static; a score method"
                + " takes nothing (or the tick's time, @Now long), returns double or int, is not"
                + " private or static, and declares no checked exception", "\"wantA\"");
    }

    @Test
    void scoreMethodTakesNothingButTheTime() {
        assertError("CallParameters/ScoreParameter",
                "[Arbor/CallParameters] Score method wantB() cannot take the parameter level",
                "double wantB(int level)");
    }

    @Test
    void negativePeriod() {
        assertError("NegativeEvery", "[Arbor/NegativeEvery] @UtilitySelector root() has every ="
                + " -5, but the time between two readings must be 0 or more; write 0 (every"
                + " tick) or a positive number of milliseconds", "every = -5");
    }

    @Test
    void negativeMargin() {
        assertError("BadMargin", "[Arbor/BadMargin] @UtilitySelector root() has margin = -0.5,"
                + " but a margin must be a finite number, 0 or more; write 0 (any higher score"
                + " switches) or a positive number", "margin = -0.5");
    }
}
