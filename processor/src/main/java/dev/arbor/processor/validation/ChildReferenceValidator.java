// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.base.Strings;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.util.ElementFilter;

/**
 * The root and every child name resolve to a node method, and every composite has a child.
 * A name that matches a method or a field without a node annotation gets its own message; any
 * other gets "did you mean".
 */
public final class ChildReferenceValidator implements TreeValidator {
    @Override
    public void validate(TreeSource tree, Report report) {
        if (!tree.nodes().containsKey(tree.root())) {
            String hint = tree.methods().containsKey(tree.root())
                    ? " (" + tree.root() + "() exists but has no node annotation)"
                    : hasField(tree, tree.root()) ? " (field " + tree.root() + " exists but has"
                            + " no @Task or @Subtree)"
                    : Strings.didYouMean(tree.root(), tree.nodes().keySet());
            report.add(tree.type(), tree.annotation(), tree.rootValue(), Message.ROOT_NOT_FOUND,
                    tree.root(), tree.type().getSimpleName(), tree.root(), hint);
        }
        for (List<NodeMethod> named : tree.nodes().values()) {
            for (NodeMethod node : named) {
                if (node.kind().isLeaf()) {
                    continue;
                }
                if (node.children().isEmpty()) {
                    report.add(node.method(), node.annotation(),
                            node.childValues().isEmpty() ? null : node.childValues().get(0),
                            Message.NO_CHILDREN, node.kind().simpleName(), node.name());
                }
                for (int i = 0; i < node.children().size(); i++) {
                    checkChild(tree, node, i, report);
                }
            }
        }
    }

    /** Whether the tree class or a superclass declares a field {@code name}. */
    private static boolean hasField(TreeSource tree, String name) {
        for (Element type = tree.type(); type instanceof TypeElement t;
                type = t.getSuperclass() instanceof DeclaredType s ? s.asElement() : null) {
            for (VariableElement field : ElementFilter.fieldsIn(t.getEnclosedElements())) {
                if (field.getSimpleName().contentEquals(name)) {
                    return true;
                }
            }
        }
        return false;
    }

    private void checkChild(TreeSource tree, NodeMethod node, int i, Report report) {
        String child = node.children().get(i);
        if (tree.nodes().containsKey(child)) {
            return;
        }
        if (child.isEmpty()) {
            report.add(node.method(), node.annotation(), node.childValues().get(i),
                    Message.EMPTY_CHILD, node.kind().simpleName(), node.name());
            return;
        }
        if (tree.methods().containsKey(child)) {
            report.add(node.method(), node.annotation(), node.childValues().get(i),
                    Message.NOT_A_NODE, node.kind().simpleName(), node.name(), child,
                    "method " + child + "()", Kinds.annotationList());
        } else if (hasField(tree, child)) {
            report.add(node.method(), node.annotation(), node.childValues().get(i),
                    Message.NOT_A_NODE, node.kind().simpleName(), node.name(), child,
                    "field " + child, "@" + Kinds.TASK.simpleName() + " or @"
                            + Kinds.SUBTREE.simpleName());
        } else {
            report.add(node.method(), node.annotation(), node.childValues().get(i),
                    Message.UNKNOWN_CHILD, node.kind().simpleName(), node.name(), child,
                    tree.type().getSimpleName(), Strings.didYouMean(child, tree.nodes().keySet()));
        }
    }
}
