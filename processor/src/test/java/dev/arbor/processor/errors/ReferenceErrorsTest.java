// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.arbor.processor.errors.BadSources.assertError;
import static dev.arbor.processor.errors.BadSources.bad;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.testing.Compilers;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Errors about the names that link the tree together: the root and each composite's children must
 * name node methods, a name that is off by a typo gets a suggestion, and the expanded tree must be
 * finite and small enough to generate. Also checks that one broken tree does not stop the others
 * in the same compilation.
 */
class ReferenceErrorsTest {

    @Test
    void defaultRootMissing() {
        assertError("RootNotFound/DefaultRoot",
                "[Arbor/RootNotFound] @BehaviorTree root 'root' does not name"
                + " a node of DefaultRoot; annotate a method named 'root' or set"
                + " @BehaviorTree(root = ...)", "@BehaviorTree");
    }

    @Test
    void misspelledRootSuggestsTheClosestName() {
        assertError("RootNotFound/Misspelled",
                "[Arbor/RootNotFound] @BehaviorTree root 'mian' does not"
                + " name a node of Misspelled; annotate a method named 'mian' or set"
                + " @BehaviorTree(root = ...) (did you mean 'main'?)", "\"mian\"");
    }

    /** A field, not a method: the message says so, and which annotations make it a node. */
    @Test
    void childThatIsAFieldWithoutTaskOrSubtree() {
        assertError("NotANode/Field", "[Arbor/NotANode] @Sequence root() names child 'drill',"
                + " but field drill is not a node; annotate it with @Task or @Subtree",
                "\"drill\"");
    }

    @Test
    void rootThatIsAFieldWithoutTaskOrSubtree() {
        assertError("RootNotFound/PlainField", "[Arbor/RootNotFound] @BehaviorTree root 'drill'"
                + " does not name a node of PlainField; annotate a method named 'drill' or set"
                + " @BehaviorTree(root = ...) (field drill exists but has no @Task or @Subtree)",
                "\"drill\"");
    }

    @Test
    void unknownChildSuggestsTheClosestName() {
        assertError("UnknownChild/InSequence", "[Arbor/UnknownChild] @Sequence root() names"
                + " child 'atack', but InSequence has no node method of that name (did you mean"
                + " 'attack'?); name one of its node methods, or annotate the method you meant",
                "\"atack\"");
    }

    @Test
    void unknownChildOfADecoratorIsReportedOnItsValue() {
        assertError("UnknownChild/InInvert", "[Arbor/UnknownChild] @Invert notReady() names"
                + " child 'redy', but InInvert has no node method of that name (did you mean"
                + " 'ready'?); name one of its node methods, or annotate the method you meant",
                "@Invert(\"redy\")");
    }

    @Test
    void childThatIsNotANodeMethod() {
        assertError("NotANode/Method", "[Arbor/NotANode] @Sequence root() names child 'helper',"
                + " but method helper() is not a node; annotate it with "
                + Kinds.annotationList(), "\"helper\"");
        assertTrue(Kinds.annotationList().startsWith("@Condition, @Action, "), "leaves first");
    }

    @Test
    void compositeWithoutChildren() {
        assertError("NoChildren", "[Arbor/NoChildren] @Selector root() must name at least one"
                + " child: list the node methods it runs, in order", "@Selector({})");
    }

    @Test
    void cyclePrintsThePathFromTheRoot() {
        JavaFileObject source = bad("Cycle");
        Compilation compilation = Compilers.arbor().compile(source);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContainingMatch(
                "\\[Arbor/Cycle\\] @Sequence loop\\(\\) names"
                + " 'root', which closes a cycle; a tree cannot contain itself, so remove one of the"
                + " references on this path:"
                + "\\R\\s+root\\(\\)\\R\\s+-> loop\\(\\)\\R\\s+-> root\\(\\)")
                .inFile(source).onLineContaining("@Sequence({\"idle\", \"root\"})");
    }

    @Test
    void treeTooLargeOnceExpanded() {
        assertError("TooLarge", "[Arbor/TooLarge] The tree of TooLarge has more than 30000 nodes"
                + " once every reference is expanded (a method referenced from two places is two"
                + " nodes); split it or share less", "@BehaviorTree");
    }

    @Test
    void oneBadTreeDoesNotStopTheOthers() {
        JavaFileObject good = JavaFileObjects.forSourceString("ok.Fine", """
                package ok;
                import dev.arbor.*;
                @BehaviorTree
                public class Fine {
                    @Sequence({"idle"}) void root() {}
                    @Action void idle() {}
                }
                """);
        JavaFileObject user = JavaFileObjects.forSourceString("ok.User", """
                package ok;
                class User {
                    dev.arbor.runtime.Tree tree = new FineTree(new Fine());
                }
                """);
        JavaFileObject broken = bad("UnknownChild/InSequence");
        Compilation compilation = Compilers.arbor().compile(broken, good, user);
        // the only error is the broken tree's: FineTree was generated, and User compiles
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[Arbor/UnknownChild]").inFile(broken);
    }
}
