package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Signature;
import dev.arbor.processor.read.Hooks;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.List;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Each node method has the shape its kind needs: callable from the generated class (not
 * private, not static, and reachable from its package: see {@link Access}), no parameters, the
 * right return type (composites void, conditions boolean, actions Status, boolean or void), and
 * no checked exceptions. Types are read as members of the tree class, so a method inherited
 * from {@code Base<Status>} that returns {@code R} returns Status.
 */
public final class NodeSignatureValidator implements TreeValidator {
    private static final String TASK = "dev.arbor.runtime.TaskObject";

    private final Types types;
    private final Elements elements;

    public NodeSignatureValidator(Types types, Elements elements) {
        this.types = types;
        this.elements = elements;
    }

    @Override
    public void validate(TreeSource tree, Report report) {
        for (List<NodeMethod> named : tree.nodes().values()) {
            // a name declared twice is reported once, by UniqueNodeNameValidator
            validate(tree, named.get(0), report);
        }
    }

    private void validate(TreeSource tree, NodeMethod node, Report report) {
        String kind = node.kind().simpleName();
        if (node.method().getModifiers().contains(Modifier.PRIVATE)) {
            report.add(node.method(), node.annotation(), Message.PRIVATE_NODE, kind, node.name());
        }
        if (node.method().getModifiers().contains(Modifier.STATIC)) {
            report.add(node.method(), node.annotation(), Message.STATIC_NODE, kind, node.name());
        }
        String unreachable = Access.problem(tree, node.method());
        if (unreachable != null && node.kind().signature() != Signature.BODY_NEVER_CALLED) {
            boolean field = node.method().getKind() == ElementKind.FIELD;
            String what = field ? " field " + node.name() : " method " + node.name() + "()";
            report.add(node.method(), node.annotation(), Message.INACCESSIBLE, "@" + kind + what,
                    unreachable, tree.generatedClass().simpleName(), field ? "read" : "call",
                    Access.fix(tree, node.method(), true));
        }
        if (node.kind().signature() == Signature.SUBTREE_FIELD) {
            return; // its type is SubtreeValidator's
        }
        if (node.kind().signature() == Signature.TASK_FIELD) {
            TypeMirror type = node.method().asType();
            javax.lang.model.element.TypeElement task = elements.getTypeElement(TASK);
            if (task == null || !types.isAssignable(types.erasure(type),
                    types.erasure(task.asType()))) {
                report.add(node.method(), node.annotation(), Message.TASK_TYPE, node.name(),
                        type);
            } else if (Access.typeProblem(tree, type) != null) {
                String named = ((javax.lang.model.element.TypeElement) types.asElement(type))
                        .getQualifiedName().toString();
                report.add(node.method(), node.annotation(), Message.INACCESSIBLE,
                        "The type " + named + " of @Task field " + node.name(),
                        Access.typeProblem(tree, type), tree.generatedClass().simpleName(),
                        "use", "make " + named + " public, or declare the field"
                                + " as " + TASK);
            }
            return;
        }
        ExecutableElement method = (ExecutableElement) node.method();
        if (!method.getParameters().isEmpty()) {
            report.add(method, node.annotation(), Message.NODE_PARAMETERS, kind, node.name());
        }
        TypeMirror returns = tree.signature(method).getReturnType(); // as the message shows it
        TypeMirror called = tree.returnType(method); // what a call gives: a variable's bound
        TypeKind kindReturned = called.getKind();
        switch (node.kind().signature()) {
            case BODY_NEVER_CALLED -> {
                if (kindReturned != TypeKind.VOID) {
                    report.add(method, node.annotation(), Message.COMPOSITE_RETURN, kind,
                            node.name(), returns);
                }
            }
            case CONDITION -> {
                if (kindReturned != TypeKind.BOOLEAN) {
                    report.add(method, node.annotation(), Message.CONDITION_RETURN, node.name(),
                            returns);
                }
            }
            case TASK_FIELD, SUBTREE_FIELD -> throw new IllegalStateException("checked above");
            case ACTION -> {
                if (kindReturned != TypeKind.VOID && kindReturned != TypeKind.BOOLEAN
                        && !Hooks.isStatus(called)) {
                    report.add(method, node.annotation(), Message.ACTION_RETURN, node.name(),
                            returns);
                }
            }
        }
        if (node.kind().isLeaf()) {
            checkedException(tree, method, types, elements).ifPresent(thrown -> report.add(method,
                    node.annotation(), Message.CHECKED_EXCEPTION, "@" + kind + " method",
                    node.name(), thrown));
        }
    }

    /**
     * The first checked exception {@code method} declares as a member of the tree class, if
     * any. A type variable of the method's own bounded by Exception, Throwable or Object is not
     * one: a call that does not say otherwise infers RuntimeException for it (JLS 18.1.3).
     */
    static java.util.Optional<TypeMirror> checkedException(TreeSource tree,
            ExecutableElement method, Types types, Elements elements) {
        TypeMirror runtime = elements.getTypeElement("java.lang.RuntimeException").asType();
        TypeMirror error = elements.getTypeElement("java.lang.Error").asType();
        for (TypeMirror thrown : tree.signature(method).getThrownTypes()) {
            boolean inferred = TreeSource.isOwnTypeVariable(method, thrown) && types.isAssignable(
                    runtime, ((javax.lang.model.type.TypeVariable) thrown).getUpperBound());
            if (!inferred && !types.isAssignable(thrown, runtime)
                    && !types.isAssignable(thrown, error)) {
                return java.util.Optional.of(thrown);
            }
        }
        return java.util.Optional.empty();
    }
}
