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
import dev.arbor.processor.validation.CallRules.Rule;
import dev.arbor.processor.validation.CallRules.Returns;
import dev.arbor.processor.validation.CallSites.Site;
import java.util.List;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * A random composite's {@code weights} give one non-negative weight per child (or none: all 1),
 * and for a RandomChoice, which draws one child, at least one positive; a weighted selector's
 * name one weight method per child, each called by the generated class, so keeping
 * {@link CallRules}: nothing or one {@code @Now long} parameter, returns {@code int} or
 * {@code double}, not private or static, reachable from its package, no checked exception.
 * Reported on the value at fault, or for a composite inherited from a superclass, where the tree
 * class names it ({@link CallSites}).
 */
public final class WeightsValidator implements TreeValidator {
    private final CallRules rules;

    public WeightsValidator(Types types, Elements elements) {
        this.rules = new CallRules(types, elements);
    }

    @Override
    public void validate(TreeSource tree, Report report) {
        CallSites sites = new CallSites(tree);
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            if (node.attributes() instanceof Attributes.Weights weights
                    && sites.of(node) != null) {
                check(tree, node, weights, sites, report);
            }
        }
    }

    private void check(TreeSource tree, NodeMethod node, Attributes.Weights weights,
            CallSites sites, Report report) {
        String kind = node.kind().simpleName();
        boolean methods = node.kind() == Kinds.WEIGHTED_SELECTOR;
        int given = methods ? weights.methods().size() : weights.ints().size();
        int children = node.children().size();
        if ((methods || given > 0) && given != children) {
            sites.at(node, weights.weightsValue()).add(report, Message.WEIGHTS_COUNT, kind,
                    node.name(), given, children, methods ? "" : ", or none for all 1");
            return;
        }
        boolean negative = false;
        for (int i = 0; i < given; i++) {
            Site site = sites.at(node, weights.each().get(i));
            if (!methods && weights.ints().get(i) < 0) {
                negative = true;
                site.add(report, Message.NEGATIVE_WEIGHT, kind, node.name(),
                        weights.ints().get(i), node.children().get(i));
            } else if (methods) {
                checkMethod(tree, node, weights.methods().get(i), site, report);
            }
        }
        // a kind that draws one child must have one to draw (a drawn order places zeros last)
        if (node.kind().behaviour().drawsOne() && given > 0 && !negative
                && weights.ints().stream().allMatch(w -> w == 0)) {
            sites.at(node, weights.weightsValue()).add(report, Message.ZERO_WEIGHTS, kind,
                    node.name());
        }
    }

    private void checkMethod(TreeSource tree, NodeMethod node, String name, Site site,
            Report report) {
        List<ExecutableElement> candidates = tree.methods().get(name);
        if (candidates == null) {
            site.add(report, Message.UNKNOWN_WEIGHT, node.kind().simpleName(), node.name(), name,
                    tree.type().getSimpleName(), Strings.didYouMean(name, tree.methods().keySet()));
            return;
        }
        // the call passes nothing or the tick's time: the overload taking that, if there is one
        ExecutableElement method = tree.callable(name);
        List<Broken> broken = rules.check(tree, method, Passes.NOTHING_OR_NOW,
                Returns.INT_OR_DOUBLE);
        if (broken.isEmpty()) {
            return;
        }
        Broken first = broken.get(0);
        if (first.rule() == Rule.PARAMETERS || first.rule() == Rule.NOW_TYPE) {
            NodeSignatureValidator.parameterProblem(tree, method, first, site, report,
                    "Weight method", name);
            return;
        }
        String why = switch (first.rule()) {
            case PRIVATE -> name + "() is private";
            case STATIC -> name + "() is static";
            case PARAMETERS, NOW_TYPE -> throw new IllegalStateException("reported above");
            case RETURN -> name + "() returns " + first.detail();
            case CHECKED_EXCEPTION -> name + "() declares the checked exception "
                    + first.detail();
            case INACCESSIBLE -> null;
        };
        if (why == null) {
            site.add(report, Message.INACCESSIBLE, "weight method " + name + "() of @"
                            + node.kind().simpleName() + " " + node.name() + "()",
                    first.detail(), tree.generatedClass().simpleName(), "call",
                    Access.fix(tree, method, false));
        } else {
            site.add(report, Message.WEIGHT_SIGNATURE, node.kind().simpleName(), node.name(),
                    name, why);
        }
    }
}
