package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.read.TreeSource;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;

/**
 * The {@code @BehaviorTree} element must be a class the generated tree, in the same package,
 * can name and call: not an interface, enum or annotation; not local; not private (nor inside a
 * private class); not an inner class. Its {@code name}, if given, must be a Java identifier.
 * Records, abstract classes (the agent is an instance of a subclass) and generic classes (the
 * agent is typed with wildcards) are served.
 */
public final class TreeClassValidator implements TreeValidator {
    @Override
    public void validate(TreeSource tree, Report report) {
        TypeElement type = tree.type();
        ElementKind kind = type.getKind();
        if (kind == ElementKind.INTERFACE || kind == ElementKind.ENUM
                || kind == ElementKind.ANNOTATION_TYPE) {
            report.add(type, tree.annotation(), Message.TREE_NOT_A_CLASS,
                    kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '),
                    type.getSimpleName());
            return;
        }
        for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
            if (t.getNestingKind() == NestingKind.LOCAL
                    || t.getNestingKind() == NestingKind.ANONYMOUS) {
                // javac never gives processors such a class (ArborProcessor finds them in the
                // sources and reports them); another compiler might
                report.add(type, tree.annotation(), Message.TREE_LOCAL,
                        kind.name().toLowerCase(java.util.Locale.ROOT), type.getSimpleName());
                return;
            }
        }
        for (Element e = type; e instanceof TypeElement; e = e.getEnclosingElement()) {
            if (e.getModifiers().contains(Modifier.PRIVATE)) {
                report.add(type, tree.annotation(), Message.TREE_PRIVATE,
                        type.getSimpleName(), tree.generatedClass().simpleName());
                return;
            }
        }
        if (type.getNestingKind().isNested() && !type.getModifiers().contains(Modifier.STATIC)
                && type.getEnclosingElement() instanceof TypeElement outer
                && outer.getKind() != ElementKind.INTERFACE) {
            report.add(type, tree.annotation(), Message.TREE_INNER, type.getSimpleName());
        }
        if (!tree.name().isEmpty() && !SourceVersion.isName(tree.name())) {
            report.add(type, tree.annotation(), tree.nameValue(), Message.BAD_TREE_NAME,
                    tree.name());
        }
    }
}
