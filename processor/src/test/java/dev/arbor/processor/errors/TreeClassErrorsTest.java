// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.arbor.processor.errors.BadSources.assertError;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.testing.Compilers;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Errors about the class that carries {@code @BehaviorTree}: it must be a class the generated tree
 * can reach and create, and the generated class name must be valid Java. A local class (javac
 * never gives it to a processor) is found in the sources and reported, too.
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
    void treeOnAnAnnotationType() {
        assertError("TreeNotAClass/OnAnnotation",
                "[Arbor/TreeNotAClass] @BehaviorTree cannot be used on"
                + " annotation type OnAnnotation: put it on a class", "@BehaviorTree");
    }

    @Test
    void localTreeClass() {
        assertError("TreeLocal/InMethod", "[Arbor/TreeLocal] @BehaviorTree class Local cannot be"
                + " declared inside a method, constructor, initializer or anonymous class:"
                + " annotation processors are never given such a class, so no tree would be"
                + " generated; make it a top-level or static nested class", "class Local");
    }

    @Test
    void treeRecordInAnAnonymousClass() {
        assertError("TreeLocal/InAnonymous", "[Arbor/TreeLocal] @BehaviorTree record Agent cannot"
                + " be declared inside a method, constructor, initializer or anonymous class",
                "record Agent");
    }

    @Test
    void treeClassNestedInALocalClass() {
        assertError("TreeLocal/NestedInLocal", "[Arbor/TreeLocal] @BehaviorTree class Guard cannot"
                + " be declared inside a method, constructor, initializer or anonymous class",
                "class Guard");
    }

    /**
     * javac runs a processor only for the annotations of the classes it is given, and local
     * ones are never given: Arbor asks for every annotation, so that a file whose only tree is
     * a local class is read, too.
     */
    @Test
    void localTreeClassInAFileWithNoOtherTree() {
        assertError("TreeLocal/Alone", "[Arbor/TreeLocal] @BehaviorTree class Local cannot be"
                + " declared inside a method, constructor, initializer or anonymous class:"
                + " annotation processors are never given such a class, so no tree would be"
                + " generated; make it a top-level or static nested class", "class Local");
    }

    @Test
    void treeRecordInALambda() {
        assertError("TreeLocal/InLambda", "[Arbor/TreeLocal] @BehaviorTree record Agent cannot"
                + " be declared inside a method, constructor, initializer or anonymous class",
                "record Agent");
    }

    @Test
    void treeClassInAnEnumConstantsBody() {
        assertError("TreeLocal/InEnumConstant", "[Arbor/TreeLocal] @BehaviorTree class Pack"
                + " cannot be declared inside a method, constructor, initializer or anonymous"
                + " class", "class Pack");
    }

    /** An anonymous class cannot carry it at all: javac's error is the only one. */
    @Test
    void behaviorTreeOnAnAnonymousClassIsJavacsErrorAlone() {
        JavaFileObject source = JavaFileObjects.forSourceString("own.Holder", """
                package own;

                import dev.arbor.*;

                class Holder {
                    final Object brain = new @BehaviorTree Object() {
                        @Sequence({"idle"}) void root() {}
                        @Action void idle() {}
                    };
                }
                """);
        Compilation compilation = Compilers.arbor().compile(source);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("not applicable").inFile(source)
                .onLineContaining("new @BehaviorTree");
    }

    /** Sources without any tree: Arbor, run on every annotation, says nothing. */
    @Test
    void sourcesWithoutATreeCompileWithoutAWord() {
        Compilation compilation = Compilers.arbor().compile(JavaFileObjects.forSourceString(
                "own.Plain", """
                package own;

                @SuppressWarnings("unused")
                class Plain {
                    @Deprecated void old() {
                        class Local {}
                        Runnable r = () -> {};
                    }
                }
                """));
        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningCount(0);
    }

    /** Only Arbor's annotation counts: a local class may carry another BehaviorTree. */
    @Test
    void localClassWithAnotherBehaviorTreeAnnotation() {
        Compilation compilation = Compilers.arbor().compile(
                JavaFileObjects.forSourceString("own.BehaviorTree",
                        "package own;\npublic @interface BehaviorTree {}\n"),
                JavaFileObjects.forSourceString("own.User", """
                        package own;

                        import dev.arbor.*;

                        @dev.arbor.BehaviorTree
                        class User {
                            @Sequence({"idle"}) void root() {}

                            @Action void idle() {
                                @BehaviorTree class Local {} // own.BehaviorTree: the package wins
                            }
                        }
                        """));
        assertThat(compilation).succeeded();
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
    void generatedNameThatIsNotAnIdentifier() {
        assertError("BadTreeName/NotAnIdentifier", "[Arbor/BadTreeName] @BehaviorTree name"
                + " 'My Tree' cannot name the generated class: it is not a Java identifier;"
                + " choose another name, or leave name out for the default NotAnIdentifierTree",
                "\"My Tree\"");
    }

    @Test
    void generatedNameThatIsARestrictedIdentifier() {
        assertError("BadTreeName/Restricted", "[Arbor/BadTreeName] @BehaviorTree name 'record'"
                + " cannot name the generated class: it is a restricted identifier, which Java"
                + " does not allow as a class name; choose another name, or leave name out for"
                + " the default RestrictedTree", "\"record\"");
    }

    @Test
    void generatedNameThatIsAKeyword() {
        assertError("BadTreeName/Keyword", "[Arbor/BadTreeName] @BehaviorTree name 'class'"
                + " cannot name the generated class: it is a Java keyword", "\"class\"");
    }

    @Test
    void generatedNameWithAPackage() {
        assertError("BadTreeName/Dotted", "[Arbor/BadTreeName] @BehaviorTree name 'brains.Guard'"
                + " cannot name the generated class: a class name has no dots; the generated"
                + " class is always in the package of the tree class", "\"brains.Guard\"");
    }

    @Test
    void generatedNameThatHidesAJavaLangType() {
        assertError("BadTreeName/HidesJavaLang", "[Arbor/BadTreeName] @BehaviorTree name"
                + " 'String' cannot name the generated class: it would hide java.lang.String"
                + " from the classes of package bad, which name it unqualified",
                "\"String\"");
    }

    @Test
    void generatedNameThatHidesAnArborType() {
        assertError("BadTreeName/HidesArbor", "[Arbor/BadTreeName] @BehaviorTree name 'Status'"
                + " cannot name the generated class: it would hide dev.arbor.Status from the"
                + " classes of package bad, which import it with dev.arbor.*", "\"Status\"");
    }
}
