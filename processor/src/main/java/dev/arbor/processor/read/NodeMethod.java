package dev.arbor.processor.read;

import dev.arbor.processor.model.AbortKind;
import dev.arbor.processor.model.NodeKind;
import dev.arbor.processor.model.PolicyKind;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;

/**
 * A method carrying a node annotation, as written: names not yet resolved. The annotation
 * values are kept so that diagnostics can point at the exact one at fault.
 *
 * @param children for a composite, the child names in order (empty for leaves)
 * @param childValues the annotation value of each child name, parallel to {@code children}
 * @param onStart for an action, the {@code onStart} hook name, or "" for none
 * @param onEnd for an action, the {@code onEnd} hook name, or "" for none
 */
public record NodeMethod(String name, NodeKind kind, ExecutableElement method,
        AnnotationMirror annotation, List<String> children, List<AnnotationValue> childValues,
        AbortKind abortType, AnnotationValue abortValue, PolicyKind success, PolicyKind failure,
        String onStart, AnnotationValue onStartValue, String onEnd, AnnotationValue onEndValue) {

    public NodeMethod {
        children = List.copyOf(children);
        childValues = List.copyOf(childValues);
    }
}
