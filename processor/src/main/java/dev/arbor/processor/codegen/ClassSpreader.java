// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.lang.model.element.Modifier;

/**
 * Spreads the code of a very large tree over inner classes, so that no class file holds more than
 * its 65,535 constant-pool entries.
 *
 * <p>Every method a class calls costs it three entries (the method reference, its name and type,
 * its name), while the user's class pays one per method it declares: one generated class calling
 * every leaf and hook of a tree of ten thousand nodes would overflow where the user's class did
 * not. So the parts a large tree's methods were split into ({@code run17}, {@code reevaluate3},
 * {@code callLeaf40}, the per-entry and per-composite methods, ...) move, in declaration order,
 * into inner classes ({@code Part0}, {@code Part1}, ...) of a bounded estimated cost each. An
 * inner class reads the tree's fields and calls its methods unqualified, so a moved method keeps
 * its code; only a call to a method that moved elsewhere is written through the field holding
 * that part ({@code part2.run17(leaf)}), and {@code this} becomes {@code BigTree.this}. The
 * methods are rewritten as text (with their types fully qualified): only very large trees, which
 * no one reads, take this path.
 */
final class ClassSpreader {
    /** Methods that may move: the parts of split methods and the per-node methods. */
    private static final Pattern PART = Pattern.compile(
            "(run|runTraced|reevaluate|reevaluateTraced|forget|resetEntries|callLeaf|onStart"
                    + "|onEnd|onPause|condition|order)\\d+");
    private static final Pattern CALL = Pattern.compile("(?<![\\w.$])([A-Za-z_$][\\w$]*)\\(");
    private static final Pattern ANY_CALL = Pattern.compile("([A-Za-z_$][\\w$]*)\\(");
    private static final Pattern STRING = Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"");

    private final NodeNames names;

    ClassSpreader(NodeNames names) {
        this.names = names;
    }

    /**
     * Whether {@code type}'s methods must be spread: the methods and strings its code names
     * would take more than {@link Sizes#spreadAbove} constant-pool entries in one class (the
     * rest of a class, its fields, types and numbers, stays far below the other 25,000).
     */
    static boolean needed(TypeSpec type, Sizes sizes) {
        Set<String> called = new HashSet<>();
        Set<String> strings = new HashSet<>();
        for (MethodSpec method : type.methodSpecs()) {
            named(method, called, strings);
        }
        return 3 * called.size() + 2 * strings.size() > sizes.spreadAbove();
    }

    /** {@code type} with its movable methods spread over inner classes. */
    TypeSpec spread(TypeSpec type, Sizes sizes) {
        int perPart = sizes.entriesPerClass();
        Map<String, Integer> partOf = new HashMap<>();
        List<List<MethodSpec>> parts = new ArrayList<>();
        int budget = 0;
        for (MethodSpec method : type.methodSpecs()) {
            if (!movable(method)) {
                continue;
            }
            int cost = cost(method);
            if (parts.isEmpty() || budget + cost > perPart && !parts.get(parts.size() - 1)
                    .isEmpty()) {
                parts.add(new ArrayList<>());
                budget = 0;
            }
            parts.get(parts.size() - 1).add(method);
            partOf.put(method.name(), parts.size() - 1);
            budget += cost;
        }
        TypeSpec.Builder outer = TypeSpec.classBuilder(type.name())
                .addModifiers(type.modifiers().toArray(Modifier[]::new))
                .addSuperinterfaces(type.superinterfaces())
                .addAnnotations(type.annotations())
                .addJavadoc(type.javadoc())
                .alwaysQualify(type.alwaysQualifiedNames().toArray(String[]::new));
        type.fieldSpecs().forEach(outer::addField);
        for (int part = 0; part < parts.size(); part++) {
            outer.addField(FieldSpec.builder(ClassName.get("", partClass(part)), partField(part),
                            Modifier.PRIVATE, Modifier.FINAL)
                    .initializer("new $L()", partClass(part))
                    .build());
        }
        for (MethodSpec method : type.methodSpecs()) {
            if (!partOf.containsKey(method.name())) {
                outer.addMethod(rewrite(method, -1, partOf, type.name()));
            }
        }
        type.typeSpecs().forEach(outer::addType);
        for (int part = 0; part < parts.size(); part++) {
            TypeSpec.Builder holder = TypeSpec.classBuilder(partClass(part))
                    .addModifiers(Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("Part $L of this very large tree's code, in a class of its own:"
                            + " a class file holds at most 65,535 constants.\n", part);
            for (MethodSpec method : parts.get(part)) {
                holder.addMethod(rewrite(method, part, partOf, type.name()));
            }
            outer.addType(holder.build());
        }
        return outer.build();
    }

    private boolean movable(MethodSpec method) {
        return !method.isConstructor() && !method.modifiers().contains(Modifier.STATIC)
                && !method.modifiers().contains(Modifier.PUBLIC)
                && method.annotations().isEmpty()
                && (PART.matcher(method.name()).matches() || names.isNodeMethod(method.name()));
    }

    /** {@code method}, placed in {@code part} (-1: the tree class), its calls qualified. */
    private static MethodSpec rewrite(MethodSpec method, int part, Map<String, Integer> partOf,
            String outerName) {
        String code = method.code().toString();
        StringBuilder text = new StringBuilder();
        Matcher literal = STRING.matcher(code);
        int from = 0;
        while (literal.find()) { // string literals are kept as they are
            text.append(rewriteCode(code.substring(from, literal.start()), part, partOf,
                    outerName)).append(literal.group());
            from = literal.end();
        }
        text.append(rewriteCode(code.substring(from), part, partOf, outerName));
        boolean changed = !text.toString().equals(code);
        if (!changed && part < 0) {
            return method;
        }
        MethodSpec.Builder copy = method.isConstructor() ? MethodSpec.constructorBuilder()
                : MethodSpec.methodBuilder(method.name()).returns(method.returnType());
        copy.addModifiers(method.modifiers().stream()
                        .filter(m -> part < 0 || m != Modifier.PRIVATE)
                        .toArray(Modifier[]::new))
                .addAnnotations(method.annotations())
                .addJavadoc(method.javadoc())
                .addParameters(method.parameters())
                .addExceptions(method.exceptions())
                .varargs(method.varargs())
                .addCode(CodeBlock.of("$L", text));
        return copy.build();
    }

    /** Code outside string literals: calls to methods of other parts, and {@code this}. */
    private static String rewriteCode(String code, int part, Map<String, Integer> partOf,
            String outerName) {
        Matcher calls = CALL.matcher(code);
        StringBuilder text = new StringBuilder();
        while (calls.find()) {
            Integer target = partOf.get(calls.group(1));
            String replacement = target != null && target != part
                    ? partField(target) + "." + calls.group() : calls.group();
            calls.appendReplacement(text, Matcher.quoteReplacement(replacement));
        }
        calls.appendTail(text);
        return part < 0 ? text.toString() : text.toString().replaceAll(
                "(?<![\\w.$])this(?![\\w$])", Matcher.quoteReplacement(outerName + ".this"));
    }

    /**
     * The constant-pool entries {@code method} may add, roughly: three per distinct method it
     * calls and two per distinct string, plus a few of its own.
     */
    private static int cost(MethodSpec method) {
        Set<String> called = new HashSet<>();
        Set<String> strings = new HashSet<>();
        named(method, called, strings);
        return 3 * called.size() + 2 * strings.size() + 4;
    }

    /** Adds the methods {@code method} calls and the strings it names. */
    private static void named(MethodSpec method, Set<String> called, Set<String> strings) {
        String code = method.code().toString();
        Matcher calls = ANY_CALL.matcher(code);
        while (calls.find()) {
            called.add(calls.group(1));
        }
        Matcher literal = STRING.matcher(code);
        while (literal.find()) {
            strings.add(literal.group());
        }
    }

    static String partClass(int part) {
        return "Part" + part;
    }

    static String partField(int part) {
        return "part" + part;
    }
}
