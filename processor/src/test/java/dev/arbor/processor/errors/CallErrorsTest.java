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
import org.junit.jupiter.api.Test;

/**
 * Every method the generated class calls on the agent keeps one set of rules, whatever it is to
 * the tree (a leaf, a condition an If or While asks, a hook, a weight method): not private, not
 * static, reachable from the generated class's package, the parameters and return type the call
 * needs, and no checked exception, a type variable that may be one included (a checked
 * exception a weight method declared used to give a generated class that did not compile). A
 * method inherited from a superclass is reported on the tree class, where it names it
 * (AccessErrorsTest has the access rule from every side).
 */
class CallErrorsTest {
    private static final String WEIGHT_FIX = "; a weight method takes nothing (or the tick's"
            + " time, @Now long), returns int or double, is not private or static, and declares no"
            + " checked exception";

    @Test
    void weightMethodThatThrowsACheckedException() {
        assertError("WeightSignature/ThrowsChecked", "[Arbor/WeightSignature] @WeightedSelector"
                + " root() names weight method 'wantB', but wantB() declares the checked exception"
                + " java.io.IOException" + WEIGHT_FIX, "\"wantB\"})");
    }

    /** The call infers the method's own E as its bound, which is checked. */
    @Test
    void weightMethodThatThrowsItsOwnVariableBoundedByACheckedException() {
        assertError("WeightSignature/ThrowsOwnVariable", "[Arbor/WeightSignature]"
                + " @WeightedSelector root() names weight method 'wantA', but wantA() declares the"
                + " checked exception E" + WEIGHT_FIX, "weights = {\"wantA\"");
    }

    /** The generated class calls it on a {@code ThrowsClassVariable<?>}: E may be checked. */
    @Test
    void weightMethodThatThrowsTheClassesVariable() {
        assertError("WeightSignature/ThrowsClassVariable", "[Arbor/WeightSignature]"
                + " @WeightedSelector root() names weight method 'wantA', but wantA() declares the"
                + " checked exception E" + WEIGHT_FIX, "weights = {\"wantA\"");
    }

    @Test
    void staticWeightMethod() {
        assertError("WeightSignature/StaticWeight", "[Arbor/WeightSignature] @WeightedSelector"
                + " root() names weight method 'wantA', but wantA() is static" + WEIGHT_FIX,
                "weights = {\"wantA\"");
    }

    @Test
    void staticHook() {
        assertError("HookSignature/StaticHook", "[Arbor/HookSignature] @Action run() names onPause"
                + " hook 'hold', but hold() is static; hooks are called on the agent instance",
                "onPause = \"hold\"");
    }

    @Test
    void hookThatThrowsTheClassesVariable() {
        assertError("HookSignature/ThrowsClassVariable", "[Arbor/HookSignature] @Action run()"
                + " names onEnd hook 'stop', but stop() declares the checked exception E; catch"
                + " it, or throw an unchecked exception", "onEnd = \"stop\"");
    }

    @Test
    void actionThatThrowsTheClassesVariable() {
        assertError("CheckedException/ClassTypeVariable", "[Arbor/CheckedException] @Action"
                + " method load() cannot declare the checked exception E: the generated tree"
                + " cannot handle it; catch it, or throw an unchecked exception", "void load()");
    }

    /** Declared in a superclass of another package: reported where the tree class names it. */
    @Test
    void inheritedActionThatThrowsACheckedException() {
        assertError(List.of("CheckedException/Inherited", "Inaccessible/Elsewhere"),
                "CheckedException/Inherited", "[Arbor/CheckedException] @Action method load()"
                + " cannot declare the checked exception java.io.IOException: the generated tree"
                + " cannot handle it; catch it, or throw an unchecked exception", "\"load\"})");
    }

    /**
     * What compiles: a type variable the call infers as RuntimeException (the method's own,
     * bounded by Exception), or one the tree class's type arguments make unchecked (a superclass's
     * {@code E}, given RuntimeException), in a leaf, a hook and a weight method; each called.
     */
    @Test
    void uncheckedTypeVariablesAreCalled() throws Exception {
        Compilation compilation = Compilers.arbor().compile(JavaFileObjects.forSourceString(
                "calls.Agent", """
                package calls;

                import dev.arbor.*;
                import java.util.ArrayList;
                import java.util.List;

                @BehaviorTree
                public class Agent extends Base<RuntimeException> {
                    @WeightedSelector(value = {"act", "idle"}, weights = {"often", "seldom"})
                    void root() {}

                    @Action(onStart = "begin") <E extends Exception> boolean act() throws E {
                        trace.add("act");
                        return true;
                    }
                    @Action void idle() {}
                    <E extends Exception> void begin() throws E { trace.add("begin"); }
                    <E extends Throwable> int often() throws E { trace.add("often"); return 2; }
                }

                abstract class Base<X extends Exception> {
                    public final List<String> trace = new ArrayList<>();
                    int seldom() throws X { trace.add("seldom"); return 1; }
                }
                """));
        assertThat(compilation).succeeded();
        ClassLoader loader = Compilers.load(compilation);
        Class<?> agentClass = loader.loadClass("calls.Agent");
        Object agent = agentClass.getConstructor().newInstance();
        Tree tree = (Tree) loader.loadClass("calls.AgentTree").getConstructor(agentClass)
                .newInstance(agent);
        assertEquals(Status.SUCCESS, tree.tick());
        java.lang.reflect.Field trace = agentClass.getSuperclass().getDeclaredField("trace");
        trace.setAccessible(true);
        assertEquals(List.of("often", "seldom", "begin", "act"), trace.get(agent));
    }

    /** An inherited node with a checked exception that this tree never names: not its problem. */
    @Test
    void inheritedBrokenNodeThisTreeDoesNotName() {
        Compilation compilation = Compilers.arbor().compile(JavaFileObjects.forSourceString(
                "bad.Names", """
                package bad;

                import dev.arbor.*;

                @BehaviorTree
                class Names extends elsewhere.Elsewhere.UnusedBroken {
                    @Selector({"works"})
                    void root() {}
                }
                """), bad("Inaccessible/Elsewhere"));
        assertThat(compilation).succeeded();
    }
}
