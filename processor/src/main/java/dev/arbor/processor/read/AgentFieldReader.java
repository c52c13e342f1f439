// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.read;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.WildcardTypeName;
import dev.arbor.processor.base.AgentField;
import dev.arbor.processor.base.AgentField.Read;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads the instance fields of a tree class for its generated fields class (the runtime's
 * {@code AgentFields}, docs/inspector.md "The agent's fields"): the class's own in declaration
 * order, then each superclass's, nearest first, up to the first class of the JDK ({@code java.},
 * {@code javax.}, {@code jdk.}: {@code Object}, {@code Record}, {@code Enum}, a collection the
 * agent extends), whose fields are its own business; no static field. Each is read the plainest way Java lets a class of the tree class's
 * package read it:
 * <ul>
 * <li>a field the tree class has (inherited, not hidden), public, or protected or
 *     package-private and declared in the tree class's package: {@code agent.name};
 * <li>one hidden by a nearer field of the same name, or not inherited (package-private in the
 *     tree class's package, reached through a class of another package), with the same access
 *     and a declaring class the generated class can name: {@code ((Base<?>) agent).name};
 * <li>a private component of a record tree class, through its accessor: {@code agent.name()}
 *     (the one the compiler wrote, or the record's own: the only method of the user's that is
 *     ever called);
 * <li>any other: not read, and listed with why ({@code "private"}, {@code "protected in
 *     q.Base, another package"}).
 * </ul>
 */
final class AgentFieldReader {
    private final Elements elements;
    private final Types types;

    AgentFieldReader(Elements elements, Types types) {
        this.elements = elements;
        this.types = types;
    }

    List<AgentField> read(TypeElement tree) {
        List<AgentField> fields = new ArrayList<>();
        Set<String> nearer = new HashSet<>();
        List<? extends Element> members = elements.getAllMembers(tree);
        PackageElement own = elements.getPackageOf(tree);
        for (TypeElement type = tree; type != null; type = superclass(type)) {
            for (VariableElement field : ElementFilter.fieldsIn(type.getEnclosedElements())) {
                if (field.getModifiers().contains(Modifier.STATIC)) {
                    continue;
                }
                String name = field.getSimpleName().toString();
                boolean hidden = !nearer.add(name);
                fields.add(field(tree, type, field, hidden || !members.contains(field), own));
            }
        }
        return fields;
    }

    private AgentField field(TypeElement tree, TypeElement declaring, VariableElement field,
            boolean cast, PackageElement own) {
        String name = field.getSimpleName().toString();
        String type = display(memberType(tree, field));
        String in = simpleNames(declaring);
        Set<Modifier> modifiers = field.getModifiers();
        boolean samePackage = elements.getPackageOf(declaring).equals(own);
        if (modifiers.contains(Modifier.PRIVATE)) {
            if (declaring.equals(tree) && hasAccessor(tree, name)) {
                return new AgentField(name, type, in, Read.ACCESSOR, null, null);
            }
            return new AgentField(name, type, in, Read.NONE, null, "private");
        }
        if (!modifiers.contains(Modifier.PUBLIC) && !samePackage) {
            return new AgentField(name, type, in, Read.NONE, null,
                    (modifiers.contains(Modifier.PROTECTED) ? "protected" : "package-private")
                            + " in " + declaring.getQualifiedName() + ", another package");
        }
        if (!cast) {
            return new AgentField(name, type, in, Read.FIELD, null, null);
        }
        String unnamable = unnamable(declaring, own);
        if (unnamable != null) {
            return new AgentField(name, type, in, Read.NONE, null, "hidden by a field of the"
                    + " same name, in " + unnamable);
        }
        return new AgentField(name, type, in, Read.CAST, withWildcards(declaring), null);
    }

    /**
     * Whether record {@code tree} has a component {@code name} with an accessor: the language
     * makes it public and the compiler writes it, unless the record declares its own (which is
     * then called too: the element API does not tell the two apart on every JDK).
     */
    private static boolean hasAccessor(TypeElement tree, String name) {
        if (tree.getKind() != ElementKind.RECORD) {
            return false;
        }
        for (RecordComponentElement component : tree.getRecordComponents()) {
            if (component.getSimpleName().contentEquals(name)) {
                return component.getAccessor() != null;
            }
        }
        return false;
    }

    private TypeMirror memberType(TypeElement tree, VariableElement field) {
        try {
            return types.asMemberOf((DeclaredType) tree.asType(), field);
        } catch (IllegalArgumentException notAMember) {
            return field.asType();
        }
    }

    private static TypeElement superclass(TypeElement type) {
        TypeMirror superclass = type.getSuperclass();
        if (superclass.getKind() != TypeKind.DECLARED) {
            return null;
        }
        TypeElement element = (TypeElement) ((DeclaredType) superclass).asElement();
        String name = element.getQualifiedName().toString();
        return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.")
                ? null : element;
    }

    /**
     * Why the generated class cannot name {@code type} in a cast ({@code "private class
     * Outer.Base"}), or null if it can: it and every class it is nested in are public, or of the
     * tree class's package and not private; a nested one is static.
     */
    private String unnamable(TypeElement type, PackageElement own) {
        for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
            Set<Modifier> modifiers = t.getModifiers();
            boolean reachable = modifiers.contains(Modifier.PUBLIC)
                    || elements.getPackageOf(t).equals(own) && !modifiers.contains(Modifier.PRIVATE);
            boolean inner = t.getEnclosingElement() instanceof TypeElement
                    && !modifiers.contains(Modifier.STATIC) && t.getKind() == ElementKind.CLASS;
            if (!reachable || inner) {
                return (modifiers.contains(Modifier.PRIVATE) ? "private "
                        : modifiers.contains(Modifier.PUBLIC) ? "" : "package-private ")
                        + (inner ? "inner " : "") + "class " + t.getQualifiedName();
            }
        }
        return null;
    }

    private static TypeName withWildcards(TypeElement type) {
        ClassName name = ClassName.get(type);
        int parameters = type.getTypeParameters().size();
        if (parameters == 0) {
            return name;
        }
        TypeName[] wildcards = new TypeName[parameters];
        Arrays.fill(wildcards, WildcardTypeName.subtypeOf(Object.class));
        return ParameterizedTypeName.get(name, wildcards);
    }

    /** {@code type} with simple class names: {@code Map<String, List<Golem.Mood>>}. */
    static String display(TypeMirror type) {
        switch (type.getKind()) {
            case DECLARED -> {
                DeclaredType declared = (DeclaredType) type;
                String name = simpleNames((TypeElement) declared.asElement());
                if (declared.getTypeArguments().isEmpty()) {
                    return name;
                }
                StringJoiner arguments = new StringJoiner(", ", name + "<", ">");
                declared.getTypeArguments().forEach(a -> arguments.add(display(a)));
                return arguments.toString();
            }
            case ARRAY -> {
                return display(((ArrayType) type).getComponentType()) + "[]";
            }
            case WILDCARD -> {
                WildcardType wildcard = (WildcardType) type;
                return wildcard.getExtendsBound() != null
                        ? "? extends " + display(wildcard.getExtendsBound())
                        : wildcard.getSuperBound() != null
                        ? "? super " + display(wildcard.getSuperBound()) : "?";
            }
            case TYPEVAR -> {
                return ((javax.lang.model.type.TypeVariable) type).asElement().getSimpleName()
                        .toString();
            }
            case BOOLEAN, BYTE, SHORT, INT, LONG, CHAR, FLOAT, DOUBLE -> {
                return type.getKind().name().toLowerCase(java.util.Locale.ROOT);
            }
            default -> {
                return type.toString(); // an intersection, a type that does not resolve: as javac writes it
            }
        }
    }

    /** {@code Outer.Inner}: the class's simple name after those of the classes it is in. */
    private static String simpleNames(TypeElement type) {
        StringBuilder name = new StringBuilder(type.getSimpleName());
        for (Element e = type.getEnclosingElement(); e instanceof TypeElement outer;
                e = e.getEnclosingElement()) {
            name.insert(0, outer.getSimpleName() + ".");
        }
        return name.toString();
    }
}
