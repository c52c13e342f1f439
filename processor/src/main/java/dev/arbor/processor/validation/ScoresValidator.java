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
import dev.arbor.processor.validation.CallRules.Passes;
import dev.arbor.processor.validation.CallRules.Rule;
import dev.arbor.processor.validation.CallRules.Returns;
import dev.arbor.processor.validation.CallSites.Site;
import java.util.List;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * A UtilitySelector names one score method per child, each called by the generated class, so
 * keeping {@link CallRules} as a weighted selector's weight methods do: nothing or one
 * {@code @Now long} parameter, returns {@code int} or {@code double}, not private or static,
 * reachable from its package, no checked exception; its {@code every} is 0 or more and its
 * {@code margin} a finite number, 0 or more. Reported on the value at fault, or for a composite
 * inherited from a superclass, where the tree class names it ({@link CallSites}).
 */
public final class ScoresValidator implements TreeValidator {
    private final CallRules rules;

    public ScoresValidator(Types types, Elements elements) {
        this.rules = new CallRules(types, elements);
    }

    @Override
    public void validate(TreeSource tree, Report report) {
        CallSites sites = new CallSites(tree);
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            if (node.attributes() instanceof Attributes.Scored scored
                    && sites.of(node) != null) {
                check(tree, node, scored, sites, report);
            }
        }
    }

    private void check(TreeSource tree, NodeMethod node, Attributes.Scored scored,
            CallSites sites, Report report) {
        String kind = node.kind().simpleName();
        if (scored.every() < 0) {
            sites.at(node, scored.everyValue()).add(report, Message.NEGATIVE_EVERY, kind,
                    node.name(), scored.every());
        }
        double margin = scored.margin();
        if (!(margin >= 0) || Double.isInfinite(margin)) {
            sites.at(node, scored.marginValue()).add(report, Message.BAD_MARGIN, kind,
                    node.name(), margin);
        }
        int given = scored.methods().size();
        int children = node.children().size();
        if (given != children) {
            sites.at(node, scored.scoresValue()).add(report, Message.SCORES_COUNT, kind,
                    node.name(), given, children);
            return;
        }
        for (int i = 0; i < given; i++) {
            checkMethod(tree, node, scored.methods().get(i), sites.at(node, scored.each().get(i)),
                    report);
        }
    }

    private void checkMethod(TreeSource tree, NodeMethod node, String name, Site site,
            Report report) {
        List<ExecutableElement> candidates = tree.methods().get(name);
        if (candidates == null) {
            site.add(report, Message.UNKNOWN_SCORE, node.kind().simpleName(), node.name(), name,
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
                    "Score method", name);
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
            site.add(report, Message.INACCESSIBLE, "score method " + name + "() of @"
                            + node.kind().simpleName() + " " + node.name() + "()",
                    first.detail(), tree.generatedClass().simpleName(), "call",
                    Access.fix(tree, method, false));
        } else {
            site.add(report, Message.SCORE_SIGNATURE, node.kind().simpleName(), node.name(),
                    name, why);
        }
    }
}
