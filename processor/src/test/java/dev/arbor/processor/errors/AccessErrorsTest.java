package dev.arbor.processor.errors;

import static dev.arbor.processor.errors.BadSources.assertError;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Errors about members the generated class cannot reach. It lives in the tree class's package
 * and is no subclass of anything the user wrote, so a node method, hook, weight method or node
 * field inherited from a superclass in another package must be public (and a task field's type
 * public too); one the tree class does not inherit at all (private, or package-private in
 * another package) is reported where it is declared, not taken for a missing name. The
 * superclasses are in {@code bad/Inaccessible/Elsewhere.java} (and ElsewhereSubtree.java),
 * package {@code elsewhere}.
 */
class AccessErrorsTest {
    private static final String ELSEWHERE = "Inaccessible/Elsewhere";

    private static void assertInherited(String variant, String in, String message, String line) {
        assertError(List.of(variant, ELSEWHERE), in, message, line);
    }

    @Test
    void protectedActionOfAnotherPackage() {
        assertInherited("Inaccessible/ProtectedAction", ELSEWHERE, "[Arbor/Inaccessible] @Action"
                + " method protectedWork() is protected in elsewhere.Elsewhere.ProtectedAction,"
                + " another package, so the generated ProtectedActionTree cannot call it; make it"
                + " public, or override it in ProtectedAction and annotate the override",
                "@Action protected void protectedWork()");
    }

    @Test
    void packagePrivateActionOfAnotherPackageIsNotInherited() {
        assertInherited("Inaccessible/PackagePrivateAction", ELSEWHERE, "[Arbor/Inaccessible]"
                + " @Action method packageWork() is package-private in"
                + " elsewhere.Elsewhere.PackagePrivateAction, another package, so the generated"
                + " PackagePrivateActionTree cannot call it; make it public, or declare it in"
                + " PackagePrivateAction", "@Action void packageWork()");
    }

    @Test
    void privateActionOfASuperclass() {
        assertInherited("PrivateNode/InSuperclass", ELSEWHERE, "[Arbor/PrivateNode] @Action method"
                + " privateWork() cannot be private: the generated tree calls it; make it"
                + " package-private, protected or public", "@Action private void privateWork()");
    }

    @Test
    void protectedHookOfAnotherPackage() {
        assertInherited("Inaccessible/ProtectedHook", "Inaccessible/ProtectedHook",
                "[Arbor/Inaccessible] onStart hook begin() of @Action run() is protected in"
                + " elsewhere.Elsewhere.ProtectedHook, another package, so the generated"
                + " ProtectedHookTree cannot call it; make it public, or override it in"
                + " ProtectedHook", "onStart = \"begin\"");
    }

    @Test
    void protectedWeightMethodOfAnotherPackage() {
        assertInherited("Inaccessible/ProtectedWeight", "Inaccessible/ProtectedWeight",
                "[Arbor/Inaccessible] weight method often() of @WeightedSelector root() is"
                + " protected in elsewhere.Elsewhere.ProtectedWeight, another package, so the"
                + " generated ProtectedWeightTree cannot call it; make it public, or override it"
                + " in ProtectedWeight", "\"often\"");
    }

    @Test
    void protectedTaskFieldOfAnotherPackage() {
        assertInherited("Inaccessible/ProtectedTask", ELSEWHERE, "[Arbor/Inaccessible] @Task field"
                + " protectedDrill is protected in elsewhere.Elsewhere.ProtectedTask, another"
                + " package, so the generated ProtectedTaskTree cannot read it; make it public, or"
                + " declare the field in ProtectedTask", "protected Drill protectedDrill");
    }

    @Test
    void taskFieldOfATypeOnlyItsPackageCanCall() {
        assertInherited("Inaccessible/HiddenTaskType", ELSEWHERE, "[Arbor/Inaccessible] The type"
                + " elsewhere.Hidden of @Task field hiddenDrill is package-private in package"
                + " elsewhere, so the generated HiddenTaskTypeTree cannot use it; make"
                + " elsewhere.Hidden public, or declare the field as dev.arbor.runtime.TaskObject",
                "public Hidden hiddenDrill");
    }

    @Test
    void protectedSubtreeFieldOfAnotherPackage() {
        assertError(List.of("Inaccessible/ProtectedSubtree", "Inaccessible/ElsewhereSubtree"),
                "Inaccessible/ElsewhereSubtree", "[Arbor/Inaccessible] @Subtree"
                + " field protectedLegs is protected in elsewhere.ElsewhereSubtree,"
                + " another package, so the generated ProtectedSubtreeTree cannot read it; make it"
                + " public, or declare the field in ProtectedSubtree", "protectedLegs =");
    }
}
