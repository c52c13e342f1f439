// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.base.Strings;
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
 * The {@code @BehaviorTree}'s {@code onAwake} names a method of the class that the generated
 * class calls once per instance before its first tick, so keeping {@link CallRules}: nothing or
 * one {@code @Now long} parameter, any return type, not private or static, reachable from its
 * package, no checked exception. Reported on the {@code onAwake} value (a parameter at fault, on
 * itself).
 */
public final class AwakeHookValidator implements TreeValidator {
    private final CallRules rules;

    public AwakeHookValidator(Types types, Elements elements) {
        this.rules = new CallRules(types, elements);
    }

    @Override
    public void validate(TreeSource tree, Report report) {
        if (tree.onAwakeValue() == null) {
            return;
        }
        String name = tree.onAwake();
        String treeName = tree.type().getSimpleName().toString();
        Site site = new Site(tree.type(), tree.annotation(), tree.onAwakeValue());
        ExecutableElement method = tree.callable(name);
        if (method == null) {
            site.add(report, Message.AWAKE_NOT_FOUND, treeName, name, treeName,
                    Strings.didYouMean(name, tree.methods().keySet()));
            return;
        }
        List<Broken> broken = rules.check(tree, method, Passes.NOTHING_OR_NOW, Returns.ANY);
        if (broken.isEmpty()) {
            return;
        }
        Broken first = broken.get(0);
        if (first.rule() == Rule.PARAMETERS || first.rule() == Rule.NOW_TYPE) {
            NodeSignatureValidator.parameterProblem(tree, method, first, site, report,
                    "onAwake hook", name);
            return;
        }
        String why = switch (first.rule()) {
            case PRIVATE -> name + "() is private";
            case STATIC -> name + "() is static";
            case CHECKED_EXCEPTION -> name + "() declares the checked exception "
                    + first.detail();
            case INACCESSIBLE, RETURN, PARAMETERS, NOW_TYPE -> null;
        };
        if (why == null) {
            site.add(report, Message.INACCESSIBLE, "onAwake hook " + name + "() of " + treeName,
                    first.detail(), tree.generatedClass().simpleName(), "call",
                    Access.fix(tree, method, false));
        } else {
            site.add(report, Message.AWAKE_SIGNATURE, treeName, name, why);
        }
    }
}
