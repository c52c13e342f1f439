// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.read;

import dev.arbor.processor.base.AgentField;
import dev.arbor.processor.base.Annotations;
import dev.arbor.processor.base.GeneratedNames;
import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.kinds.ResultKind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * First stage: reads a {@code @BehaviorTree} class into a {@link TreeSource}, through
 * annotation mirrors only. Methods declared in the class come first, then inherited ones, so
 * messages about duplicates point at the class's own method; then the methods and annotated
 * fields of its supertypes that it does not inherit (private, or package-private in another
 * package), so that a node declared there is a tagged error rather than a name that is not
 * found. Each method's signature is read as a member of the class, so that a method inherited
 * from {@code Base<Status>} returns {@code Status}, not {@code R}. An Arbor annotation with a
 * value the compiler could not resolve (an undefined constant) is not read but noted
 * ({@link TreeSource#unresolvedValues()}): the tree waits, and javac's error stands alone.
 */
public final class TreeReader {
    /** Canonical name of {@code @BehaviorTree}. */
    public static final String BEHAVIOR_TREE = "dev.arbor.BehaviorTree";

    private final Elements elements;
    private final Types types;

    public TreeReader(Elements elements, Types types) {
        this.elements = elements;
        this.types = types;
    }

    /**
     * The instance fields of tree class {@code type} and of its superclasses, as its generated
     * fields class lists and reads them ({@link AgentFieldReader}).
     */
    public List<AgentField> agentFields(TypeElement type) {
        return new AgentFieldReader(elements, types).read(type);
    }

    public TreeSource read(TypeElement type, Report report) {
        AnnotationMirror tree = Annotations.find(type, BEHAVIOR_TREE);
        Set<Element> unresolved = new LinkedHashSet<>();
        if (tree != null && Annotations.unresolved(tree) != null) {
            unresolved.add(type);
        }
        Map<String, List<NodeMethod>> nodes = new LinkedHashMap<>();
        Map<String, List<ExecutableElement>> methods = new LinkedHashMap<>();
        Map<ExecutableElement, ExecutableType> signatures = new HashMap<>();
        List<ServiceMethod> services = new ArrayList<>();
        List<? extends Element> members = elements.getAllMembers(type);
        for (ExecutableElement method : methodsOf(type, members)) {
            String name = method.getSimpleName().toString();
            methods.computeIfAbsent(name, k -> new ArrayList<>()).add(method);
            signatures.put(method, (ExecutableType) types.asMemberOf(
                    (DeclaredType) type.asType(), method));
            NodeMethod node = readNode(method, report, unresolved);
            if (node != null) {
                nodes.computeIfAbsent(name, k -> new ArrayList<>()).add(node);
            }
            ServiceMethod service = readService(method, unresolved);
            if (service != null) {
                services.add(service);
            }
        }
        List<VariableElement> fields = ElementFilter.fieldsIn(members);
        for (VariableElement field : fields) {
            // a @Task field is a leaf named after it
            NodeMethod node = readNode(field, report, unresolved);
            if (node != null) {
                nodes.computeIfAbsent(node.name(), k -> new ArrayList<>()).add(node);
            }
        }
        Set<Element> notInherited = new HashSet<>();
        for (ExecutableElement method : notInheritedMethods(type, methods.keySet())) {
            String name = method.getSimpleName().toString();
            methods.computeIfAbsent(name, k -> new ArrayList<>()).add(method);
            signatures.put(method, (ExecutableType) method.asType());
            notInherited.add(method);
            NodeMethod node = readNode(method, report, unresolved);
            if (node != null) {
                nodes.computeIfAbsent(name, k -> new ArrayList<>()).add(node);
            }
        }
        for (VariableElement field : notInheritedFields(type, fields)) {
            NodeMethod node = readNode(field, report, unresolved);
            if (node != null && !nodes.containsKey(node.name())) {
                notInherited.add(field);
                nodes.put(node.name(), new ArrayList<>(List.of(node)));
            }
        }
        Map<ExecutableElement, ResultKind> stages = new HashMap<>();
        for (Map.Entry<ExecutableElement, ExecutableType> signature : signatures.entrySet()) {
            TypeMirror returned = signature.getValue().getReturnType();
            while (returned.getKind() == TypeKind.TYPEVAR) {
                returned = ((TypeVariable) returned).getUpperBound();
            }
            ResultKind completes = AsyncStage.completesWith(types, returned);
            if (completes != null) {
                stages.put(signature.getKey(), completes);
            }
        }
        return new TreeSource(type, tree,
                Annotations.string(tree, "root"), Annotations.explicitValue(tree, "root"),
                Annotations.string(tree, "name"), Annotations.explicitValue(tree, "name"),
                nodes, methods, signatures, notInherited, shadowing(type), unresolved,
                services, Map.copyOf(stages));
    }

    /**
     * The service {@code method} declares ({@code @Service}, docs/semantics.md §5.6), or null:
     * none, or one whose annotation has a value that does not resolve, which is added to
     * {@code unresolved} instead of being read.
     */
    private static ServiceMethod readService(ExecutableElement method, Set<Element> unresolved) {
        AnnotationMirror mirror = Annotations.find(method, ServiceMethod.ANNOTATION);
        if (mirror == null) {
            return null;
        }
        if (Annotations.unresolved(mirror) != null) {
            unresolved.add(method);
            return null;
        }
        List<AnnotationValue> onValues = Annotations.array(mirror, "on");
        List<String> on = new ArrayList<>();
        for (AnnotationValue value : onValues) {
            on.add((String) value.getValue());
        }
        return new ServiceMethod(method.getSimpleName().toString(), method, mirror, on, onValues,
                Annotations.value(mirror, "on"),
                (Long) Annotations.value(mirror, "millis").getValue(),
                Annotations.explicitValue(mirror, "millis"));
    }

    /**
     * Which names generated code uses a type of {@code type}'s package also has. Each is looked
     * up by name: listing the package's members would make javac load every source beside it.
     */
    private Set<String> shadowing(TypeElement type) {
        String packageName = elements.getPackageOf(type).getQualifiedName().toString();
        Set<String> taken = new HashSet<>();
        for (String name : GeneratedNames.SHADOWABLE) {
            String qualified = packageName.isEmpty() ? name : packageName + "." + name;
            if (elements.getTypeElement(qualified) != null) {
                taken.add(name);
            }
        }
        return taken;
    }

    /** The class's own methods in source order, then inherited ones (what getAllMembers adds). */
    private static List<ExecutableElement> methodsOf(TypeElement type,
            List<? extends Element> members) {
        List<ExecutableElement> own = ElementFilter.methodsIn(type.getEnclosedElements());
        List<ExecutableElement> all = new ArrayList<>(own);
        for (ExecutableElement m : ElementFilter.methodsIn(members)) {
            if (!own.contains(m) && !isObject((TypeElement) m.getEnclosingElement())) {
                all.add(m);
            }
        }
        return all;
    }

    /**
     * The methods of {@code type}'s supertypes, nearest first, that it does not inherit and
     * that no method of its own or inherited has the name of (a method such a method overrides
     * has it, too): private ones, and package-private ones of another package.
     */
    private List<ExecutableElement> notInheritedMethods(TypeElement type, Set<String> names) {
        List<ExecutableElement> found = new ArrayList<>();
        Set<String> taken = new HashSet<>(names);
        for (TypeElement supertype : supertypes(type)) {
            Set<String> here = new HashSet<>();
            for (ExecutableElement m : ElementFilter.methodsIn(supertype.getEnclosedElements())) {
                String name = m.getSimpleName().toString();
                if (!taken.contains(name)) {
                    found.add(m);
                    here.add(name);
                }
            }
            taken.addAll(here);
        }
        return found;
    }

    /** The fields of {@code type}'s supertypes, nearest first, that it does not inherit. */
    private List<VariableElement> notInheritedFields(TypeElement type,
            List<VariableElement> inherited) {
        List<VariableElement> found = new ArrayList<>();
        for (TypeElement supertype : supertypes(type)) {
            for (VariableElement f : ElementFilter.fieldsIn(supertype.getEnclosedElements())) {
                if (!inherited.contains(f)) {
                    found.add(f);
                }
            }
        }
        return found;
    }

    /**
     * Every class and interface {@code type} extends or implements, directly or not, nearest
     * first, each once; not {@code java.lang.Object}, nor a supertype that does not resolve.
     */
    private List<TypeElement> supertypes(TypeElement type) {
        List<TypeElement> found = new ArrayList<>();
        List<TypeMirror> queue = new ArrayList<>(types.directSupertypes(type.asType()));
        for (int i = 0; i < queue.size(); i++) {
            if (queue.get(i).getKind() != TypeKind.DECLARED) {
                continue;
            }
            TypeElement element = (TypeElement) ((DeclaredType) queue.get(i)).asElement();
            if (!isObject(element) && !found.contains(element)) {
                found.add(element);
                queue.addAll(types.directSupertypes(queue.get(i)));
            }
        }
        return found;
    }

    private static boolean isObject(TypeElement type) {
        return type.getQualifiedName().contentEquals("java.lang.Object");
    }

    /**
     * The node {@code method} (or field) declares, or null: none, or one whose annotation has a
     * value that does not resolve, which is added to {@code unresolved} instead of being read
     * (the tree waits for it: {@link Unresolved}).
     */
    private NodeMethod readNode(Element method, Report report, Set<Element> unresolved) {
        NodeKind kind = null;
        AnnotationMirror mirror = null;
        for (AnnotationMirror candidate : method.getAnnotationMirrors()) {
            NodeKind k = Kinds.forAnnotation(Annotations.nameOf(candidate));
            if (k == null) {
                continue;
            }
            if (kind != null) {
                String what = method.getKind() == ElementKind.FIELD
                        ? "Field " + method.getSimpleName() : method.getSimpleName() + "()";
                report.add(method, candidate, Message.MULTIPLE_NODE_ANNOTATIONS, what,
                        kind.simpleName(), k.simpleName());
                continue;
            }
            kind = k;
            mirror = candidate;
        }
        if (kind == null) {
            return null;
        }
        if (Annotations.unresolved(mirror) != null) {
            unresolved.add(method);
            return null;
        }
        List<String> children = new ArrayList<>();
        List<AnnotationValue> childValues = kind.children(mirror);
        for (AnnotationValue v : childValues) {
            children.add((String) v.getValue());
        }
        return new NodeMethod(method.getSimpleName().toString(), kind, method, mirror, children,
                childValues, kind.attributes(mirror));
    }
}
