// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.GeneratedNames;
import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.read.TreeSource;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The {@code @BehaviorTree} element must be a class the generated tree, in the same package,
 * can name and call: not an interface, enum or annotation; not local; not private (nor inside a
 * private class); not an inner class. Its {@code name}, if given, must be a simple Java name
 * that Java allows for a class (not a restricted identifier such as {@code record}) and that
 * hides no type of {@code java.lang} or {@code dev.arbor} from the package.
 * Records, abstract classes (the agent is an instance of a subclass) and generic classes (the
 * agent is typed with wildcards) are served.
 */
public final class TreeClassValidator implements TreeValidator {
    /** The packages whose types a generated class must not hide. */
    private static final List<String> HIDDEN_PACKAGES = List.of("java.lang", "dev.arbor");

    private final Elements elements;

    public TreeClassValidator(Elements elements) {
        this.elements = elements;
    }

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
        if (!tree.name().isEmpty()) {
            String problem = GeneratedNames.notAClassName(tree.name());
            if (problem == null) {
                problem = hides(tree.name(), packageName(type));
            }
            if (problem != null) {
                report.add(type, tree.annotation(), tree.nameValue(), Message.BAD_TREE_NAME,
                        tree.name(), problem, GeneratedNames.treeClass(type, "").simpleName());
            }
        }
    }

    /**
     * Why a class {@code name} in package {@code packageName} would break the package's own
     * code, or null: it would hide a type of {@code java.lang}, which every class of the
     * package names unqualified, or of {@code dev.arbor}, which its tree classes import on
     * demand (a type of the package wins over both).
     */
    private String hides(String name, String packageName) {
        for (String hidden : HIDDEN_PACKAGES) {
            if (!hidden.equals(packageName)
                    && elements.getTypeElement(hidden + "." + name) != null) {
                return "it would hide " + hidden + "." + name + " from the classes of package "
                        + (packageName.isEmpty() ? "(unnamed)" : packageName)
                        + (hidden.equals("java.lang") ? ", which name it unqualified"
                                : ", which import it with " + hidden + ".*");
            }
        }
        return null;
    }

    private static String packageName(TypeElement type) {
        Element e = type;
        while (!(e instanceof PackageElement)) {
            e = e.getEnclosingElement();
        }
        return ((PackageElement) e).getQualifiedName().toString();
    }
}
