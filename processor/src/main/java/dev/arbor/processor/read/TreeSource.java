package dev.arbor.processor.read;

import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * A {@code @BehaviorTree} class as read: its annotation values and its methods.
 *
 * @param type the annotated class
 * @param annotation the {@code @BehaviorTree} mirror
 * @param root the root node name
 * @param rootValue the {@code root} value as written, or null when defaulted
 * @param name the generated class's simple name as written ("" for the default)
 * @param nameValue the {@code name} value as written, or null when defaulted
 * @param nodes the node methods by name (declared and inherited), in declaration order; a name
 *     with more than one entry is an error
 * @param methods every method of the class by name (declared and inherited, any annotation)
 */
public record TreeSource(TypeElement type, AnnotationMirror annotation, String root,
        AnnotationValue rootValue, String name, AnnotationValue nameValue,
        Map<String, List<NodeMethod>> nodes, Map<String, List<ExecutableElement>> methods) {

    /** The single node method of this name, or null (none, or ambiguous). */
    public NodeMethod node(String name) {
        List<NodeMethod> found = nodes.get(name);
        return found != null && found.size() == 1 ? found.get(0) : null;
    }
}
