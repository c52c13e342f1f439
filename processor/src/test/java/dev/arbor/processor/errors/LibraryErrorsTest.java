package dev.arbor.processor.errors;

import static dev.arbor.processor.errors.BadSources.assertError;

import org.junit.jupiter.api.Test;

/** The node library's attributes and references: each mistake is one error on its value. */
class LibraryErrorsTest {

    @Test
    void decoratorWithAnEmptyChild() {
        assertError("EmptyChild", "[Arbor/EmptyChild] @Repeat again() names an empty child;"
                + " write the name of a node method", "@Repeat(\"\")");
    }

    @Test
    void negativeCount() {
        assertError("NegativeCount", "[Arbor/NegativeCount] @Repeat again() has times = -2, but"
                + " it must be 0 (no limit) or more", "times = -2");
    }

    @Test
    void unknownConditionSuggestsTheClosestCondition() {
        assertError("UnknownCondition", "[Arbor/UnknownCondition] @If root() asks condition"
                + " 'hasShovl', but UnknownCondition has no method of that name (did you mean"
                + " 'hasShovel'?)", "condition = \"hasShovl\"");
    }

    @Test
    void conditionThatIsNotAnnotated() {
        assertError("NotACondition", "[Arbor/NotACondition] @If root() asks condition 'helper',"
                + " but helper() is not a @Condition method; annotate it with @Condition",
                "condition = \"helper\"");
    }

    @Test
    void conditionThatIsAlsoANode() {
        assertError("ConditionIsANode", "[Arbor/ConditionIsANode] @If choose() asks condition"
                + " 'ready', which is also a node of the tree; the condition a node asks is not"
                + " part of the tree: ask another @Condition method", "condition = \"ready\"");
    }
}
