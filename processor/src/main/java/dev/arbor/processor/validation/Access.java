// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.read.TreeSource;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * Whether the generated class, a class of the tree class's package that is no subclass of
 * anything the user wrote, can reach a member of the tree class: {@code agent.m()},
 * {@code agent.field}. A public member can be reached (through the tree class, even when it is
 * declared in a class the generated one could not name); a protected or package-private one
 * only if it is declared in the tree class's package; one that the tree class does not inherit
 * never. Private members are left to the rules that say "cannot be private".
 */
final class Access {
    private Access() {}

    /**
     * Why the generated class cannot reach {@code member}, as "protected in q.Base, another
     * package", or null if it can (or the member is private).
     */
    static String problem(TreeSource tree, Element member) {
        Set<Modifier> modifiers = member.getModifiers();
        if (modifiers.contains(Modifier.PRIVATE)) {
            return null;
        }
        TypeElement declaring = (TypeElement) member.getEnclosingElement();
        boolean samePackage = packageOf(declaring).equals(packageOf(tree.type()));
        if (tree.notInherited().contains(member)) {
            return samePackage
                    ? "package-private in " + declaring.getQualifiedName() + ", and "
                            + tree.type().getSimpleName() + " extends it through a class of"
                            + " another package, which does not inherit it"
                    : "package-private in " + declaring.getQualifiedName() + ", another package";
        }
        if (modifiers.contains(Modifier.PUBLIC) || samePackage) {
            return null;
        }
        return (modifiers.contains(Modifier.PROTECTED) ? "protected" : "package-private")
                + " in " + declaring.getQualifiedName() + ", another package";
    }

    /**
     * Why the generated class cannot call methods on a value of {@code type} (a {@code @Task}
     * field's), as "package-private in package q", or null if it can: the class and every class
     * it is nested in must be public, or of the tree class's package and not private.
     */
    static String typeProblem(TreeSource tree, TypeMirror type) {
        if (!(type instanceof DeclaredType declared)) {
            return null;
        }
        PackageElement own = packageOf(tree.type());
        for (Element e = declared.asElement(); e instanceof TypeElement t;
                e = e.getEnclosingElement()) {
            Set<Modifier> modifiers = t.getModifiers();
            boolean samePackage = packageOf(t).equals(own);
            if (modifiers.contains(Modifier.PUBLIC)
                    || samePackage && !modifiers.contains(Modifier.PRIVATE)) {
                continue;
            }
            String where = t.getEnclosingElement() instanceof TypeElement outer
                    ? " in " + outer.getQualifiedName()
                            + (samePackage ? "" : ", another package")
                    : " in package " + packageOf(t).getQualifiedName();
            return (modifiers.contains(Modifier.PRIVATE) ? "private"
                    : modifiers.contains(Modifier.PROTECTED) ? "protected" : "package-private")
                    + where;
        }
        return null;
    }

    /**
     * How to make {@code member} reachable: public, or declared in the tree class (for a node
     * method, an override that carries the annotation again: annotations are not inherited).
     */
    static String fix(TreeSource tree, Element member, boolean node) {
        String in = tree.type().getSimpleName().toString();
        if (member.getKind() == ElementKind.FIELD) {
            return "make it public, or declare the field in " + in;
        }
        if (member.getModifiers().contains(Modifier.PROTECTED)) {
            return "make it public, or override it in " + in
                    + (node ? " and annotate the override" : "");
        }
        return "make it public, or declare it in " + in;
    }

    static PackageElement packageOf(Element element) {
        Element e = element;
        while (!(e instanceof PackageElement)) {
            e = e.getEnclosingElement();
        }
        return (PackageElement) e;
    }
}
