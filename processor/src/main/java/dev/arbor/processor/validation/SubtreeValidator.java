// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Annotations;
import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeReader;
import dev.arbor.processor.read.TreeSource;
import dev.arbor.processor.validation.CallSites.Site;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;

/**
 * A {@code @Subtree} field's type is a {@code @BehaviorTree} class of the same package whose
 * own tree is valid, and subtrees never contain, through any chain of classes, the class they
 * are in (the message prints the chain). A field inherited from a superclass is reported where
 * the tree class names it ({@link CallSites}), and not at all if it never does.
 */
public final class SubtreeValidator implements TreeValidator {
    private final TreeReader reader;
    private final Predicate<TypeElement> hasErrors;

    /**
     * @param hasErrors whether a subtree's class has errors by every rule (its own processing
     *     reports them)
     */
    public SubtreeValidator(TreeReader reader, Predicate<TypeElement> hasErrors) {
        this.reader = reader;
        this.hasErrors = hasErrors;
    }

    @Override
    public void validate(TreeSource tree, Report report) {
        CallSites sites = new CallSites(tree);
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            Site site = sites.of(node);
            if (node.kind() != Kinds.SUBTREE || site == null) {
                continue; // a superclass's field this tree never uses is not inlined
            }
            TypeElement type = treeClass(node);
            if (type == null) {
                site.add(report, Message.SUBTREE_TYPE, node.name(), node.method().asType());
            } else if (!packageOf(type).equals(packageOf(tree.type()))) {
                site.add(report, Message.SUBTREE_PACKAGE, node.name(), type.getQualifiedName(),
                        packageOf(tree.type()).getQualifiedName());
            } else {
                List<String> chain = new ArrayList<>(List.of(tree.type().getSimpleName()
                        + "." + node.name()));
                if (reaches(type, tree.type(), chain)) {
                    site.add(report, Message.SUBTREE_CYCLE, node.name(),
                            "    " + String.join(System.lineSeparator() + "    -> ", chain));
                } else if (hasErrors.test(type)) {
                    site.add(report, Message.SUBTREE_INVALID, node.name(), type.getSimpleName(),
                            type.getSimpleName());
                }
            }
        }
    }

    /** The field's type if it is a {@code @BehaviorTree} class, else null. */
    private static TypeElement treeClass(NodeMethod field) {
        if (field.method().asType().getKind() != TypeKind.DECLARED) {
            return null;
        }
        TypeElement type = (TypeElement) ((DeclaredType) field.method().asType()).asElement();
        return Annotations.find(type, TreeReader.BEHAVIOR_TREE) != null ? type : null;
    }

    /** Whether {@code from}'s subtrees reach {@code target}; {@code chain} names the path. */
    private boolean reaches(TypeElement from, TypeElement target, List<String> chain) {
        if (from.equals(target)) {
            return true;
        }
        if (chain.size() > 64) {
            return false; // deeper than any real tree; a cycle would have shown by now
        }
        TreeSource source = reader.read(from, new Report());
        for (List<NodeMethod> named : source.nodes().values()) {
            NodeMethod node = named.get(0);
            TypeElement next = node.kind() == Kinds.SUBTREE ? treeClass(node) : null;
            if (next != null) {
                chain.add(from.getSimpleName() + "." + node.name());
                if (reaches(next, target, chain)) {
                    return true;
                }
                chain.remove(chain.size() - 1);
            }
        }
        return false;
    }

    private static PackageElement packageOf(Element element) {
        Element e = element;
        while (!(e instanceof PackageElement)) {
            e = e.getEnclosingElement();
        }
        return (PackageElement) e;
    }
}
