package dev.arbor.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.testing.Compilers;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * One test per diagnostic: each bad input under {@code src/test/resources/bad/} (named
 * {@code <Tag>.java}, or {@code <Tag>/<Variant>.java} when a tag has several) must fail (or warn)
 * with the stable tag, the whole message, in its file, on the line of the annotation value at
 * fault.
 */
class ErrorMessagesTest {

    private static JavaFileObject bad(String name) {
        return JavaFileObjects.forResource("bad/" + name + ".java");
    }

    private static void assertError(String name, String message, String line) {
        JavaFileObject source = bad(name);
        Compilation compilation = Compilers.arbor().compile(source);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining(message).inFile(source).onLineContaining(line);
    }

    @Test
    void unknownChildSuggestsTheClosestName() {
        assertError("UnknownChild", "[Arbor/UnknownChild] @Sequence root() names child 'atack',"
                + " but UnknownChild has no node method of that name (did you mean 'attack'?)",
                "\"atack\"");
    }

    @Test
    void childThatIsNotANodeMethod() {
        assertError("NotANode", "[Arbor/NotANode] @Sequence root() names child 'helper', but"
                + " helper() is not a node method; annotate it with @Condition, @Action,"
                + " @Sequence, @Selector or @Parallel", "\"helper\"");
    }

    @Test
    void compositeWithoutChildren() {
        assertError("NoChildren", "[Arbor/NoChildren] @Selector root() must name at least one"
                + " child", "@Selector({})");
    }

    @Test
    void defaultRootMissing() {
        assertError("RootNotFound/DefaultRoot",
                "[Arbor/RootNotFound] @BehaviorTree root 'root' does not name"
                + " a node method of DefaultRoot; annotate a method named 'root' or set"
                + " @BehaviorTree(root = ...)", "@BehaviorTree");
    }

    @Test
    void misspelledRootSuggestsTheClosestName() {
        assertError("RootNotFound/Misspelled",
                "[Arbor/RootNotFound] @BehaviorTree root 'mian' does not"
                + " name a node method of Misspelled; annotate a method named 'mian' or set"
                + " @BehaviorTree(root = ...) (did you mean 'main'?)", "\"mian\"");
    }

    @Test
    void cyclePrintsThePathFromTheRoot() {
        JavaFileObject source = bad("Cycle");
        Compilation compilation = Compilers.arbor().compile(source);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContainingMatch("\\[Arbor/Cycle\\] @Sequence loop\\(\\) names"
                + " 'root', which closes a cycle; a tree cannot contain itself:"
                + "\\R\\s+root\\(\\)\\R\\s+-> loop\\(\\)\\R\\s+-> root\\(\\)")
                .inFile(source).onLineContaining("@Sequence({\"idle\", \"root\"})");
    }

    @Test
    void treeTooLargeOnceExpanded() {
        assertError("TooLarge", "[Arbor/TooLarge] The tree of TooLarge has more than 30000 nodes"
                + " once every reference is expanded", "@BehaviorTree");
    }

    @Test
    void conditionMustReturnBoolean() {
        assertError("ConditionReturn", "[Arbor/ConditionReturn] @Condition method count() must"
                + " return boolean, not int", "@Condition int count()");
    }

    @Test
    void actionMustReturnStatusBooleanOrVoid() {
        assertError("ActionReturn", "[Arbor/ActionReturn] @Action method speak() must return"
                + " Status, boolean or void, not java.lang.String", "@Action String speak()");
    }

    @Test
    void leafWithParameters() {
        assertError("NodeParameters/LeafParameters",
                "[Arbor/NodeParameters] @Action method moveTo() cannot have"
                + " parameters: the tree calls it with none; read what it needs from the class's"
                + " fields", "moveTo(int x)");
    }

    @Test
    void compositeWithParameters() {
        assertError("NodeParameters/CompositeParameters",
                "[Arbor/NodeParameters] @Sequence method root() cannot"
                + " have parameters", "@Sequence({\"idle\"})");
    }

    @Test
    void privateNodeMethod() {
        assertError("PrivateNode", "[Arbor/PrivateNode] @Action method secret() cannot be private:"
                + " the generated tree calls it; make it package-private, protected or public",
                "private void secret()");
    }

    @Test
    void staticNodeMethod() {
        assertError("StaticNode", "[Arbor/StaticNode] @Condition method shared() cannot be static:"
                + " node methods are called on the agent instance", "static boolean shared()");
    }

    @Test
    void compositeMustReturnVoid() {
        assertError("CompositeReturn", "[Arbor/CompositeReturn] @Sequence method root() must"
                + " return void, not dev.arbor.Status: its body is never called; write {}",
                "@Sequence({\"idle\"})");
    }

    @Test
    void hookNotFoundSuggestsTheClosestName() {
        assertError("HookNotFound", "[Arbor/HookNotFound] @Action run() names onStart hook"
                + " 'startRuning', but HookNotFound has no method of that name (did you mean"
                + " 'startRunning'?)", "\"startRuning\"");
    }

    @Test
    void hookWithWrongParameters() {
        assertError("HookSignature/WrongParameters",
                "[Arbor/HookSignature] @Action run() names onEnd hook"
                + " 'stopped', but stopped() has the wrong parameters; it must take no parameters"
                + " or one Status", "\"stopped\"");
    }

    @Test
    void privateHook() {
        assertError("HookSignature/PrivateHook",
                "[Arbor/HookSignature] @Action run() names onStart hook"
                + " 'begin', but begin() is private; make it package-private, protected or public",
                "\"begin\"");
    }

    @Test
    void twoNodeAnnotationsOnOneMethod() {
        assertError("MultipleNodeAnnotations", "[Arbor/MultipleNodeAnnotations] both() cannot be"
                + " annotated with both @Condition and @Action: a node method has one kind",
                "@Action");
    }

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
    void overloadedNodeNames() {
        assertError("OverloadedNode", "[Arbor/OverloadedNode] Node method go() is declared more"
                + " than once in OverloadedNode; node names must be unique: rename one of them",
                "boolean go(int speed)");
    }

    @Test
    void checkedException() {
        assertError("CheckedException", "[Arbor/CheckedException] @Action method load() cannot"
                + " declare the checked exception java.io.IOException", "void load()");
    }

    @Test
    void badGeneratedName() {
        assertError("BadTreeName", "[Arbor/BadTreeName] @BehaviorTree name 'My Tree' is not a"
                + " valid Java class name", "\"My Tree\"");
    }

    @Test
    void unusedNodeIsAWarning() {
        JavaFileObject source = bad("UnusedNode/Unreachable");
        Compilation compilation = Compilers.arborAllowingWarnings().compile(source);
        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningContaining("[Arbor/UnusedNode] @Action method"
                + " forgotten() is not reachable from the root 'root' and is never called"
                + " (suppress with @SuppressWarnings(\"arbor:unused-node\"))")
                .inFile(source).onLineContaining("void forgotten()");
    }

    @Test
    void warningsCanBeSuppressed() {
        Compilation compilation = Compilers.arbor().compile(bad("UnusedNode/Suppressed"));
        assertThat(compilation).succeededWithoutWarnings();
    }

    @Test
    void abortWithoutConditionsIsAWarning() {
        JavaFileObject source = bad("UselessAbort");
        Compilation compilation = Compilers.arborAllowingWarnings().compile(source);
        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningContaining("[Arbor/UselessAbort] @Sequence root() has"
                + " abortType SELF but no condition of its own")
                .inFile(source).onLineContaining("AbortType.SELF");
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
        JavaFileObject broken = bad("UnknownChild");
        Compilation compilation = Compilers.arbor().compile(broken, good, user);
        // the only error is the broken tree's: FineTree was generated, and User compiles
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[Arbor/UnknownChild]").inFile(broken);
    }
}
