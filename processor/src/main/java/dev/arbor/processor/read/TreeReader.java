package dev.arbor.processor.read;

import dev.arbor.processor.base.Annotations;
import dev.arbor.processor.base.GeneratedNames;
import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.NodeKind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * First stage: reads a {@code @BehaviorTree} class into a {@link TreeSource}, through
 * annotation mirrors only. Methods declared in the class come first, then inherited ones, so
 * messages about duplicates point at the class's own method.
 */
public final class TreeReader {
    /** Canonical name of {@code @BehaviorTree}. */
    public static final String BEHAVIOR_TREE = "dev.arbor.BehaviorTree";

    private final Elements elements;

    public TreeReader(Elements elements) {
        this.elements = elements;
    }

    public TreeSource read(TypeElement type, Report report) {
        AnnotationMirror tree = Annotations.find(type, BEHAVIOR_TREE);
        Map<String, List<NodeMethod>> nodes = new LinkedHashMap<>();
        Map<String, List<ExecutableElement>> methods = new LinkedHashMap<>();
        for (ExecutableElement method : methodsOf(type)) {
            String name = method.getSimpleName().toString();
            methods.computeIfAbsent(name, k -> new ArrayList<>()).add(method);
            NodeMethod node = readNode(method, report);
            if (node != null) {
                nodes.computeIfAbsent(name, k -> new ArrayList<>()).add(node);
            }
        }
        for (VariableElement field : ElementFilter.fieldsIn(elements.getAllMembers(type))) {
            NodeMethod node = readNode(field, report); // a @Task field is a leaf named after it
            if (node != null) {
                nodes.computeIfAbsent(node.name(), k -> new ArrayList<>()).add(node);
            }
        }
        return new TreeSource(type, tree,
                Annotations.string(tree, "root"), Annotations.explicitValue(tree, "root"),
                Annotations.string(tree, "name"), Annotations.explicitValue(tree, "name"),
                nodes, methods, shadowing(type));
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
    private List<ExecutableElement> methodsOf(TypeElement type) {
        List<ExecutableElement> own = ElementFilter.methodsIn(type.getEnclosedElements());
        List<ExecutableElement> all = new ArrayList<>(own);
        for (ExecutableElement m : ElementFilter.methodsIn(elements.getAllMembers(type))) {
            boolean fromObject = ((TypeElement) m.getEnclosingElement()).getQualifiedName()
                    .contentEquals("java.lang.Object");
            if (!own.contains(m) && !fromObject) {
                all.add(m);
            }
        }
        return all;
    }

    private NodeMethod readNode(Element method, Report report) {
        NodeKind kind = null;
        AnnotationMirror mirror = null;
        for (AnnotationMirror candidate : method.getAnnotationMirrors()) {
            NodeKind k = Kinds.forAnnotation(Annotations.nameOf(candidate));
            if (k == null) {
                continue;
            }
            if (kind != null) {
                report.add(method, candidate, Message.MULTIPLE_NODE_ANNOTATIONS,
                        method.getSimpleName(), kind.simpleName(), k.simpleName());
                continue;
            }
            kind = k;
            mirror = candidate;
        }
        if (kind == null) {
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
