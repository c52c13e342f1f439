// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.read;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.WildcardTypeName;
import dev.arbor.processor.base.Annotations;
import dev.arbor.processor.base.GeneratedNames;
import dev.arbor.processor.kinds.LeafCall;
import dev.arbor.processor.kinds.ResultKind;
import dev.arbor.processor.kinds.Signature;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;

/**
 * A {@code @BehaviorTree} class as read: its annotation values and its methods. The only stage
 * after this one that reads javac's types is validation; the model asks this class.
 *
 * @param type the annotated class
 * @param annotation the {@code @BehaviorTree} mirror
 * @param root the root node name
 * @param rootValue the {@code root} value as written, or null when defaulted
 * @param name the generated class's simple name as written ("" for the default)
 * @param nameValue the {@code name} value as written, or null when defaulted
 * @param nodes the node methods by name (declared and inherited), in declaration order; a name
 *     with more than one entry is an error
 * @param methods every method of the class by name (declared and inherited, any annotation),
 *     then the methods of its supertypes it does not inherit
 * @param signatures each method's type as a member of the class: parameter, return and thrown
 *     types with the class's type arguments for its supertypes' type variables
 * @param notInherited the methods and node fields of supertypes that the class does not
 *     inherit (private ones, package-private ones of another package); read so that a node
 *     declared there can be reported, never called
 * @param packageTypeNames which of {@link GeneratedNames#SHADOWABLE} a type of the class's
 *     package also has
 * @param unresolvedValues the class and members whose Arbor annotation has a value the compiler
 *     could not resolve (yet): such a member is in no other component, and the tree is not
 *     processed until it resolves ({@link Unresolved})
 * @param services the methods carrying {@code @Service} (declared and inherited), in declaration
 *     order: the order a node's services run in (docs/semantics.md §5.6)
 * @param asyncStages the methods returning a {@code CompletionStage} that an async action may
 *     return (docs/semantics.md §5.8), with what it completes with, as the plain action's result
 *     it stands for ({@link AsyncStage#completesWith})
 */
public record TreeSource(TypeElement type, AnnotationMirror annotation, String root,
        AnnotationValue rootValue, String name, AnnotationValue nameValue,
        Map<String, List<NodeMethod>> nodes, Map<String, List<ExecutableElement>> methods,
        Map<ExecutableElement, ExecutableType> signatures, Set<Element> notInherited,
        Set<String> packageTypeNames, Set<Element> unresolvedValues,
        List<ServiceMethod> services, Map<ExecutableElement, ResultKind> asyncStages) {

    /**
     * The {@code onAwake} hook the {@code @BehaviorTree} annotation names, or "" for none: run
     * once per instance, before its first tick (docs/semantics.md §3).
     */
    public String onAwake() {
        AnnotationValue value = onAwakeValue();
        return value == null ? "" : (String) value.getValue();
    }

    /** The {@code onAwake} value as written, or null when defaulted. */
    public AnnotationValue onAwakeValue() {
        return annotation == null ? null : Annotations.explicitValue(annotation, "onAwake");
    }

    /** The annotation of a parameter that receives the tick's time. */
    public static final String NOW = "dev.arbor.Now";

    /** The single node method of this name, or null (none, or ambiguous). */
    public NodeMethod node(String name) {
        List<NodeMethod> found = nodes.get(name);
        return found != null && found.size() == 1 ? found.get(0) : null;
    }

    /** {@code method}'s type as a member of the class. */
    public ExecutableType signature(ExecutableElement method) {
        ExecutableType type = signatures.get(method);
        return type != null ? type : (ExecutableType) method.asType();
    }

    /**
     * The type a call of {@code method} on the agent has, as far as the tree cares: its return
     * type as a member of the class, and for a type variable (the class's, or the method's own)
     * its bound, which the call's type is a subtype of. So {@code <T extends Status> T act()},
     * and {@code R act()} inherited from {@code Base<R>} by a class extending
     * {@code Base<Status>}, both return {@code Status}.
     */
    public TypeMirror returnType(ExecutableElement method) {
        return bound(signature(method).getReturnType());
    }

    /**
     * The type each parameter of {@code method} accepts, as a member of the class; a type
     * variable of the method's own by its bound (the call infers it), one of the class's as it
     * is (the agent's type argument for it is unknown).
     */
    public List<TypeMirror> parameterTypes(ExecutableElement method) {
        List<TypeMirror> accepted = new ArrayList<>();
        for (TypeMirror parameter : signature(method).getParameterTypes()) {
            accepted.add(isOwnTypeVariable(method, parameter) ? bound(parameter) : parameter);
        }
        return accepted;
    }

    /** Whether {@code parameter} is annotated {@code @Now}: the tick's time (docs/semantics.md §8.1). */
    public static boolean isNow(VariableElement parameter) {
        return parameter.getAnnotationMirrors().stream().anyMatch(a -> ((TypeElement) a
                .getAnnotationType().asElement()).getQualifiedName().contentEquals(NOW));
    }

    /**
     * Whether the generated class passes the tick's time to {@code method}: its one parameter is
     * annotated {@code @Now} (a valid tree: that parameter is a {@code long}).
     */
    public static boolean takesNow(ExecutableElement method) {
        return method.getParameters().size() == 1 && isNow(method.getParameters().get(0));
    }

    /**
     * The method named {@code name} that a call passing nothing or the tick's time reaches (a
     * weight method, a Wait's duration method, which may be overloaded): the one taking nothing,
     * else the one taking the time, else the first declared (which the validators report); null
     * when the class has no method of that name.
     */
    public ExecutableElement callable(String name) {
        List<ExecutableElement> candidates = methods.get(name);
        if (candidates == null) {
            return null;
        }
        return candidates.stream().filter(m -> m.getParameters().isEmpty()).findFirst()
                .or(() -> candidates.stream().filter(TreeSource::takesNow).findFirst())
                .orElse(candidates.get(0));
    }

    /** Whether {@code type} is a type variable that {@code method} itself declares. */
    public static boolean isOwnTypeVariable(ExecutableElement method, TypeMirror type) {
        return type.getKind() == TypeKind.TYPEVAR
                && ((TypeVariable) type).asElement().getEnclosingElement().equals(method);
    }

    /** {@code type}, or for a type variable its upper bound, through bounds that are variables. */
    private static TypeMirror bound(TypeMirror type) {
        TypeMirror bound = type;
        while (bound.getKind() == TypeKind.TYPEVAR) {
            bound = ((TypeVariable) bound).getUpperBound();
        }
        return bound;
    }

    /** The annotated class, as generated code names it. */
    public ClassName className() {
        return ClassName.get(type);
    }

    /** The agent type as generated code names it: wildcards for the class's type parameters. */
    public TypeName agentType() {
        int parameters = type.getTypeParameters().size();
        if (parameters == 0) {
            return className();
        }
        TypeName[] wildcards = new TypeName[parameters];
        Arrays.fill(wildcards, WildcardTypeName.subtypeOf(Object.class));
        return ParameterizedTypeName.get(className(), wildcards);
    }

    /** The class to generate. */
    public ClassName generatedClass() {
        return GeneratedNames.treeClass(type, name);
    }

    /** How generated code calls leaf {@code node} (validated), or null for other kinds. */
    public LeafCall leafCall(NodeMethod node) {
        Signature signature = node.kind().signature();
        if (signature == Signature.CONDITION) {
            return new LeafCall(ResultKind.BOOLEAN, null, null, false, null, null, node.name());
        }
        if (signature == Signature.TASK_FIELD) {
            return new LeafCall(ResultKind.STATUS, "start", "end", true, "pause", node.name(),
                    "update");
        }
        if (signature != Signature.ACTION) {
            return null;
        }
        TypeKind returns = returnType((ExecutableElement) node.method()).getKind();
        ResultKind async = asyncStages.get((ExecutableElement) node.method());
        ResultKind result = async != null ? ResultKind.STATUS // §5.8: polled, as a Status
                : returns == TypeKind.VOID ? ResultKind.VOID
                : returns == TypeKind.BOOLEAN ? ResultKind.BOOLEAN : ResultKind.STATUS;
        String onStart = node.hooks().onStart();
        String onEnd = node.hooks().onEnd();
        boolean takesStatus = !onEnd.isEmpty() && Hooks.takesStatus(this, Hooks.onEnd(this, onEnd));
        String onPause = node.hooks().onPause();
        return new LeafCall(result, onStart.isEmpty() ? null : onStart,
                onEnd.isEmpty() ? null : onEnd, takesStatus, onPause.isEmpty() ? null : onPause,
                null, node.name(), async);
    }
}
