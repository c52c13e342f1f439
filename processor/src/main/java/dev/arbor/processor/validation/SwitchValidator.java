// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.base.Strings;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import dev.arbor.processor.validation.CallRules.Broken;
import dev.arbor.processor.validation.CallRules.Returns;
import dev.arbor.processor.validation.CallSites.Site;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * A Switch's {@code on} names a method of the class that the generated class can call as
 * {@link CallRules} say, with no parameters, returning {@code int} or an enum type the generated
 * class can name (it compares the answer with the constants); it is no node of the tree. Its
 * {@code cases} give one value per child of {@code value}, each a constant of that enum or a
 * decimal int, no two alike. Each problem is reported on the value at fault, or for a Switch
 * inherited from a superclass, where the tree class names it ({@link CallSites}); the cases are
 * checked only against a method that passed.
 */
public final class SwitchValidator implements TreeValidator {
    private final CallRules rules;

    public SwitchValidator(Types types, Elements elements) {
        this.rules = new CallRules(types, elements);
    }

    @Override
    public void validate(TreeSource tree, Report report) {
        CallSites sites = new CallSites(tree);
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            if (node.attributes() instanceof Attributes.Switched switched
                    && sites.of(node) != null) {
                check(tree, node, switched, sites, report);
            }
        }
    }

    private void check(TreeSource tree, NodeMethod node, Attributes.Switched switched,
            CallSites sites, Report report) {
        TypeMirror type = onType(tree, node, switched, sites.at(node, switched.onValue()),
                report);
        int children = node.children().size() - (switched.hasOtherwise() ? 1 : 0);
        if (switched.cases().size() != children) {
            sites.at(node, switched.casesValue()).add(report, Message.CASES_COUNT, node.name(),
                    switched.cases().size(), children);
        }
        if (type == null) {
            return;
        }
        List<String> constants = constants(type);
        Map<Object, String> seen = new HashMap<>();
        for (int i = 0; i < switched.cases().size(); i++) {
            String written = switched.cases().get(i);
            Site site = sites.at(node, switched.each().get(i));
            Object value;
            if (constants == null) {
                value = parse(written);
                if (value == null) {
                    site.add(report, Message.MALFORMED_CASE, node.name(), written,
                            switched.on(), written);
                    continue;
                }
            } else if (constants.contains(written)) {
                value = written;
            } else {
                site.add(report, Message.UNKNOWN_CASE, node.name(), written, typeName(type),
                        Strings.didYouMean(written, constants), String.join(", ", constants));
                continue;
            }
            String first = seen.putIfAbsent(value, written);
            if (first != null) {
                site.add(report, Message.DUPLICATE_CASE, node.name(), written,
                        first.equals(written) ? "" : " (as '" + first + "' and '" + written
                                + "')");
            }
        }
    }

    /**
     * The type {@code on}'s method returns, {@code int} or an enum the generated class can
     * name; null, reported, when there is no such method or the generated class cannot use it.
     */
    private TypeMirror onType(TreeSource tree, NodeMethod node, Attributes.Switched switched,
            Site site, Report report) {
        String name = switched.on();
        List<ExecutableElement> candidates = tree.methods().get(name);
        if (candidates == null) {
            site.add(report, Message.UNKNOWN_SWITCH_ON, node.name(), name,
                    tree.type().getSimpleName(), Strings.didYouMean(name, tree.methods().keySet()));
            return null;
        }
        if (tree.nodes().containsKey(name)) {
            NodeMethod named = tree.nodes().get(name).get(0);
            site.add(report, Message.SWITCH_ON_SIGNATURE, node.name(), name,
                    "it is the @" + named.kind().simpleName() + " node " + named.describe()
                            + ", which runs in the tree");
            return null;
        }
        // the call passes nothing: the overload taking nothing, if there is one
        ExecutableElement method = candidates.stream().filter(m -> m.getParameters().isEmpty())
                .findFirst().orElse(candidates.get(0));
        List<Broken> broken = rules.check(tree, method, CallRules.Passes.NOTHING,
                Returns.INT_OR_ENUM);
        if (!broken.isEmpty()) {
            Broken first = broken.get(0);
            String why = switch (first.rule()) {
                case PRIVATE -> name + "() is private";
                case STATIC -> name + "() is static";
                case PARAMETERS -> name + "() takes parameters";
                case RETURN -> name + "() returns " + first.detail();
                case CHECKED_EXCEPTION -> name + "() declares the checked exception "
                        + first.detail();
                case INACCESSIBLE -> null;
                case NOW_TYPE -> throw new IllegalStateException(
                        "the method a Switch asks is passed nothing, so no @Now is checked");
            };
            if (why == null) {
                site.add(report, Message.INACCESSIBLE, "method " + name + "() of @Switch "
                                + node.name() + "()", first.detail(),
                        tree.generatedClass().simpleName(), "call",
                        Access.fix(tree, method, false));
            } else {
                site.add(report, Message.SWITCH_ON_SIGNATURE, node.name(), name, why);
            }
            return null;
        }
        TypeMirror type = tree.returnType(method);
        String hidden = type.getKind() == TypeKind.INT ? null : Access.typeProblem(tree, type);
        if (hidden != null) {
            site.add(report, Message.INACCESSIBLE, "The enum " + typeName(type) + " of @Switch "
                            + node.name() + "()", hidden,
                    tree.generatedClass().simpleName(), "name",
                    "make " + typeName(type) + " public, or declare it in the package of "
                            + tree.type().getSimpleName());
            return null;
        }
        return type;
    }

    /** The names of the constants of enum {@code type}, in order; null for {@code int}. */
    private static List<String> constants(TypeMirror type) {
        if (!(type instanceof DeclaredType declared)) {
            return null;
        }
        List<String> names = new ArrayList<>();
        for (Element member : declared.asElement().getEnclosedElements()) {
            if (member.getKind() == ElementKind.ENUM_CONSTANT) {
                names.add(member.getSimpleName().toString());
            }
        }
        return names;
    }

    /** {@code written} as a decimal int, or null. */
    private static Integer parse(String written) {
        if (!written.matches("-?[0-9]+")) {
            return null; // no "+3", no blanks: the cases read as the ints they are
        }
        try {
            return Integer.parseInt(written);
        } catch (NumberFormatException e) {
            return null; // out of range
        }
    }

    private static String typeName(TypeMirror type) {
        return ((TypeElement) ((DeclaredType) type).asElement()).getQualifiedName().toString();
    }
}
