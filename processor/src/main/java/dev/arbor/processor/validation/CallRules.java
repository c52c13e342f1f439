// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.read.AsyncStage;
import dev.arbor.processor.read.Hooks;
import dev.arbor.processor.read.TreeSource;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The one set of rules for every method the generated class calls on the agent, whatever it is
 * to the tree: a leaf ({@code @Action}, {@code @Condition}, and so the condition an
 * {@code @If} or {@code @While} asks), an action's hook, a weighted selector's weight method, a
 * {@code @Wait}'s duration method ({@code millisFrom}), the method a {@code @Switch} asks. The
 * call {@code agent.m()} compiles, without a warning, only if {@code m} is not private, not
 * static, reachable from the generated class's package ({@link Access}), takes what the call
 * passes (nothing, or the tick's time to one {@code @Now long} parameter, docs/semantics.md
 * §8.1; a {@code @Now} parameter of another type is a rule of its own, so that its message can
 * say so), returns what the call uses, and declares no checked exception (a type variable
 * bounded by a checked exception included). Types are read as members of the tree class, so a
 * method inherited from {@code Base<Status>} that returns {@code R} returns Status.
 *
 * <p>What each role says when a rule breaks, with its tag, is the role's validator's
 * ({@link NodeSignatureValidator}, {@link HookValidator}, {@link WeightsValidator},
 * {@link SwitchValidator}); where it is said, {@link CallSites}'. (A {@code @Task} field's
 * object is called through {@code dev.arbor.runtime.TaskObject}, whose methods are public and
 * throw nothing checked: only its type's access is the field's rule.)
 */
final class CallRules {
    /** A rule a call breaks. */
    enum Rule { PRIVATE, STATIC, INACCESSIBLE, PARAMETERS, RETURN, CHECKED_EXCEPTION, NOW_TYPE }

    /** What the call passes. */
    enum Passes {
        /** Nothing: the method a {@code @Switch} asks takes no parameter. */
        NOTHING,
        /**
         * Nothing, or the tick's time to one {@code @Now long} parameter (a leaf, a condition a
         * node asks, a weight method): docs/semantics.md §8.1.
         */
        NOTHING_OR_NOW,
        /** What a hook is found by ({@link Hooks}): its parameters are not checked again. */
        HOOK_PARAMETERS
    }

    /** What the call does with the method's result. */
    enum Returns {
        /** Nothing: a hook. */
        ANY,
        /** A condition's answer: {@code boolean}. */
        BOOLEAN,
        /**
         * An action's: {@code Status}, {@code boolean} or nothing, or a {@code CompletionStage}
         * (an async action, whose type argument {@code NodeSignatureValidator} checks).
         */
        STATUS_BOOLEAN_OR_VOID,
        /** A weight: {@code int} or {@code double}. */
        INT_OR_DOUBLE,
        /** A Wait's duration in milliseconds: {@code long} or {@code int}. */
        LONG_OR_INT,
        /** What a Switch matches its cases against: {@code int} or an enum type. */
        INT_OR_ENUM
    }

    /**
     * One broken rule, with what the message shows: why the method cannot be reached, the
     * return type as declared (a member's), the checked exception, or the parameter at fault
     * (PARAMETERS: the first the call cannot pass; NOW_TYPE: a {@code @Now} one that is not a
     * {@code long}); null for the others.
     */
    record Broken(Rule rule, Object detail) {}

    private final Types types;
    private final Elements elements;

    CallRules(Types types, Elements elements) {
        this.types = types;
        this.elements = elements;
    }

    /**
     * Every rule that calling {@code method} breaks, in the order of {@link Rule}; none if the
     * generated class can call it so.
     *
     * @param passes what the call passes: nothing or the tick's time (a leaf, a weight); a hook
     *     is found by its parameters ({@link Hooks}), so they are not checked again
     */
    List<Broken> check(TreeSource tree, ExecutableElement method, Passes passes,
            Returns returns) {
        List<Broken> broken = new ArrayList<>();
        if (method.getModifiers().contains(Modifier.PRIVATE)) {
            broken.add(new Broken(Rule.PRIVATE, null));
        }
        if (method.getModifiers().contains(Modifier.STATIC)) {
            broken.add(new Broken(Rule.STATIC, null));
        }
        String unreachable = Access.problem(tree, method);
        if (unreachable != null) {
            broken.add(new Broken(Rule.INACCESSIBLE, unreachable));
        }
        VariableElement now = null;
        if (passes == Passes.NOTHING && !method.getParameters().isEmpty()) {
            broken.add(new Broken(Rule.PARAMETERS, method.getParameters().get(0)));
        }
        if (passes == Passes.NOTHING_OR_NOW) {
            List<? extends VariableElement> parameters = method.getParameters();
            for (int i = 0; i < parameters.size(); i++) {
                if (i > 0 || !TreeSource.isNow(parameters.get(i))) {
                    broken.add(new Broken(Rule.PARAMETERS, parameters.get(i)));
                    break;
                }
            }
            if (!parameters.isEmpty() && TreeSource.isNow(parameters.get(0))
                    && tree.parameterTypes(method).get(0).getKind() != TypeKind.LONG) {
                now = parameters.get(0);
            }
        }
        if (!accepts(returns, tree.returnType(method))) {
            broken.add(new Broken(Rule.RETURN, tree.signature(method).getReturnType()));
        }
        TypeMirror thrown = checkedException(tree, method);
        if (thrown != null) {
            broken.add(new Broken(Rule.CHECKED_EXCEPTION, thrown));
        }
        if (now != null) {
            broken.add(new Broken(Rule.NOW_TYPE, now));
        }
        return broken;
    }

    /** Whether a call that does {@code returns} with its result can use {@code called}. */
    private boolean accepts(Returns returns, TypeMirror called) {
        TypeKind kind = called.getKind();
        return switch (returns) {
            case ANY -> true;
            case BOOLEAN -> kind == TypeKind.BOOLEAN;
            case STATUS_BOOLEAN_OR_VOID -> kind == TypeKind.VOID || kind == TypeKind.BOOLEAN
                    || Hooks.isStatus(called)
                    || AsyncStage.stageOf(types, called) != null; // §5.8, its argument apart
            case INT_OR_DOUBLE -> kind == TypeKind.INT || kind == TypeKind.DOUBLE;
            case LONG_OR_INT -> kind == TypeKind.LONG || kind == TypeKind.INT;
            case INT_OR_ENUM -> kind == TypeKind.INT || isEnum(called);
        };
    }

    /** Whether {@code type} is an enum type. */
    static boolean isEnum(TypeMirror type) {
        return type instanceof DeclaredType declared
                && declared.asElement().getKind() == ElementKind.ENUM;
    }

    /**
     * The first checked exception {@code method} declares as a member of the tree class, or
     * null. A type variable of the method's own bounded by Exception, Throwable or Object is not
     * one: a call that does not say otherwise infers RuntimeException for it (JLS 18.1.3). One
     * of the class's, or one of the method's bounded by a checked exception, is.
     */
    TypeMirror checkedException(TreeSource tree, ExecutableElement method) {
        TypeMirror runtime = elements.getTypeElement("java.lang.RuntimeException").asType();
        TypeMirror error = elements.getTypeElement("java.lang.Error").asType();
        for (TypeMirror thrown : tree.signature(method).getThrownTypes()) {
            boolean inferred = TreeSource.isOwnTypeVariable(method, thrown)
                    && types.isAssignable(runtime, ((TypeVariable) thrown).getUpperBound());
            if (!inferred && !types.isAssignable(thrown, runtime)
                    && !types.isAssignable(thrown, error)) {
                return thrown;
            }
        }
        return null;
    }
}
