// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.base.Strings;
import dev.arbor.processor.kinds.Arity;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.ServiceMethod;
import dev.arbor.processor.read.TreeSource;
import dev.arbor.processor.validation.CallRules.Broken;
import dev.arbor.processor.validation.CallRules.Passes;
import dev.arbor.processor.validation.CallRules.Returns;
import dev.arbor.processor.validation.CallSites.Site;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * A {@code @Service} (docs/semantics.md §5.6) serves nodes of its class that have children, each
 * named once, at least one; its period is 0 or more; it is no node itself; and the generated
 * class calls it, so it keeps {@link CallRules}: a {@code void} method taking nothing or one
 * {@code @Now long}, not private or static, reachable from its package, no checked exception,
 * and no other method of the class has its name (a call by name could reach either).
 * Each error sits on the value at fault (a name of {@code on}, {@code millis}), else on the
 * annotation (a parameter at fault, on itself).
 */
public final class ServiceValidator implements TreeValidator {
    private final CallRules rules;

    public ServiceValidator(Types types, Elements elements) {
        this.rules = new CallRules(types, elements);
    }

    @Override
    public void validate(TreeSource tree, Report report) {
        for (ServiceMethod service : tree.services()) {
            validateOn(tree, service, report);
            if (service.millis() < 0) {
                report.add(service.method(), service.annotation(), service.millisValue(),
                        Message.NEGATIVE_MILLIS, "Service", service.name(), service.millis());
            }
            List<NodeMethod> alsoNode = tree.nodes().get(service.name());
            if (alsoNode != null && alsoNode.stream().anyMatch(n -> n.method()
                    .equals(service.method()))) {
                report.add(service.method(), service.annotation(),
                        Message.SERVICE_IS_A_NODE, service.name(),
                        alsoNode.get(0).kind().simpleName());
                continue;
            }
            if (tree.methods().get(service.name()).size() > 1) {
                // a call by name could reach the other one (a condition, a leaf taking @Now)
                report.add(service.method(), service.annotation(), Message.SERVICE_SIGNATURE,
                        service.name(), "shares its name with another method of "
                                + tree.type().getSimpleName() + ", which a call of either could"
                                + " reach");
                continue;
            }
            validateCall(tree, service, report);
        }
    }

    private static void validateOn(TreeSource tree, ServiceMethod service, Report report) {
        if (service.on().isEmpty()) {
            report.add(service.method(), service.annotation(), service.onValue(),
                    Message.SERVICE_SERVES_NOTHING, service.name());
            return;
        }
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < service.on().size(); i++) {
            String name = service.on().get(i);
            Site site = new Site(service.method(), service.annotation(),
                    service.onValues().get(i));
            if (!seen.add(name)) {
                site.add(report, Message.DUPLICATE_SERVED_NODE, service.name(), name);
                continue;
            }
            List<NodeMethod> named = tree.nodes().get(name);
            if (named == null) {
                site.add(report, Message.UNKNOWN_SERVED_NODE, service.name(), name,
                        tree.type().getSimpleName(),
                        Strings.didYouMean(name, tree.nodes().keySet()));
                continue;
            }
            NodeMethod node = named.get(0);
            if (node.kind() == Kinds.SUBTREE) {
                site.add(report, Message.SERVED_LEAF, service.name(), name, "@Subtree field "
                        + name + " is inlined, as the tree of its class, whose own services"
                        + " serve its nodes");
            } else if (node.kind().arity() == Arity.LEAF) {
                site.add(report, Message.SERVED_LEAF, service.name(), name, "@"
                        + node.kind().simpleName() + " " + node.describe().replace("method ", "")
                                .replace("field ", "") + " is a leaf, which has no branch to"
                        + " serve");
            }
        }
    }

    private void validateCall(TreeSource tree, ServiceMethod service, Report report) {
        Site site = new Site(service.method(), service.annotation(), null);
        String name = service.name();
        List<Broken> broken = rules.check(tree, service.method(), Passes.NOTHING_OR_NOW,
                Returns.ANY);
        if (!broken.isEmpty()) {
            Broken first = broken.get(0);
            if (first.rule() == CallRules.Rule.PARAMETERS
                    || first.rule() == CallRules.Rule.NOW_TYPE) {
                NodeSignatureValidator.parameterProblem(tree, service.method(), first, site,
                        report, "@Service method", name);
                return;
            }
            String why = switch (first.rule()) {
                case PRIVATE -> "is private";
                case STATIC -> "is static";
                case CHECKED_EXCEPTION -> "declares the checked exception " + first.detail();
                case INACCESSIBLE, RETURN, PARAMETERS, NOW_TYPE -> null;
            };
            if (why == null) {
                site.add(report, Message.INACCESSIBLE, "@Service method " + name + "() of "
                                + tree.type().getSimpleName(), first.detail(),
                        tree.generatedClass().simpleName(), "call",
                        Access.fix(tree, service.method(), false));
            } else {
                site.add(report, Message.SERVICE_SIGNATURE, name, why);
            }
            return;
        }
        if (tree.returnType(service.method()).getKind() != TypeKind.VOID) {
            site.add(report, Message.SERVICE_SIGNATURE, name, "returns "
                    + tree.returnType(service.method()) + ", which nothing would read: a"
                    + " service never changes a status");
        }
    }
}
