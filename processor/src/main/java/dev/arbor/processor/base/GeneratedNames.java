// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.base;

import com.palantir.javapoet.ClassName;
import java.util.List;
import java.util.Locale;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;

/** Every rule for the names Arbor generates, in one place. */
public final class GeneratedNames {
    private GeneratedNames() {}

    /**
     * The simple names of the types from other packages that generated code may name (java.lang
     * ones unqualified, the others imported). A type of the tree's package with one of these
     * names would shadow it, so such names are written fully qualified.
     */
    public static final List<String> SHADOWABLE = List.of("String", "Throwable",
            "AssertionError", "System", "Long", "Override", "SuppressWarnings", "Object", "Status",
            "Tree", "TreeSupport", "ArborGenerated", "Generated", "Objects", "Arrays", "Clock",
            "SplitMix64",
            // the handles class's (docs/testing.md, "Handles and overrides")
            "NodeHandle", "ConditionHandle", "ActionHandle", "EventHandle",
            // the fields class's (docs/inspector.md, "The agent's fields")
            "AgentFields", "IndexOutOfBoundsException", "IllegalArgumentException");

    /**
     * The generated tree class: {@code @BehaviorTree(name)} if given, else the class's simple
     * name plus {@code Tree}; a nested class's enclosing names are joined with {@code _}
     * ({@code Outer.Guard} gives {@code Outer_GuardTree}). Always in the class's package.
     */
    public static ClassName treeClass(TypeElement type, String name) {
        String packageName = packageOf(type).getQualifiedName().toString();
        if (!name.isEmpty()) {
            return ClassName.get(packageName, name);
        }
        StringBuilder joined = new StringBuilder(type.getSimpleName());
        for (Element e = type.getEnclosingElement(); e instanceof TypeElement outer;
                e = e.getEnclosingElement()) {
            joined.insert(0, outer.getSimpleName() + "_");
        }
        return ClassName.get(packageName, joined + "Tree");
    }

    /**
     * The restricted identifiers Java does not allow as a type's name (JLS §3.9:
     * TypeIdentifier), though {@link SourceVersion#isName} accepts them.
     */
    public static final List<String> RESTRICTED_TYPE_NAMES =
            List.of("permits", "record", "sealed", "var", "yield");

    /**
     * Why {@code name}, written as {@code @BehaviorTree(name)}, cannot be the simple name of a
     * class, or null if it can. The types it would hide are another rule (they need javac).
     */
    public static String notAClassName(String name) {
        if (name.contains(".") && SourceVersion.isName(name)) {
            return "a class name has no dots; the generated class is always in the package of"
                    + " the tree class";
        }
        if (!SourceVersion.isIdentifier(name)) {
            return "it is not a Java identifier";
        }
        if (SourceVersion.isKeyword(name)) {
            return "it is a Java keyword";
        }
        if (RESTRICTED_TYPE_NAMES.contains(name)) {
            return "it is a restricted identifier, which Java does not allow as a class name";
        }
        return null;
    }

    private static PackageElement packageOf(Element element) {
        Element e = element;
        while (!(e instanceof PackageElement)) {
            e = e.getEnclosingElement();
        }
        return (PackageElement) e;
    }

    /**
     * The constant for a method name, a node's or an event's: {@code isHurt} gives
     * {@code IS_HURT}. Always a legal Java name: a method name's characters stay identifier
     * characters in upper case ({@code straße} gives {@code STRASSE}), {@code $} becomes
     * {@code _}, and {@code _} alone, a keyword, becomes {@code __}. Different methods can give
     * the same constant ({@code isHurt}, {@code is_hurt}): whoever declares constants
     * deduplicates them.
     */
    public static String nodeConstant(String method) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < method.length(); i++) {
            char c = method.charAt(i);
            if (Character.isUpperCase(c) && i > 0 && !Character.isUpperCase(method.charAt(i - 1))) {
                out.append('_');
            }
            out.append(c == '$' ? '_' : c);
        }
        String constant = out.toString().toUpperCase(Locale.ROOT);
        return SourceVersion.isKeyword(constant) ? constant + "_" : constant;
    }
}
