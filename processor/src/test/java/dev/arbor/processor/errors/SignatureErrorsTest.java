// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static dev.arbor.processor.errors.BadSources.assertError;

import org.junit.jupiter.api.Test;

/**
 * Errors about a node method's own declaration: one node kind, a unique name, visible to the
 * generated tree, an instance method without parameters, the return type its kind allows, and no
 * checked exceptions, since the generated tree calls it directly.
 */
class SignatureErrorsTest {

    @Test
    void twoNodeAnnotationsOnOneMethod() {
        assertError("MultipleNodeAnnotations/OnMethod", "[Arbor/MultipleNodeAnnotations] both()"
                + " cannot be annotated with both @Condition and @Action: a node has one kind; keep"
                + " one of them",
                "@Action");
    }

    @Test
    void overloadedNodeNames() {
        assertError("OverloadedNode/Methods", "[Arbor/OverloadedNode] Node method go() is declared"
                + " more than once in Methods; node names must be unique: rename one of them",
                "boolean go(int speed)");
    }

    @Test
    void privateNodeMethod() {
        assertError("PrivateNode/Declared", "[Arbor/PrivateNode] @Action method secret() cannot be"
                + " private: the generated tree calls it; make it package-private, protected or"
                + " public",
                "private void secret()");
    }

    @Test
    void staticNodeMethod() {
        assertError("StaticNode/OnMethod", "[Arbor/StaticNode] @Condition method shared() cannot be"
                + " static:"
                + " node methods are called on the agent instance; remove static",
                "static boolean shared()");
    }

    @Test
    void leafWithParameters() {
        assertError("CallParameters/LeafParameters",
                "[Arbor/CallParameters] @Action method moveTo() cannot take the parameter x: the"
                + " tree passes a method it calls nothing, or the tick's time to one @Now long;"
                + " remove it and read what it needs from the class's fields, or declare @Now"
                + " long x (docs/semantics.md §8.1)", "moveTo(int x)");
    }

    /** Only one parameter, the time, can be passed: the second is reported, on itself. */
    @Test
    void leafWithTheTimeAndMore() {
        assertError("CallParameters/SecondParameter",
                "[Arbor/CallParameters] @Condition method ready() cannot take the parameter"
                + " retries: the tree passes", "int retries");
    }

    /** A weight method is called as a leaf is: nothing, or the time. */
    @Test
    void weightMethodWithAParameter() {
        assertError("CallParameters/WeightParameter",
                "[Arbor/CallParameters] Weight method wantB() cannot take the parameter mood",
                "int wantB(String mood)");
    }

    @Test
    void nowOnAnInt() {
        assertError("NowType/IntParameter", "[Arbor/NowType] Parameter now of act() is annotated"
                + " @Now but has type int: the tick's time is a long (nanoseconds); declare it"
                + " @Now long now", "Status act(@Now int now)");
    }

    /** A boxed Long would allocate on every call. */
    @Test
    void nowOnALong() {
        assertError("NowType/Boxed", "[Arbor/NowType] Parameter now of late() is annotated @Now"
                + " but has type java.lang.Long", "late(@Now Long now)");
    }

    @Test
    void compositeWithParameters() {
        assertError("NodeParameters/CompositeParameters",
                "[Arbor/NodeParameters] @Sequence method root() cannot"
                + " have parameters", "@Sequence({\"idle\"})");
    }

    @Test
    void conditionMustReturnBoolean() {
        assertError("ConditionReturn", "[Arbor/ConditionReturn] @Condition method count() must"
                + " return boolean, not int; return true for SUCCESS, false for FAILURE (or make it"
                + " an @Action)", "@Condition int count()");
    }

    @Test
    void actionMustReturnStatusBooleanOrVoid() {
        assertError("ActionReturn", "[Arbor/ActionReturn] @Action method speak() must return"
                + " Status, boolean or void, not java.lang.String; return a Status, a boolean"
                + " (SUCCESS or FAILURE), or nothing (SUCCESS)", "@Action String speak()");
    }

    /** §5.8: an async action's stage completes with a Status, a Boolean or nothing. */
    @Test
    void asyncActionMustCompleteWithStatusBooleanOrVoid() {
        assertError("AsyncReturn/OfString", "[Arbor/AsyncReturn] @Action method fetch() returns"
                + " java.util.concurrent.CompletionStage<java.lang.String>, but an async action's"
                + " stage must complete with a Status, a Boolean or nothing (Void), not"
                + " java.lang.String; return CompletionStage<Status> (or"
                + " CompletionStage<Boolean>, CompletionStage<Void>, a CompletableFuture of one of"
                + " them)", "CompletionStage<String> fetch()");
        assertError("AsyncReturn/Raw", "[Arbor/AsyncReturn] @Action method fetch() returns"
                + " java.util.concurrent.CompletableFuture, but an async action's stage must"
                + " complete with a Status, a Boolean or nothing (Void), not nothing named (a raw"
                + " type)", "CompletableFuture fetch()");
    }

    @Test
    void conditionCannotWaitForAStage() {
        assertError("AsyncCondition", "[Arbor/AsyncCondition] @Condition method reachable()"
                + " returns java.util.concurrent.CompletableFuture<java.lang.Boolean>: a condition"
                + " answers within the tick, it cannot wait for work to complete; make it an"
                + " @Action (an async action is RUNNING until its stage completes), or return a"
                + " boolean the agent already knows", "CompletableFuture<Boolean> reachable()");
    }

    @Test
    void compositeMustReturnVoid() {
        assertError("CompositeReturn/OnSequence", "[Arbor/CompositeReturn] @Sequence method"
                + " root() must return void, not dev.arbor.Status: its body is never called;"
                + " write {}", "@Sequence({\"idle\"})");
    }

    @Test
    void decoratorMustReturnVoid() {
        assertError("CompositeReturn/OnInvert", "[Arbor/CompositeReturn] @Invert method notReady()"
                + " must return void, not boolean: its body is never called; write {}",
                "@Invert(\"ready\")");
    }

    @Test
    void checkedException() {
        assertError("CheckedException/Declared", "[Arbor/CheckedException] @Action method load() cannot"
                + " declare the checked exception java.io.IOException: the generated tree cannot"
                + " handle it; catch it, or throw an unchecked exception", "void load()");
    }
}
