// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.base.Strings;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import dev.arbor.processor.validation.CallRules.Broken;
import dev.arbor.processor.validation.CallRules.Passes;
import dev.arbor.processor.validation.CallRules.Returns;
import dev.arbor.processor.validation.CallRules.Rule;
import dev.arbor.processor.validation.CallSites.Site;
import java.util.List;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * A {@code @Wait} gives exactly one duration: {@code millis}, or {@code millisFrom}, a method
 * the generated class calls on each entry, so keeping {@link CallRules}: nothing or one
 * {@code @Now long} parameter, returns {@code long} or {@code int}, not private or static,
 * reachable from its package, no checked exception. Reported on the value at fault (both given:
 * on {@code millisFrom}; neither: on the annotation), or for a wait inherited from a superclass,
 * where the tree class names it ({@link CallSites}). A negative {@code millis} is
 * {@link AttributeValueValidator}'s.
 */
public final class WaitDurationValidator implements TreeValidator {
    private final CallRules rules;

    public WaitDurationValidator(Types types, Elements elements) {
        this.rules = new CallRules(types, elements);
    }

    @Override
    public void validate(TreeSource tree, Report report) {
        CallSites sites = new CallSites(tree);
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            if (node.kind() != Kinds.WAIT || sites.of(node) == null) {
                continue;
            }
            if (node.attributes() instanceof Attributes.Timed timed
                    && timed.millisValue() == null) {
                sites.of(node).add(report, Message.WAIT_DURATION, node.name(),
                        "gives no duration");
            } else if (node.attributes() instanceof Attributes.TimedBy by) {
                Site site = sites.at(node, by.methodValue());
                if (by.millisValue() != null) {
                    site.add(report, Message.WAIT_DURATION, node.name(),
                            "gives both millis and millisFrom");
                } else {
                    checkMethod(tree, node, by.method(), site, report);
                }
            }
        }
    }

    private void checkMethod(TreeSource tree, NodeMethod node, String name, Site site,
            Report report) {
        ExecutableElement method = tree.callable(name);
        if (method == null) {
            site.add(report, Message.UNKNOWN_DURATION, node.name(), name,
                    tree.type().getSimpleName(), Strings.didYouMean(name, tree.methods().keySet()));
            return;
        }
        List<Broken> broken = rules.check(tree, method, Passes.NOTHING_OR_NOW, Returns.LONG_OR_INT);
        if (broken.isEmpty()) {
            return;
        }
        Broken first = broken.get(0);
        if (first.rule() == Rule.PARAMETERS || first.rule() == Rule.NOW_TYPE) {
            NodeSignatureValidator.parameterProblem(tree, method, first, site, report,
                    "Duration method", name);
            return;
        }
        String why = switch (first.rule()) {
            case PRIVATE -> name + "() is private";
            case STATIC -> name + "() is static";
            case RETURN -> name + "() returns " + first.detail();
            case CHECKED_EXCEPTION -> name + "() declares the checked exception "
                    + first.detail();
            case INACCESSIBLE, PARAMETERS, NOW_TYPE -> null;
        };
        if (why == null) {
            site.add(report, Message.INACCESSIBLE, "duration method " + name + "() of @Wait "
                            + node.name() + "()", first.detail(),
                    tree.generatedClass().simpleName(), "call", Access.fix(tree, method, false));
        } else {
            site.add(report, Message.DURATION_SIGNATURE, node.name(), name, why);
        }
    }
}
