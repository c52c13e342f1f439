// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.VariableElement;

/**
 * Where a problem with what the generated class calls or reads is reported: on the tree class,
 * whose generated class makes the call, at the value that names it.
 *
 * <ul>
 * <li>A node declared in the tree class: on its own annotation, and what that annotation names
 *     (a hook, a weight method) on the value naming it.
 * <li>A node declared in a superclass (inherited, or not even that): where the tree class first
 *     names it, going down from the root: a child or condition value of one of the tree class's
 *     own node annotations, or its {@code @BehaviorTree}'s root; when only inherited nodes name
 *     it, where the tree class names the first of those. A problem with what such a node names
 *     (its hooks, its weight methods) goes there, too. So the error is on a line of the class
 *     whose tree does not compile, whatever package, or class file, the method comes from.
 * <li>A node declared in a superclass that the root never reaches: nowhere. The generated class
 *     never uses it (a base class may serve several trees, each using some of its nodes).
 * </ul>
 */
final class CallSites {
    /** A place to report at: an annotation value, else the annotation, of an element. */
    record Site(Element element, AnnotationMirror annotation, AnnotationValue value) {
        void add(Report report, Message message, Object... args) {
            report.add(element, annotation, value, message, args);
        }
    }

    private final TreeSource tree;
    /** Per node name the root reaches, where the tree class first names it. */
    private final Map<String, Site> named = new HashMap<>();

    CallSites(TreeSource tree) {
        this.tree = tree;
        NodeMethod root = tree.node(tree.root());
        if (root == null) {
            return; // ChildReferenceValidator reports it
        }
        Deque<NodeMethod> pending = new ArrayDeque<>();
        named.put(root.name(), new Site(tree.type(), tree.annotation(), tree.rootValue()));
        pending.add(root);
        while (!pending.isEmpty()) {
            NodeMethod node = pending.poll();
            for (int i = 0; i < node.children().size(); i++) {
                reach(node.children().get(i), at(node, node.childValues().get(i)), pending);
            }
            if (node.attributes() instanceof Attributes.Conditional conditional) {
                reach(conditional.condition(), at(node, conditional.conditionValue()), pending);
            }
        }
    }

    private void reach(String name, Site site, Deque<NodeMethod> pending) {
        NodeMethod node = tree.node(name);
        if (node != null && !named.containsKey(name)) {
            named.put(name, site);
            pending.add(node);
        }
    }

    /**
     * Where a problem with {@code node} itself goes; null for a node of a superclass that the
     * root never reaches.
     */
    Site of(NodeMethod node) {
        return at(node, null);
    }

    /**
     * Where a problem with what {@code node} names in {@code value} (a child, a hook, a weight
     * method, a condition) goes; null for a node of a superclass that the root never reaches.
     */
    Site at(NodeMethod node, AnnotationValue value) {
        return declaredInTree(node) ? new Site(node.method(), node.annotation(), value)
                : named.get(node.name());
    }

    /**
     * Where a problem with {@code parameter} of {@code method}, a method the generated class
     * calls, goes: on the parameter when the tree class declares the method, else at
     * {@code site}, where the tree class names it (null: nowhere, as {@link #at}).
     */
    Site parameter(ExecutableElement method, VariableElement parameter, Site site) {
        return site == null ? null : method.getEnclosingElement().equals(tree.type())
                ? new Site(parameter, null, null) : site;
    }

    /** Whether the tree class itself declares {@code node}. */
    boolean declaredInTree(NodeMethod node) {
        return node.method().getEnclosingElement().equals(tree.type());
    }
}
