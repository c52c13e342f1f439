package dev.arbor.processor.errors;

import static dev.arbor.processor.errors.BadSources.assertError;

import org.junit.jupiter.api.Test;

/**
 * Errors about the class that carries {@code @BehaviorTree}: it must be a class the generated tree
 * can reach and create, and the generated class name must be valid Java.
 */
class TreeClassErrorsTest {

    @Test
    void treeOnAnInterface() {
        assertError("TreeNotAClass/OnInterface",
                "[Arbor/TreeNotAClass] @BehaviorTree cannot be used on"
                + " interface OnInterface: put it on a class", "@BehaviorTree");
    }

    @Test
    void treeOnAnEnum() {
        assertError("TreeNotAClass/OnEnum",
                "[Arbor/TreeNotAClass] @BehaviorTree cannot be used on enum"
                + " OnEnum: put it on a class", "@BehaviorTree");
    }

    @Test
    void privateTreeClass() {
        assertError("TreePrivate", "[Arbor/TreePrivate] @BehaviorTree class Hidden cannot be"
                + " private: the generated TreePrivate_HiddenTree lives in the same package and"
                + " must reach it; make it package-private or public", "@BehaviorTree");
    }

    @Test
    void innerTreeClass() {
        assertError("TreeInner", "[Arbor/TreeInner] @BehaviorTree class Inner cannot be an inner"
                + " (non-static) class: the generated tree cannot create or reach it; declare it"
                + " static", "@BehaviorTree");
    }

    @Test
    void badGeneratedName() {
        assertError("BadTreeName", "[Arbor/BadTreeName] @BehaviorTree name 'My Tree' is not a"
                + " valid Java class name", "\"My Tree\"");
    }
}
