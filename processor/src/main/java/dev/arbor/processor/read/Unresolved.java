// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.read;

import dev.arbor.processor.base.Annotations;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.NodeKind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.ElementFilter;

/**
 * Whether a tree class refers, where Arbor reads it, to a type or constant that does not resolve
 * (yet): a missing import, an undefined constant, or a type another processor generates in a
 * later round. Such a class is processed in a later round; if the symbol never appears, javac
 * reports it missing and Arbor nothing, so that one mistake gives one error, not a wall of Arbor errors that follow
 * from it ("not a node method" for a method whose {@code @Action} is not imported).
 *
 * <p>Where Arbor reads: the values of the Arbor annotations on the class and its members (an
 * undefined constant, in any attribute of any type: {@link TreeSource#unresolvedValues()});
 * the class's supertypes; the Arbor annotations on its methods and fields
 * (an unresolved {@code @Action} is only a name); the signatures of its node methods and of the
 * methods its nodes name (hooks, weights, conditions, the method a Switch asks); the types of
 * its node fields; and the same, in turn, of each {@code @Subtree} field's class. Nothing
 * else: a tree class may well use its own generated class elsewhere
 * ({@code final GuardTree tree = new GuardTree(this)}), which does not resolve until Arbor has
 * written it.
 */
public final class Unresolved {
    /** The simple names of Arbor's annotations: an unresolved one is most likely one of them. */
    private static final Set<String> ARBOR_ANNOTATIONS = arborAnnotations();

    private final TreeReader reader;
    private final WrittenSource written;

    /**
     * @param written the source as written, for the annotations that do not resolve (javac
     *     leaves them out of the element's mirrors)
     */
    public Unresolved(TreeReader reader, WrittenSource written) {
        this.reader = reader;
        this.written = written;
    }

    private static Set<String> arborAnnotations() {
        Set<String> names = new HashSet<>();
        for (NodeKind kind : Kinds.ALL) {
            names.add(kind.simpleName());
        }
        names.add("BehaviorTree");
        return Set.copyOf(names);
    }

    /** The first element of {@code tree} that refers to a type that does not resolve, or null. */
    public Element find(TreeSource tree) {
        return find(tree, new HashSet<>());
    }

    private Element find(TreeSource tree, Set<TypeElement> seen) {
        if (!seen.add(tree.type())) {
            return null;
        }
        if (!tree.unresolvedValues().isEmpty()) {
            return tree.unresolvedValues().iterator().next();
        }
        if (hasUnresolvedSupertype(tree.type(), new HashSet<>())) {
            return tree.type();
        }
        for (List<ExecutableElement> named : tree.methods().values()) {
            for (ExecutableElement method : named) {
                if (hasUnresolvedArborAnnotation(method)) {
                    return method;
                }
            }
        }
        for (TypeElement type = tree.type(); type != null; type = superclass(type)) {
            for (VariableElement field : ElementFilter.fieldsIn(type.getEnclosedElements())) {
                if (hasUnresolvedArborAnnotation(field)) {
                    return field;
                }
            }
        }
        for (List<NodeMethod> named : tree.nodes().values()) {
            for (NodeMethod node : named) {
                Element unresolved = find(tree, node, seen);
                if (unresolved != null) {
                    return unresolved;
                }
            }
        }
        return null;
    }

    private Element find(TreeSource tree, NodeMethod node, Set<TypeElement> seen) {
        if (node.method() instanceof ExecutableElement) {
            List<String> named = new ArrayList<>(List.of(node.name()));
            if (node.hooks() != null) {
                named.addAll(List.of(node.hooks().onStart(), node.hooks().onEnd(),
                        node.hooks().onPause()));
            }
            if (node.attributes() instanceof Attributes.Scored scored) {
                named.addAll(scored.methods());
            }
            if (node.attributes() instanceof Attributes.Weights weights) {
                named.addAll(weights.methods());
            }
            if (node.attributes() instanceof Attributes.Conditional conditional) {
                named.add(conditional.condition());
            }
            if (node.attributes() instanceof Attributes.Switched switched) {
                named.add(switched.on());
            }
            for (String name : named) {
                for (ExecutableElement m : tree.methods().getOrDefault(name, List.of())) {
                    if (hasUnresolvedType(tree.signature(m))) {
                        return m;
                    }
                }
            }
            return null;
        }
        if (hasError(node.method().asType())) {
            return node.method();
        }
        if (node.kind() == Kinds.SUBTREE && node.method().asType() instanceof DeclaredType type
                && Annotations.find(type.asElement(), TreeReader.BEHAVIOR_TREE) != null) {
            Element inSubtree = find(reader.read((TypeElement) type.asElement(), new Report()),
                    seen);
            return inSubtree != null ? node.method() : null;
        }
        return null;
    }

    private static TypeElement superclass(TypeElement type) {
        return type.getSuperclass() instanceof DeclaredType declared
                && declared.getKind() == TypeKind.DECLARED
                ? (TypeElement) declared.asElement() : null;
    }

    private static boolean hasUnresolvedSupertype(TypeElement type, Set<TypeElement> seen) {
        if (!seen.add(type)) {
            return false;
        }
        List<TypeMirror> supertypes = new ArrayList<>(type.getInterfaces());
        supertypes.add(type.getSuperclass());
        for (TypeMirror supertype : supertypes) {
            if (hasError(supertype)) {
                return true;
            }
            if (supertype.getKind() == TypeKind.DECLARED
                    && supertype instanceof DeclaredType declared
                    && hasUnresolvedSupertype((TypeElement) declared.asElement(), seen)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether an annotation on {@code element} named like one of Arbor's does not resolve:
     * written in the source but missing from the mirrors (javac), or a mirror of an error type
     * (compilers that keep those).
     */
    private boolean hasUnresolvedArborAnnotation(Element element) {
        Set<String> resolved = new HashSet<>();
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            DeclaredType type = mirror.getAnnotationType();
            String name = type.asElement().getSimpleName().toString();
            if (type.getKind() == TypeKind.ERROR && ARBOR_ANNOTATIONS.contains(name)) {
                return true;
            }
            resolved.add(name);
        }
        for (String annotation : written.annotations(element)) {
            String name = annotation.substring(annotation.lastIndexOf('.') + 1);
            if (ARBOR_ANNOTATIONS.contains(name) && !resolved.contains(name)) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasUnresolvedType(ExecutableType signature) {
        List<TypeMirror> all = new ArrayList<>(signature.getParameterTypes());
        all.add(signature.getReturnType());
        all.addAll(signature.getThrownTypes());
        return all.stream().anyMatch(Unresolved::hasError);
    }

    /** Whether {@code type} is, or has in its type arguments, bounds or component, an error. */
    static boolean hasError(TypeMirror type) {
        return switch (type.getKind()) {
            case ERROR -> true;
            case DECLARED -> ((DeclaredType) type).getTypeArguments().stream()
                    .anyMatch(Unresolved::hasError);
            case ARRAY -> hasError(((ArrayType) type).getComponentType());
            case WILDCARD -> {
                WildcardType wildcard = (WildcardType) type;
                yield wildcard.getExtendsBound() != null && hasError(wildcard.getExtendsBound())
                        || wildcard.getSuperBound() != null && hasError(wildcard.getSuperBound());
            }
            case TYPEVAR -> ((TypeVariable) type).getUpperBound().getKind() == TypeKind.ERROR;
            default -> false;
        };
    }
}
