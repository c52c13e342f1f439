// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.GeneratedNames;
import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeReader;
import dev.arbor.processor.read.TreeSource;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;

/**
 * The events of a tree include those of its inlined subtrees: an {@code @Event} method of a
 * subtree named like one of the tree's is the same event, but two of different names must not
 * map to one constant of the generated {@code Event} enum ({@code hit_me} here, {@code hitMe}
 * there), and the whole tree still has at most 64 events. Runs once the subtrees are known to
 * be valid tree classes without cycles; {@link EventValidator} has checked each class alone.
 */
public final class SubtreeEventValidator implements TreeValidator {
    private final TreeReader reader;

    public SubtreeEventValidator(TreeReader reader) {
        this.reader = reader;
    }

    /** An event method, and the path of subtree fields it is reached by (null: the tree's). */
    private record Found(String name, String path) {
        String describe() {
            return name + "()" + (path == null ? "" : " (of the subtree " + path + ")");
        }
    }

    @Override
    public void validate(TreeSource tree, Report report) {
        Map<String, Found> byConstant = new HashMap<>();
        Set<String> names = new LinkedHashSet<>();
        collect(tree, null, byConstant, names, null, report);
        for (NodeMethod field : subtreeFields(tree)) {
            collect(reader.read(typeOf(field), new Report()), field.name(), byConstant, names,
                    field, report);
        }
        if (names.size() > EventValidator.MAX_EVENTS) {
            report.add(tree.type(), tree.annotation(), Message.TOO_MANY_EVENTS,
                    tree.type().getSimpleName(), names.size(), " (its subtrees' included)");
        }
    }

    /**
     * Adds the events of {@code source}, reached by {@code path}, and those of its subtrees;
     * reports a clash on {@code field}, the tree's own subtree field it comes through.
     */
    private void collect(TreeSource source, String path, Map<String, Found> byConstant,
            Set<String> names, NodeMethod field, Report report) {
        for (List<NodeMethod> named : source.nodes().values()) {
            NodeMethod node = named.get(0);
            if (node.kind() != Kinds.EVENT) {
                continue;
            }
            names.add(node.name());
            Found found = new Found(node.name(), path);
            String constant = GeneratedNames.nodeConstant(node.name());
            Found other = byConstant.putIfAbsent(constant, found);
            if (other != null && !other.name().equals(node.name()) && field != null) {
                report.add(field.method(), field.annotation(), Message.EVENT_COLLISION,
                        other.describe(), found.describe(), constant);
            }
        }
        if (path == null) {
            return; // the tree's own subtrees: one call each, from validate
        }
        for (NodeMethod sub : subtreeFields(source)) {
            collect(reader.read(typeOf(sub), new Report()), path + "." + sub.name(), byConstant,
                    names, field, report);
        }
    }

    private static List<NodeMethod> subtreeFields(TreeSource source) {
        return source.nodes().values().stream().map(named -> named.get(0))
                .filter(node -> node.kind() == Kinds.SUBTREE).toList();
    }

    private static TypeElement typeOf(NodeMethod field) {
        return (TypeElement) ((DeclaredType) field.method().asType()).asElement();
    }
}
