// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.Signature;
import dev.arbor.processor.read.AsyncStage;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import dev.arbor.processor.validation.CallRules.Broken;
import dev.arbor.processor.validation.CallRules.Passes;
import dev.arbor.processor.validation.CallRules.Returns;
import dev.arbor.processor.validation.CallSites.Site;
import java.util.List;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Each node has the shape its kind needs. A leaf method ({@code @Action}, {@code @Condition}) is
 * called by the generated class: {@link CallRules}, with the return type its kind needs
 * (Status, boolean or void; boolean), passing nothing or the tick's time ({@code @Now long},
 * docs/semantics.md §8.1; a parameter at fault is reported on itself). A composite's, decorator's, {@code @Wait}'s or
 * {@code @Event}'s method is never called: it is not private or static, takes nothing and
 * returns void. A {@code @Task} or {@code @Subtree} field is read by the generated class: not
 * private or static, reachable from its package; a {@code @Task} field is final (one task object
 * per agent, for the agent's life), and its type implements {@code dev.arbor.runtime.TaskObject} and
 * can be named from the generated class's package. Each problem is reported where
 * {@link CallSites} says: an inherited node on the tree class, where it names it.
 */
public final class NodeSignatureValidator implements TreeValidator {
    private static final String TASK = "dev.arbor.runtime.TaskObject";
    private static final String ON_THE_AGENT = "node methods are called on the agent instance";

    private final Types types;
    private final Elements elements;
    private final CallRules rules;

    public NodeSignatureValidator(Types types, Elements elements) {
        this.types = types;
        this.elements = elements;
        this.rules = new CallRules(types, elements);
    }

    @Override
    public void validate(TreeSource tree, Report report) {
        CallSites sites = new CallSites(tree);
        for (List<NodeMethod> named : tree.nodes().values()) {
            // a name declared twice is reported once, by UniqueNodeNameValidator
            NodeMethod node = named.get(0);
            Site site = sites.of(node);
            if (site == null) {
                continue; // a superclass's node this tree never uses
            }
            if (node.isField()) {
                validateField(tree, node, site, report);
            } else if (node.kind().signature() == Signature.BODY_NEVER_CALLED) {
                validateNeverCalled(tree, node, site, report);
            } else {
                validateLeaf(tree, node, site, report);
            }
        }
    }

    /** A leaf method: what the generated class calls. */
    private void validateLeaf(TreeSource tree, NodeMethod node, Site site, Report report) {
        String kind = node.kind().simpleName();
        ExecutableElement method = (ExecutableElement) node.method();
        boolean condition = node.kind().signature() == Signature.CONDITION;
        for (Broken broken : rules.check(tree, method, Passes.NOTHING_OR_NOW,
                condition ? Returns.BOOLEAN : Returns.STATUS_BOOLEAN_OR_VOID)) {
            switch (broken.rule()) {
                case PRIVATE -> site.add(report, Message.PRIVATE_NODE, kind, node.describe(),
                        "calls");
                case STATIC -> site.add(report, Message.STATIC_NODE, kind, node.describe(),
                        ON_THE_AGENT);
                case INACCESSIBLE -> site.add(report, Message.INACCESSIBLE,
                        "@" + kind + " " + node.describe(), broken.detail(),
                        tree.generatedClass().simpleName(), "call",
                        Access.fix(tree, method, true));
                case PARAMETERS -> parameterProblem(tree, method, broken, site, report,
                        "@" + kind + " method", node.name());
                case NOW_TYPE -> parameterProblem(tree, method, broken, site, report,
                        "@" + kind + " method", node.name());
                case RETURN -> site.add(report, !condition ? Message.ACTION_RETURN
                        : AsyncStage.stageOf(types, tree.returnType(method)) != null
                                ? Message.ASYNC_CONDITION : Message.CONDITION_RETURN,
                        node.name(), broken.detail());
                case CHECKED_EXCEPTION -> site.add(report, Message.CHECKED_EXCEPTION,
                        "@" + kind + " method", node.name(), broken.detail());
            }
        }
        TypeMirror returned = tree.returnType(method);
        if (!condition && AsyncStage.stageOf(types, returned) != null
                && AsyncStage.completesWith(types, returned) == null) {
            site.add(report, Message.ASYNC_RETURN, node.name(),
                    tree.signature(method).getReturnType(), AsyncStage.argument(types, returned));
        }
    }

    /**
     * A parameter of {@code method}, which the generated class calls, that the call cannot pass
     * (PARAMETERS) or a {@code @Now} one that is not a {@code long} (NOW_TYPE): on the parameter
     * ({@link CallSites#parameter}). Shared by every validator of a called method.
     */
    static void parameterProblem(TreeSource tree, ExecutableElement method, Broken broken,
            Site site, Report report, String role, String name) {
        VariableElement parameter = (VariableElement) broken.detail();
        Site at = new CallSites(tree).parameter(method, parameter, site);
        if (at == null) {
            return;
        }
        String parameterName = parameter.getSimpleName().toString();
        switch (broken.rule()) {
            case PARAMETERS -> at.add(report, Message.CALL_PARAMETERS, role, name,
                    parameterName, parameterName);
            case NOW_TYPE -> at.add(report, Message.NOW_TYPE, parameterName, name,
                    tree.signature(method).getParameterTypes().get(0));
            case PRIVATE, STATIC, INACCESSIBLE, RETURN, CHECKED_EXCEPTION ->
                    throw new IllegalArgumentException(broken + " is not about a parameter");
        }
    }

    /** A composite's, decorator's, wait's or event's method: never called, only read. */
    private static void validateNeverCalled(TreeSource tree, NodeMethod node, Site site,
            Report report) {
        String kind = node.kind().simpleName();
        ExecutableElement method = (ExecutableElement) node.method();
        if (method.getModifiers().contains(Modifier.PRIVATE)) {
            site.add(report, Message.PRIVATE_NODE, kind, node.describe(), "calls");
        }
        if (method.getModifiers().contains(Modifier.STATIC)) {
            site.add(report, Message.STATIC_NODE, kind, node.describe(), ON_THE_AGENT);
        }
        if (!method.getParameters().isEmpty()) {
            site.add(report, Message.NODE_PARAMETERS, kind, node.name());
        }
        if (tree.returnType(method).getKind() != TypeKind.VOID) {
            site.add(report, Message.COMPOSITE_RETURN, kind, node.name(),
                    tree.signature(method).getReturnType());
        }
    }

    /** A {@code @Task} or {@code @Subtree} field: what the generated class reads. */
    private void validateField(TreeSource tree, NodeMethod node, Site site, Report report) {
        String kind = node.kind().simpleName();
        boolean task = node.kind() == Kinds.TASK;
        TypeMirror type = node.method().asType();
        if (node.method().getModifiers().contains(Modifier.PRIVATE)) {
            site.add(report, Message.PRIVATE_NODE, kind, node.describe(), "reads");
        }
        boolean isStatic = node.method().getModifiers().contains(Modifier.STATIC);
        if (task && (isStatic || !node.method().getModifiers().contains(Modifier.FINAL))) {
            site.add(report, Message.TASK_FIELD, node.name(), isStatic ? "static" : "not final",
                    isStatic ? "a static field is one object for every agent of "
                            + tree.type().getSimpleName() + ", whose trees would start, update"
                            + " and end it over each other's runs"
                            : "an object put in its place while the task runs would be updated"
                                    + " and ended without having been started",
                    simpleName(type), node.name());
        } else if (isStatic) {
            site.add(report, Message.STATIC_NODE, kind, node.describe(),
                    "the generated tree reads it from the agent instance");
        }
        String unreachable = Access.problem(tree, node.method());
        if (unreachable != null) {
            site.add(report, Message.INACCESSIBLE, "@" + kind + " " + node.describe(),
                    unreachable, tree.generatedClass().simpleName(), "read",
                    Access.fix(tree, node.method(), true));
        }
        if (!task) {
            return; // its type is SubtreeValidator's
        }
        TypeElement taskType = elements.getTypeElement(TASK);
        if (taskType == null || !types.isAssignable(types.erasure(type),
                types.erasure(taskType.asType()))) {
            site.add(report, Message.TASK_TYPE, node.name(), type);
        } else if (Access.typeProblem(tree, type) != null) {
            String named = ((TypeElement) types.asElement(type)).getQualifiedName().toString();
            site.add(report, Message.INACCESSIBLE,
                    "The type " + named + " of @Task field " + node.name(),
                    Access.typeProblem(tree, type), tree.generatedClass().simpleName(), "use",
                    "make " + named + " public, or declare the field as " + TASK);
        }
    }

    /** {@code type} as a declaration would write it: its simple name, if it has one. */
    private static String simpleName(TypeMirror type) {
        return type instanceof DeclaredType declared && declared.getTypeArguments().isEmpty()
                ? declared.asElement().getSimpleName().toString() : type.toString();
    }
}
