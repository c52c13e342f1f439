// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.arbor.processor.errors.BadSources.assertError;
import static dev.arbor.processor.errors.BadSources.bad;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Tree;

import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Errors about members the generated class cannot reach. It lives in the tree class's package
 * and is no subclass of anything the user wrote, so a node method, hook, weight method or node
 * field inherited from a superclass in another package must be public (and a task field's type
 * public too); one the tree class does not inherit at all (private, or package-private in
 * another package) is a tagged error, not taken for a missing name. Each is reported on the tree
 * class, whose generated class makes the call, on the value that names the member: the
 * superclass may serve other trees, or be a class file. The superclasses are in
 * {@code bad/Inaccessible/Elsewhere.java} (and ElsewhereSubtree.java), package
 * {@code elsewhere}.
 */
class AccessErrorsTest {
    private static final String ELSEWHERE = "Inaccessible/Elsewhere";

    /** The variant, compiled with the superclasses, fails with this error only, in itself. */
    private static void assertInherited(String variant, String message, String line) {
        assertError(List.of(variant, ELSEWHERE), variant, message, line);
    }

    @Test
    void protectedActionOfAnotherPackage() {
        assertInherited("Inaccessible/ProtectedAction", "[Arbor/Inaccessible] @Action"
                + " method protectedWork() is protected in elsewhere.Elsewhere.ProtectedAction,"
                + " another package, so the generated ProtectedActionTree cannot call it; make it"
                + " public, or override it in ProtectedAction and annotate the override",
                "\"protectedWork\"");
    }

    @Test
    void packagePrivateActionOfAnotherPackageIsNotInherited() {
        assertInherited("Inaccessible/PackagePrivateAction", "[Arbor/Inaccessible]"
                + " @Action method packageWork() is package-private in"
                + " elsewhere.Elsewhere.PackagePrivateAction, another package, so the generated"
                + " PackagePrivateActionTree cannot call it; make it public, or declare it in"
                + " PackagePrivateAction", "\"packageWork\"");
    }

    @Test
    void privateActionOfASuperclass() {
        assertInherited("PrivateNode/InSuperclass", "[Arbor/PrivateNode] @Action method"
                + " privateWork() cannot be private: the generated tree calls it; make it"
                + " package-private, protected or public", "\"privateWork\"");
    }

    @Test
    void protectedHookOfAnotherPackage() {
        assertInherited("Inaccessible/ProtectedHook",
                "[Arbor/Inaccessible] onStart hook begin() of @Action run() is protected in"
                + " elsewhere.Elsewhere.ProtectedHook, another package, so the generated"
                + " ProtectedHookTree cannot call it; make it public, or override it in"
                + " ProtectedHook", "onStart = \"begin\"");
    }

    @Test
    void protectedWeightMethodOfAnotherPackage() {
        assertInherited("Inaccessible/ProtectedWeight",
                "[Arbor/Inaccessible] weight method often() of @WeightedSelector root() is"
                + " protected in elsewhere.Elsewhere.ProtectedWeight, another package, so the"
                + " generated ProtectedWeightTree cannot call it; make it public, or override it"
                + " in ProtectedWeight", "\"often\"");
    }

    @Test
    void protectedSwitchMethodOfAnotherPackage() {
        assertInherited("Inaccessible/ProtectedSwitchOn", "[Arbor/Inaccessible] method level()"
                + " of @Switch root() is protected in elsewhere.Elsewhere.ProtectedSwitchOn,"
                + " another package, so the generated ProtectedSwitchOnTree cannot call it; make"
                + " it public, or override it in ProtectedSwitchOn", "on = \"level\"");
    }

    @Test
    void switchOnAnEnumOnlyItsPackageCanName() {
        assertInherited("Inaccessible/HiddenSwitchEnum", "[Arbor/Inaccessible] The enum"
                + " elsewhere.Mood of @Switch root() is package-private in package elsewhere, so"
                + " the generated HiddenSwitchEnumTree cannot name it; make elsewhere.Mood public,"
                + " or declare it in the package of HiddenSwitchEnum", "on = \"mood\"");
    }

    @Test
    void switchOnAPrivateEnum() {
        assertError("Inaccessible/PrivateSwitchEnum", "[Arbor/Inaccessible] The enum"
                + " bad.PrivateSwitchEnum.Alert of @Switch root() is private in"
                + " bad.PrivateSwitchEnum, so the generated PrivateSwitchEnumTree cannot name it;"
                + " make bad.PrivateSwitchEnum.Alert public, or declare it in the package of"
                + " PrivateSwitchEnum", "on = \"alert\"");
    }

    @Test
    void protectedTaskFieldOfAnotherPackage() {
        assertInherited("Inaccessible/ProtectedTask", "[Arbor/Inaccessible] @Task field"
                + " protectedDrill is protected in elsewhere.Elsewhere.ProtectedTask, another"
                + " package, so the generated ProtectedTaskTree cannot read it; make it public, or"
                + " declare the field in ProtectedTask", "\"protectedDrill\"");
    }

    @Test
    void taskFieldOfATypeOnlyItsPackageCanCall() {
        assertInherited("Inaccessible/HiddenTaskType", "[Arbor/Inaccessible] The type"
                + " elsewhere.Hidden of @Task field hiddenDrill is package-private in package"
                + " elsewhere, so the generated HiddenTaskTypeTree cannot use it; make"
                + " elsewhere.Hidden public, or declare the field as dev.arbor.runtime.TaskObject",
                "\"hiddenDrill\"");
    }

    @Test
    void protectedSubtreeFieldOfAnotherPackage() {
        assertError(List.of("Inaccessible/ProtectedSubtree", "Inaccessible/ElsewhereSubtree"),
                "Inaccessible/ProtectedSubtree", "[Arbor/Inaccessible] @Subtree"
                + " field protectedLegs is protected in elsewhere.ElsewhereSubtree,"
                + " another package, so the generated ProtectedSubtreeTree cannot read it; make it"
                + " public, or declare the field in ProtectedSubtree", "\"protectedLegs\"");
    }

    /** Only an inherited composite names the action: the error is where the tree names that. */
    @Test
    void protectedActionNamedByAnInheritedComposite() {
        assertInherited("Inaccessible/ProtectedChain",
                "[Arbor/Inaccessible] @Action method step() is protected in"
                + " elsewhere.Elsewhere.ProtectedChain, another package, so the generated"
                + " ProtectedChainTree cannot call it; make it public, or override it in"
                + " ProtectedChain and annotate the override", "\"patrol\"");
    }

    @Test
    void protectedRootOfAnotherPackage() {
        assertInherited("Inaccessible/ProtectedRoot",
                "[Arbor/Inaccessible] @Action method step() is protected in"
                + " elsewhere.Elsewhere.ProtectedChain, another package, so the generated"
                + " ProtectedRootTree cannot call it", "root = \"step\"");
    }

    @Test
    void protectedConditionAWhileAsks() {
        assertInherited("Inaccessible/ProtectedCondition",
                "[Arbor/Inaccessible] @Condition method ready() is protected in"
                + " elsewhere.Elsewhere.ProtectedCondition, another package, so the generated"
                + " ProtectedConditionTree cannot call it; make it public, or override it in"
                + " ProtectedCondition and annotate the override", "condition = \"ready\"");
    }

    /** The action is public but its hook is not; both are inherited. */
    @Test
    void protectedHookOfAnInheritedAction() {
        assertInherited("Inaccessible/ProtectedHookOfAction",
                "[Arbor/Inaccessible] onStart hook begin() of @Action run() is protected in"
                + " elsewhere.Elsewhere.ProtectedHookOfAction, another package, so the generated"
                + " ProtectedHookOfActionTree cannot call it; make it public, or override it in"
                + " ProtectedHookOfAction", "\"run\"");
    }

    /** A superclass's node this tree never names is not its problem: the tree compiles. */
    @Test
    void brokenNodeOfASuperclassThatTheTreeDoesNotUse() throws Exception {
        JavaFileObject tree = JavaFileObjects.forSourceString("bad.UsesSome", """
                package bad;

                import dev.arbor.*;

                @BehaviorTree
                public class UsesSome extends elsewhere.Elsewhere.UnusedBroken {
                    @Sequence({"works"})
                    void root() {}
                }
                """);
        Compilation compilation = Compilers.arbor().compile(tree, bad(ELSEWHERE));
        assertThat(compilation).succeeded();
        ClassLoader loader = Compilers.load(compilation);
        Class<?> agent = loader.loadClass("bad.UsesSome");
        Tree generated = (Tree) loader.loadClass("bad.UsesSomeTree").getConstructor(agent)
                .newInstance(agent.getConstructor().newInstance());
        assertEquals(Status.SUCCESS, generated.tick());
    }
}
