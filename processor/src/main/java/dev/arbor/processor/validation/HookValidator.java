// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.base.Strings;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.read.Hooks;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import dev.arbor.processor.validation.CallRules.Broken;
import dev.arbor.processor.validation.CallRules.Passes;
import dev.arbor.processor.validation.CallRules.Returns;
import dev.arbor.processor.validation.CallSites.Site;
import java.util.List;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * An action's {@code onStart} names a method taking nothing, its {@code onEnd} a method taking
 * nothing or one {@code Status}, its {@code onPause} one taking a boolean; each is called by
 * the generated class, so it keeps {@link CallRules} (not private or static, reachable from its
 * package, no checked exception). Reported on the value naming the hook, or for an action
 * inherited from a superclass, where the tree class names the action ({@link CallSites}).
 */
public final class HookValidator implements TreeValidator {
    private final CallRules rules;

    public HookValidator(Types types, Elements elements) {
        this.rules = new CallRules(types, elements);
    }

    @Override
    public void validate(TreeSource tree, Report report) {
        CallSites sites = new CallSites(tree);
        for (List<NodeMethod> named : tree.nodes().values()) {
            for (NodeMethod node : named) {
                Attributes.Hooks hooks = node.hooks();
                if (hooks == null) {
                    continue;
                }
                if (!hooks.onStart().isEmpty()) {
                    check(tree, node, "onStart", hooks.onStart(),
                            sites.at(node, hooks.onStartValue()),
                            Hooks.onStart(tree, hooks.onStart()),
                            "it must take no parameters", report);
                }
                if (!hooks.onEnd().isEmpty()) {
                    check(tree, node, "onEnd", hooks.onEnd(), sites.at(node, hooks.onEndValue()),
                            Hooks.onEnd(tree, hooks.onEnd()),
                            "it must take no parameters or one Status", report);
                }
                if (!hooks.onPause().isEmpty()) {
                    check(tree, node, "onPause", hooks.onPause(),
                            sites.at(node, hooks.onPauseValue()),
                            Hooks.onPause(tree, hooks.onPause()),
                            "it must take one boolean", report);
                }
            }
        }
    }

    private void check(TreeSource tree, NodeMethod node, String role, String name, Site site,
            ExecutableElement hook, String shape, Report report) {
        if (site == null) {
            return; // a superclass's action this tree never uses
        }
        if (!tree.methods().containsKey(name)) {
            site.add(report, Message.HOOK_NOT_FOUND, node.name(), role, name,
                    tree.type().getSimpleName(), Strings.didYouMean(name, tree.methods().keySet()));
            return;
        }
        if (hook == null) {
            site.add(report, Message.HOOK_SIGNATURE, node.name(), role, name,
                    name + "() has the wrong parameters", shape);
            return;
        }
        List<Broken> broken = rules.check(tree, hook, Passes.HOOK_PARAMETERS, Returns.ANY);
        if (broken.isEmpty()) {
            return;
        }
        Broken first = broken.get(0);
        switch (first.rule()) {
            case PRIVATE -> site.add(report, Message.HOOK_SIGNATURE, node.name(), role, name,
                    name + "() is private", "make it package-private, protected or public");
            case STATIC -> site.add(report, Message.HOOK_SIGNATURE, node.name(), role, name,
                    name + "() is static", "hooks are called on the agent instance");
            case INACCESSIBLE -> site.add(report, Message.INACCESSIBLE,
                    role + " hook " + name + "() of @Action " + node.name() + "()",
                    first.detail(), tree.generatedClass().simpleName(), "call",
                    Access.fix(tree, hook, false));
            case CHECKED_EXCEPTION -> site.add(report, Message.HOOK_SIGNATURE, node.name(), role,
                    name, name + "() declares the checked exception " + first.detail(),
                    "catch it, or throw an unchecked exception");
            case PARAMETERS, RETURN, NOW_TYPE -> throw new IllegalStateException(
                    "not checked for hooks");
        }
    }
}
