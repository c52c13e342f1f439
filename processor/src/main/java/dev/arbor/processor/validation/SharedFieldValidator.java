// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.base.Strings;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import dev.arbor.processor.validation.CallSites.Site;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The field a {@code @Permit} or {@code @SharedCooldown} names (§5.7): a field of the tree class
 * (declared or inherited, static or not), of the runtime type the kind shares
 * ({@code dev.arbor.runtime.Permits} or {@code CooldownGroup}), {@code final} (the tree reads it
 * once, when it is made), and readable by the generated class. Each reported on the value naming
 * it.
 */
public final class SharedFieldValidator implements TreeValidator {
    private final Types types;
    private final Elements elements;

    public SharedFieldValidator(Types types, Elements elements) {
        this.types = types;
        this.elements = elements;
    }

    @Override
    public void validate(TreeSource tree, Report report) {
        CallSites sites = new CallSites(tree);
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            if (!(node.attributes() instanceof Attributes.Shared shared)
                    || sites.of(node) == null) {
                continue;
            }
            check(tree, node, shared, sites.at(node, shared.fieldValue()), report);
        }
    }

    private void check(TreeSource tree, NodeMethod node, Attributes.Shared shared, Site site,
            Report report) {
        String kind = node.kind().simpleName();
        String typeName = shared.type().substring(shared.type().lastIndexOf('.') + 1);
        List<String> fieldNames = new ArrayList<>();
        Element field = null;
        for (Element member : elements.getAllMembers(tree.type())) {
            if (member.getKind() == ElementKind.FIELD) {
                fieldNames.add(member.getSimpleName().toString());
                if (member.getSimpleName().contentEquals(shared.field()) && field == null) {
                    field = member;
                }
            }
        }
        if (field == null) {
            site.add(report, Message.SHARED_FIELD_NOT_FOUND, kind, node.name(), shared.field(),
                    shared.attribute(), tree.type().getSimpleName(),
                    Strings.didYouMean(shared.field(), fieldNames), typeName);
            return;
        }
        TypeElement expected = elements.getTypeElement(shared.type());
        TypeMirror type = field.asType();
        if (expected == null || !types.isAssignable(type, expected.asType())) {
            site.add(report, Message.SHARED_FIELD_TYPE, kind, node.name(), shared.field(),
                    shared.attribute(), type, typeName);
            return;
        }
        if (!field.getModifiers().contains(Modifier.FINAL)) {
            site.add(report, Message.SHARED_FIELD_NOT_FINAL, kind, node.name(), shared.field());
        }
        if (field.getModifiers().contains(Modifier.PRIVATE)) {
            site.add(report, Message.INACCESSIBLE, "Field " + shared.field() + " of @" + kind
                    + " " + node.name() + "()", "private", tree.generatedClass().simpleName(),
                    "read", "make it package-private, or public");
            return;
        }
        String unreachable = Access.problem(tree, field);
        if (unreachable != null) {
            site.add(report, Message.INACCESSIBLE, "Field " + shared.field() + " of @" + kind
                    + " " + node.name() + "()", unreachable, tree.generatedClass().simpleName(),
                    "read", Access.fix(tree, field, true));
        }
    }
}
